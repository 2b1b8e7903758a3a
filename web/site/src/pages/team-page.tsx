// /teams/{team}: one team's public page: its logo, record (ties counted, in the sport's order) and place in the
// standings, its next games and results, its players when its manager made the roster public, and its calendar feed.
import { recordOf } from '../../../../shared/sport-presets';
import type { TeamPageData } from '../site-page';
import { pageOrigin, Subscribe, teamFeedPath } from './calendar-links';
import { GameRow, isPlayed } from './schedule-page';
import { TeamLogo } from './team-logo';

const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${s}`;
};

/** The team's page, or the league's not-found page when no team of the league is there (the server answers 404). */
export function TeamPage({ data, sport, base, origin }: { data: TeamPageData | null | undefined; sport: string; base: string; origin?: string }) {
  if (!data) {
    return (
      <main className="page center">
        <h1 className="big">404</h1>
        <p className="lead">Team not found</p>
        <p><a href={`${base}/teams`}>All teams</a></p>
      </main>
    );
  }
  const { team, row, games, roster } = data;
  // No row: the standings are not public, or the team has none this season; no record is made up.
  const record = row ? recordOf(row, sport) : null;
  const now = new Date();
  const results = games.filter((g) => isPlayed(g, now)).reverse();
  const next = games.filter((g) => !isPlayed(g, now));
  return (
    <main className="page team-page">
      <p><a href={`${base}/teams`}>All teams</a></p>
      <header className="team-page__head">
        <TeamLogo name={team.name} url={team.logo_url} size={72} />
        <div>
          <h1>{team.name}</h1>
          {data.level_name && <p className="muted">{data.level_name}</p>}
          {row && record && (
            <p className="team-page__record">
              <span className="chip" aria-label={`Record: ${record.label}`}>{record.text}</span>
              <span className="muted"> {ordinal(row.rank)} in the standings</span>
            </p>
          )}
        </div>
        <Subscribe origin={pageOrigin(origin)} path={teamFeedPath(team.id)} what={`${team.name}'s games`} />
      </header>
      <section className="card" aria-labelledby="team-next">
        <h2 id="team-next">Next Games</h2>
        {next.length === 0 ? <p className="muted">No games scheduled</p> : <ul className="games" aria-label="Next games">{next.map((g) => <GameRow key={g.id} g={g} now={now} base={base} />)}</ul>}
      </section>
      <section className="card" aria-labelledby="team-results">
        <h2 id="team-results">Results</h2>
        {results.length === 0 ? <p className="muted">No results yet</p> : <ul className="games" aria-label="Results">{results.map((g) => <GameRow key={g.id} g={g} now={now} base={base} />)}</ul>}
      </section>
      <section className="card" aria-labelledby="team-roster">
        <h2 id="team-roster">Roster</h2>
        {roster ? (
          <ul className="roster" aria-label="Players">
            {roster.map((p) => (
              <li key={p.id}>
                <span className="roster__number">{p.jersey_number !== null ? `#${p.jersey_number}` : ''}</span>
                <span className="roster__name">{p.name}</span>
                {p.position && <span className="chip">{p.position}</span>}
              </li>
            ))}
          </ul>
        ) : <p className="muted">No public roster.</p>}
      </section>
    </main>
  );
}
