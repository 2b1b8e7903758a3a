// Who plays whom in a level split into divisions: each division's teams play their own round robin, the level's teams
// in no division theirs, and with `crossGames` each team of a division also plays that many games against the
// level's other divisions (season-rules/cross-division.ts). A level without 2 divisions with teams plays as one.
import type { Level } from '../../shared/api-contract';
import { badRequest } from '../lib/errors';
import { crossDivisionPairings, CrossDivisionError } from '../season-rules/cross-division';
import type { ScheduleGroup } from '../season-rules/schedule-generator';

interface LevelTeams<T extends { id: string; name: string }> { level: Level | null; teams: T[] }

/** The generator's groups for one level's season teams (see above); a 400 naming the level when the count cannot be met. */
export function levelScheduleGroups<T extends { id: string; name: string }>({ level, teams }: LevelTeams<T>, crossGames: number): ScheduleGroup[] {
  const key = level?.id ?? null;
  const ref = (t: T) => ({ id: t.id, name: t.name });
  const divisions = divisionsOfSeason(level, teams);
  if (divisions.length < 2) return [{ key, teams: teams.map(ref) }];
  const placed = new Set(divisions.flatMap((d) => d.teams.map((t) => t.id)));
  const groups: ScheduleGroup[] = divisions.filter((d) => d.teams.length >= 2).map((d) => ({ key, teams: d.teams.map(ref) }));
  const unplaced = teams.filter((t) => !placed.has(t.id));
  if (unplaced.length >= 2) groups.push({ key, teams: unplaced.map(ref) });
  if (crossGames > 0) {
    try {
      const pairings = crossDivisionPairings(divisions.map((d) => ({ id: d.id, name: d.name, team_ids: d.teams.map((t) => t.id) })), crossGames);
      groups.push({ key, teams: divisions.flatMap((d) => d.teams.map(ref)), pairings, cross: true });
    } catch (err) {
      if (err instanceof CrossDivisionError) throw badRequest(`cross_division_games: ${level!.name}: ${err.message}`, 'cross_division_games');
      throw err;
    }
  }
  return groups;
}

/** The level's divisions with their teams of this season, those with at least one. */
export function divisionsOfSeason<T extends { id: string }>(level: Pick<Level, 'divisions'> | null, teams: T[]) {
  const byId = new Map(teams.map((t) => [t.id, t]));
  return (level?.divisions ?? [])
    .map((d) => ({ id: d.id, name: d.name, teams: d.team_ids.flatMap((id) => byId.get(id) ?? []) }))
    .filter((d) => d.teams.length > 0);
}

/** Cross-division games asked for where no level of the run has 2 divisions with teams: a 400 rather than silently none. */
export function requireDivisionsFor<T extends { id: string; name: string }>(levels: LevelTeams<T>[], crossGames: number) {
  if (crossGames > 0 && !levels.some((g) => divisionsOfSeason(g.level, g.teams).length >= 2)) {
    throw badRequest('cross_division_games: Cross-division games need a level split into at least 2 divisions with teams of this season', 'cross_division_games');
  }
}
