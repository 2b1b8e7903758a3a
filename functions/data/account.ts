// The account's own items: the profile name, the sessions cut-off, the whole user partition for the
// data export, and erasure of what references the user outside the leagues they own.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import {
  appliedPromotionModel, emailMarkerModel, keyOf, promotionUsedModel, redemptionModel, teamModel,
  userProfileModel, type Item, type PlayerRecord, type TeamRecord, type UserProfile,
} from './keys';
import { sendTransaction } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';
import { removePlayer } from './roster';
import { roleItem } from './users';

const REVOKED = userProfileModel.revokedAttribute;

/** Sets the profile's first and last name (the one place names are read from); null when there is no profile. */
export async function setProfileName(userId: string, first: string, last: string): Promise<UserProfile | null> {
  try {
    const r = await db().send(new UpdateCommand({
      TableName: tableName(), Key: userProfileModel.key(userId),
      UpdateExpression: 'SET first_name = :f, last_name = :l', ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':f': first, ':l': last }, ReturnValues: 'ALL_NEW',
    }));
    return r.Attributes ? userProfileModel.fromItem(r.Attributes) : null;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw err;
  }
}

/**
 * What the API wrapper checks on every signed-in request: whether the user still has a profile (an erased account
 * has none) and the time, in epoch seconds, at or before which their tokens were revoked.
 */
export async function sessionState(userId: string): Promise<{ exists: boolean; revokedAt: number | null }> {
  const r = await db().send(new GetCommand({
    TableName: tableName(), Key: userProfileModel.key(userId), ConsistentRead: true,
    ProjectionExpression: 'pk, #r', ExpressionAttributeNames: { '#r': REVOKED },
  }));
  if (!r.Item) return { exists: false, revokedAt: null };
  return { exists: true, revokedAt: typeof r.Item[REVOKED] === 'number' ? (r.Item[REVOKED] as number) : null };
}

/** Records that every token issued up to `epochSeconds` is no longer accepted. */
export async function revokeSessions(userId: string, epochSeconds: number): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: userProfileModel.key(userId),
    UpdateExpression: 'SET #r = :t', ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#r': REVOKED }, ExpressionAttributeValues: { ':t': epochSeconds },
  }));
}

/** Every item of the user's partition, as stored (the export sorts them by entity). */
export const userPartition = (userId: string): Promise<Item[]> => queryAll(userProfileModel.partition(userId), (i) => i, { consistent: true });

/**
 * Takes the user off a roster in someone else's league: the entry goes and the team's player count drops with it,
 * in one transaction (a count never drifts from the entries it counts).
 */
export async function leaveRoster(p: PlayerRecord): Promise<void> {
  // The roster's own removal: the count and the jersey number go back with the entry.
  await removePlayer(p);
}

/**
 * A team the leaving user managed in someone else's league passes to that league's admin, who could already run
 * its roster: the team stays with its players, and no item keeps the leaving user's id.
 */
export async function handTeamToAdmin(team: TeamRecord, adminId: string, now: string): Promise<void> {
  await sendTransaction([
    {
      Put: {
        TableName: tableName(), Item: teamModel.item({ ...team, manager_id: adminId }),
        ConditionExpression: 'attribute_exists(pk) AND manager_id = :me', ExpressionAttributeValues: { ':me': team.manager_id },
      },
    },
    { Put: { TableName: tableName(), Item: roleItem(adminId, 'team_manager', now) } },
  ]).catch((err: unknown) => {
    // Someone changed the team's manager meanwhile: it no longer references the leaving user.
    if ((err as { name?: string }).name !== 'TransactionCanceledException') throw err;
  });
}

/**
 * The last step of erasure in the table: the markers outside the user's partition (the e-mail marker, each promo
 * code's redemption marker), then the partition itself, the profile last (it is what the API's session check reads).
 */
export async function deleteUserItems(userId: string, email: string): Promise<void> {
  const items = await userPartition(userId);
  const codes = new Set<string>();
  for (const i of items) {
    if (i.entity === promotionUsedModel.entity) codes.add(promotionUsedModel.fromItem(i).code);
    if (i.entity === appliedPromotionModel.entity) codes.add(String(i.code));
  }
  const markers = [...codes].map((c) => redemptionModel.key(c, userId));
  // The e-mail marker only while it is still this user's (an address is never someone else's marker).
  const marker = await db().send(new GetCommand({ TableName: tableName(), Key: emailMarkerModel.key(email), ConsistentRead: true }));
  if (marker.Item && emailMarkerModel.fromItem(marker.Item).user_id === userId) markers.push(emailMarkerModel.key(email));
  const profileKey = userProfileModel.key(userId);
  const rest = items.map(keyOf).filter((k) => k.sk !== profileKey.sk);
  await batchWrite([...markers, ...rest].map((k) => ({ delete: k })));
  await batchWrite([{ delete: profileKey }]);
}
