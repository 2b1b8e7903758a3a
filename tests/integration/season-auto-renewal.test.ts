// Season auto-renewal and the Autopilot page's framework (issue 39 points 1 and 8) against DynamoDB Local through
// the local gateway: the next season drafted once by two sweeps at the same moment, the organiser e-mailed once,
// nothing of the draft public until it goes live (confirmed, or on its set day), the plan gate, a downgrade pausing
// the automation without deleting anything, and an undo that runs once. Time moves by the sweep's own injection
// (POST /__dev/autopilot?at=<ISO time>).
import { describe, expect, it } from 'vitest';
import { newUser, outbox, stack } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;
const tag = Math.random().toString(36).slice(2, 8);

const sweepAt = async (at: string): Promise<Record<string, number>> => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(at)}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return r.json() as Promise<Record<string, number>>;
};

const OFF = { season_auto_renewal: { on: false, days_before_end: 14 }, team_invites: { on: false, remind_every_days: 7 }, player_invites: { on: false }, level_assignment: { on: false } };

/** An active league on `plan` with one season, Mon 2027-03-01 to Sun 2027-05-30 (13 weeks), its registration set up. */
async function renewableLeague(plan: 'awesome' | 'amazing') {
  const admin = await newUser('Renee', `Organiser${tag}`);
  expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: plan })).status).toBe(200);
  const created = await admin.api.post('/api/leagues', { name: `Renewal League ${tag}` });
  expect(created.status).toBe(201);
  const league = (await admin.api.put(`/api/leagues/${created.body.league.id}`, { ...created.body.league, status: 'active' })).body.league as { id: string };
  const s = await admin.api.post(`/api/leagues/${league.id}/seasons`, { name: `Spring 2027 ${tag}`, start_date: '2027-03-01', end_date: '2027-05-30' });
  expect(s.status).toBe(201);
  const seasonId = s.body.season.id as string;
  const reg = await admin.api.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, {
    opens_at: '2027-01-04T09:00:00.000Z', closes_at: '2027-02-22T21:00:00.000Z', currency: 'usd', payment_mode: 'offline',
    team: { fee: 45000, early_bird_fee: 40000, early_bird_until: '2027-01-25T00:00:00.000Z', late_fee: null, late_from: null, capacity_per_level: 8 },
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  return { admin, league, seasonId };
}

const setAutomations = (admin: User, leagueId: string, body: Record<string, unknown>) => admin.api.put(`/api/leagues/${leagueId}/autopilot`, { ...OFF, ...body });
const seasonsOf = async (admin: User, leagueId: string) => (await admin.api.get(`/api/leagues/${leagueId}/seasons`)).body.seasons as { id: string; name: string; start_date: string; end_date: string; draft?: { live_on: string | null } }[];
const logOf = async (admin: User, leagueId: string) => (await admin.api.get(`/api/leagues/${leagueId}/autopilot/log`)).body.entries as { id: string; summary: string; can_undo: boolean; undone_at: string | null }[];
const draftMails = async (admin: User) => (await outbox()).filter((m) => m.to === admin.email && m.subject.startsWith('Next season drafted'));

