// Nothing is lost: `npm start`'s stack killed with kill -9 (the whole process group) in the middle of a
// burst of sign-ups, confirmations, sign-ins and league writes, started again on the same state folder. Every
// write that was acknowledged is there, and the stored counters and markers agree with the items they count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../../infra/local/processes';
import { runStartCommand, signUpConfirmed, type StartedCommand } from '../support/start-command';

const CYCLES = 3;
const WORKERS = 5;
const PASSWORD = 'secret1';
const TABLE = 'league-platform';

interface Started { run: StartedCommand; url: string; idp: CognitoIdentityProviderClient; clientId: string; userPoolId: string; ddb: DynamoDBDocumentClient }
interface LeagueState { name: string; custom_slug: string | null }
interface LeagueRecord { id: string; owner: string; acked: LeagueState; inFlight: LeagueState | null }
interface Account { email: string; leagueWritesAcked: number; leagueWriteInFlight: boolean }

const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-crash-'));
let current: StartedCommand | undefined;

async function start(): Promise<Started> {
  const began = Date.now();
  const [port, dynamo, cognitoPort] = await freePorts(3);
  const run = runStartCommand({ PORT: String(port), DYNAMODB_PORT: String(dynamo), COGNITO_PORT: String(cognitoPort), LOCAL_STATE_DIR: stateDir });
  current = run;
  const url = await run.ready;
  figures.startSeconds.push(Math.round((Date.now() - began) / 100) / 10);
  const config = (await (await fetch(`${url}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string; userPoolId: string };
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  return {
    run, url, clientId: config.userPoolClientId, userPoolId: config.userPoolId,
    idp: new CognitoIdentityProviderClient({ endpoint: config.userPoolEndpoint, region: 'us-east-1', credentials, maxAttempts: 1 }),
    ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: `http://127.0.0.1:${dynamo}`, region: 'us-east-1', credentials })),
  };
}

/** kill -9 of the stack and everything it started (DynamoDB Local, cognito-local): no handler of ours runs. */
async function crash(s: Started) {
  try { process.kill(-s.run.child.pid!, 'SIGKILL'); } catch { /* already gone */ }
  await s.run.exited;
}

async function signIn(s: Started, email: string) {
  const r = await s.idp.send(new InitiateAuthCommand({ ClientId: s.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }));
  return r.AuthenticationResult!.AccessToken!;
}

async function api(s: Started, token: string, method: string, p: string, body?: unknown) {
  const r = await fetch(`${s.url}${p}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: r.status, body: (await r.json().catch(() => null)) as any };
}

async function scanAll(s: Started) {
  const items: Record<string, any>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await s.ddb.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
  } while (start);
  return items;
}

const figures = { cycles: 0, confirmedAccounts: 0, leagueWritesAcked: 0, signInsAcked: 0, accountsLost: 0, leagueWritesLost: 0, inconsistencies: 0, poolFileBytes: 0, startSeconds: [] as number[] };
afterAll(async () => {
  console.log(`local stack crash: ${JSON.stringify(figures)}`);
  await current?.stop();
  fs.rmSync(stateDir, { recursive: true, force: true });
});

describe('local stack killed with kill -9 mid-burst', () => {
  const accounts = new Map<string, Account>();
  const leagues = new Map<string, LeagueRecord>();
  const problems: string[] = [];

  /** Every acknowledged write is there; counters and markers agree with what they count. Settles the ledger. */
  async function verify(s: Started) {
    const tokens = new Map<string, string>();
    for (const a of accounts.values()) {
      try { tokens.set(a.email, await signIn(s, a.email)); } catch (err) {
        figures.accountsLost += 1;
        problems.push(`confirmed account ${a.email} cannot sign in: ${(err as Error).message}`);
      }
    }
    for (const l of leagues.values()) {
      const token = tokens.get(l.owner);
      if (!token) continue;
      const r = await api(s, token, 'GET', `/api/leagues/${l.id}`);
      const got = r.status === 200 ? { name: r.body.league.name, custom_slug: r.body.league.custom_slug ?? null } : null;
      const ok = got && [l.acked, l.inFlight].some((want) => want && want.name === got.name && want.custom_slug === got.custom_slug);
      if (!ok) {
        figures.leagueWritesLost += 1;
        problems.push(`league ${l.id}: acknowledged ${JSON.stringify(l.acked)}, found ${r.status} ${JSON.stringify(got)}`);
      } else {
        l.acked = got; // a write in flight at the kill may or may not have landed: from now on, what is there
      }
      l.inFlight = null;
    }

    const items = await scanAll(s);
    const live = items.filter((i) => i.entity === 'league');
    const byOwner = new Map<string, number>();
    for (const l of live) byOwner.set(l.admin_id, (byOwner.get(l.admin_id) ?? 0) + 1);
    const mismatch = (m: string) => { figures.inconsistencies += 1; problems.push(m); };
    for (const u of items.filter((i) => i.entity === 'user_usage')) {
      const owner = String(u.pk).slice('USER#'.length);
      if (Number(u.leagues_owned ?? 0) !== (byOwner.get(owner) ?? 0)) mismatch(`user ${owner}: leagues_owned ${u.leagues_owned}, owns ${byOwner.get(owner) ?? 0}`);
    }
    for (const [owner, n] of byOwner) {
      if (!items.some((i) => i.entity === 'user_usage' && i.pk === `USER#${owner}`)) mismatch(`user ${owner} owns ${n} leagues and has no usage counter`);
    }
    for (const m of items.filter((i) => i.entity === 'slug_marker')) {
      const l = live.find((x) => x.id === m.league_id);
      if (!l || String(l.custom_slug ?? '').toLowerCase() !== String(m.slug).toLowerCase()) mismatch(`slug marker ${m.slug} points at ${m.league_id} whose slug is ${l?.custom_slug}`);
    }
    for (const l of live.filter((x) => x.custom_slug)) {
      const m = items.find((i) => i.entity === 'slug_marker' && i.pk === `SLUG#${String(l.custom_slug).toLowerCase()}`);
      if (m?.league_id !== l.id) mismatch(`league ${l.id} has slug ${l.custom_slug} without its marker`);
    }
    // Every league write is one transaction with its activity entry: entries = acknowledged writes (+ one in flight).
    for (const a of accounts.values()) {
      const profile = items.find((i) => i.entity === 'user_profile' && i.email === a.email);
      if (!profile) { mismatch(`confirmed account ${a.email} has no profile`); continue; }
      const entries = items.filter((i) => i.entity === 'activity' && i.pk === profile.pk && /^league_/.test(i.type)).length;
      if (entries < a.leagueWritesAcked || entries > a.leagueWritesAcked + (a.leagueWriteInFlight ? 1 : 0)) {
        mismatch(`${a.email}: ${entries} league activity entries for ${a.leagueWritesAcked} acknowledged writes`);
      }
      a.leagueWritesAcked = entries;
      a.leagueWriteInFlight = false;
    }
  }

  /** One person: signs up, confirms from the outbox, signs in, takes a trial, then creates and edits leagues until the kill. */
  async function worker(s: Started, cycle: number, w: number, stop: { killed: boolean }) {
    const email = `crash-${cycle}-${w}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const tag = email.slice(0, email.indexOf('@')).replace(/[^a-z0-9]/g, '');
    await signUpConfirmed(s, { email, password: PASSWORD, givenName: 'Crash', familyName: `Test ${w}` });
    const account: Account = { email, leagueWritesAcked: 0, leagueWriteInFlight: false };
    accounts.set(email, account);
    figures.confirmedAccounts += 1;
    let token = await signIn(s, email);
    figures.signInsAcked += 1;
    await api(s, token, 'POST', '/api/subscription/change-plan', { plan_slug: 'amazing' });
    const mine: LeagueRecord[] = [];
    for (let i = 0; !stop.killed; i++) {
      const leagueWrite = async (want: LeagueState, send: () => Promise<{ status: number; body: any }>, record?: LeagueRecord) => {
        account.leagueWriteInFlight = true;
        if (record) record.inFlight = want;
        const r = await send();
        if (r.status >= 200 && r.status < 300) {
          account.leagueWritesAcked += 1;
          figures.leagueWritesAcked += 1;
          account.leagueWriteInFlight = false;
          return r;
        }
        if (r.status >= 500) problems.push(`${r.status} for a league write: ${JSON.stringify(r.body)}`);
        account.leagueWriteInFlight = false;
        if (record) record.inFlight = null;
        return null;
      };
      if (i % 4 === 0 && mine.length < 3) {
        const want = { name: `Crash ${tag} ${i}`, custom_slug: `${tag}-${i}` };
        const r = await leagueWrite(want, () => api(s, token, 'POST', '/api/leagues', want));
        if (r) {
          const record = { id: r.body.league.id, owner: email, acked: want, inFlight: null };
          leagues.set(record.id, record);
          mine.push(record);
        }
      } else if (mine.length) {
        const record = mine[i % mine.length];
        const got = await api(s, token, 'GET', `/api/leagues/${record.id}`);
        if (got.status !== 200) continue;
        const want = { name: `Crash ${tag} edit ${i}`, custom_slug: i % 3 ? `${tag}-e${i}` : null };
        const r = await leagueWrite(want, () => api(s, token, 'PUT', `/api/leagues/${record.id}`, { ...got.body.league, ...want }), record);
        if (r) { record.acked = want; record.inFlight = null; }
      }
      if (i % 5 === 4) { token = await signIn(s, email); figures.signInsAcked += 1; }
    }
  }

  it(`keeps every acknowledged account and league write over ${CYCLES} kill -9 cycles`, async () => {
    const ackedPerCycle: number[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const s = await start();
      await verify(s);
      // Earlier users sign in again during the burst too: each sign-in is a write to the pool file.
      const stop = { killed: false };
      // A call cut off by the kill fails; one that fails before it is a finding.
      const cutOff = (err: unknown) => { if (!stop.killed) problems.push(`before the kill: ${(err as Error).message}`); };
      const workers = Array.from({ length: WORKERS }, (_, w) => worker(s, cycle, w, stop).catch(cutOff));
      const again = (async () => {
        for (const a of [...accounts.values()]) { if (stop.killed) break; await signIn(s, a.email); figures.signInsAcked += 1; }
      })().catch(cutOff);
      // Kill once some league writes were acknowledged this cycle, at a random moment while the workers run.
      const before = figures.leagueWritesAcked;
      const deadline = Date.now() + 20_000;
      while (figures.leagueWritesAcked - before < 2 * WORKERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 700));
      stop.killed = true;
      await crash(s);
      await Promise.allSettled([...workers, again]);
      figures.cycles += 1;
      ackedPerCycle.push(figures.leagueWritesAcked - before);
    }
    const s = await start();
    await verify(s);
    const poolFile = path.join(stateDir, 'cognito', '.cognito', 'db', `${s.userPoolId}.json`);
    figures.poolFileBytes = fs.statSync(poolFile).size;
    // The pool file does not grow with every sign-in: each user keeps at most 10 refresh tokens.
    const someone = [...accounts.keys()][0];
    for (let i = 0; i < 12; i++) await signIn(s, someone);
    const pool = JSON.parse(fs.readFileSync(poolFile, 'utf8')) as { Users: Record<string, { RefreshTokens?: string[] }> };
    expect(Math.max(...Object.values(pool.Users).map((u) => u.RefreshTokens?.length ?? 0))).toBe(10);

    expect(problems).toEqual([]);
    expect(figures.cycles).toBe(CYCLES);
    expect(figures.confirmedAccounts).toBeGreaterThanOrEqual(CYCLES * WORKERS);
    // Each kill came in the middle of league writes, some of them already acknowledged.
    expect(ackedPerCycle.every((n) => n > 0)).toBe(true);
  }, 240_000); // three cold starts: about 30 s unloaded, far more on a busy 2-core machine
});
