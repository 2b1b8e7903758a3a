// The demo league `npm start` seeds on an empty state folder (DEMO=0 starts empty): a demo organiser and a living
// league made through the product's own HTTP API, the way an organiser would make it, so it stays valid as the
// product changes. Two levels of six teams with crests, full squads of players who accepted their invitations, a
// double round robin a little over half played (results, scorers' stat lines, standings and statistics; no pitch
// hosts two games at once), news with pictures, a custom page, branding with a hero photograph, sponsors and social
// links, a custom URL and a custom domain, published.
import fs from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEFAULT_COLORS } from '../../shared/branding-constants';
import { crestPng } from './crest-png';
import { roundRobinRows } from './round-robin-rows';

export const DEMO_ORGANISER = { email: 'demo@league.example', password: 'demo-league-2026', first_name: 'Dana', last_name: 'Organiser' };
export const DEMO_SLUG = 'harbourside';
export const DEMO_DOMAIN = 'www.harbourside-league.example';
/** Kept in the state folder once the demo is seeded: its presence means "seeded", and the ready line repeats it. */
export const DEMO_MARKER = 'demo.json';

const HERO_IMAGE = path.join(import.meta.dirname, 'demo-assets/hero-1600x900.jpg');
const LEVELS = [
  { name: 'Premier', description: 'The top six: promotion and relegation at the end of the season.' },
  { name: 'Championship', description: 'Six teams pushing for a place in the Premier.' },
];
const TEAMS: [string, string, string][][] = [
  [['Harbour Hawks', '#1d4ed8', '#f8fafc'], ['Northside Owls', '#7c3aed', '#fde68a'], ['Riverside Rovers', '#047857', '#f8fafc'],
    ['Valley Vipers', '#b91c1c', '#111827'], ['Hilltop Herons', '#0e7490', '#f8fafc'], ['Eastgate Eagles', '#c2410c', '#fef3c7']],
  [['Westfield Wolves', '#374151', '#e5e7eb'], ['Southbank Swans', '#db2777', '#f8fafc'], ['Old Town Otters', '#92400e', '#fde68a'],
    ['Lakeside Lynx', '#4338ca', '#c7d2fe'], ['Meadow Mustangs', '#15803d', '#fef08a'], ['Étoile Rouge', '#dc2626', '#f8fafc']],
];
const FIRST = ['Alex', 'Sam', 'Jordan', 'Robin', 'Casey', 'Morgan', 'Jamie', 'Riley', 'Taylor', 'Charlie', 'Avery', 'Quinn', 'Noor', 'Mateo', 'Kai', 'Sasha'];
const LAST = ['Moreno', 'Okafor', 'Lindqvist', 'Nakamura', 'Dubois', 'Kowalski', 'Haddad', 'Fischer', 'Byrne', 'Silva', 'Novak', 'Ahmed', 'Reyes', 'Osei', 'Brennan', 'Petrov'];
/** An eleven-a-side squad: eleven to start and five on the bench, numbered 1 to 16 in their positions. */
const SQUAD = [
  'Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Midfielder', 'Forward', 'Forward',
  'Goalkeeper', 'Defender', 'Midfielder', 'Midfielder', 'Forward',
];
export const DEMO_SQUAD_SIZE = SQUAD.length;
/** The n-th player of the league (0-based): a name no other player of the league has (FIRST x LAST, 256 pairs). */
export const demoPlayerName = (n: number): [string, string] => [FIRST[n % FIRST.length], LAST[(n + Math.floor(n / FIRST.length)) % LAST.length]];
/** Who scores: forwards most, midfielders next, now and then a defender (squad indexes, by weight). */
const SCORERS = [9, 10, 9, 10, 15, 5, 6, 7, 8, 13, 14, 9, 10, 2];
/** The demo's sponsors (footer strip and /sponsors) and social links (footer), so those parts of the site show. */
const SPONSORS = [
  { id: 'harbour-bakery', name: 'Harbour Bakery', url: 'https://harbour-bakery.example', tier: 'gold', colours: ['#b45309', '#fef3c7'] },
  { id: 'quayside-motors', name: 'Quayside Motors', url: 'https://quayside-motors.example', tier: 'silver', colours: ['#1f2937', '#e5e7eb'] },
  { id: 'meadow-physio', name: 'Meadow Park Physio', url: 'https://meadow-physio.example', tier: 'partner', colours: ['#047857', '#f8fafc'] },
] as const;
const SOCIAL_LINKS = [
  { platform: 'facebook', url: 'https://www.facebook.com/harbourside-league.example' },
  { platform: 'instagram', url: 'https://www.instagram.com/harbourside-league.example' },
  { platform: 'youtube', url: 'https://www.youtube.com/@harbourside-league.example' },
];
/** Players signed up at once (each is a sign-up, a code, an invitation and an answer). */
const AT_ONCE = 4;

