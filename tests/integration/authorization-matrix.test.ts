// The authorisation matrix: every route of the contract, walked as anonymous, a stranger (another tenant),
// a player and a team manager of tenant A, and tenant A's league admin, against tenant A's objects. What is not the
// caller's and not public answers exactly like what does not exist, and no answer to anyone but A's admin carries
// anything of A that the caller may not see. A route added to the contract without a rule here fails the test.
import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { ROUTES, type RouteName } from '../../shared/api-contract';
import { apiClient, newUser, signIn } from './support/local';
import { acceptNewestInvitation, invitationToken } from './support/invitations';

type Caller = 'anonymous' | 'stranger' | 'player' | 'manager' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'stranger', 'player', 'manager', 'admin'];
type Client = ReturnType<typeof apiClient>;
interface Answer { status: number; body: unknown }
type User = Awaited<ReturnType<typeof newUser>>;
interface League { id: string; name: string; custom_slug: string | null; status: string; [k: string]: unknown }

const MISSING_LEAGUE = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const MISSING_TEAM = '01ARZ3NDEKTSV4RRFFQ69G5FAW';
const MISSING_DOMAIN = '01ARZ3NDEKTSV4RRFFQ69G5FAX';
const freshTag = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
// A run's names, slugs and e-mails; a retry (CI retries a failed test once) starts over with new ones.
let tag = freshTag();

/** A request for a route, its method and path taken from the contract, path parameters filled in. */
function call(client: Client, name: RouteName, params: Record<string, string> = {}, body?: unknown, query = ''): Promise<Answer> {
  const route = ROUTES[name];
  const path = route.path.replace(/\{(\w+)\}/g, (_, k: string) => {
    if (params[k] === undefined) throw new Error(`${name}: no value for {${k}}`);
    return encodeURIComponent(params[k]);
  });
  const full = path + query;
  switch (route.method) {
    case 'GET': return client.get(full);
    case 'POST': return client.post(full, body);
    case 'PUT': return client.put(full, body);
    case 'PATCH': return client.patch(full, body);
    case 'DELETE': return client.del(full);
  }
}

interface World {
  clients: Record<Caller, Client>;
  users: Record<'admin' | 'manager' | 'player' | 'stranger' | 'extra1' | 'extra2', User & { id: string }>;
  draft: League;
  active: League;
  strangerLeague: League;
  team: { id: string; name: string };
  /** A level of the active league. */
  level: { id: string; name: string };
  /** A published article and a draft of the active league. */
  article: { id: string; slug: string; title: string };
  draftArticle: { id: string; slug: string; title: string };
  /** A published custom page shown in navigation and a draft page of the active league. */
  page: { id: string; slug: string; title: string };
  draftPage: { id: string; slug: string; title: string };
  /** A season of the active league, with the team. */
  season: { id: string; name: string };
  /** A second team of the active league's season, managed by A's admin: the team's opponent. */
  team2: { id: string; name: string };
  /** A venue of the active league. */
  venueId: string;
  /** A game of the season: the team at home against team2. */
  game: { id: string };
  /** A pending invitation of extra2 to the team. */
  pendingToken: string;
  activeDomain: { id: string; domain: string };
  draftDomain: { id: string; domain: string };
  /** Strings of tenant A that only A's admin may ever read. */
  secrets: string[];
  /** Of those, what the active league shows publicly (and its members see). */
  publicOfActive: string[];
  /** What the team's members may see of the team and their own league entries. */
  memberVisible: string[];
}

const failures: string[] = [];
let cells = 0;
let requests = 0;

function fail(where: string, msg: string) { failures.push(`${where}: ${msg}`); }

function expectStatus(where: string, r: Answer, status: number, code?: string) {
  requests++;
  const got = (r.body as { code?: string } | null)?.code;
  if (r.status !== status || (code !== undefined && got !== code)) {
    fail(where, `expected ${status}${code ? ` ${code}` : ''}, got ${r.status} ${JSON.stringify(r.body)}`);
    return false;
  }
  return true;
}

/** The refusal of a thing that exists must be byte-for-byte the answer for a thing that does not. */
function expectSameAs(where: string, r: Answer, missing: Answer) {
  requests++;
  if (r.status !== missing.status || !isDeepStrictEqual(r.body, missing.body)) {
    fail(where, `answers ${r.status} ${JSON.stringify(r.body)} but for a missing one ${missing.status} ${JSON.stringify(missing.body)}`);
  }
}

const leaked = (r: Answer, forbidden: string[]) => {
  const text = JSON.stringify(r.body ?? null);
  return forbidden.filter((s) => text.includes(s));
};

function expectNoLeak(where: string, r: Answer, forbidden: string[]) {
  const found = leaked(r, forbidden);
  if (found.length) fail(where, `leaks ${found.map((s) => JSON.stringify(s)).join(', ')}`);
}

/** What a caller may never read of tenant A, whatever the route. */
function forbiddenFor(w: World, who: Caller): string[] {
  if (who === 'admin') return [];
  if (who === 'player' || who === 'manager') return w.secrets.filter((s) => !w.memberVisible.includes(s) && !w.publicOfActive.includes(s));
  return w.secrets;
}

interface Cell { w: World; who: Caller; api: Client; where: string }
interface Rule { last?: boolean; run: (c: Cell) => Promise<void> }

/**
 * A league-admin route: only A's admin gets `adminStatus`; everyone signed in gets exactly the missing league's
 * answer, anonymous exactly the missing league's 401.
 */
function leagueAdminRule(
  request: (c: Cell, leagueId: string) => Promise<Answer>,
  adminStatus: number,
  adminRequest?: (c: Cell) => Promise<Answer>,
): Rule {
  return {
    run: async (c) => {
      if (c.who === 'admin') {
        const r = await (adminRequest ?? ((x) => request(x, x.w.active.id)))(c);
        expectStatus(c.where, r, adminStatus);
        return;
      }
      const r = await request(c, c.w.active.id);
      const missing = await request(c, MISSING_LEAGUE);
      if (c.who === 'anonymous') expectStatus(c.where, r, 401, 'unauthorized');
      else expectStatus(c.where, r, 404, 'not_found');
      expectSameAs(c.where, r, missing);
      expectNoLeak(c.where, r, c.w.secrets);
    },
  };
}

/**
 * A route on A's team: anonymous 401, a stranger exactly the missing team's 404, the team's player 403 and, when
 * `adminOnly`, its manager too; the others `okStatus`.
 */
function teamRule(request: (c: Cell, teamId: string) => Promise<Answer>, okStatus: number, adminOnly = false): Rule {
  return {
    run: async (c) => {
      const r = await request(c, c.w.team.id);
      if (c.who === 'anonymous' || c.who === 'stranger') {
        expectSameAs(c.where, r, await request(c, MISSING_TEAM));
        expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
        expectNoLeak(c.where, r, c.w.secrets);
      } else if (c.who === 'player' || (adminOnly && c.who === 'manager')) {
        expectStatus(c.where, r, 403, 'forbidden');
        expectNoLeak(c.where, r, c.w.secrets);
      } else {
        expectStatus(c.where, r, okStatus);
      }
    },
  };
}

/** An invited manager's route: nobody here was invited without a team, so all get exactly the missing league's answer. */
function invitedRule(request: (c: Cell, leagueId: string) => Promise<Answer>): Rule {
  return {
    run: async (c) => {
      const r = await request(c, c.w.active.id);
      expectSameAs(c.where, r, await request(c, MISSING_LEAGUE));
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
      expectNoLeak(c.where, r, c.w.secrets);
    },
  };
}

/** A route about the caller themselves: 401 when signed out, otherwise `status` with nothing of A they may not see. */
function selfRule(request: (c: Cell) => Promise<Answer>, status = 200, opts: { last?: boolean } = {}): Rule {
  return {
    ...opts,
    run: async (c) => {
      const r = await request(c);
      if (c.who === 'anonymous') { expectStatus(c.where, r, 401, 'unauthorized'); return; }
      expectStatus(c.where, r, status);
      expectNoLeak(c.where, r, forbiddenFor(c.w, c.who));
    },
  };
}

/** A public route: the same for everyone, and never anything of A beyond the active league's public face. */
function publicRule(run: (c: Cell, forbidden: string[]) => Promise<void>): Rule {
  return { run: (c) => run(c, c.w.secrets.filter((s) => !c.w.publicOfActive.includes(s))) };
}

/** The per-league usage routes: A's league only for A's admin; without a league, the caller's own figures. */
function usageRule(name: 'checkLimit' | 'trackUsage'): Rule {
  return {
    run: async (c) => {
      const r = await call(c.api, name, {}, { feature_key: 'max_teams', league_id: c.w.active.id });
      if (c.who === 'admin') { expectStatus(c.where, r, 200); return; }
      const missing = await call(c.api, name, {}, { feature_key: 'max_teams', league_id: MISSING_LEAGUE });
      expectSameAs(c.where, r, missing);
      if (c.who === 'anonymous') { expectStatus(c.where, r, 401, 'unauthorized'); return; }
      expectStatus(c.where, r, 404, 'not_found');
      expectNoLeak(c.where, r, c.w.secrets);
      const own = await call(c.api, name, {}, { feature_key: 'max_teams' });
      expectStatus(`${c.where} (own figures)`, own, 200);
      expectNoLeak(`${c.where} (own figures)`, own, forbiddenFor(c.w, c.who));
    },
  };
}

/**
 * A team-management route (roster changes, announcements, settings): A's admin and the team's manager get
 * `okStatus` (from `okRequest` when given), a player of the team 403, a stranger exactly the missing team's 404,
 * anonymous the missing team's 401.
 */
function teamManagerRule(request: (c: Cell, teamId: string) => Promise<Answer>, okStatus: number, okRequest?: (c: Cell) => Promise<Answer>): Rule {
  return {
    run: async (c) => {
      if (c.who === 'admin' || c.who === 'manager') {
        expectStatus(c.where, await (okRequest ?? ((x) => request(x, x.w.team.id)))(c), okStatus);
        return;
      }
      const r = await request(c, c.w.team.id);
      if (c.who === 'player') {
        expectStatus(c.where, r, 403, 'forbidden');
      } else {
        expectSameAs(c.where, r, await request(c, MISSING_TEAM));
        expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
      }
      expectNoLeak(c.where, r, c.w.secrets);
    },
  };
}

/**
 * Changing or cancelling a scheduled message is its author's alone: A's admin changes the one they just scheduled;
 * anyone else (the team's manager and player too) gets exactly a missing message's answer, anonymous 401.
 */
