// The product's static public pages (landing, features, pricing, about, docs and help, contact, status, legal) and
// the sign-in pages, rendered once at build time (web/site/prerender.ts) by the same server renderer as the league
// site (render-shell.tsx): small React components through react-dom/server, no Cloudscape. The league directory,
// rendered per request, is render-directory.tsx; the frame they share is public-document.tsx. No I/O: callers pass
// the built assets, the origin and any data.
//
// Interactive blocks are islands: rendered here with renderToString (so React can hydrate them), their props inlined
// as JSON in a non-executable script element beside them, and started by the one public script (public/islands.ts).
import type { ReactNode } from 'react';
import { PLAN_CATALOGUE } from '../../../../shared/plan-catalogue';
import { planHighlights } from '../../../../shared/plan-highlights';
import { TRIAL_DAYS } from '../../../../shared/plan-prices';
import {
  AUTH_PAGES, STATIC_PUBLIC_PAGES, type AuthPagePath, type StaticPublicPath,
} from '../../../../shared/public-pages';
import { AUTH_ISLAND, AuthIsland, TOAST_REGION_ID, type AuthProps } from '../public/auth-island';
import { INFO_PAGES, InfoSections } from '../public/info-content';
import { LandingPage } from '../public/landing';
import { PRICING_ISLAND, PricingIsland, type PricingPlan, type PricingProps } from '../public/pricing-island';
import { SystemStatus } from '../public/system-status';
import { assetsFor, doc, Island, PageHeader, PublicDocument, type AdminAssets, type RenderContext } from './public-document';

export { PUBLIC_ENTRY, type AdminAssets, type RenderContext } from './public-document';
export { renderDirectoryPage } from './render-directory';

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
