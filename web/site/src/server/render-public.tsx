// The product's public pages (landing, features, pricing, about, docs and help, contact, status, legal, and the
// league directory) rendered by the same server renderer as the league site (render-shell.tsx): small React
// components through react-dom/server, no Cloudscape. The static ones are rendered once at build time
// (web/site/prerender.ts); the directory is rendered per request with its data by the local gateway. It does no
// I/O: callers pass the built assets, the origin and any data.
//
// Interactive blocks are islands: rendered here with renderToString (so React can hydrate them), their props inlined
// as JSON in a non-executable script element beside them, and started by the one public script (public/islands.ts).
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { PLAN_CATALOGUE } from '../../../../shared/plan-catalogue';
import { planHighlights } from '../../../../shared/plan-highlights';
import { TRIAL_DAYS } from '../../../../shared/plan-prices';
import {
  AUTH_PAGES, DIRECTORY_PAGE, STATIC_PUBLIC_PAGES, type AuthPagePath, type PublicPageInfo, type StaticPublicPath,
} from '../../../../shared/public-pages';
import { AUTH_ISLAND, AuthIsland, TOAST_REGION_ID, type AuthProps } from '../public/auth-island';
import { Footer, TopNav } from '../public/chrome';
import { DIRECTORY_ISLAND, DirectoryIsland, type DirectoryProps } from '../public/directory-island';
import { INFO_PAGES, InfoSections } from '../public/info-content';
import { LandingPage } from '../public/landing';
import { PRICING_ISLAND, PricingIsland, type PricingPlan, type PricingProps } from '../public/pricing-island';
import { SystemStatus } from '../public/system-status';
import { htmlSafeJson, siteAssetsFromManifest, type SiteAssets, type SiteManifest } from './render-shell';

/** The public pages' script in the site's build (web/site/vite.config.ts, build input `public`). */
export const PUBLIC_ENTRY = 'src/public/islands.ts';

/** Source modules of the islands, by the name a page gives them: preloaded on the pages that use them. */
const ISLAND_MODULES: Record<string, string> = {
  [PRICING_ISLAND]: 'src/public/mount-react.tsx',
  [DIRECTORY_ISLAND]: 'src/public/mount-react.tsx',
  [AUTH_ISLAND]: 'src/public/mount-auth.tsx',
  'contact-email': 'src/public/contact-email.tsx',
  'system-status': 'src/public/system-status.tsx',
};

const PRODUCT = 'League Platform';

/** The signed-in admin's entry files, for the pricing page's hand-over (public/hand-over.ts). */
export interface AdminAssets {
  scripts: string[];
  styles: string[];
}

/** The admin's entry script and stylesheets, read from its built index.html. */
export function adminAssetsFromIndex(html: string): AdminAssets {
  return {
    scripts: [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    styles: [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  };
}

/** Every file the admin's built index.html loads first (entry script, module preloads, stylesheets). */
export function adminFilesFromIndex(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
}

function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <>
      <div data-island={name} dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }} />
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: htmlSafeJson(props) }} />
    </>
  );
}

function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      <p className="muted">{description}</p>
    </div>
  );
}

