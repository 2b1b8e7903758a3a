import http from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import * as z from 'zod';
import { errorResponseSchema } from '../../../shared/error-codes';
import { matchRoute } from '../../../infra/local/api-events';

export const stack = () => inject('stack');

export function cognito() {
  return new CognitoIdentityProviderClient({
    endpoint: stack().cognitoEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Direct reads of the table, for asserting what was (not) written. */
export function table() {
  return DynamoDBDocumentClient.from(new DynamoDBClient({
    endpoint: stack().dynamoEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));
}

/** One item by its key, read consistently (undefined when there is none). */
export async function tableItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  return (await table().send(new GetCommand({ TableName: stack().tableName, Key: key, ConsistentRead: true }))).Item;
}

/** Every item of the table, page after page (a Scan answers 1 MB at a time). Tests may scan; the product never does. */
export async function allItems(): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await table().send(new ScanCommand({ TableName: stack().tableName, ExclusiveStartKey: start, ConsistentRead: true }));
    out.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
  } while (start);
  return out;
}

export async function partitionItems(pk: string) {
  const r = await table().send(new QueryCommand({ TableName: stack().tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }));
  return r.Items ?? [];
}

export interface OutboxMessage { to: string; subject: string; text: string; html: string; created_at: string }

export async function outbox(): Promise<OutboxMessage[]> {
  return (await fetch(`${stack().url}/__dev/outbox`)).json() as Promise<OutboxMessage[]>;
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

export async function signUp(email: string, firstName = 'Ada', lastName = 'Lovelace', password = 'secret1') {
  await cognito().send(new SignUpCommand({
    ClientId: stack().clientId, Username: email, Password: password,
    UserAttributes: [{ Name: 'email', Value: email }, { Name: 'given_name', Value: firstName }, { Name: 'family_name', Value: lastName }],
  }));
}

/** The confirmation link the sign-up e-mail carries, read from the local outbox. */
export async function confirmationLink(email: string): Promise<URL> {
  const msg = (await outbox()).find((m) => m.to === email);
  if (!msg) throw new Error(`no e-mail to ${email}`);
  const href = /href="([^"]+)"/.exec(msg.html)?.[1];
  if (!href) throw new Error('the e-mail has no link');
  return new URL(href.replace(/&amp;/g, '&'));
}

export async function signIn(email: string, password = 'secret1') {
  const r = await cognito().send(new InitiateAuthCommand({
    ClientId: stack().clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password },
  }));
  return { accessToken: r.AuthenticationResult!.AccessToken!, idToken: r.AuthenticationResult!.IdToken! };
}

/** A confirmed user who went through the real e-mail link, signed in, with an API client. */
export async function newUser(firstName = 'Ada', lastName = 'Lovelace') {
  const email = uniqueEmail(firstName.toLowerCase());
  await signUp(email, firstName, lastName);
  const link = await confirmationLink(email);
  await cognito().send(new ConfirmSignUpCommand({
    ClientId: stack().clientId, Username: link.searchParams.get('confirm_email')!, ConfirmationCode: link.searchParams.get('code')!,
  }));
  const tokens = await signIn(email);
  return { email, ...tokens, api: apiClient(tokens.accessToken) };
}

/**
 * Checks an answer against the contract: a success body against its route's schema for that status (a status
 * the contract does not declare fails), any other answer against the error schema with its closed list of codes.
 */
export function assertMatchesContract(method: string, pathWithQuery: string, status: number, body: unknown) {
  const pathname = new URL(pathWithQuery, 'http://x').pathname;
  const match = matchRoute(method, pathname);
  const where = `${method} ${pathname} answered ${status}`;
  if (status >= 200 && status < 300) {
    if (match === null || match === 'method-not-allowed') throw new Error(`${where} but the contract has no such route`);
    const schema = (match.route.def.responses as Record<number, z.ZodType>)[status];
    if (!schema) throw new Error(`${where}, a status the contract does not declare`);
    const r = schema.safeParse(body ?? undefined);
    if (!r.success) throw new Error(`${where} with a body that breaks its response schema: ${z.prettifyError(r.error)}`);
    return;
  }
  const r = errorResponseSchema.safeParse(body);
  if (!r.success) throw new Error(`${where} with an error body that is not { error, code }: ${JSON.stringify(body)}`);
}

export function apiClient(token: string | null) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${stack().url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    // A streamed answer (NDJSON): each line is one value of the route's schema; the body is the list of them.
    if (res.ok && (res.headers.get('content-type') ?? '').includes('x-ndjson')) {
      const lines: unknown[] = text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
      for (const line of lines) assertMatchesContract(method, path, res.status, line);
      return { status: res.status, body: lines as never };
    }
    // The calendar feeds answer text/calendar: their body is the text itself.
    const isJson = (res.headers.get('content-type') ?? 'application/json').includes('json');
    const parsed = !isJson ? text : text ? JSON.parse(text) : null;
    assertMatchesContract(method, path, res.status, parsed);
    return { status: res.status, body: parsed };
  };
  return {
    get: (p: string) => call('GET', p),
    post: (p: string, b?: unknown) => call('POST', p, b),
    put: (p: string, b?: unknown) => call('PUT', p, b),
    patch: (p: string, b?: unknown) => call('PATCH', p, b),
    del: (p: string) => call('DELETE', p),
  };
}

/** GET with a Host header (fetch does not let a caller set Host): what a browser on a custom domain sends. */
export function getWithHost(pathname: string, host: string, base = stack().url): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const url = new URL(pathname, base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: '127.0.0.1', port: url.port, path: url.pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Waits until the site rebuild (off the request path, from the table's stream) has caught up with every write made
 * so far: for tests that read a league's site items from the table. Public pages and public API reads through the
 * test stack's gateway already wait (gateway.ts, settleBeforePublicReads).
 */
export async function siteSettled(): Promise<void> {
  const r = await fetch(`${stack().url}/__dev/site-settled`, { method: 'POST' });
  if (!r.ok) throw new Error(`site-settled answered ${r.status}`);
}
