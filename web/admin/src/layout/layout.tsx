import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppLayout from '@cloudscape-design/components/app-layout';
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useAuth } from '../auth/auth-context';
import { Footer } from './footer';
import { BreadcrumbsProvider, PageBreadcrumbs } from './breadcrumbs';
import { NavigationSlotProvider, useNavigationSlot } from './page-navigation';
import { isPublicPage } from '../lib/public-pages';
import { useAssistantDrawer } from './assistant-drawer';

// Without these Cloudscape renders the narrow-screen overflow button with no text: an empty, unnamed box.
const NAV_STRINGS: TopNavigationProps.I18nStrings = {
  overflowMenuTriggerText: 'Menu',
  overflowMenuTitleText: 'Menu',
  overflowMenuBackIconAriaLabel: 'Back',
  overflowMenuDismissIconAriaLabel: 'Close menu',
};

// The side navigation's landmark and its drawer's buttons on a phone (unnamed without them).
const APP_LAYOUT_LABELS = { navigation: 'Side navigation', navigationToggle: 'Open navigation', navigationClose: 'Close navigation', drawers: 'Assistant drawer' };

/** The signed-in user's menu, in order; an entry with an href navigates, the others are handled by id below. */
const USER_MENU_ITEMS: TopNavigationProps.MenuDropdownUtility['items'] = [
  { id: 'dashboard', text: 'Dashboard', href: '/dashboard' },
  { id: 'create-league', text: 'Create League', href: '/create-league' },
  { id: 'account', text: 'Account', href: '/account' },
  { id: 'support', text: 'Help', href: '/support' },
  { id: 'sign-out', text: 'Sign Out' },
];

export function Layout() {
  const navigate = useNavigate();
  const { loading, user, signOut } = useAuth();
  const { pathname } = useLocation();
  const { navigation, setNavigation } = useNavigationSlot();
  const assistant = useAssistantDrawer(!loading && user !== null);

  // A new page starts at its top (the router keeps the previous page's scroll position otherwise).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const link = (text: string, href: string, variant?: 'link' | 'primary-button'): TopNavigationProps.ButtonUtility => ({
    type: 'button',
    variant,
    text,
    href,
    onClick: (e) => {
      // The public pages are served outside the app: an ordinary page load.
      if (isPublicPage(href)) return;
      e.preventDefault();
      navigate(href);
    },
  });

  const utilities: TopNavigationProps.Utility[] = [link('Leagues', '/leagues')];
  if (!loading && user) {
    utilities.push({ type: 'button', text: 'Assistant', iconName: 'gen-ai', onClick: assistant.toggle }, link('Dashboard', '/dashboard'), link('Create League', '/create-league'), link('Subscription', '/subscription'), {
      type: 'menu-dropdown',
      text: user.firstName,
      description: user.email,
      iconName: 'user-profile',
      items: USER_MENU_ITEMS,
      onItemClick: (e) => {
        e.preventDefault();
        if (e.detail.id === 'sign-out') {
          // The landing page is served outside the app.
          void signOut().then(() => window.location.assign('/'));
        } else if (e.detail.href) {
          navigate(e.detail.href);
        }
      },
    });
  } else if (!loading) {
    utilities.push(
      link('Features', '/features'),
      link('Pricing', '/pricing'),
      link('About', '/about'),
      link('Subscription', '/subscription'),
      link('Sign In', '/auth'),
      link('Get Started', '/auth', 'primary-button'),
    );
  }

  return (
    <BreadcrumbsProvider>
      <NavigationSlotProvider value={setNavigation}>
        <header id="top-nav" className="app-header">
          <TopNavigation
            identity={{
              href: '/',
              title: 'League Platform',
            }}
            utilities={utilities}
            i18nStrings={NAV_STRINGS}
          />
          {loading && <div className="auth-placeholder" role="status" aria-label="Loading account" />}
        </header>
        {/* As Cloudscape's demos use it: the top navigation above, the page's breadcrumbs in their slot, a side
            navigation only on the pages that have one (page-navigation.tsx; a drawer on a phone), no tools panel. */}
        <AppLayout
          headerSelector="#top-nav"
          // The footer's height is taken from the layout's, which on a page with a side navigation would leave the
          // panel (and a phone's drawer) only the window's height less the footer's: there the footer sits below the
          // layout, and the layout measures an empty element instead (Cloudscape keeps the last height it measured,
          // so a selector matching nothing would keep the footer's).
          // With the assistant's drawer open the layout takes the whole window too, so the drawer (the whole screen on
          // a phone) reaches its bottom.
          footerSelector={navigation === null && assistant.activeDrawerId === null ? '#app-footer' : '#no-footer'}
          navigation={navigation}
          navigationHide={navigation === null}
          ariaLabels={APP_LAYOUT_LABELS}
          toolsHide
          drawers={assistant.drawers}
          activeDrawerId={assistant.activeDrawerId}
          onDrawerChange={assistant.onDrawerChange}
          maxContentWidth={1200}
          breadcrumbs={<PageBreadcrumbs />}
          content={
            <Suspense
              fallback={
                <Box padding="l" textAlign="center">
                  <Spinner size="large" />
                </Box>
              }
            >
              <Outlet />
            </Suspense>
          }
        />
        <div id="no-footer" />
        <Footer />
      </NavigationSlotProvider>
    </BreadcrumbsProvider>
  );
}
