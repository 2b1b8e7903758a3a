import type { Standings } from '../site-page';
import { TableScroll } from './table-scroll';
import { signed } from './format';
import { TeamLogo } from './team-logo';

/** Rank 1: a trophy; 2 and 3: a medal; the others their number (spec). */
function Rank({ rank }: { rank: number }) {
  if (rank === 1) return <span className="rank rank--trophy" role="img" aria-label="1st, trophy">🏆</span>;
  if (rank === 2 || rank === 3) return <span className={`rank rank--medal rank--${rank}`} role="img" aria-label={`${rank === 2 ? '2nd' : '3rd'}, medal`}>🏅</span>;
  return <span className="rank">{rank}</span>;
}

/** /standings: the active season's tables (one per level), rows in the order the API ranked them. */
export function StandingsPage({ standings }: { standings: Standings | null | undefined }) {
  const groups = (standings?.groups ?? []).filter((g) => g.rows.length > 0);
  return (
    <main className="page">
      <h1>Standings</h1>
      {standings?.season && <p className="muted">{standings.season.name}</p>}
      {groups.length === 0 ? (
        <section className="empty"><h2>No Standings Available</h2></section>
      ) : groups.map((g) => (
        <section key={g.level_id ?? 'all'} className="card table-card" aria-label={g.level_name ?? 'Standings'}>
          {g.level_name && <h2>{g.level_name}</h2>}
          <TableScroll label={`${g.level_name ?? 'Standings'} table`}>
            <table className="standings">
              <thead>
                <tr><th scope="col">Rank</th><th scope="col">Team</th><th scope="col">W</th><th scope="col">L</th><th scope="col">T</th><th scope="col">PCT</th><th scope="col">PF</th><th scope="col">PA</th><th scope="col">DIFF</th></tr>
              </thead>
              <tbody>
                {g.rows.map((r) => (
                  <tr key={r.team_id}>
                    <td><Rank rank={r.rank} /></td>
                    <th scope="row" className="team-cell"><TeamLogo name={r.team_name} url={r.logo_url} size={24} /> {r.team_name}</th>
                    <td>{r.wins}</td><td>{r.losses}</td><td>{r.ties}</td>
                    <td>{r.pct.toFixed(1)}</td>
                    <td>{r.points_for}</td><td>{r.points_against}</td>
                    <td className={r.points_differential >= 0 ? 'good' : 'bad'}>{signed(r.points_differential)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ))}
    </main>
  );
}
