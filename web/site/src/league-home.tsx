import { sportLabel } from '../../../shared/league-constants';
import type { PublicLeague } from '../../../shared/league-schema';
import { NavPageLinks } from './custom-page';
import { LatestNews } from './news';

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
      <header className="hero">
        <div className="page">
          <p className="eyebrow">{sportLabel(league.sport)}</p>
          <h1>{league.name}</h1>
          <nav className="site-nav" aria-label="League site">
            <a href={base || '/'}>Home</a>
            <a href={`${base}/news`}>News</a>
            <NavPageLinks leagueId={league.id} base={base} />
          </nav>
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
  return (
    <>
      <LeagueHeader league={league} base={base} preview={preview} />
      <main className="page">
        {league.description ? <p className="lead">{league.description}</p> : <p className="muted">Welcome to {league.name}.</p>}
        {league.contact_email && (
          <p className="contact">
            Contact the organiser: <a href={`mailto:${league.contact_email}`}>{league.contact_email}</a>
          </p>
        )}
        <LatestNews leagueId={league.id} base={base} />
      </main>
    </>
  );
}
