// The product's public pages (landing, features, pricing, ..., the league directory) are served as light HTML
// outside this app (web/site, shared/public-paths.ts). Links to them are ordinary page loads, not router moves.
import { DIRECTORY_PATH, isAuthPagePath, isStaticPublicPath, normalPath } from '../../../../shared/public-paths';

const pathOf = (href: string) => (href.startsWith('/') ? normalPath(href.split(/[?#]/)[0]) : null);

/** Whether `href` is one of the public pages, or /auth and /signup (light pages of their own too). */
export function isPublicPage(href: string): boolean {
  const path = pathOf(href);
  return path !== null && (isStaticPublicPath(path) || path === DIRECTORY_PATH || isAuthPagePath(path));
}

/**
 * Whether following `href` leaves the app. /pricing is public too, but signed in it is this app's plan screen
 * (current plan, trials, downgrades), so links inside the app keep it in the app.
 */
export const leavesApp = (href: string) => isPublicPage(href) && pathOf(href) !== '/pricing';
