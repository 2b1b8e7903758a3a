// Deleting a league cannot be one transaction (it owns any number of items), so it is resumable instead: a delete
// that stopped half-way (crash, timeout) leaves the league marked, and the next delete takes the mark over and
// finishes, freeing the custom URL and the owner's league count. A fresh mark is never taken over.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { leagueModel, slugMarkerModel, userUsageModel } from '../../functions/data/keys';
import { USAGE_ATTR } from '../../functions/data/usage';
import { newUser, partitionItems, stack, table } from './support/local';

const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}`;
const subOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).sub as string;

/** What a delete that stopped right after marking the league leaves behind. */
async function abandonDelete(leagueId: string, since: string | null) {
  await table().send(new UpdateCommand({
    TableName: stack().tableName, Key: leagueModel.key(leagueId),
    UpdateExpression: since ? 'SET deleting = :t, deleting_since = :s' : 'SET deleting = :t',
    ExpressionAttributeValues: { ':t': 'crashed-delete', ...(since ? { ':s': since } : {}) },
  }));
}

async function leagueCount(userId: string): Promise<number> {
  const r = await table().send(new GetCommand({ TableName: stack().tableName, Key: userUsageModel.key(userId) }));
  return Number(r.Item?.[USAGE_ATTR.max_leagues] ?? 0);
}

describe('a league delete stopped half-way', () => {
  it('is finished by the next delete: items, custom URL and league count all released', async () => {
    const u = await newUser('Resume');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const userId = subOf(u.accessToken);
    for (const since of ['2020-01-01T00:00:00.000Z', null]) {
      const slug = unique('resume');
      const league = (await u.api.post('/api/leagues', { name: 'Half Deleted', custom_slug: slug })).body.league;
      await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Left Behind', manager_email: u.email });
      const before = await leagueCount(userId);
      await abandonDelete(league.id, since);
      expect((await u.api.get(`/api/leagues/${league.id}`)).status).toBe(404); // hidden while marked

      expect((await u.api.del(`/api/leagues/${league.id}`)).status).toBe(204);
      expect(await partitionItems(leagueModel.key(league.id).pk)).toEqual([]);
      expect(await partitionItems(slugMarkerModel.key(slug).pk)).toEqual([]);
      expect(await leagueCount(userId)).toBe(before - 1);
      expect((await u.api.post('/api/leagues', { name: 'Slug Again', custom_slug: slug })).status).toBe(201);
    }
  });

  it('is not taken over while it may still be running, nor by someone else', async () => {
    const u = await newUser('Fresh');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const stranger = await newUser('Stranger');
    const league = (await u.api.post('/api/leagues', { name: 'Being Deleted' })).body.league;
    await abandonDelete(league.id, new Date().toISOString());
    expect((await u.api.del(`/api/leagues/${league.id}`)).status).toBe(404);
    expect((await partitionItems(leagueModel.key(league.id).pk)).length).toBeGreaterThan(0);

    const other = (await u.api.post('/api/leagues', { name: 'Not Yours' })).body.league;
    await abandonDelete(other.id, '2020-01-01T00:00:00.000Z');
    const refused = await stranger.api.del(`/api/leagues/${other.id}`);
    expect(refused.status).toBe(404);
    expect((await partitionItems(leagueModel.key(other.id).pk)).length).toBeGreaterThan(0);
    expect((await stranger.api.del(`/api/leagues/${(await u.api.post('/api/leagues', { name: 'Live One' })).body.league.id}`)).status).toBe(404);
  });
});

describe('a league being deleted', () => {
  it('leaves the public directory at once and the owner’s list while the delete runs; a stalled one stays listed to finish', async () => {
    const u = await newUser('Lists');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const userId = subOf(u.accessToken);
    const created = (await u.api.post('/api/leagues', { name: 'Vanishing League' })).body.league;
    const league = (await u.api.put(`/api/leagues/${created.id}`, { ...created, status: 'active' })).body.league;
    const inDirectory = async () => (await u.api.get('/api/public/leagues')).body.leagues.some((l: { id: string }) => l.id === league.id);
    const inOwnList = async () => (await u.api.get('/api/leagues')).body.leagues.some((l: { id: string }) => l.id === league.id);
    expect([await inDirectory(), await inOwnList()]).toEqual([true, true]);

    // The delete's first step, run for real (the data layer against this stack's table), then stopped there.
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
    const { markLeagueDeleting } = await import('../../functions/data/leagues');
    expect(await markLeagueDeleting(league.id, userId)).not.toBeNull();
    expect([await inDirectory(), await inOwnList()]).toEqual([false, false]);

    // Long stalled: listed again for its owner (never in the directory), and deleting it finishes the job.
    await abandonDelete(league.id, '2020-01-01T00:00:00.000Z');
    expect([await inDirectory(), await inOwnList()]).toEqual([false, true]);
    expect((await u.api.del(`/api/leagues/${league.id}`)).status).toBe(204);
    expect(await inOwnList()).toBe(false);
  });
});
