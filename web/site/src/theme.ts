// The league's colours as CSS variables (spec: league_branding colours). Set as an inline style on the site's
// wrapper, so the server render and the browser show the same theme from the first paint, and styles.css reads
// only variables. A league without saved branding gets the defaults.
import type { CSSProperties } from 'react';
import { DEFAULT_COLORS, type Branding, type ColorField } from '../../../shared/branding-constants';

/** Which CSS variable each colour field sets. */
export const THEME_VARIABLES: Record<ColorField, string> = {
  primary_color: '--primary', primary_color_light: '--primary-light', primary_color_dark: '--primary-dark',
  secondary_color: '--secondary', accent_color: '--accent', background_color: '--surface', text_color: '--text',
  button_color: '--button', button_text_color: '--button-text',
  navigation_background_color: '--nav-bg', navigation_text_color: '--nav-text',
};

export function themeStyle(branding: Pick<Branding, ColorField> | undefined): CSSProperties {
  const colors = branding ?? DEFAULT_COLORS;
  return Object.fromEntries(Object.entries(THEME_VARIABLES).map(([field, variable]) => [variable, colors[field as ColorField] ?? DEFAULT_COLORS[field as ColorField]])) as CSSProperties;
}
