import { recordOf, tieWord } from '../../../../shared/sport-presets';
import type { PublicTeams, Standings } from '../site-page';
import { TeamLogo } from './team-logo';

type Record3 = { wins: number; losses: number; ties: number };

/** W, L and T of each team from the active season's standings (every level's table). */
export function recordsOf(standings: Standings | null | undefined): Map<string, Record3> {
  const m = new Map<string, Record3>();
  for (const g of standings?.groups ?? []) for (const r of g.rows) m.set(r.team_id, { wins: r.wins, losses: r.losses, ties: r.ties });
  return m;
}

/** /teams: every team of the league as a card leading to its page, with its record (ties counted) from the standings. */
export function TeamsPage({ leagueName, teams, standings, sport, base }: { leagueName: string; teams: PublicTeams; standings: Standings | null | undefined; sport: string; base: string }) {
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
            const r = records.get(t.id) ?? { wins: 0, losses: 0, ties: 0 };
            const record = recordOf(r, sport);
            return (
              <li key={t.id} className="card team-card">
                <a className="team-card__link" href={`${base}/teams/${encodeURIComponent(t.id)}`}>
                  <TeamLogo name={t.name} url={t.logo_url} size={48} />
                  <span className="team-card__name">{t.name}</span>
                </a>
                <span className="chip" aria-label={`Record: ${record.label}`}>{record.text}</span>
                <dl className="figures">
                  <div><dt>Players</dt><dd>{t.player_count}</dd></div>
                  <div><dt>Wins</dt><dd className="good">{r.wins}</dd></div>
                  {(r.ties > 0 || record.text.split('-').length === 3) && <div><dt>{tieWord(sport) === 'draw' ? 'Draws' : 'Ties'}</dt><dd>{r.ties}</dd></div>}
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
