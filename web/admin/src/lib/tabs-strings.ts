import type { TabsProps } from '@cloudscape-design/components/tabs';

// When tabs overflow (phones), Cloudscape adds scroll arrows; without these labels they are unnamed buttons.
export const TABS_STRINGS: TabsProps.I18nStrings = {
  scrollLeftAriaLabel: 'Scroll tabs left',
  scrollRightAriaLabel: 'Scroll tabs right',
};
