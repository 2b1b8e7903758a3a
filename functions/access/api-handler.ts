// The request wrapper (lib/http.ts) as every API function uses it: with the session check that reads the table.
// lib sits below the data layer and never reads the table, so the check is bound here (docs/architecture.md, layers).
import { sessionState } from '../data/account';
import { apiHandler as requestWrapper, type RouteHandlers, type SessionCheck } from '../lib/http';
import { lambdaStreamHandler } from '../lib/lambda-stream';
import { streamResponse } from '../lib/stream-http';

/** No profile (an erased account), or a token issued at or before the profile's revocation time: no session. */
export const tableSessionCheck: SessionCheck = async (userId, claims) => {
  const state = await sessionState(userId);
  if (!state.exists) return false;
  const issuedAt = typeof claims.iat === 'number' ? claims.iat : Number(claims.iat);
  return state.revokedAt === null || (Number.isFinite(issuedAt) && issuedAt > state.revokedAt);
};

/** A Lambda handler for one API area's routes (lib/http.ts), whose signed-in routes need a session still open. */
export const apiHandler = (routes: RouteHandlers) => requestWrapper(routes, { sessionCheck: tableSessionCheck });

/** The streamed answer of an area's NDJSON route (lib/stream-http.ts), with the same session check. */
export const streamHandler = (routes: RouteHandlers) => streamResponse(routes, { sessionCheck: tableSessionCheck });

/**
 * The same streamed answer as Lambda's streaming handler (lib/lambda-stream.ts), for the stage's REST API in
 * response-streaming mode (infra/cloud/constructs/streaming-api.ts): one code path, locally and in the cloud.
 */
export const lambdaStreamingHandler = (routes: RouteHandlers) => lambdaStreamHandler(streamHandler(routes));
