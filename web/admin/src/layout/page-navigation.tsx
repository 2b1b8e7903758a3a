// A page's own side navigation: the navigation slot of the app's one AppLayout (layout.tsx), which Cloudscape shows
// as a side panel on a desk and as a drawer behind a menu button on a phone. The page hands its navigation to the
// layout, which renders it in the slot (so the drawer sees a click on its links and closes itself on a phone); every
// page without one leaves the slot hidden.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetNavigation = (navigation: ReactNode) => void;
const SetNavigationContext = createContext<SetNavigation>(() => undefined);

/** For the layout: the navigation the page shows (null: none), and the provider pages hand it through. */
export function useNavigationSlot() {
  const [navigation, setNavigation] = useState<ReactNode>(null);
  return { navigation, setNavigation };
}

export const NavigationSlotProvider = SetNavigationContext.Provider;

/**
 * Shows `children` as the side navigation while the calling page is shown. The setter never changes, so handing a
 * new navigation over re-renders the layout only, not the page.
 */
export function PageNavigation({ children }: { children: ReactNode }) {
  const setNavigation = useContext(SetNavigationContext);
  useEffect(() => {
    setNavigation(children);
  }, [children, setNavigation]);
  useEffect(() => () => setNavigation(null), [setNavigation]);
  return null;
}
