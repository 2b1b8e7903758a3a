// Roster changes after a player joined: their position, number and status, and leaving the team. A jersey
// number's marker moves with the number in the same transaction as the roster entry, and the team's player
// count is given back in the same transaction as the removal, so neither can drift from the roster.
import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PlayerStatus } from '../../shared/roster-schema';
import { jerseyMarkerModel, playerModel, teamModel, type PlayerRecord } from './keys';
import { transactGuarded } from './limits';
import { db, tableName } from './table';
import { personDeletes } from './team-admin';
import { jerseyClaim } from './team-items';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];


/** Gives a number back: only the player's own marker (or none, for entries made before markers existed). */
function jerseyRelease(leagueId: string, teamId: string, n: number, userId: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(), Key: jerseyMarkerModel.key(leagueId, teamId, n),
      ConditionExpression: 'attribute_not_exists(pk) OR user_id = :u', ExpressionAttributeValues: { ':u': userId },
    },
  };
}

export async function getPlayer(leagueId: string, teamId: string, userId: string): Promise<PlayerRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: playerModel.key(leagueId, teamId, userId) }));
  return r.Item ? playerModel.fromItem(r.Item) : null;
}

/** The condition that the entry still holds the number it was read with (so a concurrent change is not lost). */
function sameJersey(p: PlayerRecord) {
  return p.jersey_number === null
    ? { expr: '(attribute_not_exists(jersey_number) OR attribute_type(jersey_number, :nul))', values: { ':nul': 'NULL' } }
    : { expr: 'jersey_number = :old', values: { ':old': p.jersey_number } };
}

/**
 * Removes a roster entry, gives back the team's player count and frees its jersey number, in one transaction.
 * 'gone' when the entry was already removed (or changed its number meanwhile: read it again).
 */
export async function removePlayer(p: PlayerRecord): Promise<'gone' | null> {
  const same = sameJersey(p);
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(), Key: playerModel.key(p.league_id, p.team_id, p.user_id),
        ConditionExpression: `attribute_exists(pk) AND ${same.expr}`, ExpressionAttributeValues: same.values,
      },
    },
    {
      Update: {
        TableName: tableName(), Key: teamModel.key(p.league_id, p.team_id),
        UpdateExpression: 'ADD player_count :minus', ConditionExpression: 'attribute_exists(pk) AND player_count > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      },
    },
    ...(p.jersey_number === null ? [] : [jerseyRelease(p.league_id, p.team_id, p.jersey_number, p.user_id)]),
    // Off the roster, off the user-search picker's index for this team (they may still be found through another).
    ...personDeletes(p.league_id, p.team_id, 'player', p.user_id),
  ];
  return transactGuarded(items, [[0, 'gone'], [1, 'gone']]);
}

export interface PlayerChange { position?: string | null; jersey_number?: number | null; status?: PlayerStatus }

/**
 * Changes a roster entry; a new jersey number takes its marker and gives back the old one in the same
 * transaction. 'gone' when the entry went or changed its number meanwhile, 'jersey' when the number is taken.
 */
export async function updatePlayer(p: PlayerRecord, change: PlayerChange): Promise<'gone' | 'jersey' | null> {
  const same = sameJersey(p);
  const sets: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ...same.values };
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) continue;
    sets.push(`#${k} = :${k}`);
    names[`#${k}`] = k;
    values[`:${k}`] = v;
  }
  const numberMoves = change.jersey_number !== undefined && change.jersey_number !== p.jersey_number;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(), Key: playerModel.key(p.league_id, p.team_id, p.user_id),
        UpdateExpression: `SET ${sets.join(', ')}`, ConditionExpression: `attribute_exists(pk) AND ${same.expr}`,
        ExpressionAttributeNames: names, ExpressionAttributeValues: values,
      },
    },
    ...(numberMoves && change.jersey_number != null ? [jerseyClaim(p.league_id, p.team_id, change.jersey_number, p.user_id)] : []),
    ...(numberMoves && p.jersey_number !== null ? [jerseyRelease(p.league_id, p.team_id, p.jersey_number, p.user_id)] : []),
  ];
  return transactGuarded(items, [[0, 'gone'], [numberMoves && change.jersey_number != null ? 1 : -1, 'jersey']]);
}

/** Who wears number `n` on a team, if anyone (a read for early answers; the transactions hold the rule). */
export async function jerseyHolder(leagueId: string, teamId: string, n: number): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: jerseyMarkerModel.key(leagueId, teamId, n), ConsistentRead: true }));
  return r.Item ? String(r.Item.user_id) : null;
}
