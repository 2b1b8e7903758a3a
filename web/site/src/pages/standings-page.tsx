import type { PlayoffChampion } from '../../../../shared/playoff-schema';
import type { Standings } from '../site-page';
import { ChampionBanner } from './playoffs-page';
import { phoneFirstColumn, standingsCell, standingsColumns, tieWord } from '../../../../shared/sport-presets';
import type { TeamOutcome } from '../../../../shared/game-result';
import { TableScroll } from './table-scroll';
import { TeamLogo } from './team-logo';
import { standingsGroupTitle } from '../../../../shared/standings-title';
import { chanceColumnsOf, chancePercent, forecastNote } from '../../../../shared/chance-format';

/** A trophy cup, drawn inline (no icon font or emoji font needed, same on every device). */
function Trophy() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M7 3h10v3h3v2a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V6h3V3zm0 5H6a2 2 0 0 0 1 1.7V8zm10 0v1.7A2 2 0 0 0 18 8h-1z" fill="#d4a017" />
    </svg>
  );
}

/** A medal on a ribbon: silver for 2nd, bronze for 3rd. */
function Medal({ rank }: { rank: 2 | 3 }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M7 2h4l2 6h-4zM13 2h4l-2 6h-2z" fill="#2563eb" />
      <circle cx="12" cy="15" r="6" fill={rank === 2 ? '#9ca3af' : '#b45309'} />
      <text x="12" y="18" textAnchor="middle" fontSize="8" fontWeight="700" fill="#fff">{rank}</text>
    </svg>
  );
}

/** Rank 1: a trophy; 2 and 3: a medal; the others their number (spec). */
function Rank({ rank }: { rank: number }) {
  if (rank === 1) return <span className="rank rank--trophy" role="img" aria-label="1st, trophy"><Trophy /></span>;
  if (rank === 2 || rank === 3) return <span className={`rank rank--medal rank--${rank}`} role="img" aria-label={`${rank === 2 ? '2nd' : '3rd'}, medal`}><Medal rank={rank} /></span>;
  return <span className="rank">{rank}</span>;
}

export { chancePercent };

/** A team's last results as letters (W, D or T, L), oldest first, each coloured and named in words for screen readers. */
function Form({ outcomes, sport }: { outcomes: TeamOutcome[]; sport: string }) {
  if (outcomes.length === 0) return <span className="muted">-</span>;
  const tie = tieWord(sport);
  const letter = { win: 'W', loss: 'L', tie: tie === 'draw' ? 'D' : 'T' } as const;
  const word = { win: 'win', loss: 'loss', tie } as const;
  return (
    <span className="form" role="img" aria-label={`Last ${outcomes.length}: ${outcomes.map((o) => word[o]).join(', ')}`}>
      {outcomes.map((o, i) => <span key={i} className={`form__result form__result--${o}`} aria-hidden="true">{letter[o]}</span>)}
    </span>
  );
}

/**
 * /standings: the active season's tables (one per level, or per division of a level split into divisions), rows in the order the API ranked them, in the sport's
 * columns, each team linked to its page. The rank and team stay in view while the figures scroll sideways inside
 * the table; on a phone the column the table ranks by (soccer's points) comes first, right after the team (a copy
 * shown only there, its usual place hidden there). The playoffs' champions are named above. Where the table has a
 * forecast (kept with the site when it is rebuilt), last columns give each team's chance of finishing first, of a
 * playoff place and of going down where the league set those (on a phone, right after the column the table ranks by).
 */
export function StandingsPage({ standings, sport, champions = [], base, form }: {
  standings: Standings | null | undefined; sport: string; champions?: PlayoffChampion[]; base: string;
  /** Each team's last five counted results, oldest first (absent: no form column). */
  form?: Record<string, TeamOutcome[]>;
}) {
  const groups = (standings?.groups ?? []).filter((g) => g.rows.length > 0);
  const first = phoneFirstColumn(sport);
  const columns = standingsColumns(sport, standings?.settings.allow_ties === true);
  const cellClass = (key: string, ...more: (string | undefined)[]) => [key === first ? 'col--desktop' : undefined, ...more].filter(Boolean).join(' ') || undefined;
  const lead = first ? columns.find((c) => c.key === first) : undefined;
  return (
    <main className="page">
      <h1>Standings</h1>
      {standings?.season && <p className="muted">{standings.season.name}</p>}
      <ChampionBanner champions={champions} base={base} />
      {groups.length === 0 ? (
        <section className="empty"><h2>No Standings Available</h2></section>
      ) : groups.map((g) => {
        const title = standingsGroupTitle(g);
        const chances = g.forecast ? new Map(g.forecast.teams.map((t) => [t.team_id, t])) : null;
        const chanceCols = chanceColumnsOf(g.forecast);
        const chanceHeads = (where: string) => chanceCols.map((c) => <th key={c.key} scope="col" className={`col-forecast ${where}`}>{c.title}</th>);
        const chanceCells = (teamId: string, where: string) => chanceCols.map((c) => (
          <td key={c.key} className={`col-forecast ${where}`}>{chancePercent(chances?.get(teamId)?.[c.key] ?? 0)}</td>
        ));
        return (
        <section key={`${g.level_id ?? 'all'}-${g.division_id ?? 'all'}`} className="card table-card" aria-label={title ?? 'Standings'}>
          {title && <h2>{title}</h2>}
          <TableScroll label={`${title ?? 'Standings'} table`}>
            <table className="standings">
              <thead>
                <tr>
                  <th scope="col" className="col-rank">Rank</th><th scope="col" className="col-team">Team</th>
                  {lead && <th scope="col" className="col--phone"><abbr title={lead.title}>{lead.abbr}</abbr></th>}
                  {chanceHeads('col--phone')}
                  {columns.map((c) => <th key={c.key} scope="col" className={cellClass(c.key)}><abbr title={c.title}>{c.abbr}</abbr></th>)}
                  {chanceHeads('col--desktop')}
                  {form && <th scope="col"><abbr title="Last 5 results, oldest first">Form</abbr></th>}
                </tr>
              </thead>
              <tbody>
                {g.rows.map((r) => (
                  <tr key={r.team_id}>
                    <td className="col-rank"><Rank rank={r.rank} /></td>
                    <th scope="row" className="team-cell col-team">
                      <a href={`${base}/teams/${encodeURIComponent(r.team_id)}`}><TeamLogo name={r.team_name} url={r.logo_url} size={24} /> <span>{r.team_name}</span></a>
                    </th>
                    {lead && <td className="col--phone"><strong>{standingsCell(r, lead.key, sport)}</strong></td>}
                    {chanceCells(r.team_id, 'col--phone')}
                    {columns.map((c) => (
                      <td key={c.key} className={cellClass(c.key, c.key === 'difference' ? (r.points_differential >= 0 ? 'good' : 'bad') : undefined)}>
                        {standingsCell(r, c.key, sport)}
                      </td>
                    ))}
                    {chanceCells(r.team_id, 'col--desktop')}
                    {form && <td><Form outcomes={form[r.team_id] ?? []} sport={sport} /></td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {g.forecast && (
            <p className="muted forecast-note">
              {`${forecastNote(g.forecast)}: the games left played ${g.forecast.simulations.toLocaleString('en')} times, each team as strong as its results so far.`}
            </p>
          )}
        </section>
        );
      })}
    </main>
  );
}
