// Levels (divisions): the league admin creates, edits, orders and retires them. The level limit is held by the
// league's counter in the same transaction as the write; age and skill levels need their plan features.
import { ulid } from 'ulid';
import type { Level } from '../../shared/api-contract';
import { LEVEL_MESSAGES, normaliseLevel, type LevelInput, type LevelUpdateInput } from '../../shared/level-schema';
import { changedElsewhere } from '../../shared/item-version';
import { versionedWrite } from '../lib/versioned-write';
import { MSG } from '../../shared/messages';
import { limitOf } from '../../shared/plan-catalogue';
import { armAutopilotJob } from '../data/autopilot';
import { listLeagueRegistrationSettings } from '../data/registrations';
import { getLevel, insertLevel, listLeagueLevels, retireLevel, setLevelOrder, updateLevelFields } from '../data/levels';
import { badRequest, conflict, notFound } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { currentPlanOf } from '../access/plan';
import { requireFeature } from '../access/plan';
import { leagueLimitRefusal } from '../access/plan';

/** Age and skill levels are plan features (spec section 5): refused before anything is written. */
async function requireTypeFeature(adminId: string, input: LevelInput) {
  if (input.level_type === 'age') await requireFeature(adminId, 'has_age_level_management', LEVEL_MESSAGES.ageUpgrade);
  if (input.level_type === 'skill') await requireFeature(adminId, 'has_skill_level_management', LEVEL_MESSAGES.skillUpgrade);
}

export async function listLevelsOf(userId: string, leagueId: string): Promise<Level[]> {
  await requireOwnLeague(userId, leagueId);
  return (await listLeagueLevels(leagueId)).filter((l) => l.is_active);
}

export async function createLevelIn(userId: string, leagueId: string, raw: LevelInput): Promise<Level> {
  const league = await requireOwnLeague(userId, leagueId);
  const input = normaliseLevel(raw);
  await requireTypeFeature(league.admin_id, input);
  const plan = await currentPlanOf(league.admin_id);
  const now = new Date().toISOString();
  // Spec: display_order is the current count, so a new level goes last.
  const active = (await listLeagueLevels(leagueId)).filter((l) => l.is_active);
  const level: Level = {
    ...input, id: ulid(), league_id: leagueId, display_order: active.length ? Math.max(...active.map((l) => l.display_order)) + 1 : 0,
    is_active: true, team_count: 0, divisions: [], created_at: now, updated_at: now, version: 0,
  };
  const failure = await insertLevel(level, limitOf(plan, 'max_levels_per_league'));
  if (failure === 'gone') throw notFound(MSG.league.notFound);
  if (failure === 'limit') throw await leagueLimitRefusal('max_levels_per_league', leagueId, limitOf(plan, 'max_levels_per_league'));
  await rulesChanged(leagueId, now);
  return level;
}

/** A level's rules changed: automatic level assignment looks again at each season's registrants in no level. */
async function rulesChanged(leagueId: string, now: string) {
  for (const s of await listLeagueRegistrationSettings(leagueId)) await armAutopilotJob(leagueId, 'level-assignment', s.season_id, now, now);
}

async function activeLevel(leagueId: string, levelId: string): Promise<Level> {
  const level = await getLevel(leagueId, levelId);
  if (!level || !level.is_active) throw notFound(LEVEL_MESSAGES.notFound);
  return level;
}

/** Replaces a level's settings: with `version`, only if nobody changed it since (409); without, on the level as stored. */
export async function updateLevelIn(userId: string, leagueId: string, levelId: string, { version: clientVersion, ...raw }: LevelUpdateInput): Promise<Level> {
  const league = await requireOwnLeague(userId, leagueId);
  const input = normaliseLevel(raw);
  return versionedWrite(clientVersion, changedElsewhere('level'), async () => {
    const current = await activeLevel(leagueId, levelId);
    const version = current.version ?? 0;
    if (input.level_type !== current.level_type) await requireTypeFeature(league.admin_id, input);
    if (input.max_teams_per_level !== null && input.max_teams_per_level < current.team_count) {
      throw badRequest(`max_teams_per_level: Max teams cannot be below the ${current.team_count} teams this level has`, 'max_teams_per_level');
    }
    const next: Level = { ...current, ...input, updated_at: new Date().toISOString(), version: version + 1 };
    return {
      version,
      write: async () => {
        const failure = await updateLevelFields(next, version);
        if (failure === 'gone') throw notFound(LEVEL_MESSAGES.notFound);
        if (!failure) await rulesChanged(leagueId, next.updated_at);
        return failure ?? next;
      },
    };
  });
}

export async function deleteLevelIn(userId: string, leagueId: string, levelId: string): Promise<void> {
  await requireOwnLeague(userId, leagueId);
  if (await retireLevel(leagueId, levelId, new Date().toISOString())) throw notFound(LEVEL_MESSAGES.notFound);
}

export async function reorderLevelsIn(userId: string, leagueId: string, ids: string[]): Promise<Level[]> {
  await requireOwnLeague(userId, leagueId);
  const active = (await listLeagueLevels(leagueId)).filter((l) => l.is_active);
  const same = ids.length === active.length && new Set(ids).size === ids.length && active.every((l) => ids.includes(l.id));
  if (!same) throw badRequest(`level_ids: ${LEVEL_MESSAGES.order}`, 'level_ids');
  if (await setLevelOrder(leagueId, ids)) throw conflict(MSG.busy);
  return listLevelsOf(userId, leagueId);
}
