// How a game reads (the admin's and the public's view, a line in an email) and the small parts every write
// of a game carries: who did it, its history entry, its season header and the names its standings rows show.
import type { GameView } from '../../shared/api-contract';
import type { League } from '../../shared/league-schema';
import type { BoardHeader, GameRecord } from '../data/game-reads';
import type { BoardNames } from '../data/standings-rows';
import type { GameHistoryRecord } from '../data/keys';
import { getLevel } from '../data/levels';
import { type SeasonRecord } from '../data/seasons';
import { type TeamRecord } from '../data/teams';
import { getUserProfile } from '../data/users';
import { gameLocation } from '../game-mail/game-email';
import { zonedClock, zonedDate } from '../season-rules/schedule-generator';


const HISTORY_KEPT = 200;

export function gameView(g: GameRecord, league: Pick<League, 'time_zone' | 'venues'>): GameView {
  const venue = g.venue_id ? league.venues.find((v) => v.id === g.venue_id) ?? null : null;
  const { history: _h, ...rest } = g;
  return {
    ...rest,
    local_date: zonedDate(Date.parse(g.scheduled_at), league.time_zone),
    local_time: zonedClock(Date.parse(g.scheduled_at), league.time_zone),
    time_zone: league.time_zone,
    venue_name: venue?.name ?? null,
    location: gameLocation(g, league),
  };
}

/** A game as anyone may read it: the score reports name who sent them (a person), so they stay inside the league. */
export function publicGameView(g: GameRecord, league: Pick<League, 'time_zone' | 'venues'>): GameView {
  return { ...gameView(g, league), home_report: null, away_report: null };
}

export { gameLine } from '../game-mail/game-email';

export async function personName(userId: string): Promise<string> {
  const p = await getUserProfile(userId);
  return p ? `${p.first_name} ${p.last_name}`.trim() : 'Someone';
}

export const record = (g: GameRecord, entry: GameHistoryRecord): GameHistoryRecord[] => [...g.history, entry].slice(-HISTORY_KEPT);

export const headerOf = (s: SeasonRecord): BoardHeader => ({
  league_id: s.league_id, season_id: s.id, name: s.name, start_date: s.start_date, end_date: s.end_date, status: s.status,
});

export const teamRef = (t: TeamRecord) => ({ id: t.id, name: t.name, logo_url: t.logo_url ?? null });

export async function boardNames(leagueId: string, teams: TeamRecord[], levelIds: (string | null)[]): Promise<BoardNames> {
  const levels = new Map<string, string>();
  for (const id of new Set(levelIds.filter((l): l is string => !!l))) {
    const level = await getLevel(leagueId, id);
    if (level) levels.set(id, level.name);
  }
  return { teams: new Map(teams.map((t) => [t.id, { name: t.name, logo_url: t.logo_url ?? null }])), levels };
}
