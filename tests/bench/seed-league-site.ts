// A league site worth measuring (Lighthouse on a seeded league's home page with hero, news and teams),
// made through the real API of a running local stack the way an organiser makes it: sign up and confirm through
// cognito-local, create the league, move to the Amazing plan (the custom hero, slug and branding need a paid plan),
// upload a crest as the logo and a hero photograph, save a standard hero over it, publish 3 articles, add 12 teams,
// make the league active, and play half a season: an active season whose round robin (66 games, one round a week)
// started six weeks ago, with a result for every game already past.
import fs from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEFAULT_COLORS } from '../../shared/branding-constants';

/** A web-sized stadium picture (1600x900 JPEG, about 146 KB), what an organiser would typically upload for a hero. */
const HERO_IMAGE = path.join(import.meta.dirname, 'fixtures/hero-1600x900.jpg');
/** A 256x256 PNG crest (about 8 KB), shown in the site's header. */
const LOGO_IMAGE = path.join(import.meta.dirname, 'fixtures/crest-256.png');

const TEAMS = [
  'Harbour Hawks', 'Northside Owls', 'Riverside Rovers', 'Valley Vipers', 'Hilltop Herons', 'Eastgate Eagles',
  'Westend Wolves', 'Southbank Swans', 'Lakeside Lynx', 'Meadow Magpies', 'Quayside Kestrels', 'Parkway Pumas',
];
const ARTICLES = [
  { title: 'Season kicks off this Saturday', category: 'announcements', content: '<p>Six teams, ten weeks and a final at the <strong>Harbour Ground</strong>. The opening games start at 10:00; arrive early to collect your team shirts.</p><p>Parking is free at the north gate.</p>' },
  { title: 'Registration for the youth division is open', category: 'general', content: '<p>Players aged 12 to 16 can register until the end of the month. Training is on Wednesday evenings.</p><ul><li>Boots and shin pads required</li><li>Bibs provided</li></ul>' },
  { title: 'Referees wanted for the spring season', category: 'general', content: '<p>We are looking for three more referees. A short course is offered before the first game; ask any organiser for details.</p>' },
];

export interface SignedUpOwner { email: string; headers: Record<string, string> }

