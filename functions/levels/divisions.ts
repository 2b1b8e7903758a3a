// Divisions of a level (plan feature has_divisions): the organiser adds, renames and removes them and sets each
// one's teams. They are kept on the level's item (one versioned write), so whatever reads or copies a league's levels
// carries its divisions with them. Refused (nothing written) without the plan feature, for a team not of the level,
// or a name the level already has.
import { ulid } from 'ulid';
import type { Level } from '../../shared/api-contract';
import { DIVISION_MESSAGES, MAX_DIVISIONS_PER_LEVEL, type Division, type DivisionInput } from '../../shared/division-schema';
import { changedElsewhere } from '../../shared/item-version';
import { LEVEL_MESSAGES } from '../../shared/level-schema';
import { getLevel, setLevelDivisions } from '../data/levels';
import { listLeagueTeams } from '../data/teams';
import { requireOwnLeague } from '../access/league';
import { requireFeature } from '../access/plan';
import { badRequest, notFound } from '../lib/errors';
import { versionedWrite } from '../lib/versioned-write';

type Change = (divisions: Division[], level: Level) => Division[];

/** Applies `change` to the level's divisions as stored, with the plan's gate first and the level's version held. */
async function changeDivisions(userId: string, leagueId: string, levelId: string, clientVersion: number | undefined, change: Change): Promise<Level> {
  const league = await requireOwnLeague(userId, leagueId);
  await requireFeature(league.admin_id, 'has_divisions', DIVISION_MESSAGES.upgrade);
  return versionedWrite(clientVersion, changedElsewhere('level'), async () => {
    const current = await getLevel(leagueId, levelId);
    if (!current || !current.is_active) throw notFound(LEVEL_MESSAGES.notFound);
    const version = current.version ?? 0;
    const next: Level = { ...current, divisions: change(current.divisions ?? [], current), updated_at: new Date().toISOString(), version: version + 1 };
    return {
      version,
      write: async () => {
        const failure = await setLevelDivisions(next, version);
        if (failure === 'gone') throw notFound(LEVEL_MESSAGES.notFound);
        return failure ?? next;
      },
    };
  });
}

/** The teams named must all be teams of this level now. */
async function requireLevelTeams(leagueId: string, levelId: string, teamIds: string[]) {
  if (teamIds.length === 0) return;
  const inLevel = new Set((await listLeagueTeams(leagueId)).filter((t) => t.level_id === levelId).map((t) => t.id));
  const stray = teamIds.findIndex((id) => !inLevel.has(id));
  if (stray >= 0) throw badRequest(`team_ids.${stray}: ${DIVISION_MESSAGES.teamNotInLevel}`, `team_ids.${stray}`);
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The divisions with `division` put in (new, or in place of its former self), its teams taken out of the others. */
function withDivision(divisions: Division[], division: Division): Division[] {
  if (divisions.some((d) => d.id !== division.id && sameName(d.name, division.name))) throw badRequest(`name: ${DIVISION_MESSAGES.nameTaken}`, 'name');
  const taken = new Set(division.team_ids);
  const others = divisions.map((d) => (d.id === division.id ? division : { ...d, team_ids: d.team_ids.filter((t) => !taken.has(t)) }));
  return others.some((d) => d.id === division.id) ? others : [...others, division];
}

export async function createDivisionIn(userId: string, leagueId: string, levelId: string, input: DivisionInput): Promise<Level> {
  await requireOwnLeague(userId, leagueId);
  await requireLevelTeams(leagueId, levelId, input.team_ids);
  const division: Division = { id: ulid(), name: input.name, team_ids: input.team_ids };
  return changeDivisions(userId, leagueId, levelId, input.version, (divisions) => {
    if (divisions.length >= MAX_DIVISIONS_PER_LEVEL) throw badRequest(`name: ${DIVISION_MESSAGES.tooMany}`, 'name');
    return withDivision(divisions, division);
  });
}

export async function updateDivisionIn(userId: string, leagueId: string, levelId: string, divisionId: string, input: DivisionInput): Promise<Level> {
  await requireOwnLeague(userId, leagueId);
  await requireLevelTeams(leagueId, levelId, input.team_ids);
  return changeDivisions(userId, leagueId, levelId, input.version, (divisions) => {
    if (!divisions.some((d) => d.id === divisionId)) throw notFound(DIVISION_MESSAGES.notFound);
    return withDivision(divisions, { id: divisionId, name: input.name, team_ids: input.team_ids });
  });
}

/** Its teams stay in the level, in no division. */
export async function deleteDivisionIn(userId: string, leagueId: string, levelId: string, divisionId: string): Promise<Level> {
  return changeDivisions(userId, leagueId, levelId, undefined, (divisions) => {
    if (!divisions.some((d) => d.id === divisionId)) throw notFound(DIVISION_MESSAGES.notFound);
    return divisions.filter((d) => d.id !== divisionId);
  });
}

/**
 * A level's divisions as they stand: each with only the teams still in the level (a team moved to another level or
 * deleted since drops out), or none when the level is not split. `levelTeams`: the ids of the level's teams.
 */
export function currentDivisions(level: Pick<Level, 'divisions'>, levelTeams: ReadonlySet<string>): Division[] {
  return (level.divisions ?? []).map((d) => ({ ...d, team_ids: d.team_ids.filter((t) => levelTeams.has(t)) }));
}
