// Deleting a league cannot be one transaction (it owns any number of items), so it is resumable instead: a delete
// that stopped half-way (crash, timeout) leaves the league marked, and the next delete takes the mark over and
// finishes, freeing the custom URL and the owner's league count. A fresh mark is never taken over.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { leagueModel, slugMarkerModel, userUsageModel } from '../../functions/data/keys';
import { USAGE_ATTR } from '../../functions/data/usage';
import { acceptNewestInvitation } from './support/invitations';
import { allItems, newUser, partitionItems, siteSettled, stack, table } from './support/local';
import { feesLeague } from './support/registration';

const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}`;
const subOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).sub as string;

/** What a delete that stopped right after marking the league leaves behind. */
async function abandonDelete(leagueId: string, since: string | null) {
  await table().send(new UpdateCommand({
    TableName: stack().tableName, Key: leagueModel.key(leagueId),
    UpdateExpression: since ? 'SET deleting = :t, deleting_since = :s' : 'SET deleting = :t',
    ExpressionAttributeValues: { ':t': 'crashed-delete', ...(since ? { ':s': since } : {}) },
  }));
}

async function leagueCount(userId: string): Promise<number> {
  const r = await table().send(new GetCommand({ TableName: stack().tableName, Key: userUsageModel.key(userId) }));
  return Number(r.Item?.[USAGE_ATTR.max_leagues] ?? 0);
}

describe('a league delete stopped half-way', () => {
  it('is finished by the next delete: items, custom URL and league count all released', async () => {
    const u = await newUser('Resume');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const userId = subOf(u.accessToken);
    for (const since of ['2020-01-01T00:00:00.000Z', null]) {
      const slug = unique('resume');
      const league = (await u.api.post('/api/leagues', { name: 'Half Deleted', custom_slug: slug })).body.league;
      await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Left Behind', manager_email: u.email });
      const before = await leagueCount(userId);
      await abandonDelete(league.id, since);
      expect((await u.api.get(`/api/leagues/${league.id}`)).status).toBe(404); // hidden while marked

      expect((await u.api.del(`/api/leagues/${league.id}`)).status).toBe(204);
      expect(await partitionItems(leagueModel.key(league.id).pk)).toEqual([]);
      expect(await partitionItems(slugMarkerModel.key(slug).pk)).toEqual([]);
      expect(await leagueCount(userId)).toBe(before - 1);
      expect((await u.api.post('/api/leagues', { name: 'Slug Again', custom_slug: slug })).status).toBe(201);
    }
  });

  it('is not taken over while it may still be running, nor by someone else', async () => {
    const u = await newUser('Fresh');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const stranger = await newUser('Stranger');
    const league = (await u.api.post('/api/leagues', { name: 'Being Deleted' })).body.league;
    await abandonDelete(league.id, new Date().toISOString());
    expect((await u.api.del(`/api/leagues/${league.id}`)).status).toBe(404);
    expect((await partitionItems(leagueModel.key(league.id).pk)).length).toBeGreaterThan(0);

    const other = (await u.api.post('/api/leagues', { name: 'Not Yours' })).body.league;
    await abandonDelete(other.id, '2020-01-01T00:00:00.000Z');
    const refused = await stranger.api.del(`/api/leagues/${other.id}`);
    expect(refused.status).toBe(404);
    expect((await partitionItems(leagueModel.key(other.id).pk)).length).toBeGreaterThan(0);
    expect((await stranger.api.del(`/api/leagues/${(await u.api.post('/api/leagues', { name: 'Live One' })).body.league.id}`)).status).toBe(404);
  });
});

describe('a league being deleted', () => {
  it('leaves the public directory at once and the owner’s list while the delete runs; a stalled one stays listed to finish', async () => {
    const u = await newUser('Lists');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const userId = subOf(u.accessToken);
    const created = (await u.api.post('/api/leagues', { name: 'Vanishing League' })).body.league;
    const league = (await u.api.put(`/api/leagues/${created.id}`, { ...created, status: 'active' })).body.league;
    const inDirectory = async () => (await u.api.get('/api/public/leagues')).body.leagues.some((l: { id: string }) => l.id === league.id);
    const inOwnList = async () => (await u.api.get('/api/leagues')).body.leagues.some((l: { id: string }) => l.id === league.id);
    expect([await inDirectory(), await inOwnList()]).toEqual([true, true]);

    // The delete's first step, run for real (the data layer against this stack's table), then stopped there.
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
    const { markLeagueDeleting } = await import('../../functions/data/leagues');
    expect(await markLeagueDeleting(league.id, userId)).not.toBeNull();
    expect([await inDirectory(), await inOwnList()]).toEqual([false, false]);

    // Long stalled: listed again for its owner (never in the directory), and deleting it finishes the job.
    await abandonDelete(league.id, '2020-01-01T00:00:00.000Z');
    expect([await inDirectory(), await inOwnList()]).toEqual([false, true]);
    expect((await u.api.del(`/api/leagues/${league.id}`)).status).toBe(204);
    expect(await inOwnList()).toBe(false);
  });
});

describe('a deleted league', () => {
  it('leaves nothing behind: no queued game reminder, registration pointer, unsubscribe token, site item or marker names it', async () => {
    const { admin, league, adults } = await feesLeague(`Gone League ${Math.random().toString(36).slice(2, 8)}`);
    const slug = unique('gone');
    const full = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    expect((await admin.api.put(`/api/leagues/${league.id}`, { ...full, custom_slug: slug, venues: [{ name: 'Gym', address: '1 Main St', fields: ['Court 1'] }] })).status).toBe(200);
    const venue = (await admin.api.get(`/api/leagues/${league.id}`)).body.league.venues[0] as { id: string };
    const player = await newUser('Gone', 'Player');
    const teams = [];
    for (const name of ['Early Birds', 'Night Owls']) teams.push((await admin.api.post(`/api/leagues/${league.id}/teams`, { name, manager_email: admin.email })).body.team as { id: string });
    expect((await admin.api.post(`/api/teams/${teams[0].id}/invitations`, { email: player.email })).status).toBe(201);
    await acceptNewestInvitation(player);
    const season = (await admin.api.post(`/api/leagues/${league.id}/seasons`, { name: 'Gone Season', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: teams.map((t) => t.id) })).body.season as { id: string };
    // Games to come queue their reminders; moving one and changing the league's lead queue them again elsewhere.
    const games: string[] = [];
    for (const date of ['2027-03-06', '2027-03-13', '2027-03-20']) {
      const g = await admin.api.post(`/api/leagues/${league.id}/games`, { season_id: season.id, home_team_id: teams[0].id, away_team_id: teams[1].id, date, time: '10:00', venue_id: venue.id, field: 'Court 1' });
      expect(g.status).toBe(201);
      games.push(g.body.game.id);
    }
    const moved = await admin.api.put(`/api/leagues/${league.id}/games/${games[0]}`, {
      season_id: season.id, home_team_id: teams[0].id, away_team_id: teams[1].id, date: '2027-03-07', time: '12:00', venue_id: venue.id, field: 'Court 1',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const current = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    expect((await admin.api.put(`/api/leagues/${league.id}`, { ...current, reminder_hours: 48 })).status).toBe(200);
    // An announcement e-mailed to the team makes unsubscribe tokens; a registration its pointer.
    expect((await admin.api.post(`/api/teams/${teams[0].id}/announcements`, { title: 'Welcome', content: 'See you Saturday', email_team: true })).status).toBe(201);
    expect((await admin.api.put(`/api/leagues/${league.id}/seasons/${season.id}/registration`, {
      opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'online',
      individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
      questions: [], waiver_text: 'I play at my own risk.', offline_payment: true,
    })).status).toBe(200);
    expect((await player.api.post(`/api/leagues/${league.id}/seasons/${season.id}/registrations`, {
      kind: 'individual', first_name: 'Gone', last_name: 'Player', date_of_birth: '1990-05-01', level_id: adults.id, answers: {},
      waiver_version: 1, waiver_name: 'Gone Player', pay_offline: true,
    })).status).toBe(201);
    await siteSettled();
    const naming = async () => (await allItems()).filter((i) => JSON.stringify(i).includes(league.id) || JSON.stringify(i).toLowerCase().includes(slug));
    const kinds = (items: Record<string, unknown>[]) => [...new Set(items.map((i) => String(i.pk).split('#')[0]))].sort();
    expect(kinds(await naming())).toEqual(expect.arrayContaining(['LEAGUE', 'MAILTOKEN', 'REGID', 'REMINDQ', 'SITE', 'SLUG', 'TEAMREF']));

    expect((await admin.api.del(`/api/leagues/${league.id}`)).status).toBe(204);
    await siteSettled();
    // A person's own activity history ("You joined Early Birds in ...") is theirs, and stays with their account.
    const left = (await naming()).filter((i) => !(String(i.pk).startsWith('USER#') && String(i.sk).startsWith('ACTIVITY#')));
    expect(left.map((i) => `${String(i.pk)} ${String(i.sk)}`)).toEqual([]);
  }, 90_000);
});
