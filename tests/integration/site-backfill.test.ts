// The site backfill (functions/public-site/site-backfill.ts), which the deploy runs for each site item format and
// the local stack on every start: a league whose site items are missing (it predates them) or were built in another
// format is still shown right, read live, and the backfill keeps its items again. Against the real DynamoDB Local.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, newUser, teamsIn } from './support/games';
import { stack, table } from './support/local';

const page = async (path: string) => (await fetch(`${stack().url}${path}`)).text();
const key = (pk: string, sk: string) => ({ TableName: stack().tableName, Key: { pk, sk } });
const item = async (pk: string, sk: string) => (await table().send(new GetCommand(key(pk, sk)))).Item;

describe('the site backfill', () => {
  beforeAll(() => {
    // The in-process backfill below works on the stack's table, as the deploy's function does.
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
  });

  it('shows a league without site items, or with items of an older format, read live; the backfill keeps them again, once', async () => {
    const { SITE_FORMAT } = await import('../../functions/data/site');
    const { siteAddressModel, sitePlayersModel } = await import('../../functions/data/keys');
    const { rebuildAllSites } = await import('../../functions/public-site/site-backfill');
    const admin = await newUser('Bea', 'Backfill');
    const league = await activeGameLeague(admin, { name: 'Backfilled League' });
    const [a, b] = await teamsIn(admin, league.id, ['Old Timers', 'New Kids']);
    const season = await activeSeason(admin, league.id, [a.id, b.id]);
    const byId = siteAddressModel.key(siteAddressModel.byId(league.id));
    const players = sitePlayersModel.key(league.id, season.id);
    expect((await item(byId.pk, byId.sk))?.format).toBe(SITE_FORMAT);

    // As a league from before site items: none kept. Its pages still show it.
    await table().send(new DeleteCommand(key(byId.pk, byId.sk)));
    await table().send(new DeleteCommand(key(players.pk, players.sk)));
    expect(await page(`/l/${league.id}`)).toContain('Old Timers');

    // As after a deploy that changed the format: the old item is not parsed as the new shape.
    await table().send(new PutCommand({
      TableName: stack().tableName,
      Item: { ...byId, entity: siteAddressModel.entity, league_id: league.id, read_at: new Date().toISOString(), addresses: [siteAddressModel.byId(league.id)], site: '{"shape":"old"}' },
    }));
    const home = await page(`/l/${league.id}`);
    expect(home).toContain('Backfilled League');
    expect(home).toContain('New Kids');

    const outcome = await rebuildAllSites();
    expect(outcome).toMatchObject({ complete: true, failed: 0 });
    expect(outcome.rebuilt).toBeGreaterThanOrEqual(1);
    const kept = await item(byId.pk, byId.sk);
    expect(kept?.format).toBe(SITE_FORMAT);
    expect(JSON.parse(String(kept?.site)).league.name).toBe('Backfilled League');
    expect((await item(players.pk, players.sk))?.format).toBe(SITE_FORMAT);
    expect(await page(`/l/${league.id}`)).toContain('Old Timers');

    // Run again (a restart, Lambda's retry): a league whose items are current is left as it is.
    const again = await rebuildAllSites();
    expect(again).toMatchObject({ complete: true, failed: 0 });
    expect(again.current).toBeGreaterThanOrEqual(1);
    expect((await item(byId.pk, byId.sk))?.read_at).toBe(kept?.read_at);
  });

  it('stops at its deadline, reporting the run incomplete; the deploy\'s function runs it to the end, or fails so Lambda retries', async () => {
    const { rebuildAllSites } = await import('../../functions/public-site/site-backfill');
    expect(await rebuildAllSites({ deadline: Date.now() - 1 })).toEqual({ rebuilt: 0, current: 0, failed: 0, complete: false });

    const { handler } = await import('../../functions/public-site/backfill-handler');
    const outcome = await handler({}, { getRemainingTimeInMillis: () => 15 * 60_000 } as Context);
    expect(outcome).toMatchObject({ complete: true, failed: 0 });
    // Out of time: the run fails, so Lambda's retry carries on (skipping the leagues already done).
    await expect(handler({}, { getRemainingTimeInMillis: () => 0 } as Context)).rejects.toThrow('Site backfill stopped at its deadline after 0 rebuilds: a retry carries on');
  });
});
