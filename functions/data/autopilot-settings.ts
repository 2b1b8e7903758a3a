// A league's automation switches (the Autopilot page): read with every setting filled (a setting added later gets
// its default), written whole.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { LEAGUE_AUTOMATION_DEFAULTS, type LeagueAutomationsInput } from '../../shared/autopilot-schema';
import { leagueAutomationsModel } from './keys';
import { db, tableName } from './table';

export async function getLeagueAutomations(leagueId: string): Promise<LeagueAutomationsInput & { updated_at: string | null }> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: leagueAutomationsModel.key(leagueId), ConsistentRead: true }));
  const stored = r.Item ? leagueAutomationsModel.fromItem(r.Item) : null;
  const out = { updated_at: stored?.updated_at ?? null } as LeagueAutomationsInput & { updated_at: string | null };
  for (const k of Object.keys(LEAGUE_AUTOMATION_DEFAULTS) as (keyof LeagueAutomationsInput)[]) {
    Object.assign(out, { [k]: { ...LEAGUE_AUTOMATION_DEFAULTS[k], ...(stored?.[k] ?? {}) } });
  }
  return out;
}

export async function putLeagueAutomations(leagueId: string, input: LeagueAutomationsInput, now: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: leagueAutomationsModel.item({ ...input, league_id: leagueId, updated_at: now }) }));
}