interface DocumentProps {
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

function PublicDocument({ path, info, origin, assets, children, signedInApp, year, noindex, afterMain }: DocumentProps) {
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

/** The plans as the pricing page shows them: the seeded catalogue's active plans, in display order. */
export function pricingPlans(): PricingPlan[] {
  const active = PLAN_CATALOGUE.filter((p) => p.is_active).sort((a, b) => a.display_order - b.display_order);
  return active.map((plan, i) => ({
    id: plan.id, slug: plan.slug, name: plan.name, description: plan.description,
    price_monthly: plan.price_monthly, price_yearly: plan.price_yearly,
    highlights: planHighlights(plan, active[i - 1]),
  }));
}

function staticPageBody(path: StaticPublicPath): { body: ReactNode; islands: string[] } {
  const info = STATIC_PUBLIC_PAGES[path];
  if (path === '/') return { body: <LandingPage />, islands: [] };
  if (path === '/pricing') {
    const props: PricingProps = { plans: pricingPlans() };
    return {
      body: (
        <>
          <PageHeader title="Pricing" description={`Choose the plan that fits your league. Paid plans start with a ${TRIAL_DAYS}-day free trial.`} />
          <Island name={PRICING_ISLAND} component={PricingIsland} props={props} />
        </>
      ),
      islands: [PRICING_ISLAND],
    };
  }
  if (path === '/status') {
    return {
      body: (
        <>
          <PageHeader title={info.title} description={info.description} />
          <div className="card">
            <SystemStatus />
          </div>
        </>
      ),
      islands: ['system-status'],
    };
  }
  const content = INFO_PAGES[path];
  return {
    body: (
      <>
        <PageHeader title={content.title} description={content.description} />
        <div className="card info-body">
          <InfoSections sections={content.sections} />
        </div>
      </>
    ),
    islands: path === '/contact' ? ['contact-email'] : [],
  };
}

export interface RenderContext {
  manifest: SiteManifest;
  /** The product's origin for canonical URLs, Open Graph and the sitemap, e.g. https://app.example.com. */
  origin: string;
  year?: number;
}

function assetsFor(ctx: RenderContext, islands: string[]): SiteAssets {
  return siteAssetsFromManifest(ctx.manifest, '/_site/', PUBLIC_ENTRY, [...new Set(islands.map((i) => ISLAND_MODULES[i]))]);
}

const doc = (node: ReactNode) => `<!doctype html>${renderToStaticMarkup(node)}`;

/** One of the static public pages, as the complete HTML document the build writes to dist/public. */
export function renderStaticPublicPage(path: StaticPublicPath, ctx: RenderContext & { admin?: AdminAssets }): string {
  const { body, islands } = staticPageBody(path);
  return doc(
    <PublicDocument path={path} info={STATIC_PUBLIC_PAGES[path]} origin={ctx.origin} assets={assetsFor(ctx, islands)} year={ctx.year ?? new Date().getFullYear()}
      signedInApp={path === '/pricing' ? ctx.admin : undefined}>
      {body}
    </PublicDocument>,
  );
}

/**
 * The league directory: with `data.initial` the first page of leagues is in the HTML (the local gateway reads it per
 * request); without, the page's island reads it in the browser (the prerendered copy the cloud serves).
 */
export function renderDirectoryPage(ctx: RenderContext, data: DirectoryProps): string {
  return doc(
    <PublicDocument path={DIRECTORY_PAGE.path} info={DIRECTORY_PAGE} origin={ctx.origin} assets={assetsFor(ctx, [DIRECTORY_ISLAND])} year={ctx.year ?? new Date().getFullYear()}>
      <PageHeader title={DIRECTORY_PAGE.title} description="Browse the leagues running on the platform." />
      <Island name={DIRECTORY_ISLAND} component={DirectoryIsland} props={data} />
    </PublicDocument>,
  );
}

/** /auth or /signup: the sign-in and sign-up forms as an island, kept out of search engines. */
export function renderAuthPage(path: AuthPagePath, ctx: RenderContext & { adminFiles?: string[] }): string {
  const props: AuthProps = { initialTab: AUTH_PAGES[path].tab, appFiles: ctx.adminFiles ?? [] };
  return doc(
    <PublicDocument path={path} info={AUTH_PAGES[path]} origin={ctx.origin} assets={assetsFor(ctx, [AUTH_ISLAND])} year={ctx.year ?? new Date().getFullYear()} noindex
      afterMain={<div id={TOAST_REGION_ID} className="toast-region" data-testid="toasts" aria-live="polite" />}>
      <Island name={AUTH_ISLAND} component={AuthIsland} props={props} />
    </PublicDocument>,
  );
}
