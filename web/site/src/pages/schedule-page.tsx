import type { GameView, Schedule } from '../site-page';
import { gameDay, gameTime, localDay } from './format';
import { TeamLogo } from './team-logo';
import { isLive, useLiveGames } from './live-score';

type Badge = 'Final' | 'Live' | 'Today' | 'Scheduled' | 'Past' | 'Postponed' | 'Cancelled';

/**
 * The spec's badge: 'Final' if completed; 'Live' if in progress; 'Today' if the date (in the league's time zone) is
 * today; 'Scheduled' if in the future; otherwise 'Past'. Postponed and cancelled games say so.
 */
export function gameBadge(g: GameView, now = new Date()): Badge {
  if (g.status === 'completed') return 'Final';
  if (g.status === 'in_progress') return 'Live';
  if (g.status === 'postponed') return 'Postponed';
  if (g.status === 'cancelled') return 'Cancelled';
  if (localDay(new Date(g.scheduled_at), g.time_zone) === localDay(now, g.time_zone)) return 'Today';
  return new Date(g.scheduled_at) > now ? 'Scheduled' : 'Past';
}

export const hasScore = (g: GameView) => g.status === 'completed' && g.home_score !== null && g.away_score !== null;

function GameRow({ g }: { g: GameView }) {
  const badge = gameBadge(g);
  return (
    <li className="game-row">
      <span className="game-row__when"><strong>{gameDay(g.scheduled_at, g.time_zone)}</strong> <span className="muted">{gameTime(g.scheduled_at, g.time_zone)}</span></span>
      <span className="game-row__team game-row__team--away"><TeamLogo name={g.away_team.name} url={g.away_team.logo_url} size={28} /> {g.away_team.name}</span>
      <span className="game-row__score" data-game={g.id}>{hasScore(g) || isLive(g) ? `${g.away_score} - ${g.home_score}` : 'vs'}</span>
      <span className="game-row__team game-row__team--home">{g.home_team.name} <TeamLogo name={g.home_team.name} url={g.home_team.logo_url} size={28} /></span>
      <span className="game-row__meta">
        {g.location && <span className="muted">{g.location}</span>}
        <span className={`chip badge badge--${badge.toLowerCase()}`}>{badge}</span>
      </span>
    </li>
  );
}

/** /schedule: the active season's games by time, away team left and home team right. */
export function SchedulePage({ schedule }: { schedule: Schedule | null | undefined }) {
  const games = useLiveGames(schedule?.games ?? []);
  return (
    <main className="page">
      <h1>Schedule</h1>
      {schedule?.season && <p className="muted">{schedule.season.name}</p>}
      {games.length === 0 ? (
        <section className="empty"><h2>No Games Scheduled</h2></section>
      ) : (
        <ul className="games" aria-label="Games">{games.map((g) => <GameRow key={g.id} g={g} />)}</ul>
      )}
    </main>
  );
}
