import { useState } from 'react';
import type { Statistics } from '../site-page';
import { TableScroll } from './table-scroll';

type Leader = Statistics['top_scorers'][number];
const TABS = [['scoring', 'Scoring'], ['team', 'Team Stats'], ['individual', 'Individual'], ['season', 'Season']] as const;
type Tab = (typeof TABS)[number][0];

/** 'home_run' -> 'Home Runs' (every stat type's plural takes an s); kept here so the site bundle needs no zod. */
const statLabel = (t: string) => `${t.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')}s`;

function LeaderTable({ title, rows }: { title: string; rows: Leader[] }) {
  return (
    <section className="card table-card" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? <p className="muted">No Statistics Available</p> : (
        <TableScroll label={`${title} table`}>
          <table>
            <thead><tr><th scope="col">Rank</th><th scope="col">Player</th><th scope="col">Team</th><th scope="col">Value</th></tr></thead>
            <tbody>
              {rows.slice(0, 10).map((r) => (
                <tr key={r.player_id}><td>{r.rank}</td><th scope="row">{r.player_name}</th><td>{r.team_name}</td><td>{r.value}</td></tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** /stats: four tabs, Scoring first (spec); Individual and Season are the season's real totals and leaders. */
export function StatisticsPage({ statistics }: { statistics: Statistics | null | undefined }) {
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
            {tab === 'scoring' && (
              <div className="two-col">
                <LeaderTable title="Top Scorers" rows={s.top_scorers} />
                <LeaderTable title="Top Goal Scorers" rows={s.top_goal_scorers} />
              </div>
            )}
            {tab === 'team' && (
              <section className="card table-card" aria-label="Team Stats">
                <h2>Team Stats</h2>
                <TableScroll label="Team Stats table">
                  <table>
                    <thead><tr><th scope="col">Team</th><th scope="col">Games Played</th><th scope="col">Total Points</th><th scope="col">Avg Points/Game</th></tr></thead>
                    <tbody>
                      {[...s.team_stats].sort((a, b) => b.avg_points_per_game - a.avg_points_per_game).map((t) => (
                        <tr key={t.team_id}><th scope="row">{t.team_name}</th><td>{t.games_played}</td><td>{t.total_points}</td><td>{t.avg_points_per_game.toFixed(1)}</td></tr>
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
                          <tr key={`${p.team_id}|${p.player_id}`}><th scope="row">{p.player_name}</th><td>{p.team_name}</td><td>{p.games}</td>{s.stat_types.map((t) => <td key={t}>{p.totals[t] ?? 0}</td>)}</tr>
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
                  : s.stat_types.filter((t) => s.leaders[t]?.length).map((t) => <LeaderTable key={t} title={`${statLabel(t)} Leaders`} rows={s.leaders[t]} />)}
              </div>
            )}
          </div>
        </>
      )}
    </main>
  );
}
