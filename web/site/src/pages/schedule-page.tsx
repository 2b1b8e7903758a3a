import { resultState } from '../../../../shared/game-result';
import { DEFAULT_SCHEDULE_GROUPING, type ScheduleGrouping } from '../../../../shared/league-constants';
import type { GameView, PublicTeamRow, Schedule, ScheduleFilters } from '../site-page';
import { leagueFeedPath, pageOrigin, Subscribe, teamFeedPath } from './calendar-links';
import { gameDay, gameTime, localDay } from './format';
import { GameSide, gameHref, matchup } from './game-sides';
import { isLive, useLiveGames } from './live-score';
import { groupGames, pageOfSchedule, type SchedulePaging } from './schedule-paging';

type Badge = 'Final' | 'Awaiting confirmation' | 'Live' | 'Today' | 'Scheduled' | 'Past' | 'Postponed' | 'Cancelled';

/**
 * The spec's badge: 'Final' if completed; 'Live' if in progress; 'Today' if the date (in the league's time zone) is
 * today; 'Scheduled' if in the future; otherwise 'Past'. Postponed and cancelled games say so. A completed game
 * whose score a manager reported reads 'Awaiting confirmation' until the league's admin confirms it: only then is
 * it final (and counted in the standings).
 */
export function gameBadge(g: GameView, now = new Date()): Badge {
  if (g.status === 'completed') return resultState(g) === 'awaiting' ? 'Awaiting confirmation' : 'Final';
  if (g.status === 'in_progress') return 'Live';
  if (g.status === 'postponed') return 'Postponed';
  if (g.status === 'cancelled') return 'Cancelled';
  if (isToday(g, now)) return 'Today';
  return new Date(g.scheduled_at) > now ? 'Scheduled' : 'Past';
}

/** The badge's classes (its colour by kind). */
export const badgeClass = (b: Badge) => `chip badge badge--${b === 'Awaiting confirmation' ? 'awaiting' : b.toLowerCase()}`;

export const hasScore = (g: GameView) => g.status === 'completed' && g.home_score !== null && g.away_score !== null;
const isToday = (g: GameView, now: Date) => localDay(new Date(g.scheduled_at), g.time_zone) === localDay(now, g.time_zone);
/** Played: completed, or its time has passed (a result may still come). */
export const isPlayed = (g: GameView, now: Date) => g.status === 'completed' || new Date(g.scheduled_at) <= now;

const scoreText = (g: GameView) => (hasScore(g) || isLive(g) ? `${g.away_score} - ${g.home_score}` : 'vs');

/**
 * A game's row: when, the away team (left) and the home team (right), each captioned and linked to its page, the
 * score or 'vs', where, and the badge. The whole row leads to the game's page (its date is the link, stretched over
 * the row); the team names stay links of their own above it.
 */
export function GameRow({ g, now = new Date(), base }: { g: GameView; now?: Date; base: string }) {
  const badge = gameBadge(g, now);
  const today = isToday(g, now);
  return (
    <li className={today ? 'game-row game-row--today' : 'game-row'}>
      <span className="game-row__when">
        <a className="game-row__link" href={gameHref(base, g.id)}>
          <strong>{gameDay(g.scheduled_at, g.time_zone)}</strong> <span className="muted">{gameTime(g.scheduled_at, g.time_zone)}</span>
          <span className="sr-only">: {matchup(g)}, {scoreText(g)}</span>
        </a>
        {today && badge !== 'Today' && <> <span className="chip badge badge--today">Today</span></>}
      </span>
      <span className="game-row__team game-row__team--away"><GameSide g={g} side="away" base={base} /></span>
      <span className="game-row__score" data-game={g.id}>{scoreText(g)}</span>
      <span className="game-row__team game-row__team--home"><GameSide g={g} side="home" base={base} logoLast /></span>
      <span className="game-row__meta">
        {g.location && <span className="muted">{g.location}</span>}
        <span className={badgeClass(badge)}>{badge}</span>
      </span>
    </li>
  );
}

export { groupGames };

interface FilterSelectProps {
  label: string;
  name: string;
  value?: string | null;
  /** The first choice, which filters nothing. */
  all: string;
  options: { id: string; name: string }[];
  onChange: (e: { currentTarget: HTMLSelectElement }) => void;
}