function messageAuthorRule(name: 'editMessage' | 'cancelMessage'): Rule {
  const body = name === 'editMessage' ? { subject: 'Matrix moved' } : undefined;
  return {
    run: async (c) => {
      const made = await call(c.w.clients.admin, 'sendMessage', { id: c.w.active.id }, {
        group: { type: 'managers' }, subject: 'Matrix later', body: 'Later', send_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const messageId = (made.body as { message: { id: string } }).message.id;
      const r = await call(c.api, name, { id: c.w.active.id, messageId }, body);
      if (c.who === 'admin') { expectStatus(c.where, r, 200); return; }
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
      expectSameAs(c.where, r, await call(c.api, name, { id: c.w.active.id, messageId: MISSING_GAME }, body));
      expectNoLeak(c.where, r, c.w.secrets);
    },
  };
}

const MISSING_ANNOUNCEMENT = '01ARZ3NDEKTSV4RRFFQ69G5FAY';
const announcement = { title: 'Matrix notice', content: 'Only for the team', is_pinned: false, is_public: false };
/** The manager or admin posts one to change or delete. */
async function postAnnouncement(c: Cell): Promise<string> {
  const r = await call(c.api, 'createTeamAnnouncement', { teamId: c.w.team.id }, announcement);
  return (r.body as { announcement: { id: string } }).announcement.id;
}

const MISSING_GAME = '01ARZ3NDEKTSV4RRFFQ69G5FAZ';
// Games already played: a manager's report opens at the game's start.
const gameBody = (w: World) => ({
  season_id: w.season.id, home_team_id: w.team.id, away_team_id: w.team2.id, date: '2026-01-09', time: '10:00', venue_id: w.venueId, field: 'Court 1',
});
/** A new game of A's season, made by A's admin, for a rule whose allowed request changes a game. */
let freshDays = 0;
const freshDate = (n: number) => new Date(Date.UTC(2026, 1, 1) + n * 86_400_000).toISOString().slice(0, 10);
async function freshGame(w: World, day = ++freshDays): Promise<string> {
  // Each on a day of its own: a second game on Court 1 at the same time would be a double booking (409).
  const r = await call(w.clients.admin, 'createGame', { id: w.active.id }, { ...gameBody(w), date: freshDate(day) });
  if (r.status !== 201) throw new Error(`fresh game refused: ${r.status} ${JSON.stringify(r.body)}`);
  return (r.body as { game: { id: string } }).game.id;
}
const scheduleBody = (w: World) => ({ weekdays: [6], time_slots: ['10:00'], venues: [{ venue_id: w.venueId }], format: 'single' });
/** A two-team playoff of A's active season, seeded by hand: made and deleted again by the admin's cells. */
const playoffBody = (w: World) => ({ ...scheduleBody(w), end_date: '2099-12-31', seeding: 'manual', team_ids: [w.team.id, w.team2.id] });
async function freshPlayoff(w: World): Promise<string> {
  const r = await call(w.clients.admin, 'createPlayoff', { id: w.active.id, seasonId: w.season.id }, playoffBody(w));
  expect(r.status).toBe(201);
  return (r.body as { stage: { id: string } }).stage.id;
}

/**
 * A route on one of A's games: anonymous 401 and a stranger exactly the missing game's answer; the team's player
 * 403, and when `adminOnly` its manager too; the others `okStatus` (from `okRequest`, on a fresh game, when given).
 */
function gameRule(
  request: (c: Cell, gameId: string) => Promise<Answer>, okStatus: number, adminOnly = false, okRequest?: (c: Cell) => Promise<Answer>,
): Rule {
  return {
    run: async (c) => {
      if (c.who === 'admin' || (c.who === 'manager' && !adminOnly)) {
        expectStatus(c.where, await (okRequest ?? ((x) => request(x, x.w.game.id)))(c), okStatus);
        return;
      }
      const r = await request(c, c.w.game.id);
      if (c.who === 'player' || c.who === 'manager') {
        expectStatus(c.where, r, 403, 'forbidden');
        expectNoLeak(c.where, r, c.w.secrets);
        return;
      }
      expectSameAs(c.where, r, await request(c, MISSING_GAME));
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
      expectNoLeak(c.where, r, c.w.secrets);
    },
  };
}

/** A public route on A's team: the team of an active league is public (the public teams page); a missing one 404. */
function publicTeamRule(name: 'publicTeamGames' | 'teamCalendar'): Rule {
  return publicRule(async (c, forbidden) => {
    const r = await call(c.api, name, { teamId: c.w.team.id });
    expectStatus(c.where, r, 200);
    expectNoLeak(c.where, r, forbidden.filter((s) => s !== c.w.team.id && s !== c.w.team.name));
    expectStatus(`${c.where} (missing team)`, await call(c.api, name, { teamId: MISSING_TEAM }), 404, 'not_found');
  });
}

/** A public route on a league: the active league answers, the draft exactly like a missing league. */
function publicLeagueRule(name: 'publicSchedule' | 'publicRecentGames' | 'publicStandings' | 'publicStatistics' | 'leagueCalendar' | 'publicPlayoffs' | 'publicLiveScores'): Rule {
  return publicRule(async (c, forbidden) => {
    for (const key of [c.w.active.id, c.w.active.custom_slug!]) {
      const r = await call(c.api, name, { key });
      expectStatus(`${c.where} (${key})`, r, 200);
      expectNoLeak(c.where, r, forbidden);
    }
    const draft = await call(c.api, name, { key: c.w.draft.id });
    expectStatus(`${c.where} (draft)`, draft, 404, 'not_found');
    expectSameAs(`${c.where} (draft)`, draft, await call(c.api, name, { key: MISSING_LEAGUE }));
  });
}

const MISSING_INVITATION = 'A'.repeat(43);
let invited = 0;
/** A fresh pending player invitation of A's team made by `by` (admin or manager), to an address nobody uses here. */
async function freshInvitation(w: World, by: Client): Promise<string> {
  const email = `matrix-${tag}-${++invited}@example.com`;
  expect((await call(by, 'invitePlayer', { teamId: w.team.id }, { email, send: false })).status).toBe(201);
  const list = (await call(by, 'listTeamInvitations', { teamId: w.team.id })).body as { invitations: { id: string; invited_email: string }[] };
  return list.invitations.find((i) => i.invited_email === email)!.id;
}
/**
 * Resend, Copy link and Withdraw of one invitation: A's admin, and the team's manager for its player invitations,
 * get `okStatus`; everyone else exactly what a missing invitation of a missing league gets, whatever they try.
 */
function invitationActionRule(name: 'resendInvitation' | 'invitationLink' | 'withdrawInvitation', okStatus: number): Rule {
  return {
    run: async (c) => {
      if (c.who === 'admin' || c.who === 'manager') {
        const id = await freshInvitation(c.w, c.api);
        expectStatus(c.where, await call(c.api, name, { id: c.w.active.id, invitationId: id }), okStatus);
        return;
      }
      const id = await freshInvitation(c.w, c.w.clients.admin);
      const r = await call(c.api, name, { id: c.w.active.id, invitationId: id });
      expectSameAs(c.where, r, await call(c.api, name, { id: MISSING_LEAGUE, invitationId: MISSING_INVITATION }));
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
      expectNoLeak(c.where, r, c.w.secrets);
    },
  };
}
/** A well-formed token whose secret nobody was sent. */
const forgedToken = (leagueId: string) => `${leagueId}.${'A'.repeat(32)}`;

const domainName = (label: string) => `${label}-${tag}.example.com`;

const MISSING_SEASON = '01ARZ3NDEKTSV4RRFFQ69G5FAY';
const MISSING_REGISTRATION = '01ARZ3NDEKTSV4RRFFQ69G5FAZ';
/** A registration that is not the caller's answers exactly like a missing one, to everyone signed in. */
function registrationRule(name: 'getRegistration' | 'payRegistration' | 'cancelRegistration'): Rule {
  return {
    run: async (c) => {
      const r = await call(c.api, name, { registrationId: MISSING_REGISTRATION });
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
    },
  };
}
/** Something only its owner reaches, asked for by an id nobody has: 401 signed out, 404 to everyone else. */
function missingForAllRule(request: (c: Cell) => Promise<Answer>): Rule {
  return {
    run: async (c) => {
      const r = await request(c);
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
    },
  };
}
/**
 * Registering in an active (public) league: anyone signed in may, so a season it does not have answers "Season not
 * found" to all alike; a draft league answers exactly like a missing league.
 */
function registerRule(request: (c: Cell, leagueId: string, seasonId: string) => Promise<Answer>): Rule {
  return {
    run: async (c) => {
      const r = await request(c, c.w.active.id, MISSING_SEASON);
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
      expectNoLeak(c.where, r, c.w.secrets);
      const draft = await request(c, c.w.draft.id, c.w.season.id);
      expectSameAs(`${c.where} (draft)`, draft, await request(c, MISSING_LEAGUE, c.w.season.id));
    },
  };
}
const registrationSettings = {
  opens_at: '2026-01-01T00:00:00Z', closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
  team: null, individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 10, capacity_per_level: null },
};

const RULES: Record<RouteName, Rule> = {
  // Anyone may sign up; an address that has an account gets the same answer as a new one, and nothing of it.
  signUp: publicRule(async (c, forbidden) => {
    const r = await call(c.api, 'signUp', {}, { first_name: 'Probe', last_name: 'Person', email: c.w.users.admin.email, password: 'secret1' });
    expectStatus(c.where, r, 202);
    expect(r.body, c.where).toEqual({ status: 'check_email' });
    expectNoLeak(c.where, r, forbidden);
  }),
  me: selfRule((c) => call(c.api, 'me')),
  myLeagues: selfRule((c) => call(c.api, 'myLeagues')),
  myTeams: selfRule((c) => call(c.api, 'myTeams')),
  myActivity: selfRule((c) => call(c.api, 'myActivity')),
  listTeams: leagueAdminRule((c, id) => call(c.api, 'listTeams', { id }), 200),
  createTeam: leagueAdminRule(
    (c, id) => call(c.api, 'createTeam', { id }, { name: 'Sneaky Team', manager_email: c.w.users.extra1.email }),
    201,
    (c) => call(c.api, 'createTeam', { id: c.w.draft.id }, { name: 'Draft Team', manager_email: c.w.users.extra1.email }),
  ),
  getTeam: {
    run: async (c) => {
      const r = await call(c.api, 'getTeam', { teamId: c.w.team.id });
      if (c.who === 'anonymous' || c.who === 'stranger') {
        expectSameAs(c.where, r, await call(c.api, 'getTeam', { teamId: MISSING_TEAM }));
        expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
        expectNoLeak(c.where, r, c.w.secrets);
        return;
      }
      if (expectStatus(c.where, r, 200)) {
        if ((r.body as { team: { id: string } }).team.id !== c.w.team.id) fail(c.where, 'answered another team');
        expectNoLeak(c.where, r, forbiddenFor(c.w, c.who));
      }
    },
  },
  addPlayer: {
    run: async (c) => {
      const email = { manager: c.w.users.extra1.email, admin: c.w.users.extra2.email }[c.who as string] ?? c.w.users.stranger.email;
      const r = await call(c.api, 'addPlayer', { teamId: c.w.team.id }, { email });
      if (c.who === 'anonymous' || c.who === 'stranger') {
        expectSameAs(c.where, r, await call(c.api, 'addPlayer', { teamId: MISSING_TEAM }, { email }));
        expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
        expectNoLeak(c.where, r, c.w.secrets);
      } else if (c.who === 'player') {
        expectStatus(c.where, r, 403, 'forbidden');
        expectNoLeak(c.where, r, c.w.secrets);
      } else {
        expectStatus(c.where, r, 201);
      }
    },
  },
  // The token is the capability: whoever holds it reads the invitation; a made-up one (even under A's league id)
  // answers exactly like one under a league that does not exist.
  getInvitation: publicRule(async (c, forbidden) => {
    const forged = await call(c.api, 'getInvitation', { token: forgedToken(c.w.active.id) });
    expectStatus(c.where, forged, 404, 'not_found');
    expectSameAs(c.where, forged, await call(c.api, 'getInvitation', { token: forgedToken(MISSING_LEAGUE) }));
    expectNoLeak(c.where, forged, forbidden);
    expectStatus(`${c.where} (the real token)`, await call(c.api, 'getInvitation', { token: c.w.pendingToken }), 200);
  }),
  // Only the invited address may accept: everyone else, whatever their role, gets 'Email mismatch'.
  acceptInvitation: {
    run: async (c) => {
      const r = await call(c.api, 'acceptInvitation', { token: c.w.pendingToken });
      if (c.who === 'anonymous') { expectStatus(c.where, r, 401, 'unauthorized'); return; }
      expectStatus(c.where, r, 403, 'email_mismatch');
      const forged = await call(c.api, 'acceptInvitation', { token: forgedToken(c.w.active.id) });
      expectStatus(`${c.where} (forged)`, forged, 404, 'not_found');
      expectSameAs(`${c.where} (forged)`, forged, await call(c.api, 'acceptInvitation', { token: forgedToken(MISSING_LEAGUE) }));
      expectNoLeak(c.where, r, c.w.secrets);
    },
  },
  listLevels: leagueAdminRule((c, id) => call(c.api, 'listLevels', { id }), 200),
  createLevel: leagueAdminRule(
    (c, id) => call(c.api, 'createLevel', { id }, { name: 'Sneaky Level' }),
    201,
    (c) => call(c.api, 'createLevel', { id: c.w.draft.id }, { name: 'Draft Level' }),
  ),
  updateLevel: leagueAdminRule((c, id) => call(c.api, 'updateLevel', { id, levelId: c.w.level.id }, { name: c.who === 'admin' ? c.w.level.name : 'Hijacked' }), 200),
  deleteLevel: {
    last: true,
    run: async (c) => {
      if (c.who === 'admin') {
        const doomed = (await call(c.api, 'createLevel', { id: c.w.draft.id }, { name: 'Doomed Level' })).body as { level: { id: string } };
        expectStatus(c.where, await call(c.api, 'deleteLevel', { id: c.w.draft.id, levelId: doomed.level.id }), 204);
        return;
      }
      await leagueAdminRule((x, id) => call(x.api, 'deleteLevel', { id, levelId: x.w.level.id }), 204).run(c);
    },
  },
  createDivision: leagueAdminRule((c, id) => call(c.api, 'createDivision', { id, levelId: c.w.level.id }, { name: 'Sneaky Division' }), 201),
  updateDivision: leagueAdminRule(
    (c, id) => call(c.api, 'updateDivision', { id, levelId: c.w.level.id, divisionId: 'NODIVISION' }, { name: 'Hijacked' }),
    200,
    async (c) => {
      const made = (await call(c.api, 'createDivision', { id: c.w.active.id, levelId: c.w.level.id }, { name: 'Renamed Division' })).body as { level: { divisions: { id: string; name: string }[] } };
      const divisionId = made.level.divisions.find((d) => d.name === 'Renamed Division')!.id;
      return call(c.api, 'updateDivision', { id: c.w.active.id, levelId: c.w.level.id, divisionId }, { name: 'Renamed Division 2' });
    },
  ),
  deleteDivision: leagueAdminRule(
    (c, id) => call(c.api, 'deleteDivision', { id, levelId: c.w.level.id, divisionId: 'NODIVISION' }),
    200,
    async (c) => {
      const made = (await call(c.api, 'createDivision', { id: c.w.active.id, levelId: c.w.level.id }, { name: 'Doomed Division' })).body as { level: { divisions: { id: string; name: string }[] } };
      const divisionId = made.level.divisions.find((d) => d.name === 'Doomed Division')!.id;
      return call(c.api, 'deleteDivision', { id: c.w.active.id, levelId: c.w.level.id, divisionId });
    },
  ),
  reorderLevels: leagueAdminRule((c, id) => call(c.api, 'reorderLevels', { id }, { level_ids: [c.w.level.id] }), 200),
  listSeasons: leagueAdminRule((c, id) => call(c.api, 'listSeasons', { id }), 200),
  createSeason: leagueAdminRule(
    (c, id) => call(c.api, 'createSeason', { id }, { name: 'Sneaky Season', start_date: '2027-03-01', end_date: '2027-06-01' }),
    201,
    (c) => call(c.api, 'createSeason', { id: c.w.draft.id }, { name: 'Draft Season', start_date: '2027-03-01', end_date: '2027-06-01' }),
  ),
  updateSeason: leagueAdminRule(
    (c, id) => call(c.api, 'updateSeason', { id, seasonId: c.w.season.id }, {
      name: c.who === 'admin' ? c.w.season.name : 'Hijacked', start_date: '2027-01-01', end_date: '2027-02-01', team_ids: [c.w.team.id, c.w.team2.id],
    }),
    200,
  ),
  deleteSeason: {
    last: true,
    run: async (c) => {
      if (c.who === 'admin') {
        const doomed = (await call(c.api, 'createSeason', { id: c.w.draft.id }, { name: 'Doomed Season', start_date: '2027-01-01', end_date: '2027-01-02' })).body as { season: { id: string } };
        expectStatus(c.where, await call(c.api, 'deleteSeason', { id: c.w.draft.id, seasonId: doomed.season.id }), 204);
        return;
      }
      await leagueAdminRule((x, id) => call(x.api, 'deleteSeason', { id, seasonId: x.w.season.id }), 204).run(c);
    },
  },
  changeSeasonStatus: leagueAdminRule(
    (c, id) => call(c.api, 'changeSeasonStatus', { id, seasonId: c.w.season.id }, { status: 'active' }),
    200,
    async (c) => {
      const next = (await call(c.api, 'createSeason', { id: c.w.draft.id }, { name: 'Next Season', start_date: '2027-05-01', end_date: '2027-09-01' })).body as { season: { id: string } };
      return call(c.api, 'changeSeasonStatus', { id: c.w.draft.id, seasonId: next.season.id }, { status: 'active', complete_current: true });
    },
  ),
  listSeasonInvitations: leagueAdminRule((c, id) => call(c.api, 'listSeasonInvitations', { id, seasonId: c.w.season.id }), 200),
  listLeagues: selfRule((c) => call(c.api, 'listLeagues')),
  createLeague: selfRule((c) => call(c.api, 'createLeague', {}, { name: `Own League ${c.who}` }), 201),
  getLeague: leagueAdminRule((c, id) => call(c.api, 'getLeague', { id }), 200),
  updateLeague: leagueAdminRule(
    (c, id) => call(c.api, 'updateLeague', { id }, { ...c.w.active, name: 'Hijacked' }),
    200,
    (c) => call(c.api, 'updateLeague', { id: c.w.draft.id }, { ...c.w.draft }),
  ),
  deleteLeague: {
    last: true,
    run: async (c) => {
      if (c.who === 'admin') {
        const doomed = (await c.api.post('/api/leagues', { name: 'Throwaway League' })).body as { league: League };
        expectStatus(c.where, await call(c.api, 'deleteLeague', { id: doomed.league.id }), 204);
        return;
      }
      // The draft: a refused delete must leave it, and must answer like a league that does not exist.
      await leagueAdminRule((x, id) => call(x.api, 'deleteLeague', { id: id === x.w.active.id ? x.w.draft.id : id }), 204).run(c);
    },
  },
  listDomains: leagueAdminRule((c, id) => call(c.api, 'listDomains', { id }), 200),
  addDomain: leagueAdminRule(
    (c, id) => call(c.api, 'addDomain', { id }, { domain: domainName(`x-${c.who}`) }),
    201,
    (c) => call(c.api, 'addDomain', { id: c.w.draft.id }, { domain: domainName('more') }),
  ),
  removeDomain: {
    last: true,
    run: async (c) => {
      if (c.who === 'admin') {
        const d = (await call(c.api, 'addDomain', { id: c.w.draft.id }, { domain: domainName('gone') })).body as { domain: { id: string } };
        expectStatus(c.where, await call(c.api, 'removeDomain', { id: c.w.draft.id, domainId: d.domain.id }), 204);
        return;
      }
      await leagueAdminRule((x, id) => call(x.api, 'removeDomain', { id, domainId: x.w.activeDomain.id }), 204).run(c);
      // A's domain id under a league that does exist: for the stranger their own league, for members A's draft.
      const under = c.who === 'stranger' ? c.w.strangerLeague.id : c.w.draft.id;
      if (c.who !== 'anonymous') {
        const cross = await call(c.api, 'removeDomain', { id: under, domainId: c.w.activeDomain.id });
        const where = `${c.where} (A's domain id under another league)`;
        const missing = await call(c.api, 'removeDomain', { id: under, domainId: MISSING_DOMAIN });
        expectStatus(where, cross, 404, 'not_found');
        expectSameAs(where, cross, missing);
      }
    },
  },
  publicLeague: publicRule(async (c, forbidden) => {
    for (const key of [c.w.active.id, c.w.active.custom_slug!]) {
      const r = await call(c.api, 'publicLeague', { key });
      if (expectStatus(`${c.where} (${key})`, r, 200) && (r.body as { league: { id: string } }).league.id !== c.w.active.id) fail(c.where, `${key} answered another league`);
      expectNoLeak(c.where, r, forbidden);
    }
    for (const [key, missingKey] of [[c.w.draft.id, MISSING_LEAGUE], [c.w.draft.custom_slug!, `nope-${tag}`]]) {
      const r = await call(c.api, 'publicLeague', { key });
      expectStatus(`${c.where} (draft ${key})`, r, 404, 'not_found');
      expectSameAs(`${c.where} (draft ${key})`, r, await call(c.api, 'publicLeague', { key: missingKey }));
    }
  }),
  leagueDirectory: publicRule(async (c, forbidden) => {
    let cursor: string | null = null;
    let seen = false;
    for (let page = 0; page < 50; page++) {
      const r = await call(c.api, 'leagueDirectory', {}, undefined, cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
      if (!expectStatus(c.where, r, 200)) return;
      expectNoLeak(c.where, r, forbidden);
      const body = r.body as { leagues: { id: string }[]; next_cursor: string | null };
      if (body.leagues.some((l) => l.id === c.w.active.id)) seen = true;
      cursor = body.next_cursor;
      if (!cursor) break;
    }
    if (!seen) fail(c.where, 'the active league is not in the directory');
  }),
  publicLeagueByDomain: publicRule(async (c, forbidden) => {
    const r = await call(c.api, 'publicLeagueByDomain', { domain: c.w.activeDomain.domain });
    if (expectStatus(c.where, r, 200) && (r.body as { league: { id: string } }).league.id !== c.w.active.id) fail(c.where, 'answered another league');
    expectNoLeak(c.where, r, forbidden);
    const draft = await call(c.api, 'publicLeagueByDomain', { domain: c.w.draftDomain.domain });
    expectStatus(`${c.where} (draft's domain)`, draft, 404, 'not_found');
    expectSameAs(`${c.where} (draft's domain)`, draft, await call(c.api, 'publicLeagueByDomain', { domain: domainName('nope') }));
  }),
  plans: publicRule(async (c, forbidden) => {
    const r = await call(c.api, 'plans');
    expectStatus(c.where, r, 200);
    expectNoLeak(c.where, r, forbidden);
  }),
  currentSubscription: selfRule((c) => call(c.api, 'currentSubscription')),
  features: selfRule((c) => call(c.api, 'features')),
  usage: selfRule((c) => call(c.api, 'usage')),
  checkLimit: usageRule('checkLimit'),
  trackUsage: usageRule('trackUsage'),
  validatePromotion: selfRule((c) => call(c.api, 'validatePromotion', {}, { code: 'WELCOME20' })),
  applyPromotion: selfRule((c) => call(c.api, 'applyPromotion', {}, { code: 'WELCOME20' })),
  // Paying: each caller opens their own checkout; a checkout that is not theirs answers like a missing one; with no
  // paid plan there is nothing to cancel or resume; the webhook is public but refuses anything unsigned.
  startCheckout: selfRule((c) => call(c.api, 'startCheckout', {}, { plan_slug: 'awesome', billing_cycle: 'monthly' })),
  confirmCheckout: {
    run: async (c) => {
      const r = await call(c.api, 'confirmCheckout', { sessionId: 'cs_test_not_yours' });
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
    },
  },
  billingWebhook: publicRule(async (c) => {
    expectStatus(c.where, await call(c.api, 'billingWebhook', {}, { id: 'evt_forged', object: 'event', type: 'customer.subscription.deleted' }), 400, 'validation');
  }),
  cancelSubscription: selfRule((c) => call(c.api, 'cancelSubscription'), 409),
  resumeSubscription: selfRule((c) => call(c.api, 'resumeSubscription'), 409),
  billingPortal: {
    run: async (c) => {
      const r = await call(c.api, 'billingPortal');
      // A caller who opened a checkout has a billing account (its portal); anyone else has none to manage.
      if (c.who === 'anonymous') expectStatus(c.where, r, 401, 'unauthorized');
      else if (r.status !== 200) expectStatus(c.where, r, 409, 'conflict');
    },
  },
  listInvoices: selfRule((c) => call(c.api, 'listInvoices')),
  // An invoice id no caller owns answers like a missing one (tax-invoices.test.ts: another account's invoice, 404).
  invoicePdf: {
    run: async (c) => {
      const r = await call(c.api, 'invoicePdf', { invoiceId: 'in_notYours' });
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
    },
  },
  getBillingDetails: selfRule((c) => call(c.api, 'getBillingDetails')),
  putBillingDetails: selfRule((c) => call(c.api, 'putBillingDetails', {}, { name: 'Matrix Ltd', line1: '1 High Street', city: 'London', country: 'GB' })),
  // Registration. Settings, the list and payouts are the league admin's; a registration is its registrant's (or the
  // admin's); registering needs a season of the league (a missing one answers like a missing league).
  getRegistrationSettings: leagueAdminRule((c, id) => call(c.api, 'getRegistrationSettings', { id, seasonId: c.w.season.id }), 200),
  putRegistrationSettings: leagueAdminRule((c, id) => call(c.api, 'putRegistrationSettings', { id, seasonId: c.w.season.id }, registrationSettings), 200),
  getSeasonAutopilot: leagueAdminRule((c, id) => call(c.api, 'getSeasonAutopilot', { id, seasonId: c.w.season.id }), 200),
  putSeasonAutopilot: leagueAdminRule((c, id) => call(c.api, 'putSeasonAutopilot', { id, seasonId: c.w.season.id }, {
    waitlist_offers: false, offer_hours: 48, unpaid_reminders: false, remind_every_hours: 72, expire_after_hours: 336,
  }), 200),
  // The Autopilot page is the league admin's alone (an undo of a missing entry and a draft of a season that is not
  // one answer the admin 404 and 409: the checks before them passed).
  getLeagueAutopilot: leagueAdminRule((c, id) => call(c.api, 'getLeagueAutopilot', { id }), 200),
  putLeagueAutopilot: leagueAdminRule((c, id) => call(c.api, 'putLeagueAutopilot', { id }, {
    season_auto_renewal: { on: false, days_before_end: 14 }, team_invites: { on: false, remind_every_days: 7 }, player_invites: { on: false }, level_assignment: { on: false },
  }), 200),
  autopilotPlan: leagueAdminRule((c, id) => call(c.api, 'autopilotPlan', { id }), 200),
  autopilotLog: leagueAdminRule((c, id) => call(c.api, 'autopilotLog', { id }), 200),
  undoAutopilotAction: leagueAdminRule((c, id) => call(c.api, 'undoAutopilotAction', { id, entryId: MISSING_LEAGUE }), 404),
  setSeasonDraftLiveOn: leagueAdminRule((c, id) => call(c.api, 'setSeasonDraftLiveOn', { id, seasonId: c.w.season.id }, { live_on: null }), 409),
  confirmSeasonDraft: leagueAdminRule((c, id) => call(c.api, 'confirmSeasonDraft', { id, seasonId: c.w.season.id }), 409),
  publicRegistrationOffer: publicRule(async (c) => {
    const draft = await call(c.api, 'publicRegistrationOffer', { key: c.w.draft.id });
    expectStatus(`${c.where} (draft)`, draft, 404, 'not_found');
    expectSameAs(`${c.where} (draft)`, draft, await call(c.api, 'publicRegistrationOffer', { key: MISSING_LEAGUE }));
  }),
  previewRegistrationPrice: publicRule(async (c) => {
    const body = { season_id: c.w.season.id, kind: 'individual' as const, discount_code: null, addons: [] };
    const draft = await call(c.api, 'previewRegistrationPrice', { key: c.w.draft.id }, body);
    expectStatus(`${c.where} (draft)`, draft, 404, 'not_found');
    expectSameAs(`${c.where} (draft)`, draft, await call(c.api, 'previewRegistrationPrice', { key: MISSING_LEAGUE }, body));
  }),
  createRegistration: registerRule((c, id, seasonId) => call(c.api, 'createRegistration', { id, seasonId }, { kind: 'individual', first_name: 'A', last_name: 'B', date_of_birth: '1990-01-01' })),
  renewTeamRegistration: registerRule((c, id, seasonId) => call(c.api, 'renewTeamRegistration', { id, seasonId }, { team_id: c.w.team.id })),
  returningTeams: registerRule((c, id, seasonId) => call(c.api, 'returningTeams', { id, seasonId })),
  declineReturningTeam: registerRule((c, id, seasonId) => call(c.api, 'declineReturningTeam', { id, seasonId }, { team_id: c.w.team.id })),
  myRegistrations: selfRule((c) => call(c.api, 'myRegistrations')),
  // A family is the caller's own: another account's member (or a missing one) is not found, whoever asks.
  listFamily: selfRule((c) => call(c.api, 'listFamily')),
  addFamilyMember: selfRule((c) => call(c.api, 'addFamilyMember', {}, { first_name: 'Probe', last_name: 'Child', birth_date: '2015-05-05', gender: null }), 201),
  updateFamilyMember: missingForAllRule((c) => call(c.api, 'updateFamilyMember', { memberId: MISSING_REGISTRATION }, { first_name: 'P', last_name: 'C', birth_date: '2015-05-05', gender: null })),
  deleteFamilyMember: missingForAllRule((c) => call(c.api, 'deleteFamilyMember', { memberId: MISSING_REGISTRATION })),
  registerFamily: registerRule((c, id, seasonId) => call(c.api, 'registerFamily', { id, seasonId }, {
    children: [{ family_member_id: MISSING_REGISTRATION }], guardian: { name: 'A B', email: 'a@example.com', phone: '555' },
  })),
  registrationMemberNotes: missingForAllRule((c) => call(c.api, 'registrationMemberNotes', { registrationId: MISSING_REGISTRATION })),
  getRegistration: registrationRule('getRegistration'),
  payRegistration: registrationRule('payRegistration'),
  cancelRegistration: registrationRule('cancelRegistration'),
  payRegistrationInstalment: {
    run: async (c) => {
      const r = await call(c.api, 'payRegistrationInstalment', { registrationId: MISSING_REGISTRATION, number: '1' });
      expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
    },
  },
  listRegistrations: leagueAdminRule((c, id) => call(c.api, 'listRegistrations', { id }), 200),
  exportRegistrations: leagueAdminRule((c, id) => call(c.api, 'exportRegistrations', { id }), 200),
  markRegistrationPaid: leagueAdminRule((c, id) => call(c.api, 'markRegistrationPaid', { id, registrationId: MISSING_REGISTRATION }, {}), 404),
  refundRegistration: leagueAdminRule((c, id) => call(c.api, 'refundRegistration', { id, registrationId: MISSING_REGISTRATION }, { amount: 100 }), 404),
  assignRegistration: leagueAdminRule((c, id) => call(c.api, 'assignRegistration', { id, registrationId: MISSING_REGISTRATION }, { team_id: c.w.team.id }), 404),
  offerRegistrationPlace: leagueAdminRule((c, id) => call(c.api, 'offerRegistrationPlace', { id, registrationId: MISSING_REGISTRATION }, {}), 404),
  getLevelAssignment: leagueAdminRule((c, id) => call(c.api, 'getLevelAssignment', { id, seasonId: 'NoSuchSeason' }), 404),
  runLevelAssignment: leagueAdminRule((c, id) => call(c.api, 'runLevelAssignment', { id, seasonId: 'NoSuchSeason' }), 404),
  placeRegistrationInLevel: leagueAdminRule((c, id) => call(c.api, 'placeRegistrationInLevel', { id, registrationId: MISSING_REGISTRATION }, { level_id: 'NoSuchLevel' }), 404),
  registrationForecast: leagueAdminRule((c, id) => call(c.api, 'registrationForecast', { id, seasonId: c.w.season.id }), 200),
  getPayoutAccount: leagueAdminRule((c, id) => call(c.api, 'getPayoutAccount', { id }), 200),
  startPayoutOnboarding: leagueAdminRule((c, id) => call(c.api, 'startPayoutOnboarding', { id }), 200),
  // Switching a paid plan: nobody here pays by card, so there is nothing to switch.
  previewPlanChange: selfRule((c) => call(c.api, 'previewPlanChange', {}, { plan_slug: 'amazing', billing_cycle: 'yearly' }), 409),
  changePaidPlan: selfRule((c) => call(c.api, 'changePaidPlan', {}, { plan_slug: 'amazing', billing_cycle: 'yearly', proration_date: 1 }), 409),
  // Last: it moves the caller to the free plan.
  changePlan: selfRule((c) => call(c.api, 'changePlan', {}, { plan_slug: 'free' }), 200, { last: true }),
  // Hand-overs. The admin offers A's league to someone who is not a member (refused: nothing pending for anyone
  // after), so accepting is the missing league's answer for every caller, the admin included.
  leagueTransfer: leagueAdminRule((c, id) => call(c.api, 'leagueTransfer', { id }), 200),
  offerLeagueTransfer: leagueAdminRule(
    (c, id) => call(c.api, 'offerLeagueTransfer', { id }, { email: c.w.users.manager.email }), 400,
    (c) => call(c.api, 'offerLeagueTransfer', { id: c.w.active.id }, { email: c.w.users.stranger.email }),
  ),
  cancelLeagueTransfer: leagueAdminRule((c, id) => call(c.api, 'cancelLeagueTransfer', { id }), 204),
  acceptLeagueTransfer: leagueAdminRule((c, id) => call(c.api, 'acceptLeagueTransfer', { id }), 404),
  incomingLeagueTransfers: selfRule((c) => call(c.api, 'incomingLeagueTransfers')),
  // The account routes act on the caller only: there is no other person to name. Each is sent in a form that changes
  // nothing (the same name, a taken address, a code nobody asked for, the wrong confirmation) except the last one.
  updateProfile: selfRule((c) => call(c.api, 'updateProfile', {}, ownName(c.who))),
  exportMyData: selfRule((c) => call(c.api, 'exportMyData')),
  requestEmailChange: selfRule((c) => call(c.api, 'requestEmailChange', {}, { email: c.w.users.extra1.email }), 409),
  confirmEmailChange: selfRule((c) => call(c.api, 'confirmEmailChange', {}, { code: '123456' }), 400),
  deleteAccount: selfRule((c) => call(c.api, 'deleteAccount', {}, { confirm_email: 'someone-else@example.com' }), 400),
  // Texts and notifications act on the caller only; each is sent in a form that changes nothing of anyone else's.
  notificationSettings: selfRule((c) => call(c.api, 'notificationSettings')),
  addPhone: selfRule((c) => call(c.api, 'addPhone', {}, { phone: '555-0100' }), 400),
  confirmPhone: selfRule((c) => call(c.api, 'confirmPhone', {}, { code: '123456' }), 400),
  removePhone: selfRule((c) => call(c.api, 'removePhone'), 204),
  saveQuietHours: selfRule((c) => call(c.api, 'saveQuietHours', {}, { on: true, start: '21:00', end: '08:00', time_zone: 'UTC' })),
  addPushDevice: selfRule((c) => call(c.api, 'addPushDevice', {}, { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' }, device: 'Probe' }), 400),
  removePushDevice: selfRule((c) => call(c.api, 'removePushDevice', { deviceId: '0'.repeat(32) }), 404),
  // Support requests: the caller's own; another's request (none here) answers 404 like one that does not exist.
  openSupportRequest: selfRule((c) => call(c.api, 'openSupportRequest', {}, { topic: 'other', subject: 'Probe', body: 'short' }), 400),
  mySupportRequests: selfRule((c) => call(c.api, 'mySupportRequests')),
  // The operators' queue: no one here is an operator, so everyone signed in gets 404 (anonymous 401).
  supportQueue: selfRule((c) => call(c.api, 'supportQueue'), 404),
  // The assistant: a person's own conversations and proposals (another's id is a missing one); the weekly plan is
  // the league admin's.
  assistantMessage: selfRule((c) => call(c.api, 'assistantMessage', {}, { text: 'when does Eastgate play next?' })),
  assistantConversations: selfRule((c) => call(c.api, 'assistantConversations')),
  assistantConversation: selfRule((c) => call(c.api, 'assistantConversation', { conversationId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404),
  deleteAssistantConversation: selfRule((c) => call(c.api, 'deleteAssistantConversation', { conversationId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404),
  confirmAssistantProposal: selfRule((c) => call(c.api, 'confirmAssistantProposal', { proposalId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404),
  declineAssistantProposal: selfRule((c) => call(c.api, 'declineAssistantProposal', { proposalId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404),
  assistantWeeklyPlan: leagueAdminRule((c, id) => call(c.api, 'assistantWeeklyPlan', { id }), 200),
  approveAssistantPlan: leagueAdminRule((c, id) => call(c.api, 'approveAssistantPlan', { id, planId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, {}), 404),
  getSupportRequest: selfRule((c) => call(c.api, 'getSupportRequest', { requestId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404),
  replySupportRequest: selfRule((c) => call(c.api, 'replySupportRequest', { requestId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, { body: 'Probe' }), 404),
  // Last: it ends the caller's sessions; the caller signs in again (after the revoked second) for what follows.
  signOutEverywhere: {
    last: true,
    run: async (c) => {
      const r = await call(c.api, 'signOutEverywhere');
      if (c.who === 'anonymous') { expectStatus(c.where, r, 401, 'unauthorized'); return; }
      expectStatus(c.where, r, 204);
      expectStatus(`${c.where} (the old session afterwards)`, await call(c.api, 'me'), 401, 'unauthorized');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const user = c.w.users[c.who];
      c.w.clients[c.who] = apiClient((await signIn(user.email)).accessToken);
    },
  },
  getBranding: leagueAdminRule((c, id) => call(c.api, 'getBranding', { id }), 200),
  saveBrandingLayout: leagueAdminRule((c, id) => call(c.api, 'saveBrandingLayout', { id }, {
    layout_sections: ['hero', 'news', 'games', 'teams', 'custom_pages'].map((s) => ({ id: s, enabled: true })),
  }), 200),
  saveBrandingColors: leagueAdminRule((c, id) => call(c.api, 'saveBrandingColors', { id }, {
    primary_color: '#3B82F6', primary_color_light: '#DBEAFE', primary_color_dark: '#1E40AF', secondary_color: '#64748B', accent_color: '#F59E0B',
    background_color: '#FFFFFF', text_color: '#111827', button_color: '#1D4ED8', button_text_color: '#FFFFFF',
    navigation_background_color: '#1E3A8A', navigation_text_color: '#FFFFFF',
  }), 200),
  saveBrandingNavigation: leagueAdminRule((c, id) => call(c.api, 'saveBrandingNavigation', { id }, { show_default_navigation: true, custom_navigation_order: [] }), 200),
  saveBrandingHero: leagueAdminRule((c, id) => call(c.api, 'saveBrandingHero', { id }, {
    hero_layout: 'standard', hero_slides: [{ id: 's1', title: 'Welcome', ctas: [{ text: 'Learn More', url: '/', style: 'primary' }] }],
  }), 200),
  saveBrandingSponsors: leagueAdminRule((c, id) => call(c.api, 'saveBrandingSponsors', { id }, { sponsors: [{ id: 'sp1', name: 'Harbour Bakery', tier: 'gold' }] }), 200),
  saveBrandingSocial: leagueAdminRule((c, id) => call(c.api, 'saveBrandingSocial', { id }, { social_links: [{ platform: 'instagram', url: 'https://instagram.com/league' }] }), 200),
  listNews: leagueAdminRule((c, id) => call(c.api, 'listNews', { id }), 200),
  createNews: leagueAdminRule(
    (c, id) => call(c.api, 'createNews', { id }, { title: 'Sneaky News' }),
    201,
    (c) => call(c.api, 'createNews', { id: c.w.draft.id }, { title: 'Draft League News' }),
  ),
  updateNews: leagueAdminRule(
    (c, id) => call(c.api, 'updateNews', { id, newsId: c.w.article.id }, { title: c.who === 'admin' ? c.w.article.title : 'Hijacked', content: '<p>Hello</p>', is_published: true }),
    200,
  ),
  deleteNews: {
    last: true,
    run: async (c) => {
      if (c.who === 'admin') {
        const doomed = (await call(c.api, 'createNews', { id: c.w.draft.id }, { title: 'Doomed News' })).body as { article: { id: string } };
        expectStatus(c.where, await call(c.api, 'deleteNews', { id: c.w.draft.id, newsId: doomed.article.id }), 204);
        return;
      }
      await leagueAdminRule((x, id) => call(x.api, 'deleteNews', { id, newsId: x.w.article.id }), 204).run(c);
    },
  },
  // Published articles are public; a draft answers exactly like an article that does not exist.
  publicNewsList: publicRule(async (c, forbidden) => {
    const r = await call(c.api, 'publicNewsList', { key: c.w.active.custom_slug! });
    if (expectStatus(c.where, r, 200) && !JSON.stringify(r.body).includes(c.w.article.slug)) fail(c.where, 'the published article is missing');
    expectNoLeak(c.where, r, forbidden);
  }),
  publicNewsArticle: publicRule(async (c, forbidden) => {
    expectStatus(c.where, await call(c.api, 'publicNewsArticle', { key: c.w.active.id, slug: c.w.article.slug }), 200);
    const draft = await call(c.api, 'publicNewsArticle', { key: c.w.active.id, slug: c.w.draftArticle.slug });
    expectStatus(`${c.where} (draft)`, draft, 404, 'not_found');
    expectSameAs(`${c.where} (draft)`, draft, await call(c.api, 'publicNewsArticle', { key: c.w.active.id, slug: `nope-${tag}` }));
    expectNoLeak(c.where, draft, forbidden);
  }),
  createUploadTarget: leagueAdminRule(
    (c, id) => call(c.api, 'createUploadTarget', { id }, { content_type: 'image/png', purpose: 'logo' }),
    201,
    (c) => call(c.api, 'createUploadTarget', { id: c.w.draft.id }, { content_type: 'image/png' }),
  ),
  listPages: leagueAdminRule((c, id) => call(c.api, 'listPages', { id }), 200),
  createPage: leagueAdminRule(
    (c, id) => call(c.api, 'createPage', { id }, { title: 'Sneaky Page' }),
    201,
    (c) => call(c.api, 'createPage', { id: c.w.draft.id }, { title: 'Draft League Page' }),
  ),
  updatePage: leagueAdminRule(
    (c, id) => call(c.api, 'updatePage', { id, pageId: c.w.page.id }, { title: c.who === 'admin' ? c.w.page.title : 'Hijacked', content: '<p>Rules</p>', is_published: true }),
    200,
  ),
  deletePage: {
    last: true,
    run: async (c) => {
      if (c.who === 'admin') {
        const doomed = (await call(c.api, 'createPage', { id: c.w.draft.id }, { title: 'Doomed Page' })).body as { page: { id: string } };
        expectStatus(c.where, await call(c.api, 'deletePage', { id: c.w.draft.id, pageId: doomed.page.id }), 204);
        return;
      }
      await leagueAdminRule((x, id) => call(x.api, 'deletePage', { id, pageId: x.w.page.id }), 204).run(c);
    },
  },
  // Published pages are public; a draft answers exactly like a page that does not exist.
  publicNavPages: publicRule(async (c, forbidden) => {
    const r = await call(c.api, 'publicNavPages', { key: c.w.active.custom_slug! });
    if (expectStatus(c.where, r, 200) && !JSON.stringify(r.body).includes(c.w.page.slug)) fail(c.where, 'the published page is missing');
    expectNoLeak(c.where, r, forbidden);
  }),
  publicPage: publicRule(async (c, forbidden) => {
    expectStatus(c.where, await call(c.api, 'publicPage', { key: c.w.active.id, slug: c.w.page.slug }), 200);
    const draft = await call(c.api, 'publicPage', { key: c.w.active.id, slug: c.w.draftPage.slug });
    expectStatus(`${c.where} (draft)`, draft, 404, 'not_found');
    expectSameAs(`${c.where} (draft)`, draft, await call(c.api, 'publicPage', { key: c.w.active.id, slug: `nope-${tag}` }));
    expectNoLeak(c.where, draft, forbidden);
  }),
  updateTeam: teamRule((c, teamId) => call(c.api, 'updateTeam', { teamId }, { description: `Edited by ${c.who}` }), 200),
  deleteTeam: {
    last: true,
    run: async (c) => {
      if (c.who === 'admin') {
        const doomed = (await call(c.api, 'createTeam', { id: c.w.draft.id }, { name: 'Doomed Team', manager_email: c.w.users.admin.email })).body as { team: { id: string } };
        expectStatus(c.where, await call(c.api, 'deleteTeam', { teamId: doomed.team.id }), 204);
        return;
      }
      await teamRule((x, teamId) => call(x.api, 'deleteTeam', { teamId }), 204, true).run(c);
    },
  },
  changeTeamManager: teamRule((c, teamId) => call(c.api, 'changeTeamManager', { teamId }, { user_id: c.w.users.manager.id }), 200, true),
  // A search only ever finds people of the caller's own leagues: none of A's for anyone but A's admin.
  searchUsers: selfRule((c) => call(c.api, 'searchUsers', {}, undefined, `?q=${encodeURIComponent(`Manager${tag}`)}`)),
  inviteManager: leagueAdminRule((c, id) => call(c.api, 'inviteManager', { id }, { email: c.w.users.extra1.email, send: false }), 201),
  invitePlayer: teamRule((c, teamId) => call(c.api, 'invitePlayer', { teamId }, { email: c.w.users.extra1.email, send: false }), 201),
  listLeagueInvitations: leagueAdminRule((c, id) => call(c.api, 'listLeagueInvitations', { id }), 200),
  listTeamInvitations: teamManagerRule((c, teamId) => call(c.api, 'listTeamInvitations', { teamId }), 200),
  teamSeasonInvitations: teamManagerRule((c, teamId) => call(c.api, 'teamSeasonInvitations', { teamId }), 200),
  resendInvitation: invitationActionRule('resendInvitation', 200),
  invitationLink: invitationActionRule('invitationLink', 200),
  withdrawInvitation: invitationActionRule('withdrawInvitation', 204),
  teamGrant: invitedRule((c, id) => call(c.api, 'teamGrant', { id })),
  createInvitedTeam: invitedRule((c, id) => call(c.api, 'createInvitedTeam', { id }, { name: 'Sneaky Team' })),
  openApi: publicRule(async (c, forbidden) => {
    const r = await call(c.api, 'openApi');
    expectStatus(c.where, r, 200);
    expectNoLeak(c.where, r, forbidden);
  }),
  // Roster changes target the player (a no-op status); removal targets someone not on the roster, so the roster
  // stays as set up (a player may remove only themself: anyone else is a 403).
  updatePlayer: teamManagerRule((c, teamId) => call(c.api, 'updatePlayer', { teamId, userId: c.w.users.player.id }, { status: 'active' }), 200),
  removePlayer: teamManagerRule((c, teamId) => call(c.api, 'removePlayer', { teamId, userId: c.w.users.extra1.id }), 404),
  // Announcements: the team's members read them all; strangers get the missing team's answer.
  listTeamAnnouncements: {
    run: async (c) => {
      const r = await call(c.api, 'listTeamAnnouncements', { teamId: c.w.team.id });
      if (c.who === 'anonymous' || c.who === 'stranger') {
        expectSameAs(c.where, r, await call(c.api, 'listTeamAnnouncements', { teamId: MISSING_TEAM }));
        expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
        expectNoLeak(c.where, r, [...c.w.secrets, announcement.content]);
        return;
      }
      expectStatus(c.where, r, 200);
      expectNoLeak(c.where, r, forbiddenFor(c.w, c.who));
    },
  },
  createTeamAnnouncement: teamManagerRule((c, teamId) => call(c.api, 'createTeamAnnouncement', { teamId }, announcement), 201),
  updateTeamAnnouncement: teamManagerRule(
    (c, teamId) => call(c.api, 'updateTeamAnnouncement', { teamId, announcementId: MISSING_ANNOUNCEMENT }, announcement), 200,
    async (c) => call(c.api, 'updateTeamAnnouncement', { teamId: c.w.team.id, announcementId: await postAnnouncement(c) }, { ...announcement, is_pinned: true }),
  ),
  deleteTeamAnnouncement: teamManagerRule(
    (c, teamId) => call(c.api, 'deleteTeamAnnouncement', { teamId, announcementId: MISSING_ANNOUNCEMENT }), 204,
    async (c) => call(c.api, 'deleteTeamAnnouncement', { teamId: c.w.team.id, announcementId: await postAnnouncement(c) }),
  ),
  getTeamSettings: teamManagerRule((c, teamId) => call(c.api, 'getTeamSettings', { teamId }), 200),
  updateTeamSettings: teamManagerRule((c, teamId) => call(c.api, 'updateTeamSettings', { teamId }, {
    allow_public_roster: true, require_position_assignment: false, roster_display_order: 'jersey_number', social_links: [],
  }), 200),
  // One's own choice about a team's announcement e-mails: its members (admin, manager, players) only.
  ...Object.fromEntries((['getMyTeamMail', 'setMyTeamMail'] as const).map((name) => [name, {
    run: async (c: Cell) => {
      const ask = (teamId: string) => call(c.api, name, { teamId }, name === 'setMyTeamMail' ? { announcements_email: true } : undefined);
      const r = await ask(c.w.team.id);
      if (c.who === 'anonymous' || c.who === 'stranger') {
        expectSameAs(c.where, r, await ask(MISSING_TEAM));
        expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
        expectNoLeak(c.where, r, c.w.secrets);
        return;
      }
      expectStatus(c.where, r, 200);
    },
  }])) as Record<'getMyTeamMail' | 'setMyTeamMail', Rule>,
  // An unsubscribe link works without signing in; a token nobody was given answers the same 404 to everyone.
  ...Object.fromEntries((['getMailChoiceByToken', 'setMailChoiceByToken'] as const).map((name) => [name, {
    run: async (c: Cell) => {
      const r = await call(c.api, name, { token: 'A'.repeat(32) }, name === 'setMailChoiceByToken' ? { announcements_email: false } : undefined);
      expectStatus(c.where, r, 404, 'not_found');
      expectNoLeak(c.where, r, c.w.secrets);
    },
  }])) as Record<'getMailChoiceByToken' | 'setMailChoiceByToken', Rule>,
  // Messages: the league's admin writes to its groups and reads their delivery log; a team's manager writes to their
  // own team; anyone else gets the missing league's (or team's) answer and no one's names.
  previewMessage: leagueAdminRule((c, id) => call(c.api, 'previewMessage', { id }, { group: { type: 'league' } }), 200),
  sendMessage: leagueAdminRule((c, id) => call(c.api, 'sendMessage', { id }, { group: { type: 'managers' }, subject: 'Matrix', body: 'Hello managers' }), 201),
  listMessages: leagueAdminRule((c, id) => call(c.api, 'listMessages', { id }), 200),
  getMessage: leagueAdminRule((c, id) => call(c.api, 'getMessage', { id, messageId: MISSING_GAME }), 200, async (c) => {
    const sent = await call(c.api, 'sendMessage', { id: c.w.active.id }, { group: { type: 'managers' }, subject: 'Matrix', body: 'Hello managers' });
    return call(c.api, 'getMessage', { id: c.w.active.id, messageId: (sent.body as { message: { id: string } }).message.id });
  }),
  editMessage: messageAuthorRule('editMessage'),
  cancelMessage: messageAuthorRule('cancelMessage'),
  listSuppressions: leagueAdminRule((c, id) => call(c.api, 'listSuppressions', { id }), 200),
  previewTeamMessage: teamManagerRule((c, teamId) => call(c.api, 'previewTeamMessage', { teamId }), 200),
  listTeamMessages: teamManagerRule((c, teamId) => call(c.api, 'listTeamMessages', { teamId }), 200),
  sendTeamMessage: teamManagerRule((c, teamId) => call(c.api, 'sendTeamMessage', { teamId }, { subject: 'Team', body: 'Hello team' }), 201),
  getMessagePreferences: selfRule((c) => call(c.api, 'getMessagePreferences')),
  setMessagePreferences: selfRule((c) => call(c.api, 'setMessagePreferences', {}, {
    preferences: { game_changes: ['email'], reminders: ['email'], team_messages: ['email'], league_news: ['email'], registration: ['email'] },
  })),
  // A one-click unsubscribe works without signing in; a token the API did not sign answers the same 404 to everyone.
  ...Object.fromEntries((['getUnsubscribe', 'unsubscribe'] as const).map((name) => [name, {
    run: async (c: Cell) => {
      const r = await call(c.api, name, { token: `${'A'.repeat(40)}.${'B'.repeat(43)}` });
      expectStatus(c.where, r, 404, 'not_found');
      expectNoLeak(c.where, r, c.w.secrets);
    },
  }])) as Record<'getUnsubscribe' | 'unsubscribe', Rule>,
  ...Object.fromEntries((['previewRainout', 'rainout'] as const).map((name) => [name, leagueAdminRule(
    (c, id) => call(c.api, name, { id }, { venue_id: c.w.venueId, date: '2026-01-09', action: 'cancel' }), 200,
    async (c) => {
      const day = ++freshDays;
      await freshGame(c.w, day);
      return call(c.api, name, { id: c.w.active.id }, { venue_id: c.w.venueId, date: freshDate(day), action: 'cancel' });
    },
  )])) as Record<'previewRainout' | 'rainout', Rule>,
  // Games: the league's admin runs them; a manager of either team reads the game, reports its score and enters
  // their team's stat lines; a player of the team is refused (403); anyone outside the league gets the missing
  // game's answer. Allowed changes act on a fresh game, so the shared one stays as set up.
  listGames: leagueAdminRule((c, id) => call(c.api, 'listGames', { id }, undefined, `?season_id=${c.w.season.id}`), 200),
  createGame: leagueAdminRule((c, id) => call(c.api, 'createGame', { id }, gameBody(c.w)), 201),
  gameSummary: leagueAdminRule((c, id) => call(c.api, 'gameSummary', { id }), 200),
  getGame: gameRule((c, gameId) => call(c.api, 'getGame', { id: c.w.active.id, gameId }), 200),
  updateGame: gameRule(
    (c, gameId) => call(c.api, 'updateGame', { id: c.w.active.id, gameId }, { ...gameBody(c.w), time: '11:00' }), 200, true,
    async (c) => {
      const day = ++freshDays;
      return call(c.api, 'updateGame', { id: c.w.active.id, gameId: await freshGame(c.w, day) }, { ...gameBody(c.w), date: freshDate(day), time: '11:00' });
    },
  ),
  deleteGame: {
    last: true,
    run: (c) => gameRule(
      (x, gameId) => call(x.api, 'deleteGame', { id: x.w.active.id, gameId }), 204, true,
      async (x) => call(x.api, 'deleteGame', { id: x.w.active.id, gameId: await freshGame(x.w) }),
    ).run(c),
  },
  enterResult: gameRule(
    (c, gameId) => call(c.api, 'enterResult', { id: c.w.active.id, gameId }, { home_score: 9, away_score: 0 }), 200, true,
    async (c) => call(c.api, 'enterResult', { id: c.w.active.id, gameId: await freshGame(c.w) }, { home_score: 3, away_score: 1 }),
  ),
  reportResult: gameRule(
    (c, gameId) => call(c.api, 'reportResult', { id: c.w.active.id, gameId }, { home_score: 9, away_score: 0 }), 200, false,
    async (c) => call(c.api, 'reportResult', { id: c.w.active.id, gameId: await freshGame(c.w) }, { home_score: 2, away_score: 1 }),
  ),
  confirmResult: gameRule(
    (c, gameId) => call(c.api, 'confirmResult', { id: c.w.active.id, gameId }, {}), 200, true,
    async (c) => {
      const gameId = await freshGame(c.w);
      await call(c.w.clients.manager, 'reportResult', { id: c.w.active.id, gameId }, { home_score: 1, away_score: 0 });
      return call(c.api, 'confirmResult', { id: c.w.active.id, gameId }, {});
    },
  ),
  putStatLines: gameRule(
    (c, gameId) => call(c.api, 'putStatLines', { id: c.w.active.id, gameId }, { team_id: c.w.team.id, lines: [{ player_id: c.w.users.player.id, stat_type: 'point', value: 4 }] }),
    200, false,
    async (c) => call(c.api, 'putStatLines', { id: c.w.active.id, gameId: await freshGame(c.w) }, { team_id: c.w.team.id, lines: [{ player_id: c.w.users.player.id, stat_type: 'point', value: 4 }] }),
  ),
  previewSchedule: leagueAdminRule((c, id) => call(c.api, 'previewSchedule', { id, seasonId: c.w.season.id }, scheduleBody(c.w)), 200),
  // Last: saving replaces the season's games that are not completed.
  saveSchedule: { last: true, run: (c) => leagueAdminRule((x, id) => call(x.api, 'saveSchedule', { id, seasonId: x.w.season.id }, scheduleBody(x.w)), 201).run(c) },
  seasonStandings: leagueAdminRule((c, id) => call(c.api, 'seasonStandings', { id, seasonId: c.w.season.id }), 200),
  listPlayoffs: leagueAdminRule((c, id) => call(c.api, 'listPlayoffs', { id, seasonId: c.w.season.id }), 200),
  createPlayoff: leagueAdminRule((c, id) => call(c.api, 'createPlayoff', { id, seasonId: c.w.season.id }, playoffBody(c.w)), 201, async (c) => {
    const r = await call(c.api, 'createPlayoff', { id: c.w.active.id, seasonId: c.w.season.id }, playoffBody(c.w));
    await call(c.api, 'deletePlayoff', { id: c.w.active.id, seasonId: c.w.season.id, stageId: (r.body as { stage: { id: string } }).stage.id });
    return r;
  }),
  deletePlayoff: leagueAdminRule(
    (c, id) => call(c.api, 'deletePlayoff', { id, seasonId: c.w.season.id, stageId: '01HZZZZZZZZZZZZZZZZZZZZZZZ' }), 204,
    async (c) => call(c.api, 'deletePlayoff', { id: c.w.active.id, seasonId: c.w.season.id, stageId: await freshPlayoff(c.w) }),
  ),
  importGames: leagueAdminRule((c, id) => call(c.api, 'importGames', { id, seasonId: c.w.season.id }, { dry_run: true, rows: [{ date: '2030-01-01', time: '10:00', home: 'x', away: 'y' }] }), 200),
  importTeams: leagueAdminRule((c, id) => call(c.api, 'importTeams', { id }, { dry_run: true, rows: [{ name: 'Matrix Team', manager_email: 'm@example.com' }] }), 200),
  importPlayers: leagueAdminRule((c, id) => call(c.api, 'importPlayers', { id }, { dry_run: true, rows: [{ team: 'x', first_name: 'A', last_name: 'B', email: 'p@example.com' }] }), 200),
  exportCsv: leagueAdminRule((c, id) => call(c.api, 'exportCsv', { id, kind: 'teams' }), 200),
  // A team's schedule: its league's admin, its manager and its players read it; others get the missing team's answer.
  teamGames: {
    run: async (c) => {
      const r = await call(c.api, 'teamGames', { teamId: c.w.team.id });
      if (c.who === 'anonymous' || c.who === 'stranger') {
        expectSameAs(c.where, r, await call(c.api, 'teamGames', { teamId: MISSING_TEAM }));
        expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
        expectNoLeak(c.where, r, c.w.secrets);
        return;
      }
      expectStatus(c.where, r, 200);
      expectNoLeak(c.where, r, forbiddenFor(c.w, c.who));
    },
  },
  publicSchedule: publicLeagueRule('publicSchedule'),
  publicRecentGames: publicLeagueRule('publicRecentGames'),
  publicStandings: publicLeagueRule('publicStandings'),
  publicPlayoffs: publicLeagueRule('publicPlayoffs'),
  // The public Teams and Players pages: the active league's teams and the players of public rosters (their id and
  // name, as the statistics' leaders show them) are public by spec; e-mails and everything else stay hidden.
  publicTeams: publicRule(async (c, forbidden) => {
    const shown = [c.w.team.id, c.w.team.name, c.w.team2.id, c.w.team2.name, c.w.users.player.id, `Playerlast${tag}`];
    for (const key of [c.w.active.id, c.w.active.custom_slug!]) {
      const r = await call(c.api, 'publicTeams', { key });
      expectStatus(`${c.where} (${key})`, r, 200);
      expectNoLeak(c.where, r, forbidden.filter((s) => !shown.includes(s)));
    }
    const draft = await call(c.api, 'publicTeams', { key: c.w.draft.id });
    expectStatus(`${c.where} (draft)`, draft, 404, 'not_found');
    expectSameAs(`${c.where} (draft)`, draft, await call(c.api, 'publicTeams', { key: MISSING_LEAGUE }));
  }),
  publicStatistics: publicLeagueRule('publicStatistics'),
  leagueCalendar: publicLeagueRule('leagueCalendar'),
  publicTeamGames: publicTeamRule('publicTeamGames'),
  teamCalendar: publicTeamRule('teamCalendar'),
  // Game day. Answers: the team's members see the team's games (a manager and the admin every answer); a player
  // answers for themself only (the shared game is over: closed, 409), nobody else answers (403); a link nobody was
  // given is 404 to everyone. The scorekeeper screen: the game's rule (admin, either team's manager).
  teamAvailability: {
    run: async (c) => {
      const r = await call(c.api, 'teamAvailability', { teamId: c.w.team.id });
      if (c.who === 'anonymous' || c.who === 'stranger') {
        expectSameAs(c.where, r, await call(c.api, 'teamAvailability', { teamId: MISSING_TEAM }));
        expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
        expectNoLeak(c.where, r, c.w.secrets);
        return;
      }
      expectStatus(c.where, r, 200);
      expectNoLeak(c.where, r, forbiddenFor(c.w, c.who));
    },
  },
  setAvailability: {
    run: async (c) => {
      const ask = (teamId: string) => call(c.api, 'setAvailability', { teamId, gameId: c.w.game.id }, { answer: 'going' });
      const r = await ask(c.w.team.id);
      if (c.who === 'anonymous' || c.who === 'stranger') {
        expectSameAs(c.where, r, await ask(MISSING_TEAM));
        expectStatus(c.where, r, c.who === 'anonymous' ? 401 : 404, c.who === 'anonymous' ? 'unauthorized' : 'not_found');
      } else if (c.who === 'player') {
        expectStatus(c.where, r, 409, 'conflict');
      } else {
        expectStatus(c.where, r, 403, 'forbidden');
      }
      expectNoLeak(c.where, r, c.w.secrets);
    },
  },
  nudgeAvailability: teamManagerRule((c, teamId) => call(c.api, 'nudgeAvailability', { teamId, gameId: c.w.game.id }), 409),
  myAvailability: selfRule((c) => call(c.api, 'myAvailability')),
  ...Object.fromEntries((['availabilityByLink', 'setAvailabilityByLink'] as const).map((name) => [name, {
    run: async (c: Cell) => {
      const token = `${c.w.active.id}.${c.w.game.id}.${c.w.users.player.id}.${'A'.repeat(43)}`;
      const r = await call(c.api, name, { token }, name === 'setAvailabilityByLink' ? { answer: 'going' } : undefined);
      expectStatus(c.where, r, 404, 'not_found');
      expectNoLeak(c.where, r, c.w.secrets);
    },
  }])) as Record<'availabilityByLink' | 'setAvailabilityByLink', Rule>,
  liveGame: gameRule((c, gameId) => call(c.api, 'liveGame', { id: c.w.active.id, gameId }), 200),
  startGame: gameRule(
    (c, gameId) => call(c.api, 'startGame', { id: c.w.active.id, gameId }), 200, false,
    async (c) => call(c.api, 'startGame', { id: c.w.active.id, gameId: await freshGame(c.w) }),
  ),
  ...Object.fromEntries(([
    ['changeLiveScore', { side: 'home', change: 1 }], ['changeLiveClock', { action: 'start_clock' }], ['endGame', { home_score: 1, away_score: 0 }],
  ] as const).map(([name, body]) => [name, gameRule(
    (c, gameId) => call(c.api, name, { id: c.w.active.id, gameId }, body), 200, false,
    async (c) => {
      const gameId = await freshGame(c.w);
      await call(c.api, 'startGame', { id: c.w.active.id, gameId });
      return call(c.api, name, { id: c.w.active.id, gameId }, body);
    },
  )])) as Record<'changeLiveScore' | 'changeLiveClock' | 'endGame', Rule>,
  setScorekeeper: gameRule((c, gameId) => call(c.api, 'setScorekeeper', { id: c.w.active.id, gameId }, { email: null }), 200, true),
  publicLiveScores: publicLeagueRule('publicLiveScores'),
  // A game's page shows only games of the active season: A's game is of a season not active, so it is exactly a
  // missing game's 404 to everyone.
  ...Object.fromEntries((['publicGame', 'gameCalendar'] as const).map((name) => [name, publicRule(async (c, forbidden) => {
    const r = await call(c.api, name, { key: c.w.active.id, gameId: c.w.game.id });
    expectStatus(c.where, r, 404, 'not_found');
    expectNoLeak(c.where, r, forbidden);
    expectStatus(`${c.where} (draft)`, await call(c.api, name, { key: c.w.draft.id, gameId: c.w.game.id }), 404, 'not_found');
    expectStatus(`${c.where} (missing game)`, await call(c.api, name, { key: c.w.active.id, gameId: MISSING_GAME }), 404, 'not_found');
  })])) as Record<'publicGame' | 'gameCalendar', Rule>,
};

/** The name a caller signed up with (see user() below), so changing it to itself changes nothing. */
function ownName(who: Caller) {
  const role = who.charAt(0).toUpperCase() + who.slice(1);
  return { first_name: `${role}${tag}`, last_name: `${role}last${tag}` };
}

async function user(role: string) {
  const u = await newUser(`${role}${tag}`, `${role}last${tag}`);
  const me = (await u.api.get('/api/me')).body as { user: { id: string } };
  return { ...u, id: me.user.id };
}

async function setUp(): Promise<World> {
  const [admin, manager, player, stranger, extra1, extra2] = await Promise.all(
    ['Admin', 'Manager', 'Player', 'Stranger', 'Extraone', 'Extratwo'].map((r) => user(r)),
  );
  for (const u of [admin, stranger]) expect((await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);

  const create = async (name: string, slug: string) => {
    const r = await admin.api.post('/api/leagues', { name, custom_slug: slug });
    expect(r.status).toBe(201);
    return r.body.league as League;
  };
  const draft = await create(`Alpha Draft ${tag}`, `alpha-draft-${tag}`);
  const created = await create(`Alpha Active ${tag}`, `alpha-active-${tag}`);
  const activated = await admin.api.put(`/api/leagues/${created.id}`, { ...created, status: 'active' });
  expect(activated.status).toBe(200);
  const active = activated.body.league as League;
  const addDomain = async (leagueId: string, domain: string) => {
    const r = await admin.api.post(`/api/leagues/${leagueId}/domains`, { domain });
    expect(r.status).toBe(201);
    return r.body.domain as { id: string; domain: string };
  };
  const activeDomain = await addDomain(active.id, domainName('alpha-active'));
  const draftDomain = await addDomain(draft.id, domainName('alpha-draft'));
  const teamR = await admin.api.post(`/api/leagues/${active.id}/teams`, { name: `Alpha Team ${tag}`, manager_email: manager.email });
  expect(teamR.status).toBe(201);
  const team = teamR.body.team as { id: string; name: string };
  await acceptNewestInvitation(manager);
  expect((await manager.api.post(`/api/teams/${team.id}/players`, { email: player.email })).status).toBe(201);
  await acceptNewestInvitation(player);
  expect((await admin.api.post(`/api/teams/${team.id}/players`, { email: extra2.email })).status).toBe(201);
  const pendingToken = await invitationToken(extra2.email);
  const strangerLeague = (await stranger.api.post('/api/leagues', { name: `Beta League ${tag}` })).body.league as League;
  const levelR = await admin.api.post(`/api/leagues/${active.id}/levels`, { name: `Alpha Level ${tag}`, level_type: 'age', age_min: 10, age_max: 12 });
  expect(levelR.status).toBe(201);
  const level = levelR.body.level as { id: string; name: string };
  const writeArticle = async (title: string, is_published: boolean) => {
    const r = await admin.api.post(`/api/leagues/${active.id}/news`, { title, content: '<p>Hello</p>', is_published });
    expect(r.status).toBe(201);
    return r.body.article as { id: string; slug: string; title: string };
  };
  const article = await writeArticle(`Alpha News ${tag}`, true);
  const draftArticle = await writeArticle(`Alpha Secret ${tag}`, false);
  const writePage = async (title: string, is_published: boolean) => {
    const r = await admin.api.post(`/api/leagues/${active.id}/pages`, { title, content: '<p>Rules</p>', is_published });
    expect(r.status).toBe(201);
    return r.body.page as { id: string; slug: string; title: string };
  };
  const page = await writePage(`Alpha Rules ${tag}`, true);
  const draftPage = await writePage(`Alpha Hidden ${tag}`, false);
  const seasonR = await admin.api.post(`/api/leagues/${active.id}/seasons`, { name: `Alpha Season ${tag}`, start_date: '2027-01-01', end_date: '2027-02-01', team_ids: [team.id] });
  expect(seasonR.status).toBe(201);
  const season = seasonR.body.season as { id: string; name: string };
  // Games: a venue on the league, a second team (the admin's own) in the season, and one game between the two.
  const team2R = await admin.api.post(`/api/leagues/${active.id}/teams`, { name: `Alpha Rivals ${tag}`, manager_email: admin.email });
  expect(team2R.status).toBe(201);
  const team2 = team2R.body.team as { id: string; name: string };
  // Read now: the league as it stands after its domain was added (an older body would take the domain off).
  const activeNow = (await admin.api.get(`/api/leagues/${active.id}`)).body.league as League;
  const withVenue = await admin.api.put(`/api/leagues/${active.id}`, { ...activeNow, venues: [{ name: `Alpha Hall ${tag}`, address: null, fields: ['Court 1'] }] });
  expect(withVenue.status).toBe(200);
  const venueId = (withVenue.body.league as { venues: { id: string }[] }).venues[0].id;
  expect((await admin.api.put(`/api/leagues/${active.id}/seasons/${season.id}`, {
    name: season.name, start_date: '2027-01-01', end_date: '2027-02-01', team_ids: [team.id, team2.id],
  })).status).toBe(200);
  const gameR = await admin.api.post(`/api/leagues/${active.id}/games`, {
    season_id: season.id, home_team_id: team.id, away_team_id: team2.id, date: '2026-01-02', time: '10:00', venue_id: venueId, field: 'Court 1',
  });
  expect(gameR.status).toBe(201);
  const game = gameR.body.game as { id: string };

  // The active league's active domain is public by contract (the directory's primary_domain); its id is not.
  const publicOfActive = [active.id, active.name, active.custom_slug!, activeDomain.domain, article.id, article.title, article.slug,
    page.id, page.title, page.slug];
  const memberVisible = [team.id, team.name, manager.email, player.email, manager.id, player.id,
    `Managerlast${tag}`, `Playerlast${tag}`, team2.id, team2.name, game.id];
  const secrets = [
    ...publicOfActive, ...memberVisible,
    draft.id, draft.name, draft.custom_slug!, activeDomain.id, draftDomain.domain, draftDomain.id,
    admin.email, admin.id, `Adminlast${tag}`, extra1.email, extra2.email, level.id, level.name, season.id, season.name,
    draftArticle.id, draftArticle.title, draftArticle.slug, draftPage.id, draftPage.title, draftPage.slug,
  ];
  // The leagues as they read now: their custom domain is their primary domain, so a body read before the domains
  // were added would (as the admin's own save) take the domain off again.
  const readNow = async (id: string) => (await admin.api.get(`/api/leagues/${id}`)).body.league as League;
  return {
    clients: { anonymous: apiClient(null), stranger: stranger.api, player: player.api, manager: manager.api, admin: admin.api },
    users: { admin, manager, player, stranger, extra1, extra2 },
    draft: await readNow(draft.id), active: await readNow(active.id), strangerLeague, team, team2, venueId, game, level, season, article, draftArticle, page, draftPage, pendingToken, activeDomain, draftDomain, secrets, publicOfActive, memberVisible,
  };
}

describe('the authorisation matrix', () => {
  it('has a rule for exactly the contract’s routes', () => {
    expect(Object.keys(RULES).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('walks every route as anonymous, a stranger, a player, a team manager and the admin: nothing of A leaks', async () => {
    tag = freshTag();
    const w = await setUp();
    const routes = Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][];
    const ordered = [...routes.filter(([n]) => !RULES[n]?.last), ...routes.filter(([n]) => RULES[n]?.last)];
    for (const [name, route] of ordered) {
      const rule = RULES[name];
      if (!rule) { fail(name, 'the contract has this route but the matrix has no rule for it'); continue; }
      for (const who of CALLERS) {
        const where = `${name} (${route.method} ${route.path}) as ${who}`;
        try {
          await rule.run({ w, who, api: w.clients[who], where });
        } catch (e) {
          fail(where, `threw ${(e as Error).message}`);
        }
        cells++;
      }
    }

    // Refused writes changed nothing: read back as the admin.
    const admin = w.clients.admin;
    const active = (await admin.get(`/api/leagues/${w.active.id}`)).body.league as League;
    expect(active).toMatchObject({ name: w.active.name, status: 'active', custom_slug: w.active.custom_slug });
    const draft = (await admin.get(`/api/leagues/${w.draft.id}`)).body.league as League;
    expect(draft).toMatchObject({ name: w.draft.name, status: 'draft' });
    expect((await admin.get(`/api/leagues/${w.active.id}/domains`)).body.domains.map((d: { domain: string }) => d.domain))
      .toEqual([w.activeDomain.domain]);
    expect((await admin.get(`/api/leagues/${w.draft.id}/domains`)).body.domains.map((d: { domain: string }) => d.domain).sort())
      .toEqual([w.draftDomain.domain, domainName('more')].sort());
    expect((await admin.get(`/api/leagues/${w.active.id}/teams`)).body.teams.map((t: { id: string }) => t.id).sort()).toEqual([w.team.id, w.team2.id].sort());
    expect((await admin.get(`/api/leagues/${w.active.id}/levels`)).body.levels).toMatchObject([{ id: w.level.id, name: w.level.name, is_active: true }]);
    // The player from the set-up, then the manager's and the admin's invitations, once accepted; never the stranger.
    for (const u of [w.users.extra1, w.users.extra2]) await acceptNewestInvitation(u);
    const roster = (await admin.get(`/api/teams/${w.team.id}`)).body.team.players as { email?: string; user_id?: string }[];
    expect(roster).toHaveLength(3);
    expect(JSON.stringify(roster)).not.toContain(w.users.stranger.email);

    // The detector is not vacuous: what A's admin and the team's members may read does carry the strings it looks for.
    expect(leaked(await admin.get(`/api/leagues/${w.active.id}/domains`), w.secrets)).toEqual(expect.arrayContaining([w.activeDomain.id, w.active.id]));
    expect(leaked(await admin.get('/api/me'), w.secrets)).toEqual(expect.arrayContaining([w.users.admin.email, w.users.admin.id]));
    expect(leaked(await w.clients.manager.get(`/api/teams/${w.team.id}`), w.secrets)).toEqual(expect.arrayContaining([w.team.id, w.users.player.id, `Playerlast${tag}`]));

    console.log(`authorisation cells checked: ${cells} (${routes.length} routes × ${CALLERS.length} callers, ${requests} answers asserted), leaks: ${failures.length}`);
    expect(failures).toEqual([]);
    expect(cells).toBe(Object.keys(ROUTES).length * CALLERS.length);
  }, 300_000); // some 1,500 requests: about 50 s on a quiet 2-core machine, much more on a busy one
});