/** A user signed up, confirmed with the code from the local outbox and signed in: headers for the API. */
export async function signedUpOwner(base: string, firstName = 'Bench'): Promise<SignedUpOwner> {
  const cfg = await (await fetch(`${base}/config.json`)).json() as { userPoolEndpoint: string; userPoolClientId: string };
  const idp = new CognitoIdentityProviderClient({ endpoint: cfg.userPoolEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
  const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
  await idp.send(new SignUpCommand({ ClientId: cfg.userPoolClientId, Username: email, Password: 'secret1', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'given_name', Value: firstName }, { Name: 'family_name', Value: 'Mark' }] }));
  const mail = (await (await fetch(`${base}/__dev/outbox`)).json() as { to: string; text: string }[]).find((m) => m.to === email)!;
  await idp.send(new ConfirmSignUpCommand({ ClientId: cfg.userPoolClientId, Username: email, ConfirmationCode: /code=(\d+)/.exec(mail.text)![1] }));
  const auth = await idp.send(new InitiateAuthCommand({ ClientId: cfg.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret1' } }));
  return { email, headers: { authorization: `Bearer ${auth.AuthenticationResult!.AccessToken}`, 'content-type': 'application/json' } };
}

/** One API call that must answer `status`; its JSON body. */
async function call<T>(base: string, owner: SignedUpOwner, method: string, url: string, body: unknown, status: number): Promise<T> {
  const r = await fetch(`${base}${url}`, { method, headers: owner.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  if (r.status !== status) throw new Error(`${method} ${url} answered ${r.status} (expected ${status}): ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Uploads an image through the league's one-time upload target, as the branding tab does; its URL. */
async function uploadImage(base: string, owner: SignedUpOwner, leagueId: string, file: string, purpose: 'logo' | 'hero'): Promise<string> {
  const type = file.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const { upload } = await call<{ upload: { url: string; fields: Record<string, string>; public_url: string } }>(
    base, owner, 'POST', `/api/leagues/${leagueId}/uploads`, { content_type: type, purpose }, 201);
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(fs.readFileSync(file))], { type }), path.basename(file));
  const r = await fetch(upload.url, { method: 'POST', body: form });
  if (!r.ok) throw new Error(`the ${purpose} upload answered ${r.status}: ${await r.text()}`);
  return upload.public_url;
}

/** The seeded site's pages that Lighthouse measures. */
export interface SeededSite { home: string; schedule: string; standings: string; team: string }

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What the mixed load (mixed-load-bench.ts) works on besides the pages: the league, its owner, teams and games. */
export interface SeededLeague { pages: SeededSite; leagueId: string; owner: SignedUpOwner; teamIds: string[]; playedGameIds: string[] }

/** Seeds the league site; its pages' paths under /l/{slug}. */
export async function seedLeagueSite(base: string): Promise<SeededSite> {
  return (await seedLeague(base)).pages;
}

/** Seeds the league site: its pages, and the ids and owner behind them. */
export async function seedLeague(base: string): Promise<SeededLeague> {
  const owner = await signedUpOwner(base, 'Site');
  const slug = `harbour-league-${Date.now().toString(36)}`;
  const { league } = await call<{ league: Record<string, unknown> & { id: string } }>(base, owner, 'POST', '/api/leagues', {
    name: 'Harbour Sunday League', sport: 'soccer',
    description: 'Amateur eleven-a-side football on Sunday mornings at the Harbour Ground since 1998: six teams, one trophy.',
    contact_email: owner.email,
  }, 201);
  await call(base, owner, 'POST', '/api/subscription/change-plan', { plan_slug: 'amazing' }, 200);

  const logo = await uploadImage(base, owner, league.id, LOGO_IMAGE, 'logo');
  await call(base, owner, 'PUT', `/api/leagues/${league.id}/branding/colors`, { ...DEFAULT_COLORS, logo_url: logo }, 200);
  const background = await uploadImage(base, owner, league.id, HERO_IMAGE, 'hero');
  await call(base, owner, 'PUT', `/api/leagues/${league.id}/branding/hero`, {
    hero_layout: 'standard',
    hero_slides: [{
      id: 'opening', title: 'The new season starts Saturday', subtitle: '<p>Fixtures, results and standings for all six teams, updated after every game.</p>',
      background_type: 'image', background_url: background, text_position: 'center',
      ctas: [{ text: 'See the schedule', url: '/schedule', style: 'primary' }, { text: 'Standings', url: '/standings', style: 'secondary' }],
    }],
  }, 200);
  for (const a of ARTICLES) await call(base, owner, 'POST', `/api/leagues/${league.id}/news`, { ...a, is_published: true }, 201);
  const teamIds: string[] = [];
  for (const name of TEAMS) teamIds.push((await call<{ team: { id: string } }>(base, owner, 'POST', `/api/leagues/${league.id}/teams`, { name, manager_email: owner.email }, 201)).team.id);

  const current = (await call<{ league: Record<string, unknown> }>(base, owner, 'GET', `/api/leagues/${league.id}`, undefined, 200)).league;
  const saved = await call<{ league: { venues: { id: string }[] } }>(base, owner, 'PUT', `/api/leagues/${league.id}`, {
    ...current, status: 'active', custom_slug: slug, venues: [{ name: 'Harbour Ground', address: '1 Quay Road', fields: ['Pitch 1', 'Pitch 2', 'Pitch 3'] }],
  }, 200);

  // Half a season: eleven weekly rounds from six weeks ago, every past game with its result.
  const start = Date.now() - 42 * DAY;
  const { season } = await call<{ season: { id: string } }>(base, owner, 'POST', `/api/leagues/${league.id}/seasons`, {
    name: 'Season 2026-27', start_date: isoDay(start), end_date: isoDay(start + 120 * DAY), team_ids: teamIds,
  }, 201);
  await call(base, owner, 'POST', `/api/leagues/${league.id}/seasons/${season.id}/status`, { status: 'active' }, 200);
  await call(base, owner, 'POST', `/api/leagues/${league.id}/seasons/${season.id}/schedule`, {
    weekdays: [new Date(start + DAY).getUTCDay()], time_slots: ['09:00', '11:00'], venues: [{ venue_id: saved.league.venues[0].id }], format: 'single', blackout_dates: [],
  }, 201);
  const { games } = await call<{ games: { id: string; scheduled_at: string }[] }>(base, owner, 'GET', `/api/leagues/${league.id}/games`, undefined, 200);
  let n = 0;
  const played = games.filter((x) => Date.parse(x.scheduled_at) < Date.now());
  for (const g of played) {
    n++;
    await call(base, owner, 'POST', `/api/leagues/${league.id}/games/${g.id}/result`, { home_score: n % 4, away_score: (n * 7) % 3 }, 200);
  }
  const home = `/l/${slug}`;
  return {
    pages: { home, schedule: `${home}/schedule`, standings: `${home}/standings`, team: `${home}/teams/${teamIds[0]}` },
    leagueId: league.id, owner, teamIds, playedGameIds: played.map((g) => g.id),
  };
}
