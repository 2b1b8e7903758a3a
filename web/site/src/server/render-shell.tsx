// The public site's server renderer (docs/architecture.md): the one module that turns any page of a league's site (home,
// teams, players, schedule, standings, statistics, news, article; custom pages slot into site-app.tsx) into its
// HTML document. The local gateway and the cloud's site function both call it through
// functions/site-render/answer.ts. It does no I/O: the caller passes the built assets (from Vite's manifest) and
// the page's data (functions/public-site/site-pages.ts).
//
// The page is a React tree rendered with react-dom/server, so every piece of user text is escaped by React as
// text or attribute; no user text is ever spliced into a string (String.replace would read `$&`, `$'`, `` $` ``
// in it as patterns). The browser app's data is inlined as JSON in a non-executable script element, which the
// Content-Security-Policy (shared/security-headers.ts: script-src 'self') allows, unlike an inline script: that
// element is data, never executed, so the page needs no nonce or hash and the CSP stays without 'unsafe-inline'.
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { LEAGUE_DATA_ID, NOT_FOUND_ATTRIBUTE } from '../league-data';
import { NotFound } from '../not-found';
import { SitePage } from '../site-app';
import type { SitePageData } from '../site-page';
import { HeadTags } from './head-tags';

/** What the built site needs in its head, as URLs. */
export interface SiteAssets {
  scripts: string[];
  styles: string[];
  /** Chunks the entry imports, fetched early. */
  preloads: string[];
  /** The embeddable widgets' script (server/render-widget.tsx), when the build has it. */
  widget?: string;
}

interface ManifestChunk { file: string; isEntry?: boolean; css?: string[]; imports?: string[]; dynamicImports?: string[] }

/** Vite's build manifest (dist/site/.vite/manifest.json): source path -> built chunk. */
export type SiteManifest = Record<string, ManifestChunk>;

/** The league site's entry (index.html); the public pages' is PUBLIC_ENTRY (public-document.tsx). */
export const SITE_ENTRY = 'index.html';
/** The widgets' script in the build manifest. */
export const WIDGET_ENTRY = 'src/widgets/widget-height.ts';

/**
 * An entry's script, styles and imported chunks from Vite's build manifest. `also` adds chunks the entry loads on
 * demand (the islands a page uses), fetched early too.
 */
export function siteAssetsFromManifest(manifest: SiteManifest, base = '/_site/', entry = SITE_ENTRY, also: string[] = []): SiteAssets {
  const assets: SiteAssets = { scripts: [], styles: [], preloads: [] };
  const seen = new Set<string>();
  const addCss = (chunk: ManifestChunk) => {
    for (const css of chunk.css ?? []) if (!assets.styles.includes(base + css)) assets.styles.push(base + css);
  };
  // A chunk the page needs: fetched early with its styles and, once each, the chunks it imports.
  const preload = (key: string) => {
    const dep = manifest[key];
    if (!dep || seen.has(key)) return;
    seen.add(key);
    assets.preloads.push(base + dep.file);
    addCss(dep);
    walkImports(dep);
  };
  const walkImports = (chunk: ManifestChunk) => {
    for (const key of chunk.imports ?? []) preload(key);
  };
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`The site's build manifest has no entry ${entry}: run \`npm run build:web\`.`);
  assets.scripts.push(base + chunk.file);
  const widget = manifest[WIDGET_ENTRY];
  if (widget) assets.widget = base + widget.file;
  addCss(chunk);
  walkImports(chunk);
  for (const key of also) preload(key);
  return assets;
}

/**
 * JSON safe inside an HTML element: `<`, `>` and `&` cannot close the element or start markup, and U+2028/2029
 * are escaped too (valid in JSON, but line breaks to older JavaScript parsers). JSON.parse gives back the exact
 * strings.
 */
export function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Where a league's installable app lives: its manifest and service worker (functions/site-render/app-files.ts). */
export const leagueAppBase = (page: SitePageData, customDomain: boolean) =>
  (customDomain ? '/' : `/l/${encodeURIComponent(page.league.custom_slug ?? page.league.id)}/`);

function SiteDocument({ assets, page, body, siteOrigin, notFound, appBase }: { assets: SiteAssets; page: SitePageData | null; body: string; siteOrigin: string; notFound?: boolean; appBase?: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        {page ? <HeadTags data={page} siteOrigin={siteOrigin} /> : <title>{notFound ? 'Page not found' : 'League'}</title>}
        {notFound && <meta name="robots" content="noindex" />}
        {appBase && <link rel="manifest" href={`${appBase}manifest.webmanifest`} />}
        {appBase && <meta name="theme-color" content={page?.league.branding?.primary_color || '#1E40AF'} />}
        {appBase && <link rel="apple-touch-icon" href="/_site/icons/app-192.png" />}
        {assets.styles.map((href) => <link key={href} rel="stylesheet" crossOrigin="" href={href} />)}
        {assets.preloads.map((href) => <link key={href} rel="modulepreload" crossOrigin="" href={href} />)}
        {assets.scripts.map((src) => <script key={src} type="module" crossOrigin="" src={src} />)}
      </head>
      <body>
        {/* The page as the app renders it from the same data, so hydration keeps it (no flash, no refetch). */}
        <div id="root" {...(notFound ? { [NOT_FOUND_ATTRIBUTE]: '' } : {})} dangerouslySetInnerHTML={{ __html: body }} />
        {page && <script type="application/json" id={LEAGUE_DATA_ID} dangerouslySetInnerHTML={{ __html: htmlSafeJson(page) }} />}
      </body>
    </html>
  );
}

/**
 * A league page's HTML document: its head tags, its content rendered from `page` (what site-page.ts's loader read)
 * and that data for the app to hydrate from; without a page, the bare shell the app starts from, or with `notFound`
 * the not-found page in it (no league public there: the app then lets a signed-in admin preview a draft).
 * `customDomain`: served at the root of the league's own domain. The body is rendered with renderToString
 * (hydration markers), the document around it as static markup.
 */
export function renderSiteShell(opts: { assets: SiteAssets; page: SitePageData | null; customDomain?: boolean; siteOrigin?: string; notFound?: boolean }): string {
  const body = opts.page ? renderToString(<StrictMode><SitePage data={opts.page} customDomain={Boolean(opts.customDomain)} /></StrictMode>)
    : opts.notFound ? renderToStaticMarkup(<NotFound />) : '';
  return `<!doctype html>${renderToStaticMarkup(<SiteDocument assets={opts.assets} page={opts.page} body={body} siteOrigin={opts.siteOrigin ?? ''} notFound={!opts.page && opts.notFound}
    appBase={opts.page ? leagueAppBase(opts.page, Boolean(opts.customDomain)) : undefined} />)}`;
}
