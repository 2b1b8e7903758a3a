// The frame every public page shares (head, top navigation, footer), its islands and its assets: used by the static
// pages (render-public.tsx, rendered at build time) and by the league directory (render-directory.tsx, rendered per
// request by the site function), kept apart so the function does not bundle the static pages' content.
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PublicPageInfo } from '../../../../shared/public-pages';
import { Footer, TopNav } from '../public/chrome';
import { DIRECTORY_ISLAND } from '../public/directory-island';
import { htmlSafeJson, siteAssetsFromManifest, type SiteAssets, type SiteManifest } from './render-shell';

/** The public pages' script in the site's build (web/site/vite.config.ts, build input `public`). */
export const PUBLIC_ENTRY = 'src/public/islands.ts';

/** Source modules of the islands, by the name a page gives them: preloaded on the pages that use them. */
const ISLAND_MODULES: Record<string, string> = {
  // PRICING_ISLAND and AUTH_ISLAND by value: importing their modules would bundle both islands into the site function.
  pricing: 'src/public/mount-react.tsx',
  [DIRECTORY_ISLAND]: 'src/public/mount-react.tsx',
  auth: 'src/public/mount-auth.tsx',
  'contact-email': 'src/public/contact-email.tsx',
  'system-status': 'src/public/system-status.tsx',
};

const PRODUCT = 'League Platform';

/** The signed-in admin's entry files, for the pricing page's hand-over (public/hand-over.ts). */
export interface AdminAssets {
  scripts: string[];
  styles: string[];
}

export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <>
      <div data-island={name} dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }} />
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: htmlSafeJson(props) }} />
    </>
  );
}

export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      <p className="muted">{description}</p>
    </div>
  );
}

export interface DocumentProps {
  path: string;
  info: PublicPageInfo;
  origin: string;
  assets: SiteAssets;
  children: ReactNode;
  signedInApp?: AdminAssets;
  year: number;
  /** Pages search engines should not list (sign-in). */
  noindex?: boolean;
  /** After <main>: the auth page's toast region, which sits outside the content as the admin's does. */
  afterMain?: ReactNode;
}

export function PublicDocument({ path, info, origin, assets, children, signedInApp, year, noindex, afterMain }: DocumentProps) {
  const title = path === '/' ? info.title : `${info.title} | ${PRODUCT}`;
  const url = `${origin}${path}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <title>{title}</title>
        <meta name="description" content={info.description} />
        {noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={url} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={PRODUCT} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={info.description} />
        <meta property="og:url" content={url} />
        <meta name="twitter:card" content="summary" />
        {assets.styles.map((href) => <link key={href} rel="stylesheet" crossOrigin="" href={href} />)}
        {assets.preloads.map((href) => <link key={href} rel="modulepreload" crossOrigin="" href={href} />)}
        {assets.scripts.map((src) => <script key={src} type="module" crossOrigin="" src={src} />)}
      </head>
      <body data-signed-in-app={signedInApp ? JSON.stringify(signedInApp) : undefined}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <TopNav />
        <main id="main">{children}</main>
        {afterMain}
        <Footer year={year} />
      </body>
    </html>
  );
}

export interface RenderContext {
  manifest: SiteManifest;
  /** The product's origin for canonical URLs, Open Graph and the sitemap, e.g. https://app.example.com. */
  origin: string;
  year?: number;
}

export function assetsFor(ctx: RenderContext, islands: string[]): SiteAssets {
  return siteAssetsFromManifest(ctx.manifest, '/_site/', PUBLIC_ENTRY, [...new Set(islands.map((i) => ISLAND_MODULES[i]))]);
}

export const doc = (node: ReactNode) => `<!doctype html>${renderToStaticMarkup(node)}`;

