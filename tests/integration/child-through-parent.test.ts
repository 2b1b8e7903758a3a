// A child without an e-mail of their own, on a roster through their parent (issue 41, point 1): registered as a
// family member and put on a team, the team shows under the parent's leagues as "your child"'s, the parent sees the
// child's coming games and answers for them, the manager reads that answer, and nobody else can answer for the child.
import { beforeAll, describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, newUser, teamsIn, type GameLeague, type User } from './support/games';
import { outbox } from './support/local';

const at = (ms: number) => { const iso = new Date(ms).toISOString(); return { date: iso.slice(0, 10), time: iso.slice(11, 16) }; };
let admin: User;
let league: GameLeague;
let herons: { id: string; name: string };
let owls: { id: string; name: string };
let seasonId: string;

beforeAll(async () => {
  admin = await newUser('Rhea', 'Organiser');
  league = await activeGameLeague(admin, { time_zone: 'UTC', name: 'Juniors League' });
  [herons, owls] = await teamsIn(admin, league.id, ['Herons', 'Owls']);
  seasonId = (await activeSeason(admin, league.id, [herons.id, owls.id])).id;
  const put = await admin.api.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
    individual: { fee: 0, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
}, 120_000);

describe('a child on a roster through their parent', () => {
  it('shows the child\'s team under the parent, lists the child\'s games for them and takes the parent\'s answer for the child', async () => {
    const parent = await newUser('Anne', 'Lovelace');
    const ada = (await parent.api.post('/api/me/family', { first_name: 'Ada', last_name: 'Lovelace', birth_date: '2016-12-10', gender: null })).body.member;
    const reg = await parent.api.post(`/api/leagues/${league.id}/seasons/${seasonId}/registrations/family`, {
      children: [{ family_member_id: ada.id }], guardian: { name: 'Anne Lovelace', email: parent.email, phone: '555-0100' },
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const registration = reg.body.registrations[0];
    expect(registration.status).toBe('paid');
    const assigned = await admin.api.post(`/api/leagues/${league.id}/registrations/${registration.id}/assign`, { team_id: herons.id });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    // The team shows under the parent's leagues as their child's, and its page opens for them.
    const leagues = (await parent.api.get('/api/me/leagues')).body.leagues;
    expect(leagues.find((l: { id: string }) => l.id === league.id).teams).toEqual([{ id: herons.id, name: 'Herons', role: 'player', for_child: 'Ada' }]);
    expect((await parent.api.get(`/api/teams/${herons.id}`)).status).toBe(200);

    const game = await admin.api.post(`/api/leagues/${league.id}/games`, {
      season_id: seasonId, home_team_id: herons.id, away_team_id: owls.id, ...at(Date.now() + 3 * 86_400_000), venue_id: league.venues[0].id, field: 'Court 1',
    });
    expect(game.status, JSON.stringify(game.body)).toBe(201);
    const gameId = game.body.game.id as string;
    const mine = (await parent.api.get('/api/me/availability')).body.games;
    expect(mine).toEqual([expect.objectContaining({ team_id: herons.id, answer: null, member: { id: ada.id, first_name: 'Ada' } })]);

    const answer = await parent.api.put(`/api/teams/${herons.id}/games/${gameId}/availability`, { answer: 'going', note: 'Bringing her own ball', member_id: ada.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await parent.api.get('/api/me/availability')).body.games[0]).toMatchObject({ answer: 'going', note: 'Bringing her own ball', member: { first_name: 'Ada' } });
    // The manager reads Ada's answer under her name (she has no profile: her name is the one her registration gave),
    // and finds her by name on the roster and on the score sheet.
    const team = (await admin.api.get(`/api/teams/${herons.id}/availability`)).body.games.find((g: { game: { id: string } }) => g.game.id === gameId);
    expect(team.people).toEqual([expect.objectContaining({ user_id: `fm-${ada.id}`, name: 'Ada Lovelace', answer: 'going' })]);
    expect((await admin.api.get(`/api/teams/${herons.id}`)).body.team.players).toEqual([expect.objectContaining({ user_id: `fm-${ada.id}`, first_name: 'Ada', last_name: 'Lovelace' })]);
    const sheet = (await admin.api.get(`/api/leagues/${league.id}/games/${gameId}`)).body;
    expect(JSON.stringify(sheet)).toContain('Ada Lovelace');

    // Another account cannot answer for Ada, nor the parent without naming her (they are not on the roster).
    const stranger = await newUser('Nosy', 'Neighbour');
    expect((await stranger.api.put(`/api/teams/${herons.id}/games/${gameId}/availability`, { answer: 'not_going', note: '', member_id: ada.id })).status).toBe(404);
    expect((await parent.api.put(`/api/teams/${herons.id}/games/${gameId}/availability`, { answer: 'not_going', note: '' })).status).toBe(403);
    expect((await parent.api.get('/api/me/availability')).body.games[0].answer).toBe('going');

    // Ada has no address of her own: when the manager reminds the players who have not answered, her parent is asked
    // whether Ada is coming, with links that answer for her.
    const next = await admin.api.post(`/api/leagues/${league.id}/games`, {
      season_id: seasonId, home_team_id: owls.id, away_team_id: herons.id, ...at(Date.now() + 10 * 86_400_000), venue_id: league.venues[0].id, field: 'Court 1',
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const nudge = await admin.api.post(`/api/teams/${herons.id}/games/${next.body.game.id}/availability/nudge`, {});
    expect(nudge.body).toEqual({ sent: 1 });
    const asked = (await outbox()).filter((m) => m.to === parent.email.toLowerCase() && m.subject.startsWith('Is Ada coming?'));
    expect(asked).toHaveLength(1);
    expect(asked[0].text).toContain('asks whether Ada is coming to this game');

    // A message to Ada's team reaches her parent too.
    const message = await admin.api.post(`/api/leagues/${league.id}/messages`, { group: { type: 'team', team_id: herons.id }, kind: 'league_news', subject: 'Herons kit day', body: 'Bring your kit on Saturday.' });
    expect(message.status, JSON.stringify(message.body)).toBe(201);
    await expect.poll(async () => (await outbox()).filter((m) => m.to === parent.email.toLowerCase() && m.subject.includes('Herons kit day')).length, { timeout: 10_000, interval: 100 }).toBe(1);
  }, 120_000);
});
