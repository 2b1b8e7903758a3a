// The result entry's API event as API Gateway hands it to the games function (payload 2.0, JWT claims as strings):
// for counting the DynamoDB requests of one entry on the data layer's client, in a test and in the bench.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { routeKey, ROUTES } from '../../../shared/api-contract';

export function resultEntryEvent(
  claims: Record<string, unknown>, leagueId: string, gameId: string, score: { home_score: number; away_score: number },
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const def = ROUTES.enterResult;
  const path = `/api/leagues/${leagueId}/games/${gameId}/result`;
  return {
    version: '2.0', routeKey: routeKey(def), rawPath: path, rawQueryString: '',
    headers: { 'content-type': 'application/json' }, pathParameters: { id: leagueId, gameId }, body: JSON.stringify(score), isBase64Encoded: false,
    requestContext: {
      requestId: randomUUID(), routeKey: routeKey(def), http: { method: 'POST', path },
      authorizer: { jwt: { claims: Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, String(v)])), scopes: [] } },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** The claims of a signed-in user's access token (its payload, unverified: the test holds it from the sign-in). */
export const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

/** Counts the requests the data layer's client sends; DynamoDB Local's commit barrier (functions/data/table.ts) is none the cloud makes. */
export function countRequests(client: { middlewareStack: { add: (...args: never[]) => unknown } }, name: string): { value: number } {
  const count = { value: 0 };
  (client.middlewareStack.add as (mw: unknown, opts: unknown) => void)((next: (a: { input: unknown }) => Promise<unknown>) => async (args: { input: unknown }) => {
    if (!JSON.stringify(args.input).includes('#commit-barrier')) count.value++;
    return next(args);
  }, { step: 'initialize', name });
  return count;
}
