import { sportLabel } from '../../../shared/league-constants';
import type { PublicLeague } from '../../../shared/league-schema';

/**
 * A league's home page once its data is known. Rendered by the browser app and, for the first paint, by the
 * server renderer (server/render-shell.tsx), so both show the same markup.
 */
export function LeagueHome({ league, preview }: { league: PublicLeague; preview: boolean }) {
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
        </div>
      </header>
      <main className="page">
        {league.description ? <p className="lead">{league.description}</p> : <p className="muted">Welcome to {league.name}.</p>}
        {league.contact_email && (
          <p className="contact">
            Contact the organiser: <a href={`mailto:${league.contact_email}`}>{league.contact_email}</a>
          </p>
        )}
      </main>
    </>
  );
}
