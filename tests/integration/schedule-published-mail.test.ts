// "The schedule is published" is e-mailed when managers can see it: generating a schedule for a draft league or an
// upcoming season e-mails nobody; publishing the league or activating the season then does, listing each person's
// coming games; and an organiser running several teams gets one e-mail, not one per team. Against the real stack
// (the local outbox).
import { describe, expect, it } from 'vitest';
import { newUser, teamsIn, type User } from './support/games';
import { outbox } from './support/local';

const settings = (venueId: string) => ({ weekdays: [6], time_slots: ['09:00', '11:00'], venues: [{ venue_id: venueId }], format: 'single' });
const published = async (who: User) => (await outbox()).filter((m) => m.to === who.email && m.subject.includes('schedule is published'));

/** A league of `admin` (on Amazing, for the generator), draft or active, with three teams: Ants and Bees run by the admin, Crows by `mona`. */
async function league(admin: User, mona: User, status: 'draft' | 'active') {
  expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const created = (await admin.api.post('/api/leagues', { name: `Mail League ${status}` })).body.league;
  const put = await admin.api.put(`/api/leagues/${created.id}`, {
    ...created, status, time_zone: 'America/Chicago', venues: [{ name: 'Central Gym', address: '1 Main St', fields: ['Court 1', 'Court 2'] }],
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const l = put.body.league as { id: string; venues: { id: string }[] } & Record<string, unknown>;
  const teams = await teamsIn(admin, l.id, ['Ants', 'Bees', 'Crows'], { Crows: mona });
  const season = (await admin.api.post(`/api/leagues/${l.id}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: teams.map((t) => t.id) })).body.season as { id: string };
  const activate = () => admin.api.post(`/api/leagues/${l.id}/seasons/${season.id}/status`, { status: 'active' });
  const generate = () => admin.api.post(`/api/leagues/${l.id}/seasons/${season.id}/schedule`, settings(l.venues[0].id));
  return { league: l, season, activate, generate };
}

describe('schedule e-mails match what managers see', () => {
  it('a draft league\'s schedule is e-mailed when the league is published, once to each person', async () => {
    const [admin, mona] = await Promise.all([newUser('Olga'), newUser('Mona')]);
    const { league: l, activate, generate } = await league(admin, mona, 'draft');
    expect((await activate()).status).toBe(200);
    const saved = await generate();
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ created_count: 3, notified_count: 0 });
    expect(await published(admin)).toEqual([]);
    expect(await published(mona)).toEqual([]);

    expect((await admin.api.put(`/api/leagues/${l.id}`, { status: 'active' })).status).toBe(200);
    const [toAdmin] = await published(admin);
    expect(await published(admin)).toHaveLength(1);
    // The organiser runs Ants and Bees: one e-mail lists the three games of those two teams (Ants vs Bees once).
    expect(toAdmin.subject).toBe('Mail League draft: the Spring 2027 schedule is published');
    expect(toAdmin.text).toContain('Ants and Bees play 3 games:');
    expect(await published(mona)).toHaveLength(1);
    expect((await published(mona))[0].text).toContain('Crows plays 2 games:');

    // Saving the league again (already published) tells nobody again.
    expect((await admin.api.put(`/api/leagues/${l.id}`, { description: 'Spring games' })).status).toBe(200);
    expect(await published(admin)).toHaveLength(1);
  });

  it('an upcoming season\'s schedule is e-mailed when the season is activated', async () => {
    const [admin, mona] = await Promise.all([newUser('Uma'), newUser('Mona')]);
    const { activate, generate } = await league(admin, mona, 'active');
    expect((await generate()).status).toBe(201);
    expect(await published(admin)).toEqual([]);
    expect(await published(mona)).toEqual([]);

    expect((await activate()).status).toBe(200);
    expect(await published(admin)).toHaveLength(1);
    expect((await published(mona))).toHaveLength(1);
    expect((await published(mona))[0].text).toMatch(/Crows plays 2 games:\n\n- \w+day \d{1,2} March, \d{1,2}:\d\d [ap]m C[SD]T: \w+ vs \w+ at Central Gym - Court \d/);
  });

  it('a schedule saved for the active season of a published league is e-mailed at once, once to each person', async () => {
    const [admin, mona] = await Promise.all([newUser('Ana'), newUser('Mona')]);
    const { activate, generate } = await league(admin, mona, 'active');
    expect((await activate()).status).toBe(200);
    const saved = await generate();
    expect(saved.body).toMatchObject({ created_count: 3, notified_count: 2 });
    expect(await published(admin)).toHaveLength(1);
    expect(await published(mona)).toHaveLength(1);
  });
});