function FilterSelect({ label, name, value, all, options, onChange }: FilterSelectProps) {
  return (
    <label>{label}{' '}
      <select name={name} defaultValue={value ?? ''} onChange={onChange}>
        <option value="">{all}</option>
        {options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
      </select>
    </label>
  );
}

/** Level and team filters as a GET form: the choice lands in the address (shareable, rendered by the server). */
function Filters({ levels, teams, filters, action }: { levels: { id: string; name: string }[]; teams: PublicTeamRow[]; filters: ScheduleFilters; action: string }) {
  const submit = (e: { currentTarget: HTMLSelectElement }) => e.currentTarget.form?.requestSubmit();
  const shownTeams = filters.level ? teams.filter((t) => t.level_id === filters.level) : teams;
  return (
    <form className="filters" method="get" action={action} role="search" aria-label="Filter games">
      {levels.length > 1 && <FilterSelect label="Level" name="level" value={filters.level} all="All levels" options={levels} onChange={submit} />}
      <FilterSelect label="Team" name="team" value={filters.team} all="All teams" options={shownTeams} onChange={submit} />
      <button type="submit" className="back">Show games</button>
      {(filters.level || filters.team) && <a href={action}>Clear filters</a>}
    </form>
  );
}

/** The address of the schedule's page from `from`, keeping the level and team filters. */
function pageHref(action: string, filters: ScheduleFilters, from: string) {
  const q = new URLSearchParams();
  if (filters.level) q.set('level', filters.level);
  if (filters.team) q.set('team', filters.team);
  q.set('from', from);
  return `${action}?${q.toString()}`;
}

/** A long schedule's pages: earlier and later games, and a week (or matchday) to jump to, all in the address. */
function PageLinks({ paging, filters, action, grouping, jump }: { paging: SchedulePaging; filters: ScheduleFilters; action: string; grouping: ScheduleGrouping; jump: boolean }) {
  const submit = (e: { currentTarget: HTMLSelectElement }) => e.currentTarget.form?.requestSubmit();
  const current = paging.jumps.filter((j) => j.from <= paging.from).pop()?.from ?? paging.jumps[0]?.from;
  return (
    <nav className="schedule-pages" aria-label={jump ? 'Schedule pages' : 'More games'}>
      {paging.earlier ? <a href={pageHref(action, filters, paging.earlier)} rel="prev">&larr; Earlier games</a> : <span />}
      {jump && paging.jumps.length > 1 && (
        <form method="get" action={action}>
          {filters.level && <input type="hidden" name="level" value={filters.level} />}
          {filters.team && <input type="hidden" name="team" value={filters.team} />}
          <label>{grouping === 'matchday' ? 'Go to matchday' : 'Go to week'}{' '}
            <select name="from" defaultValue={current} onChange={submit}>
              {paging.jumps.map((j) => <option key={`${j.title} ${j.from}`} value={j.from}>{j.title}</option>)}
            </select>
          </label>
          <button type="submit" className="back">Go</button>
        </form>
      )}
      {paging.later ? <a href={pageHref(action, filters, paging.later)} rel="next">Later games &rarr;</a> : <span />}
    </nav>
  );
}

/**
 * /schedule: the active season's games grouped by week or matchday (the league's choice), away team left and home
 * team right, scores on played games and today's games marked; filtered by level and team from the address; the
 * league's (or the chosen team's) calendar feed to subscribe to. A long schedule comes in pages of whole days
 * (schedule-paging.ts): the server sends one page's games with `paging`; without it (read in the browser) the page
 * is cut here the same way.
 */
export function SchedulePage({ schedule, leagueId, grouping = DEFAULT_SCHEDULE_GROUPING, teams = [], levels = [], filters = { level: null, team: null }, paging, base, origin }: {
  schedule: Schedule | null | undefined; leagueId: string; grouping?: ScheduleGrouping; teams?: PublicTeamRow[];
  levels?: { id: string; name: string }[]; filters?: ScheduleFilters; paging?: SchedulePaging | null; base: string; origin?: string;
}) {
  const listed = useLiveGames(schedule?.games ?? []);
  const now = new Date();
  const paged = paging !== undefined ? { games: listed, paging } : pageOfSchedule(listed, grouping, filters.from ?? null, localDay(now, schedule?.time_zone ?? 'UTC'));
  const games = paged.games;
  const action = `${base}/schedule`;
  const team = teams.find((t) => t.id === filters.team);
  const groups = groupGames(games, grouping);
  const todayGroup = groups.find((g) => g.games.some((x) => isToday(x, now)));
  return (
    <main className="page">
      <div className="page-title">
        <h1>Schedule</h1>
        {schedule && <Subscribe origin={pageOrigin(origin)} path={team ? teamFeedPath(team.id) : leagueFeedPath(leagueId)} what={team ? `${team.name}'s games` : 'every game of the league'} />}
      </div>
      {schedule?.season && <p className="muted">{schedule.season.name}</p>}
      {schedule && <Filters levels={levels} teams={teams} filters={filters} action={action} />}
      {paged.paging && <p className="muted">{games.length} of {paged.paging.total} games</p>}
      {paged.paging && <PageLinks paging={paged.paging} filters={filters} action={action} grouping={grouping} jump />}
      {todayGroup && <p><a href={`#${todayGroup.key}`}>Today&apos;s games</a></p>}
      {games.length === 0 ? (
        <section className="empty"><h2>{filters.level || filters.team ? 'No games match these filters' : 'No Games Scheduled'}</h2></section>
      ) : groups.map((group) => (
        <section key={group.key} id={group.key} className="game-group" aria-label={group.title}>
          <h2>{group.title}</h2>
          <ul className="games" aria-label="Games">{group.games.map((g) => <GameRow key={g.id} g={g} now={now} base={base} />)}</ul>
        </section>
      ))}
      {paged.paging && games.length > 0 && <PageLinks paging={paged.paging} filters={filters} action={action} grouping={grouping} jump={false} />}
    </main>
  );
}
