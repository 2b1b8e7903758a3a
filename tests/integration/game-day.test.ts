// Game day against the real local stack: reminders before games (one per game and person, across a move and a
// cancellation, skipping who switched them off), the reminder's signed availability links (only that player's
// answer for that game, and not after it), and a scorekeeper's live score reaching the public live read.
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CACHE_SECONDS, LIVE_POLL_SECONDS } from '../../shared/game-day-schema';
import { activeGameLeague, activeSeason, newUser, teamsIn, type GameLeague, type User } from './support/games';
import { acceptNewestInvitation } from './support/invitations';
import { apiClient, outbox, stack } from './support/local';

const HOUR = 3_600_000;
const tag = Math.random().toString(36).slice(2, 7);
/** The league's wall clock (UTC here) of an instant, as the games API takes it. */
const at = (ms: number) => { const iso = new Date(ms).toISOString(); return { date: iso.slice(0, 10), time: iso.slice(11, 16) }; };
/** An instant as the reminders write it in a UTC league, spelled out here without the app's helper. */
const readable = (ms: number) => {
  const d = new Date(ms);
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const h = d.getUTCHours();
  return `${days[d.getUTCDay()]} ${d.getUTCDate()} ${months[d.getUTCMonth()]}, ${h % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'} UTC`;
};
const sweep = async () => (await fetch(`${stack().url}/__dev/reminders`, { method: 'POST' })).json() as Promise<{ games: number; sent: number }>;
const remindersOf = async (home: string) => (await outbox()).filter((m) => m.subject.startsWith(`Reminder: ${home} vs `));
const linkIn = (text: string, answer: string) => new RegExp(`/availability/([^?\\s]+)\\?answer=${answer}`).exec(text)?.[1];

interface World {
  admin: User; mo: User; nia: User; pia: User; quin: User; rob: User; sam: User;
  league: GameLeague; herons: { id: string; name: string }; owls: { id: string; name: string }; seasonId: string;
}
let w: World;

async function addPlayer(manager: User, teamId: string, player: User) {
  expect((await manager.api.post(`/api/teams/${teamId}/players`, { email: player.email })).status).toBe(201);
  await acceptNewestInvitation(player);
}

