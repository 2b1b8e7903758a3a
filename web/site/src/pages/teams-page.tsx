import type { PublicTeams, Standings } from '../site-page';
import { TeamLogo } from './team-logo';

/** W-L-T of each team from the active season's standings (every level's table). */
export function recordsOf(standings: Standings | null | undefined): Map<string, { wins: number; losses: number }> {
  const m = new Map<string, { wins: number; losses: number }>();
  for (const g of standings?.groups ?? []) for (const r of g.rows) m.set(r.team_id, { wins: r.wins, losses: r.losses });
  return m;
}

/** /teams: every team of the league as a card, with its W-L from the standings. */
export function TeamsPage({ leagueName, teams, standings }: { leagueName: string; teams: PublicTeams; standings: Standings | null | undefined }) {
  const records = recordsOf(standings);
  const n = teams.teams.length;
  return (
    <main className="page">
      <h1>Teams</h1>
      <p className="muted">{n} teams competing in {leagueName}</p>
      {n === 0 ? (
        <section className="empty">
          <h2>No Teams Yet</h2>
          <p className="muted">Teams will appear here once they&apos;re registered for the league.</p>
        </section>
      ) : (
        <ul className="grid" aria-label="Teams">
          {teams.teams.map((t) => {
            const r = records.get(t.id) ?? { wins: 0, losses: 0 };
            return (
              <li key={t.id} className="card team-card">
                <a className="team-card__link" href={`/team/${encodeURIComponent(t.id)}`}>
                  <TeamLogo name={t.name} url={t.logo_url} size={48} />
                  <span className="team-card__name">{t.name}</span>
                </a>
                <span className="chip" aria-label={`Record ${r.wins} wins, ${r.losses} losses`}>{r.wins}W - {r.losses}L</span>
                <dl className="figures">
                  <div><dt>Players</dt><dd>{t.player_count}</dd></div>
                  <div><dt>Wins</dt><dd className="good">{r.wins}</dd></div>
                  <div><dt>Losses</dt><dd className="bad">{r.losses}</dd></div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