interface Session { email: string; headers: Record<string, string> }

class DemoApi {
  constructor(readonly base: string) {}

  async call<T>(who: Session, method: string, url: string, body?: unknown, ok = [200, 201, 204]): Promise<T> {
    const r = await fetch(`${this.base}${url}`, { method, headers: who.headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await r.text();
    if (!ok.includes(r.status)) throw new Error(`demo league: ${method} ${url} answered ${r.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async mailTo(email: string, pattern: RegExp): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const mails = await (await fetch(`${this.base}/__dev/outbox?to=${encodeURIComponent(email)}`)).json() as { to: string; text: string }[];
      const hit = mails.find((m) => m.to === email && pattern.test(m.text));
      if (hit) return pattern.exec(hit.text)![1];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`demo league: no e-mail to ${email} matching ${pattern}`);
  }

  /** Signs up through the user pool as the sign-up form does, confirms with the e-mailed code, signs in. */
  async person(email: string, password: string, first: string, last: string): Promise<Session> {
    const cfg = await (await fetch(`${this.base}/config.json`)).json() as { userPoolEndpoint: string; userPoolClientId: string };
    const idp = new CognitoIdentityProviderClient({ endpoint: cfg.userPoolEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await idp.send(new SignUpCommand({
      ClientId: cfg.userPoolClientId, Username: email, Password: password,
      UserAttributes: [{ Name: 'email', Value: email }, { Name: 'given_name', Value: first }, { Name: 'family_name', Value: last }],
    }));
    await idp.send(new ConfirmSignUpCommand({ ClientId: cfg.userPoolClientId, Username: email, ConfirmationCode: await this.mailTo(email, /code=(\d+)/) }));
    const auth = await idp.send(new InitiateAuthCommand({ ClientId: cfg.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
    return { email, headers: { authorization: `Bearer ${auth.AuthenticationResult!.AccessToken}`, 'content-type': 'application/json' } };
  }

  /** An image through the league's one-time upload target, as the branding and team forms do; its URL. */
  async upload(who: Session, leagueId: string, bytes: Buffer, type: 'image/png' | 'image/jpeg', purpose: 'logo' | 'hero' | 'team-logo' | 'page' | 'sponsor'): Promise<string> {
    const { upload } = await this.call<{ upload: { url: string; fields: Record<string, string>; public_url: string } }>(
      who, 'POST', `/api/leagues/${leagueId}/uploads`, { content_type: type, purpose });
    const form = new FormData();
    for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), type === 'image/png' ? 'image.png' : 'image.jpg');
    const r = await fetch(upload.url, { method: 'POST', body: form });
    if (!r.ok) throw new Error(`demo league: the ${purpose} upload answered ${r.status}`);
    return upload.public_url;
  }
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Seeds the demo through the API of the stack at `base`; answers the league's site path. */
export async function seedDemoLeague(base: string, now = new Date()): Promise<{ site: string }> {
  const api = new DemoApi(base);
  const o = DEMO_ORGANISER;
  const dana = await api.person(o.email, o.password, o.first_name, o.last_name);
  await api.call(dana, 'POST', '/api/subscription/change-plan', { plan_slug: 'amazing' });
  const { league } = await api.call<{ league: Record<string, unknown> & { id: string } }>(dana, 'POST', '/api/leagues', {
    name: 'Harbourside Sunday League', sport: 'soccer', contact_email: o.email,
    description: 'Eleven-a-side football on Sunday mornings at the Harbour Ground and Meadow Park: twelve teams in two levels, since 1998.',
  });
  const id = league.id;
  const at = (u: string) => `/api/leagues/${id}${u}`;
  const current = (await api.call<{ league: Record<string, unknown> }>(dana, 'GET', at(''))).league;
  await api.call(dana, 'PUT', at(''), {
    ...current, time_zone: 'Europe/London', custom_slug: DEMO_SLUG,
    venues: [{ name: 'Harbour Ground', address: '1 Quay Street', fields: ['Pitch 1', 'Pitch 2'] }, { name: 'Meadow Park', address: '40 Meadow Lane', fields: ['Main pitch'] }],
  });

  // Branding: a crest, colours and a hero photograph.
  const logo = await api.upload(dana, id, crestPng('#0b3d91', '#f5c518', 256), 'image/png', 'logo');
  await api.call(dana, 'PUT', at('/branding/colors'), { ...DEFAULT_COLORS, primary_color: '#0b3d91', logo_url: logo });
  const hero = await api.upload(dana, id, fs.readFileSync(HERO_IMAGE), 'image/jpeg', 'hero');
  await api.call(dana, 'PUT', at('/branding/hero'), {
    hero_layout: 'standard',
    hero_slides: [{
      id: 'season', title: 'Matchday every Sunday', subtitle: '<p>Results, standings and scorers for all twelve teams, updated after every game.</p>',
      background_type: 'image', background_url: hero, text_position: 'center',
      ctas: [{ text: 'See the schedule', url: '/schedule', style: 'primary' }, { text: 'Standings', url: '/standings', style: 'secondary' }],
    }],
  });

  // Levels and teams (the organiser manages them until managers are found), each with its crest.
  const levels: string[] = [];
  for (const l of LEVELS) levels.push((await api.call<{ level: { id: string } }>(dana, 'POST', at('/levels'), { ...l, level_type: 'skill' })).level.id);
  const teams: { id: string; name: string }[][] = [[], []];
  for (const [li, group] of TEAMS.entries()) {
    for (const [name, fill, ring] of group) {
      const { team } = await api.call<{ team: { id: string; name: string } }>(dana, 'POST', at('/teams'), { name, manager_email: o.email, level_id: levels[li] });
      const crest = await api.upload(dana, id, crestPng(fill, ring), 'image/png', 'team-logo');
      await api.call(dana, 'PATCH', `/api/teams/${team.id}`, { logo_url: crest, home_venue: li === 0 ? 'Harbour Ground' : 'Meadow Park' });
      await api.call(dana, 'PUT', `/api/teams/${team.id}/settings`, { allow_public_roster: true, require_position_assignment: false, roster_display_order: 'jersey_number', social_links: [] });
      teams[li].push(team);
    }
  }

  // Sponsors with their logos, and the league's social links.
  const sponsors = [];
  for (const sp of SPONSORS) sponsors.push({ id: sp.id, name: sp.name, url: sp.url, tier: sp.tier, logo_url: await api.upload(dana, id, crestPng(sp.colours[0], sp.colours[1], 160), 'image/png', 'sponsor') });
  await api.call(dana, 'PUT', at('/branding/sponsors'), { sponsors });
  await api.call(dana, 'PUT', at('/branding/social'), { social_links: SOCIAL_LINKS });

  // Rosters: a full squad per team, players invited by e-mail who sign up and accept, as people do; each player a
  // name of their own, a few at once.
  const rosters = new Map<string, string[]>();
  const signUp = async (team: { id: string }, k: number, n: number) => {
    const [first, last] = demoPlayerName(n);
    const email = `player${n + 1}@league.example`;
    await api.call(dana, 'POST', `/api/teams/${team.id}/players`, { email, jersey_number: k + 1, position: SQUAD[k] });
    const player = await api.person(email, o.password, first, last);
    const token = await api.mailTo(email, /\/invite\/([^\s"<]+)/);
    await api.call(player, 'POST', `/api/invitations/${token}/accept`, {});
    return (JSON.parse(Buffer.from(player.headers.authorization.split('.')[1], 'base64url').toString()) as { sub: string }).sub;
  };
  const jobs = teams.flat().flatMap((team, t) => SQUAD.map((_, k) => ({ team, k, n: t * SQUAD.length + k })));
  const subs = new Map<number, string>();
  for (let i = 0; i < jobs.length; i += AT_ONCE) {
    const batch = jobs.slice(i, i + AT_ONCE);
    const done = await Promise.all(batch.map((j) => signUp(j.team, j.k, j.n)));
    batch.forEach((j, b) => subs.set(j.n, done[b]));
  }
  for (const [t, team] of teams.flat().entries()) rosters.set(team.id, SQUAD.map((_, k) => subs.get(t * SQUAD.length + k)!));

  // The season: a double round robin per level on Sundays, from five weeks ago, with results for the games played.
  const sunday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - now.getUTCDay() * 86_400_000;
  const start = sunday - 5 * 7 * 86_400_000;
  const { season } = await api.call<{ season: { id: string } }>(dana, 'POST', at('/seasons'), {
    name: `Season ${new Date(start).getUTCFullYear()}`, start_date: isoDay(start - 7 * 86_400_000), end_date: isoDay(start + 12 * 7 * 86_400_000),
    team_ids: teams.flat().map((t) => t.id),
  });
  await api.call(dana, 'POST', at(`/seasons/${season.id}/status`), { status: 'active' });
  // Each game of a matchday has a pitch of its own at its time: the Premier's three share Harbour Ground's two pitches
  // (10:00, 10:00, 12:00), the Championship's play one after another on Meadow Park's one (12:30, 14:30, 16:30).
  const slot = (li: number, k: number) => (li === 0
    ? { time: k < 2 ? '10:00' : '12:00', venue: 'Harbour Ground', field: `Pitch ${(k % 2) + 1}` }
    : { time: `${12 + 2 * k}:30`, venue: 'Meadow Park', field: 'Main pitch' });
  const rows = teams.flatMap((group, li) => roundRobinRows(group.map((t) => t.name), { start: isoDay(start) })
    .map((r, i, all) => ({ ...r, ...slot(li, all.slice(0, i).filter((x) => x.date === r.date).length) }))
    .map((r) => {
      // One round a week rather than a day, and a score for every game already played.
      const day = (Date.parse(`${r.date}T00:00:00Z`) - start) / 86_400_000;
      const date = isoDay(start + day * 7 * 86_400_000);
      const played = Date.parse(`${date}T23:59:00Z`) < now.getTime();
      const seed = [...r.home, ...r.away].reduce((s, c) => s + c.charCodeAt(0), day);
      return { ...r, date, home_score: played ? String(seed % 4) : '', away_score: played ? String((seed * 7) % 3) : '' };
    }));
  await api.call(dana, 'POST', at(`/seasons/${season.id}/games/import`), { rows });

  // Scorers: each played game's goals shared among the scoring team's players.
  const { games } = await api.call<{ games: { id: string; status: string; home_team_id: string; away_team_id: string; home_score: number; away_score: number }[] }>(dana, 'GET', at(`/games?season_id=${season.id}`));
  for (const g of games.filter((x) => x.status === 'completed')) {
    for (const [team, goals] of [[g.home_team_id, g.home_score], [g.away_team_id, g.away_score]] as const) {
      if (!goals) continue;
      const squad = rosters.get(team)!;
      const tally = new Map<string, number>();
      for (let i = 0; i < goals; i++) {
        const p = squad[SCORERS[(g.id.charCodeAt(g.id.length - 1) + i * 5) % SCORERS.length]];
        tally.set(p, (tally.get(p) ?? 0) + 1);
      }
      await api.call(dana, 'PUT', at(`/games/${g.id}/stats`), { team_id: team, lines: [...tally].map(([player_id, value]) => ({ player_id, stat_type: 'goal', value })) });
    }
  }

  // News with pictures and a custom page.
  const picture = (fill: string) => api.upload(dana, id, crestPng(fill, '#ffffff', 320), 'image/png', 'page');
  const articles = [
    { title: 'The season reaches its halfway mark', category: 'announcements', is_featured: true, image: await picture('#1d4ed8'), text: 'Both title races are open going into the second half: see the standings after every matchday.' },
    { title: 'New pitch lights at Meadow Park', category: 'general', image: await picture('#15803d'), text: 'The Championship kicks off under new floodlights from next week. Thanks to every club that helped raise the funds.' },
    { title: 'Referees wanted for the second half of the season', category: 'general', image: await picture('#b91c1c'), text: 'A short course runs before the next round; ask any organiser for details.' },
  ];
  for (const a of articles) {
    await api.call(dana, 'POST', at('/news'), {
      title: a.title, category: a.category, is_featured: a.is_featured ?? false, is_published: true,
      content: `<figure><img src="${a.image}" alt="${a.title}" width="320" height="320"></figure><p>${a.text}</p>`,
    });
  }
  await api.call(dana, 'POST', at('/pages'), {
    title: 'About the league', is_published: true,
    content: '<h2>Sunday football since 1998</h2><p>Twelve teams, two levels, one trophy. New players are welcome: write to the organiser and we will find you a team.</p><ul><li>Games on Sunday mornings</li><li>Referees for every game</li><li>Promotion and relegation each season</li></ul>',
  });

  // Published, with its own domain.
  const latest = (await api.call<{ league: Record<string, unknown> }>(dana, 'GET', at(''))).league;
  await api.call(dana, 'PUT', at(''), { ...latest, status: 'active' });
  await api.call(dana, 'POST', at('/domains'), { domain: DEMO_DOMAIN, is_primary: true });
  return { site: `/l/${DEMO_SLUG}` };
}
