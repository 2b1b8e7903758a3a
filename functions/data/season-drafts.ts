// Seasons drafted by season auto-renewal: the draft's carried registration (RENEWDRAFT#), its go-live date, going
// live (the registration written, the draft mark removed, in one transaction that holds only while it is a draft),
// and deleting a draft (the autopilot's undo) only while it is still one.
// The RENEWDRAFT item outlives a draft deleted (by undo or on the Seasons page), so the renewal is not made again.
import { GetCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { registrationSettingsModel, seasonDraftModel, seasonModel, type SeasonDraftRecord } from './keys';
import { autopilotUndoRetired } from './autopilot-log';
import { transactGuarded } from './limits';
import { removeSeason } from './seasons';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type { SeasonDraftRecord };

/** The draft's carried registration, written in the draft season's own transaction. */
export const seasonDraftPut = (d: SeasonDraftRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: seasonDraftModel.item(d), ConditionExpression: 'attribute_not_exists(pk)' },
});

export async function getSeasonDraft(leagueId: string, seasonId: string): Promise<SeasonDraftRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: seasonDraftModel.key(leagueId, seasonId), ConsistentRead: true }));
  return r.Item ? seasonDraftModel.fromItem(r.Item) : null;
}

/** Sets (or clears) the day a draft goes live; false when the season is no longer a draft. */
export async function setDraftLiveOn(leagueId: string, seasonId: string, liveOn: string | null, now: string): Promise<boolean> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: seasonModel.key(leagueId, seasonId),
      UpdateExpression: 'SET #d.live_on = :on, updated_at = :now', ConditionExpression: 'attribute_exists(#d)',
      ExpressionAttributeNames: { '#d': 'draft' }, ExpressionAttributeValues: { ':on': liveOn, ':now': now },
    }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/**
 * The draft goes live: its draft mark removed and its carried registration written as the season's, with `withIt`
 * (the log entry), in one transaction. 'not_draft' when it went live already (or went): a second run writes nothing.
 */
export async function makeDraftLive(leagueId: string, seasonId: string, draft: SeasonDraftRecord | null, now: string, withIt: TransactItem[]): Promise<'not_draft' | null> {
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(), Key: seasonModel.key(leagueId, seasonId),
        UpdateExpression: 'REMOVE #d SET updated_at = :now', ConditionExpression: 'attribute_exists(#d)',
        ExpressionAttributeNames: { '#d': 'draft' }, ExpressionAttributeValues: { ':now': now },
      },
    },
    ...(draft ? [{ Delete: { TableName: tableName(), Key: seasonDraftModel.key(leagueId, seasonId) } }] : []),
    ...(draft?.registration
      ? [{ Put: { TableName: tableName(), Item: { ...registrationSettingsModel.item({ ...draft.registration, created_at: now, updated_at: now }), version: 1 } } }]
      : []),
    ...(draft?.log_id ? [autopilotUndoRetired(leagueId, draft.log_id)] : []),
    ...withIt,
  ];
  return transactGuarded(items, [[0, 'not_draft']]);
}

/**
 * Deletes a drafted season while it is still a draft (and upcoming); 'not_draft' when it went live or went. Its
 * RENEWDRAFT item stays: a draft item without its season tells the renewal job the organiser took the draft back,
 * so it is not drafted again.
 */
export async function deleteDraftSeason(leagueId: string, seasonId: string): Promise<'not_draft' | null> {
  return (await removeSeason(leagueId, seasonId, 'upcoming', true)) ? 'not_draft' : null;
}
