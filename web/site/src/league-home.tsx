import type { ReactNode } from 'react';
import { sportLabel } from '../../../shared/league-constants';
import type { PublicLeague } from '../../../shared/league-schema';
import { NavPageLinks } from './custom-page';
import { brandingFromStored, SECTION_FLAG, type LayoutSectionId } from '../../../shared/branding-schema';
import { Hero } from './hero';
import { LatestNews } from './news';
import { SiteNav } from './site-nav';
import { themeStyle } from './theme';

/** The home sections a visitor sees: the branding's order, without those switched off (a missing flag shows). */
export function homeSections(league: PublicLeague): LayoutSectionId[] {
  const b = league.branding ?? brandingFromStored(null);
  // A hero nobody has written anything for is not shown (the spec's hero is optional).
  const heroWritten = b.hero_slides.some((s) => s.title || s.subtitle || s.background_url);
  return [...b.layout_sections].sort((x, y) => x.order - y.order)
    .filter((s) => s.enabled && b[SECTION_FLAG[s.id]] !== false && (s.id !== 'hero' || heroWritten)).map((s) => s.id);
}

/** The league's colours (theme.ts) on everything of its site, from the server's first paint. */
export function LeagueTheme({ league, children }: { league: PublicLeague; children: ReactNode }) {
  return <div className="league-site" style={themeStyle(league.branding)}>{children}</div>;
}

/** Where the league's pages live: /l/{slug or id} on the product's host, the root of its own custom domain. */
export const leagueBase = (league: PublicLeague, customDomain: boolean) => (customDomain ? '' : `/l/${encodeURIComponent(league.custom_slug ?? league.id)}`);

/** The league's name and its site navigation, on every page of its site. */
export function LeagueHeader({ league, base, preview }: { league: PublicLeague; base: string; preview: boolean }) {
  return (
    <>
      {preview && (
        <div className="banner" role="note">
          Draft preview - only you can see this page
        </div>
      )}
      <header className="site-header">
        <div className="page">
          {league.branding?.logo_url && <img className="site-logo" src={league.branding.logo_url} alt={`${league.name} logo`} />}
          <p className="eyebrow">{sportLabel(league.sport)}</p>
          <h1>{league.name}</h1>
          <SiteNav branding={league.branding} base={base}>
            <NavPageLinks leagueId={league.id} base={base} />
          </SiteNav>
        </div>
      </header>
    </>
  );
}

/**
 * A league's home page once its data is known. Rendered by the browser app and, for the first paint, by the
 * server renderer (server/render-shell.tsx), so both show the same markup.
 */
export function LeagueHome({ league, preview, base = leagueBase(league, false) }: { league: PublicLeague; preview: boolean; base?: string }) {
  const branding = league.branding ?? brandingFromStored(null);
  const about = (
    <div className="page" key="about">
      {league.description ? <p className="lead">{league.description}</p> : <p className="muted">Welcome to {league.name}.</p>}
      {league.contact_email && (
        <p className="contact">
          Contact the organiser: <a href={`mailto:${league.contact_email}`}>{league.contact_email}</a>
        </p>
      )}
    </div>
  );
  // Sections this site renders so far; games, teams and quick links join as their pages arrive.
  const section: Partial<Record<LayoutSectionId, ReactNode>> = {
    hero: <Hero key="hero" branding={branding} base={base} fallbackTitle={`Welcome to ${league.name}`} />,
    news: <div className="page" key="news"><LatestNews leagueId={league.id} base={base} /></div>,
  };
  const order = homeSections(league);
  return (
    <LeagueTheme league={league}>
      <LeagueHeader league={league} base={base} preview={preview} />
      <main>
        {order[0] !== 'hero' && about}
        {order.flatMap((id, i) => (i === 0 && id === 'hero' ? [section[id], about] : [section[id]]))}
      </main>
    </LeagueTheme>
  );
}
