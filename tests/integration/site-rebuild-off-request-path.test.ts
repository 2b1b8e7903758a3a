// The league site's items are rebuilt from the table's stream, not before a write answers (public-site/site-stream.ts,
// locally infra/local/site-stream-poller.ts): a result entry costs at most 6 DynamoDB requests, counted on the data
// layer's own SDK client, and a visitor of the public page sees the result within the local twin's promised delay.
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SITE_DELAY_MS } from '../../infra/local/site-stream-poller';
import { activeGameLeague, activeSeason, game, newUser, teamsIn } from './support/games';
import { stack } from './support/local';
import { claimsOf, countRequests, resultEntryEvent } from './support/result-entry-event';

describe('the site rebuild off the request path', () => {
  beforeAll(() => {
    // The in-process handler below works on the stack's table, as the games function does.
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
  });

  it('enters a result with at most 6 DynamoDB requests, and the public page shows it within the promised delay', async () => {
    const admin = await newUser('Rae', 'Result');
    const league = await activeGameLeague(admin, { name: 'Prompt Results League' });
    const [a, b] = await teamsIn(admin, league.id, ['Quick Kites', 'Swift Gulls']);
    const season = await activeSeason(admin, league.id, [a.id, b.id]);
    const played = await game(admin, league, season.id, a.id, b.id);

    const { db } = await import('../../functions/data/table');
    const { handler } = await import('../../functions/games/handler');
    const requests = countRequests(db(), 'countResultEntry');
    const result = await handler(resultEntryEvent(claimsOf(admin.accessToken), league.id, played, { home_score: 47, away_score: 39 }), {} as never) as { statusCode: number; body: string };
    const enteredAt = performance.now();
    expect(result.statusCode, result.body).toBe(200);
    expect(requests.value).toBeLessThanOrEqual(6);

    // A visitor reloading the home page (without the test stack's wait for the rebuild) sees the score within the delay.
    let shown = false;
    while (!shown && performance.now() - enteredAt < 5_000) {
      const html = await (await fetch(`${stack().url}/l/${league.id}`, { headers: { 'x-site-settle': 'off' } })).text();
      shown = html.includes('"home_score":47') && html.includes('"away_score":39');
    }
    const delay = performance.now() - enteredAt;
    console.log(`result entry: ${requests.value} DynamoDB requests; the public home page showed it after ${delay.toFixed(0)} ms`);
    expect(shown).toBe(true);
    expect(delay).toBeLessThanOrEqual(LOCAL_SITE_DELAY_MS);
  });
});
