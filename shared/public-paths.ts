// The product's public pages by path alone: which paths are light prerendered HTML rather than the Cloudscape admin.
// The admin needs only this (to send links to them out of the single-page app); their titles and descriptions live
// in public-pages.ts, which the prerender step, the gateway, CloudFront's function and the sitemap read.

/** Pages with no per-request data, prerendered at build time into static HTML, in sitemap order. */
export const STATIC_PUBLIC_PATHS = [
  '/', '/features', '/pricing', '/about', '/demo', '/integrations', '/help', '/contact', '/docs', '/status', '/privacy',
  '/terms', '/cookies',
] as const;

export type StaticPublicPath = typeof STATIC_PUBLIC_PATHS[number];

/** The public league directory: its list changes with every published league, so it is rendered with data. */
export const DIRECTORY_PATH = '/leagues';

/** Every public page, in sitemap order. */
export const PUBLIC_PATHS: readonly string[] = [...STATIC_PUBLIC_PATHS, DIRECTORY_PATH];

/** Sign-in and sign-up: light prerendered pages too, but not for search engines. */
export const AUTH_PATHS = ['/auth', '/signup'] as const;

export type AuthPagePath = typeof AUTH_PATHS[number];

/** Every page served from a prerendered file: the public pages and the auth pages. */
export const PRERENDERED_PATHS: readonly string[] = [...PUBLIC_PATHS, ...AUTH_PATHS];

/** The path without a trailing slash ('/pricing/' -> '/pricing'); '/' stays '/'. */
export const normalPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export const isStaticPublicPath = (pathname: string): pathname is StaticPublicPath => (STATIC_PUBLIC_PATHS as readonly string[]).includes(normalPath(pathname));

export const isAuthPagePath = (pathname: string): pathname is AuthPagePath => (AUTH_PATHS as readonly string[]).includes(normalPath(pathname));
