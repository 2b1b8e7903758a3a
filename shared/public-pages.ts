// The product's public pages: what anyone can open before signing up, served as light HTML rather than the
// Cloudscape admin. Their paths are in public-paths.ts (all the admin needs: it sends links to them out of the
// single-page app); this adds their titles and descriptions for the prerender step (web/site/prerender.ts), the
// local gateway, CloudFront's request function (infra/cloud/constructs/web-hosting.ts), the sitemap and robots.txt.
import { DIRECTORY_PATH, PUBLIC_PATHS, type AuthPagePath, type StaticPublicPath } from './public-paths';

export {
  AUTH_PATHS, isAuthPagePath, isStaticPublicPath, normalPath, PRERENDERED_PATHS, PUBLIC_PATHS, STATIC_PUBLIC_PATHS,
  type AuthPagePath, type StaticPublicPath,
} from './public-paths';

export interface PublicPageInfo {
  /** <title> and the page's h1 where they differ only by the product name. */
  title: string;
  /** <meta name="description"> and og:description. */
  description: string;
}

/** Pages with no per-request data: prerendered at build time into static HTML (every path of STATIC_PUBLIC_PATHS). */
export const STATIC_PUBLIC_PAGES = {
  '/': { title: 'League Platform: run your recreational sports league in one place', description: 'Leagues, teams, rosters and a public page for each league. Free for one league; paid plans add custom URLs, custom domains and room to grow.' },
  '/features': { title: 'Features', description: 'What the platform does for organisers, team managers and players.' },
  '/pricing': { title: 'Pricing', description: 'Free, Awesome and Amazing League plans, monthly or yearly. Paid plans start with a 14-day free trial.' },
  '/about': { title: 'About', description: 'The AI-assisted platform for recreational sports league management.' },
  '/demo': { title: 'See it in action', description: 'A walk through what you can do in your first ten minutes.' },
  '/integrations': { title: 'Integrations', description: 'How the platform connects to what you already use.' },
  '/help': { title: 'Help Center', description: 'Answers to the questions organisers, managers and players ask most.' },
  '/contact': { title: 'Contact Us', description: 'How to reach the people who run this platform.' },
  '/docs': { title: 'Documentation', description: 'How to use the product, step by step.' },
  '/status': { title: 'System Status', description: "Whether the platform's API answers right now." },
  '/privacy': { title: 'Privacy Policy', description: 'What we keep about you and why.' },
  '/terms': { title: 'Terms of Service', description: 'The rules for using League Platform.' },
  '/cookies': { title: 'Cookie Policy', description: 'What this site keeps in your browser.' },
} as const satisfies Record<StaticPublicPath, PublicPageInfo>;

/** The public league directory: its list changes with every published league, so it is rendered with data. */
export const DIRECTORY_PAGE = { path: DIRECTORY_PATH, title: 'Leagues', description: 'Browse the recreational sports leagues running on League Platform: sport, description and each league\'s public page.' } as const;

/**
 * Sign-in and sign-up: light prerendered pages too (a small island does the Cognito calls), but not for search
 * engines (noindex, not in the sitemap, kept out by robots.txt). /signup opens on the Sign Up tab.
 */
export const AUTH_PAGES = {
  '/auth': { title: 'Sign In', description: 'Sign in to manage your leagues, or create an account.', tab: 'signin' },
  '/signup': { title: 'Sign Up', description: 'Create an account to run your league, or sign in.', tab: 'signup' },
} as const satisfies Record<AuthPagePath, PublicPageInfo & { tab: 'signin' | 'signup' }>;

/** Signed-in pages: kept out of search engines by robots.txt. */
export const PRIVATE_PATH_PREFIXES = [
  '/dashboard', '/create-league', '/league-management', '/edit-league', '/subscription', '/my-teams', '/team/',
  '/account', '/invite/', '/email-preferences/', '/auth', '/signup', '/league/', '/api/', '/__dev/',
] as const;

/** Where a prerendered page's file sits under the public build folder: '/' -> index.html, '/pricing' -> pricing/index.html. */
export const publicPageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** Folder the prerendered pages are written to (dist/public) and stored under in the cloud bucket (_public/). */
export const PUBLIC_PREFIX = '_public';

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PATHS.map((p) => `  <url><loc>${origin}${p === '/' ? '/' : p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...PRIVATE_PATH_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