async function gameAt(ms: number, home = w.herons.id, away = w.owls.id) {
  const r = await w.admin.api.post(`/api/leagues/${w.league.id}/games`, {
    season_id: w.seasonId, home_team_id: home, away_team_id: away, ...at(ms), venue_id: w.league.venues[0].id, field: 'Court 1',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.game as { id: string; revision: number };
}

async function moveGame(gameId: string, ms: number, status = 'scheduled') {
  const r = await w.admin.api.put(`/api/leagues/${w.league.id}/games/${gameId}`, {
    season_id: w.seasonId, home_team_id: w.herons.id, away_team_id: w.owls.id, ...at(ms), venue_id: w.league.venues[0].id, field: 'Court 1', status,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

beforeAll(async () => {
  const [admin, mo, nia, pia, quin, rob, sam] = await Promise.all([
    newUser('Ada', 'Organiser'), newUser('Mo', 'Manager'), newUser('Nia', 'Manager'), newUser('Pia', 'Player'),
    newUser('Quin', 'Player'), newUser('Rob', 'Player'), newUser('Sam', 'Scorer'),
  ]);
  const league = await activeGameLeague(admin, { name: `Game Day ${tag}`, time_zone: 'UTC' });
  const [herons, owls] = await teamsIn(admin, league.id, [`Herons ${tag}`, `Owls ${tag}`], { [`Herons ${tag}`]: mo, [`Owls ${tag}`]: nia });
  await addPlayer(mo, herons.id, pia);
  await addPlayer(mo, herons.id, quin);
  await addPlayer(nia, owls.id, rob);
  const season = await activeSeason(admin, league.id, [herons.id, owls.id]);
  w = { admin, mo, nia, pia, quin, rob, sam, league, herons, owls, seasonId: season.id };
}, 120_000);

describe('game reminders', () => {
  it('e-mails one reminder per game and person, at the moved time, none for a cancelled game nor to who switched them off', async () => {
    // Quin stops the Herons' reminders (announcements stay on).
    const off = await w.quin.api.put(`/api/teams/${w.herons.id}/mail-preferences`, { reminders_email: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ announcements_email: true, reminders_email: false });

    const now = Date.now();
    const later = await gameAt(now + 30 * HOUR); // its reminder is due in 6 hours
    const cancelled = await gameAt(now + 5 * HOUR); // due now...
    await moveGame(cancelled.id, now + 5 * HOUR, 'cancelled'); // ...but cancelled first
    await sweep();
    expect(await remindersOf(w.herons.name)).toEqual([]);

    // Moved to 10 hours from now: its reminder (24 hours before) is due, at the new time.
    const moved = now + 10 * HOUR;
    await moveGame(later.id, moved);
    await sweep();
    const sent = await remindersOf(w.herons.name);
    expect(sent.map((m) => m.to).sort()).toEqual([w.mo.email, w.nia.email, w.pia.email, w.rob.email].sort());
    const toPia = sent.find((m) => m.to === w.pia.email)!;
    // The time as people read it ('Sunday 29 November, 7:44 pm UTC'), not '2026-11-29 at 19:44 (UTC)'.
    expect(toPia.subject).toBe(`Reminder: ${w.herons.name} vs ${w.owls.name}, ${readable(moved)}`);
    expect(toPia.text).toContain(`When: ${readable(moved)}`);
    expect(toPia.text).toContain('Where: Central Gym - Court 1');
    expect(toPia.text).toContain('https://www.google.com/maps/search/?api=1&query=1%20Main%20St');
    for (const answer of ['going', 'not_going', 'maybe']) expect(linkIn(toPia.text, answer)).toBeTruthy();
    expect(toPia.text).toMatch(/Stop game reminders from .*\/email-preferences\//);
    // A manager who does not play gets the reminder without answer links.
    expect(linkIn(sent.find((m) => m.to === w.mo.email)!.text, 'going')).toBeUndefined();

    // Sweeping again, or moving the game again, sends nobody a second one.
    await sweep();
    await moveGame(later.id, now + 12 * HOUR);
    await sweep();
    expect((await remindersOf(w.herons.name)).length).toBe(4);
  });
});

describe('availability', () => {
  it('a signed link answers only for its player and game, and not once the game is over', async () => {
    const now = Date.now();
    const game = await gameAt(now + 3 * HOUR, w.owls.id, w.herons.id);
    const other = await gameAt(now + 4 * HOUR, w.owls.id, w.herons.id);
    await sweep();
    const mail = (await remindersOf(w.owls.name)).find((m) => m.to === w.pia.email && m.text.includes(readable(now + 3 * HOUR)))!;
    const token = linkIn(mail.text, 'going')!;
    const visitor = apiClient(null);

    const shown = await visitor.get(`/api/availability/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ player_name: 'Pia Player', team_name: w.herons.name, answer: null });
    expect((await visitor.put(`/api/availability/${token}`, { answer: 'going', note: 'Bringing the bibs' })).status).toBe(200);

    // The manager sees one Going, with the note, and who has not answered.
    const board = await w.mo.api.get(`/api/teams/${w.herons.id}/availability`);
    const entry = board.body.games.find((g: { game: { id: string } }) => g.game.id === game.id);
    expect(entry.counts).toEqual({ going: 1, not_going: 0, maybe: 0, no_answer: 1 });
    expect(entry.people).toEqual([
      expect.objectContaining({ name: 'Pia Player', answer: 'going', note: 'Bringing the bibs' }),
      expect.objectContaining({ name: 'Quin Player', answer: null }),
    ]);
    // A player sees the counts and their own answer, not the others'.
    const asQuin = (await w.quin.api.get(`/api/teams/${w.herons.id}/availability`)).body.games.find((g: { game: { id: string } }) => g.game.id === game.id);
    expect(asQuin.people).toEqual([]);
    expect(asQuin.mine).toEqual({ answer: null, note: null });

    // The same signature does not answer for another player, nor for another game.
    const [leagueId, gameId, userId, signature] = token.split('.');
    expect(gameId).toBe(game.id);
    const forQuin = `${leagueId}.${gameId}.${(await w.quin.api.get('/api/me')).body.user.id}.${signature}`;
    expect((await visitor.put(`/api/availability/${forQuin}`, { answer: 'not_going' })).status).toBe(404);
    expect((await visitor.put(`/api/availability/${leagueId}.${other.id}.${userId}.${signature}`, { answer: 'not_going' })).status).toBe(404);
    const after = (await w.mo.api.get(`/api/teams/${w.herons.id}/availability`)).body.games;
    expect(after.find((g: { game: { id: string } }) => g.game.id === other.id).counts.no_answer).toBe(2);

    // Once the game is over the link is refused (410), and nothing changes.
    await w.admin.api.put(`/api/leagues/${w.league.id}/games/${game.id}`, {
      season_id: w.seasonId, home_team_id: w.owls.id, away_team_id: w.herons.id, ...at(now - 3 * HOUR), venue_id: w.league.venues[0].id, field: 'Court 1', status: 'scheduled',
    });
    const late = await visitor.put(`/api/availability/${token}`, { answer: 'not_going' });
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('link_expired');
  });
});

describe('live scores', () => {
  it('a scorekeeper the admin names starts the game and sets the score, seen on the public live read and schedule', async () => {
    const game = await gameAt(Date.now() + HOUR);
    const base = `/api/leagues/${w.league.id}/games/${game.id}`;
    // Not the scorekeeper yet: a stranger to the league gets the missing game's answer; a player is refused.
    expect((await w.sam.api.post(`${base}/live/start`)).status).toBe(404);
    expect((await w.pia.api.post(`${base}/live/start`)).status).toBe(403);

    const named = await w.admin.api.put(`${base}/scorekeeper`, { email: w.sam.email });
    expect(named.status).toBe(200);
    expect(named.body.scorekeeper).toEqual({ name: 'Sam Scorer', email: w.sam.email });
    expect((await outbox()).find((m) => m.to === w.sam.email && m.text.includes(`/score/${w.league.id}/${game.id}`))).toBeTruthy();

    expect((await w.sam.api.post(`${base}/live/start`)).body.game).toMatchObject({ status: 'in_progress', home_score: 0, away_score: 0 });
    const set = Date.now();
    expect((await w.sam.api.post(`${base}/live/score`, { side: 'home', change: 2 })).status).toBe(200);
    expect((await w.sam.api.post(`${base}/live/score`, { side: 'away', change: 1 })).status).toBe(200);

    // The public live read answers the new score at once here; CloudFront may keep it LIVE_CACHE_SECONDS, and a
    // page asks every LIVE_POLL_SECONDS: a visitor sees it within 5 seconds.
    const res = await fetch(`${stack().url}/api/public/leagues/${w.league.id}/live`);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${LIVE_CACHE_SECONDS}, s-maxage=${LIVE_CACHE_SECONDS}`);
    const live = await res.json() as { games: { id: string; status: string; home_score: number; away_score: number }[]; poll_seconds: number };
    expect(Date.now() - set).toBeLessThan(5_000);
    expect(live.poll_seconds + LIVE_CACHE_SECONDS).toBeLessThanOrEqual(5);
    expect(LIVE_POLL_SECONDS).toBe(live.poll_seconds);
    expect(live.games).toContainEqual(expect.objectContaining({ id: game.id, status: 'in_progress', home_score: 2, away_score: 1 }));
    const schedule = await apiClient(null).get(`/api/public/leagues/${w.league.id}/schedule`);
    expect(schedule.body.games.find((g: { id: string }) => g.id === game.id)).toMatchObject({ status: 'in_progress', home_score: 2, away_score: 1 });

    // Ending it enters the final score as a confirmed result.
    const ended = await w.sam.api.post(`${base}/live/end`, { home_score: 3, away_score: 1 });
    expect(ended.body.game).toMatchObject({ status: 'completed', result_status: 'confirmed', home_score: 3, away_score: 1 });
    const after = await (await fetch(`${stack().url}/api/public/leagues/${w.league.id}/live`)).json() as typeof live;
    expect(after.games).toContainEqual(expect.objectContaining({ id: game.id, status: 'completed', home_score: 3 }));
    const page = await apiClient(null).get(`/api/public/leagues/${w.league.id}/games/${game.id}`);
    expect(page.body.game).toMatchObject({ status: 'completed', home_score: 3, away_score: 1 });
    // The game's own page on the league site, rendered on the server; another id is the site's 404.
    const html = await fetch(`${stack().url}/l/${w.league.id}/games/${game.id}`);
    expect(html.status).toBe(200);
    const text = await html.text();
    // In the schedule's order: the away team, then the home team, each labelled.
    expect(text).toContain(`<h1>${w.owls.name} at ${w.herons.name}</h1>`);
    expect(text).toContain('>1 - 3</strong>');
    expect(text).toContain(`/api/public/leagues/${w.league.id}/games/${game.id}/calendar.ics`);
    expect((await fetch(`${stack().url}/l/${w.league.id}/games/01ARZ3NDEKTSV4RRFFQ69G5FAZ`)).status).toBe(404);
    // The public schedule leads to it: each game's row (its date, stretched over the row) links to its page.
    const schedulePage = await (await fetch(`${stack().url}/l/${w.league.id}/schedule`)).text();
    expect(schedulePage).toContain(`href="/l/${w.league.id}/games/${game.id}"`);
    const ics = await fetch(`${stack().url}/api/public/leagues/${w.league.id}/games/${game.id}/calendar.ics`);
    expect(await ics.text()).toContain('BEGIN:VEVENT');
  });
});