describe('season auto-renewal', () => {
  it('drafts the next season exactly once when two sweeps run at the same moment, e-mails the organiser once, and nothing of it is public until confirmed', async () => {
    const { admin, league, seasonId } = await renewableLeague('amazing');
    const on = await setAutomations(admin, league.id, { season_auto_renewal: { on: true, days_before_end: 14 } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.access.season_auto_renewal).toEqual({ included: true, paused: false, message: null });

    // The dry run says what happens and when: 14 days before 2027-05-30.
    const plan = (await admin.api.get(`/api/leagues/${league.id}/autopilot/plan`)).body.acts as { at: string; automation: string; summary: string }[];
    expect(plan).toContainEqual({ at: '2027-05-16T00:00:00.000Z', automation: 'season_auto_renewal', paused: false, summary: `Draft Spring 2027 ${tag} (2) (2027-05-31 to 2027-08-29) from Spring 2027 ${tag} and e-mail you to review it` });

    // Before it is due nothing happens.
    await sweepAt('2027-05-15T12:00:00.000Z');
    expect(await seasonsOf(admin, league.id)).toHaveLength(1);

    const [a, b] = await Promise.all([sweepAt('2027-05-16T06:00:00.000Z'), sweepAt('2027-05-16T06:00:00.000Z')]);
    expect((a.drafted ?? 0) + (b.drafted ?? 0)).toBe(1);
    const seasons = await seasonsOf(admin, league.id);
    expect(seasons).toHaveLength(2);
    const draft = seasons.find((s) => s.id !== seasonId)!;
    // Moved on by the season's 13 weeks: Monday to Sunday again.
    expect(draft).toMatchObject({ name: `Spring 2027 ${tag} (2)`, start_date: '2027-05-31', end_date: '2027-08-29', draft: { live_on: null } });
    const mails = await draftMails(admin);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/league-management?league=${league.id}&tab=autopilot`);
    const log = await logOf(admin, league.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ can_undo: true, undone_at: null });

    // The page shows the draft with the registration it carries, dates moved on by the same 13 weeks, fees as they were.
    const page = (await admin.api.get(`/api/leagues/${league.id}/autopilot`)).body;
    expect(page.drafts).toEqual([expect.objectContaining({
      season_id: draft.id, from_season_id: seasonId, live_on: null,
      registration: { opens_at: '2027-04-05T09:00:00.000Z', closes_at: '2027-05-24T21:00:00.000Z', currency: 'usd', team_fee: 45000, individual_fee: null },
    })]);

    // Nothing public: no registration offer for it, no registration to open by hand, no activating it.
    expect((await fetch(`${stack().url}/api/public/leagues/${league.id}/registration?season_id=${draft.id}`)).status).toBe(404);
    expect((await admin.api.get(`/api/leagues/${league.id}/seasons/${draft.id}/registration`)).body.settings).toBeNull();
    expect((await admin.api.post(`/api/leagues/${league.id}/seasons/${draft.id}/status`, { status: 'active' })).status).toBe(409);

    // Another sweep later does not draft again.
    await sweepAt('2027-05-20T06:00:00.000Z');
    expect(await seasonsOf(admin, league.id)).toHaveLength(2);
    expect(await draftMails(admin)).toHaveLength(1);

    // Confirmed: it goes live with its registration (open to the public), and can no longer be undone.
    const confirmed = await admin.api.post(`/api/leagues/${league.id}/autopilot/drafts/${draft.id}/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.season.draft).toBeUndefined();
    const settings = (await admin.api.get(`/api/leagues/${league.id}/seasons/${draft.id}/registration`)).body.settings;
    expect(settings).toMatchObject({ opens_at: '2027-04-05T09:00:00.000Z', team: { fee: 45000, early_bird_fee: 40000, early_bird_until: '2027-04-26T00:00:00.000Z', capacity_per_level: 8 } });
    expect((await fetch(`${stack().url}/api/public/leagues/${league.id}/registration?season_id=${draft.id}`)).status).toBe(200);
    const after = await logOf(admin, league.id);
    expect(after.find((e) => e.id === log[0].id)).toMatchObject({ can_undo: false, undone_at: null });
    expect(after.map((e) => e.summary)).toContain(`Spring 2027 ${tag} (2) went live: confirmed by the organiser`);
    const undo = await admin.api.post(`/api/leagues/${league.id}/autopilot/log/${log[0].id}/undo`);
    expect(undo.status).toBe(409);
    expect((await seasonsOf(admin, league.id)).map((s) => s.id)).toContain(draft.id);
  });

  it('undo deletes the draft once, even asked twice at once', async () => {
    const { admin, league } = await renewableLeague('amazing');
    expect((await setAutomations(admin, league.id, { season_auto_renewal: { on: true, days_before_end: 30 } })).status).toBe(200);
    expect((await sweepAt('2027-05-01T00:00:00.000Z')).drafted).toBe(1);
    expect(await seasonsOf(admin, league.id)).toHaveLength(2);
    const [entry] = await logOf(admin, league.id);
    const answers = await Promise.all([1, 2].map(() => admin.api.post(`/api/leagues/${league.id}/autopilot/log/${entry.id}/undo`)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    // The loser is refused by the entry's own mark (set once), before it tries to undo anything.
    expect(answers.find((r) => r.status === 409)!.body.error).toBe('That autopilot action was undone already');
    expect(await seasonsOf(admin, league.id)).toHaveLength(1);
    expect((await logOf(admin, league.id))[0]).toMatchObject({ can_undo: false, undone_at: expect.any(String) });
    // Undone stays undone: saving the automations again (which re-arms every season's renewal) drafts nothing.
    expect((await setAutomations(admin, league.id, { season_auto_renewal: { on: true, days_before_end: 30 } })).status).toBe(200);
    expect((await admin.api.get(`/api/leagues/${league.id}/autopilot/plan`)).body.acts).toEqual([]);
    expect((await sweepAt('2027-05-02T00:00:00.000Z')).drafted ?? 0).toBe(0);
    expect(await seasonsOf(admin, league.id)).toHaveLength(1);
  });

  it('refuses to turn on an automation the plan lacks, with the upgrade path, and writes nothing', async () => {
    const { admin, league } = await renewableLeague('awesome');
    const r = await setAutomations(admin, league.id, { season_auto_renewal: { on: true, days_before_end: 20 }, player_invites: { on: false } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'plan_feature_required', error: 'Season auto-renewal is available on the Amazing plan. Upgrade your plan to turn it on.' });
    const page = (await admin.api.get(`/api/leagues/${league.id}/autopilot`)).body;
    expect(page.automations.season_auto_renewal).toEqual({ on: false, days_before_end: 14 });
    expect(page.updated_at).toBeNull();
    expect(page.access.season_auto_renewal).toMatchObject({ included: false, paused: false });
    await sweepAt('2027-05-29T00:00:00.000Z');
    expect(await seasonsOf(admin, league.id)).toHaveLength(1);
  });

  it('a downgrade pauses season renewal (it stays on, nothing deleted, the page says so); upgrading again resumes it, and the draft goes live on its set day', async () => {
    const { admin, league, seasonId } = await renewableLeague('amazing');
    expect((await setAutomations(admin, league.id, { season_auto_renewal: { on: true, days_before_end: 14 } })).status).toBe(200);
    expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);

    const paused = await sweepAt('2027-05-16T01:00:00.000Z');
    expect(paused.paused).toBeGreaterThanOrEqual(1);
    expect(await seasonsOf(admin, league.id)).toHaveLength(1);
    const page = (await admin.api.get(`/api/leagues/${league.id}/autopilot`)).body;
    expect(page.automations.season_auto_renewal.on).toBe(true);
    expect(page.access.season_auto_renewal).toEqual({ included: false, paused: true, message: 'Paused: your plan no longer includes Season auto-renewal. Nothing was deleted; upgrade again and it resumes.' });
    expect((await admin.api.get(`/api/leagues/${league.id}/autopilot/plan`)).body.acts).toContainEqual(expect.objectContaining({ automation: 'season_auto_renewal', paused: true }));
    // Changing another switch while it is paused is allowed: it stays on, paused.
    expect((await setAutomations(admin, league.id, { season_auto_renewal: { on: true, days_before_end: 14 } })).status).toBe(200);

    expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    expect((await sweepAt('2027-05-16T08:00:00.000Z')).drafted).toBe(1);
    const draft = (await seasonsOf(admin, league.id)).find((s) => s.id !== seasonId)!;

    // Set to go live on a day: the job is due then, and only then the season is live with its registration.
    const set = await admin.api.put(`/api/leagues/${league.id}/autopilot/drafts/${draft.id}`, { live_on: '2027-05-24' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.draft.live_on).toBe('2027-05-24');
    expect((await admin.api.put(`/api/leagues/${league.id}/autopilot/drafts/${draft.id}`, { live_on: '2027-02-30' })).status).toBe(400);
    await sweepAt('2027-05-23T23:00:00.000Z');
    expect((await seasonsOf(admin, league.id)).find((s) => s.id === draft.id)!.draft).toBeDefined();
    expect((await sweepAt('2027-05-24T00:30:00.000Z')).went_live).toBe(1);
    expect((await seasonsOf(admin, league.id)).find((s) => s.id === draft.id)!.draft).toBeUndefined();
    expect((await admin.api.get(`/api/leagues/${league.id}/seasons/${draft.id}/registration`)).body.settings).not.toBeNull();
  });

  it('the dry run also shows a season\'s registration autopilot: the unpaid fee it will remind, and when', async () => {
    const admin = await newUser('Una', `Organiser${tag}`);
    expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const created = await admin.api.post('/api/leagues', { name: `Reminder League ${tag}` });
    const league = (await admin.api.put(`/api/leagues/${created.body.league.id}`, { ...created.body.league, status: 'active' })).body.league as { id: string };
    const level = (await admin.api.post(`/api/leagues/${league.id}/levels`, { name: 'Adults', level_type: 'age', age_min: 18, age_max: 99 })).body.level as { id: string };
    const seasonId = (await admin.api.post(`/api/leagues/${league.id}/seasons`, { name: `Summer ${tag}`, start_date: '2027-06-07', end_date: '2027-08-29' })).body.season.id as string;
    expect((await admin.api.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, {
      opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
      individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
    })).status).toBe(200);
    const ann = await newUser('Ann', 'Player');
    const reg = await ann.api.post(`/api/leagues/${league.id}/seasons/${seasonId}/registrations`, {
      kind: 'individual', first_name: 'Ann', last_name: 'Player', date_of_birth: '1990-05-01', level_id: level.id, answers: {},
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    expect((await admin.api.get(`/api/leagues/${league.id}/autopilot/plan`)).body.acts).toEqual([]);
    expect((await admin.api.put(`/api/leagues/${league.id}/seasons/${seasonId}/autopilot`, {
      waitlist_offers: false, offer_hours: 48, unpaid_reminders: true, remind_every_hours: 24, expire_after_hours: 72,
    })).status).toBe(200);
    const acts = (await admin.api.get(`/api/leagues/${league.id}/autopilot/plan`)).body.acts as { at: string; automation: string; summary: string; paused: boolean }[];
    expect(acts).toEqual([{ at: expect.any(String), automation: 'unpaid_reminders', summary: `Remind Ann Player to pay for Summer ${tag}`, paused: false }]);
    expect(Date.parse(acts[0].at) - Date.parse(reg.body.registration.created_at)).toBe(24 * 3_600_000);
  });
});
