// A registrant pays on the hosted page and `npm start`'s stack is killed with kill -9 (the whole process group:
// gateway, payment stand-in, DynamoDB Local, cognito-local) before the payment's webhook reached the gateway. After
// the restart the registration is paid, exactly once, and keeps its place: another registrant is waitlisted, and
// no refund is made. Twice: once with the stand-in's webhook delivered after the restart (as Stripe retries), once
// with that webhook gone for good (emptied from its queue while the stack was down), where the start's
// reconciliation asks the provider about the open checkout and applies the payment itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../../infra/local/processes';
import { runStartCommand, signUpConfirmed, type StartedCommand } from '../support/start-command';

const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-paid-crash-'));
const KEY = 'sk_test_local_stand_in';
let ports: number[] = [];
/** The running stack: users' API clients always call it (the same ports and user pool after each restart). */
let s!: Started;

interface Started { run: StartedCommand; url: string; twin: string; idp: CognitoIdentityProviderClient; clientId: string }
type Api = (method: string, p: string, body?: unknown) => Promise<{ status: number; body: any }>;

async function start(): Promise<Started> {
  if (!ports.length) ports = await freePorts(4);
  const [port, dynamo, cognitoPort, paymentsPort] = ports;
  const run = runStartCommand({ PORT: String(port), DYNAMODB_PORT: String(dynamo), COGNITO_PORT: String(cognitoPort), PAYMENTS_PORT: String(paymentsPort), LOCAL_STATE_DIR: stateDir });
  const url = await run.ready;
  const config = (await (await fetch(`${url}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string };
  s = {
    run, url, twin: `http://127.0.0.1:${paymentsPort}`, clientId: config.userPoolClientId,
    idp: new CognitoIdentityProviderClient({ endpoint: config.userPoolEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' }, maxAttempts: 1 }),
  };
  return s;
}

/** kill -9 of the stack and everything it started: no handler of ours, and no webhook delivery, runs after it. */
async function crash() {
  try { process.kill(-s.run.child.pid!, 'SIGKILL'); } catch { /* already gone */ }
  await s.run.exited;
}

const clientFor = (email: string): Api => async (method, p, body) => {
  const auth = await s.idp.send(new InitiateAuthCommand({ ClientId: s.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret1' } }));
  const r = await fetch(`${s.url}${p}`, {
    method, headers: { authorization: `Bearer ${auth.AuthenticationResult!.AccessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json().catch(() => null) };
};

async function newUser(name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUpConfirmed(s, { email, password: 'secret1', givenName: name, familyName: 'Crash' });
  return email;
}

/** A league taking fees online (payout account onboarded on the stand-in) with one adult level. */
async function feesLeague() {
  const admin = clientFor(await newUser('Organiser'));
  expect((await admin('POST', '/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const created = await admin('POST', '/api/leagues', { name: 'Crash Fees League' });
  const league = (await admin('PUT', `/api/leagues/${created.body.league.id}`, { ...created.body.league, status: 'active' })).body.league;
  const level = (await admin('POST', `/api/leagues/${league.id}/levels`, { name: 'Adults', level_type: 'age', age_min: 18, age_max: 99 })).body.level;
  const link = await admin('POST', `/api/leagues/${league.id}/payouts/onboarding`);
  expect((await fetch(link.body.url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  return { admin, league, level };
}

/** A season with one individual place, paid online. */
async function onePlaceSeason(admin: Api, leagueId: string, name: string) {
  const season = (await admin('POST', `/api/leagues/${leagueId}/seasons`, { name, start_date: '2027-03-01', end_date: '2027-06-30' })).body.season;
  const put = await admin('PUT', `/api/leagues/${leagueId}/seasons/${season.id}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: new Date(Date.now() + 30 * 86_400_000).toISOString(), currency: 'usd', payment_mode: 'online',
    individual: { fee: 4250, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 1, capacity_per_level: null },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return season.id as string;
}

const register = (u: Api, leagueId: string, seasonId: string, levelId: string) => u('POST', `/api/leagues/${leagueId}/seasons/${seasonId}/registrations`, {
  kind: 'individual', first_name: 'Pat', last_name: 'Payer', date_of_birth: '1990-05-06', level_id: levelId,
});

/** Pays on the hosted page with the test card that pays; the stand-in answers once the payment is stored. */
async function pay(checkoutUrl: string) {
  const r = await fetch(checkoutUrl, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: '4242 4242 4242 4242', exp: '12/34', cvc: '123' }).toString(),
  });
  expect(r.status).toBe(303);
}

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  let v = await read();
  while (!ok(v) && Date.now() < until) { await new Promise((r) => setTimeout(r, 200)); v = await read(); }
  return v;
}

const refunds = async () => {
  const r = await fetch(`${s.twin}/v1/events?limit=100&type=refund.created`, { headers: { authorization: `Bearer ${KEY}` } });
  return ((await r.json()) as { data: unknown[] }).data.length;
};

afterAll(async () => {
  if (s) await s.run.stop();
  fs.rmSync(stateDir, { recursive: true, force: true });
});

describe('a paid registration survives a kill -9 between the payment and its webhook', () => {
  it('is paid after the restart and keeps its place, whether the webhook is delivered late or never', async () => {
    await start();
    const f = await feesLeague();
    const cases = [
      { name: 'Redelivered', dropQueuedWebhooks: false },
      { name: 'Never delivered', dropQueuedWebhooks: true },
    ];
    for (const c of cases) {
      const seasonId = await onePlaceSeason(f.admin, f.league.id, c.name);
      const payer = clientFor(await newUser('Payer'));
      const r = await register(payer, f.league.id, seasonId, f.level.id);
      expect(r.body.registration.status).toBe('awaiting_payment');
      const id = r.body.registration.id as string;
      // Deliveries held: the webhook is certainly not through when the stack dies (it may be within a second anyway).
      expect((await fetch(`${s.twin}/__control/webhooks/hold`, { method: 'POST', headers: { accept: 'application/json' } })).status).toBe(200);
      await pay(r.body.checkout_url);
      await crash();

      if (c.dropQueuedWebhooks) {
        const file = path.join(stateDir, 'payments.json');
        const state = JSON.parse(fs.readFileSync(file, 'utf8')) as { pendingWebhooks: unknown[] };
        expect(state.pendingWebhooks.length).toBeGreaterThan(0);
        fs.writeFileSync(file, JSON.stringify({ ...state, pendingWebhooks: [] }));
      }
      await start();
      const mine = async () => (await payer('GET', `/api/registrations/${id}`)).body.registration;
      const after = await waitFor(mine, (x) => x.status === 'paid');
      expect(after, c.name).toMatchObject({ status: 'paid', amounts: { total: 4250, paid: 4250, outstanding: 0, refunded: 0 } });

      // Its place is kept: the season's one place is taken, so the next registrant waits.
      const next = clientFor(await newUser('Next'));
      expect((await register(next, f.league.id, seasonId, f.level.id)).body.registration.status, c.name).toBe('waitlisted');
      // Applied once and nothing refunded, also once the webhook (when there is one) has come through.
      await fetch(`${s.twin}/__control/webhooks/idle`);
      expect(await refunds(), c.name).toBe(0);
      expect(await mine(), c.name).toMatchObject({ status: 'paid', amounts: { paid: 4250, refunded: 0 } });
    }
  }, 300_000); // three cold starts of the whole stack on a busy 2-core machine
});
