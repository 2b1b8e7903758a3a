import { useState } from 'react';
import type { Statistics } from '../site-page';
import { TableScroll } from './table-scroll';
import { teamHref } from './game-sides';

type Leader = Statistics['top_scorers'][number];
const TABS = [['scoring', 'Scoring'], ['team', 'Team Stats'], ['individual', 'Individual'], ['season', 'Season']] as const;
type Tab = (typeof TABS)[number][0];

/** 'home_run' -> 'Home Runs' (every stat type's plural takes an s); kept here so the site bundle needs no zod. */
const statLabel = (t: string) => `${t.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')}s`;

/** A top-10 table; `counts`: what its figures are ('Goals'), the figure column's heading. */
function LeaderTable({ title, rows, counts, base }: { title: string; rows: Leader[]; counts: string; base: string }) {
  return (
    <section className="card table-card" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? <p className="muted">No Statistics Available</p> : (
        <TableScroll label={`${title} table`}>
          <table>
            <thead><tr><th scope="col">Rank</th><th scope="col">Player</th><th scope="col">Team</th><th scope="col" className="figure">{counts}</th></tr></thead>
            <tbody>
              {rows.slice(0, 10).map((r) => (
                <tr key={r.player_id}><td>{r.rank}</td><th scope="row">{r.player_name}</th><td><a href={teamHref(base, r.team_id)}>{r.team_name}</a></td><td className="figure">{r.value}</td></tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/**
 * The Scoring tab: 'Top Scorers' (points) and 'Top Goal Scorers' (goals), each only when someone has scored it
 * (a soccer league has no points to list); both empty say so once.
 */
function Scoring({ s, base }: { s: Statistics; base: string }) {
  const tables = [
    { title: 'Top Scorers', rows: s.top_scorers, counts: 'Points' },
    { title: 'Top Goal Scorers', rows: s.top_goal_scorers, counts: 'Goals' },
  ].filter((t) => t.rows.length > 0);
  if (tables.length === 0) return <p className="muted">No Statistics Available</p>;
  return <div className={tables.length > 1 ? 'two-col' : undefined}>{tables.map((t) => <LeaderTable key={t.title} {...t} base={base} />)}</div>;
}

/** /stats: four tabs, Scoring first (spec); Individual and Season are the season's real totals and leaders. */
export function StatisticsPage({ statistics, base }: { statistics: Statistics | null | undefined; base: string }) {
  const [tab, setTab] = useState<Tab>('scoring');
  const s = statistics;
  const empty = !s || (s.top_scorers.length === 0 && s.top_goal_scorers.length === 0 && s.team_stats.length === 0 && s.players.length === 0);
  return (
    <main className="page">
      <h1>Statistics</h1>
      {s?.season && <p className="muted">{s.season.name}</p>}
      {empty ? <section className="empty"><h2>No Statistics Available</h2></section> : (
        <>
          <div className="tabs" role="tablist" aria-label="Statistics">
            {TABS.map(([id, label]) => (
              <button key={id} type="button" role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls={`panel-${id}`} onClick={() => setTab(id)}>{label}</button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'scoring' && <Scoring s={s} base={base} />}
            {tab === 'team' && (
              <section className="card table-card" aria-label="Team Stats">
                <h2>Team Stats</h2>
                <TableScroll label="Team Stats table">
                  <table>
                    <thead><tr><th scope="col">Team</th><th scope="col">Games Played</th><th scope="col">Total Points</th><th scope="col">Avg Points/Game</th></tr></thead>
                    <tbody>
                      {[...s.team_stats].sort((a, b) => b.avg_points_per_game - a.avg_points_per_game).map((t) => (
                        <tr key={t.team_id}><th scope="row"><a href={teamHref(base, t.team_id)}>{t.team_name}</a></th><td>{t.games_played}</td><td>{t.total_points}</td><td>{t.avg_points_per_game.toFixed(1)}</td></tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              </section>
            )}
            {tab === 'individual' && (
              <section className="card table-card" aria-label="Individual">
                <h2>Individual</h2>
                {s.players.length === 0 ? <p className="muted">No Statistics Available</p> : (
                  <TableScroll label="Individual table">
                    <table>
                      <thead><tr><th scope="col">Player</th><th scope="col">Team</th><th scope="col">Games</th>{s.stat_types.map((t) => <th key={t} scope="col">{statLabel(t)}</th>)}</tr></thead>
                      <tbody>
                        {s.players.map((p) => (
                          <tr key={`${p.team_id}|${p.player_id}`}><th scope="row">{p.player_name}</th><td><a href={teamHref(base, p.team_id)}>{p.team_name}</a></td><td>{p.games}</td>{s.stat_types.map((t) => <td key={t}>{p.totals[t] ?? 0}</td>)}</tr>
                        ))}
                      </tbody>
                    </table>
                  </TableScroll>
                )}
              </section>
            )}
            {tab === 'season' && (
              <div className="two-col">
                {Object.keys(s.leaders).length === 0 ? <p className="muted">No Statistics Available</p>
                  : s.stat_types.filter((t) => s.leaders[t]?.length).map((t) => <LeaderTable key={t} title={`${statLabel(t)} Leaders`} rows={s.leaders[t]} counts={statLabel(t)} base={base} />)}
              </div>
            )}
          </div>
        </>
      )}
    </main>
  );
}
