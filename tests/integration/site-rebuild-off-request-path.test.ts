// The league site's items are rebuilt from the table's stream, not before a write answers (public-site/site-stream.ts,
// locally infra/local/site-stream-poller.ts): a result entry costs at most 6 DynamoDB requests, counted on the data
// layer's own SDK client, and a visitor of the public page sees the result within the local twin's promised delay.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, ROUTES } from '../../shared/api-contract';
import { LOCAL_SITE_DELAY_MS } from '../../infra/local/site-stream-poller';
import { activeGameLeague, activeSeason, game, newUser, teamsIn } from './support/games';
import { stack } from './support/local';

/** The result entry's API event as API Gateway hands it to the games function. */
function resultEntryEvent(token: string, leagueId: string, gameId: string, score: { home_score: number; away_score: number }): APIGatewayProxyEventV2WithJWTAuthorizer {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  const def = ROUTES.enterResult;
  return {
    version: '2.0', routeKey: routeKey(def), rawPath: `/api/leagues/${leagueId}/games/${gameId}/result`, rawQueryString: '',
    headers: { 'content-type': 'application/json' }, pathParameters: { id: leagueId, gameId }, body: JSON.stringify(score), isBase64Encoded: false,
    requestContext: {
      requestId: randomUUID(), routeKey: routeKey(def), http: { method: 'POST', path: `/api/leagues/${leagueId}/games/${gameId}/result` },
      authorizer: { jwt: { claims: Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, String(v)])), scopes: [] } },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

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
    let requests = 0;
    // DynamoDB Local's commit barrier after a transaction (functions/data/table.ts) is no request the cloud makes.
    db().middlewareStack.add((next) => async (args) => {
      if (!JSON.stringify(args.input).includes('#commit-barrier')) requests++;
      return next(args);
    }, { step: 'initialize', name: 'countResultEntry' });
    const result = await handler(resultEntryEvent(admin.accessToken, league.id, played, { home_score: 47, away_score: 39 }), {} as never) as { statusCode: number; body: string };
    const enteredAt = performance.now();
    expect(result.statusCode, result.body).toBe(200);
    expect(requests).toBeLessThanOrEqual(6);

    // A visitor reloading the home page (without the test stack's wait for the rebuild) sees the score within the delay.
    let shown = false;
    while (!shown && performance.now() - enteredAt < 5_000) {
      const html = await (await fetch(`${stack().url}/l/${league.id}`, { headers: { 'x-site-settle': 'off' } })).text();
      shown = html.includes('47') && html.includes('39');
    }
    const delay = performance.now() - enteredAt;
    console.log(`result entry: ${requests} DynamoDB requests; the public home page showed it after ${delay.toFixed(0)} ms`);
    expect(shown).toBe(true);
    expect(delay).toBeLessThanOrEqual(LOCAL_SITE_DELAY_MS);
  });
});
