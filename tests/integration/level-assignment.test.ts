// Automatic level assignment (issue 39 point 4) against DynamoDB Local through the local gateway: registrants placed
// by their age on the season's cut-off day (the boundary birthday: born exactly on it, a day before, a day after),
// the ones that fit no level or several listed for the organiser with the reason, and nobody placed twice when two
// runs (the organiser's and the autopilot's sweep) go at once. The switch is the Autopilot page's; a placement is
// undone from its log.
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_AUTOMATION_DEFAULTS } from '../../shared/autopilot-schema';
import { listAutopilotLog } from '../../functions/data/autopilot-log';
import { previewLevelAssignment, undoLevelPlacement } from '../../functions/autopilot/level-assignment';
import { newUser, stack } from './support/local';

const tag = Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
type User = Awaited<ReturnType<typeof newUser>>;
let admin: User;
let leagueId: string;
const levels: Record<string, string> = {};

const sweep = async () => {
  const r = await fetch(`${stack().url}/__dev/autopilot`, { method: 'POST' });
  expect(r.status).toBe(200);
  return r.json() as Promise<{ placed?: number }>;
};
/** The organiser's switch on the Autopilot page (PUT /api/leagues/{id}/autopilot). */
const switchTo = async (on: boolean) => {
  const r = await admin.api.put(`/api/leagues/${leagueId}/autopilot`, { ...LEAGUE_AUTOMATION_DEFAULTS, level_assignment: { on } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

async function season(name: string) {
  const s = await admin.api.post(`/api/leagues/${leagueId}/seasons`, { name: `${name} ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  expect(s.status).toBe(201);
  const id = s.body.season.id as string;
  const put = await admin.api.put(`/api/leagues/${leagueId}/seasons/${id}/registration`, {
    opens_at: new Date(Date.now() - HOUR).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
    // Ages count on the last day of 2026, not on the season's first day (when all the boundary children are 12).
    age_cutoff: '2026-12-31',
    individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
  });
  expect(put.status).toBe(200);
  expect(put.body.settings.age_cutoff).toBe('2026-12-31');
  return id;
}

async function registrant(seasonId: string, first: string, dob: string, extra: Record<string, unknown> = {}) {
  const u = await newUser(first, 'Kid');
  const r = await u.api.post(`/api/leagues/${leagueId}/seasons/${seasonId}/registrations`, {
    kind: 'individual', first_name: first, last_name: 'Kid', date_of_birth: dob, answers: {}, pay_offline: true,
    guardian: { name: 'Pat Parent', email: 'pat@example.com', phone: '555-0100' }, ...extra,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.registration as { id: string; level_id: string | null };
}

const levelOf = async (id: string) => (await admin.api.get(`/api/registrations/${id}`)).body.registration.level_id as string | null;
const assignment = async (seasonId: string) => (await admin.api.get(`/api/leagues/${leagueId}/seasons/${seasonId}/level-assignment`)).body;
const placementsOf = async (registrationId: string) => (await listAutopilotLog(leagueId)).filter((e) => e.automation === 'level_assignment' && e.undo?.registration_id === registrationId);

beforeAll(async () => {
  process.env.TABLE_NAME = stack().tableName;
  process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
  admin = await newUser('Organiser', 'Levels');
  expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const created = await admin.api.post('/api/leagues', { name: `Level League ${tag}` });
  const activated = await admin.api.put(`/api/leagues/${created.body.league.id}`, { ...created.body.league, status: 'active' });
  expect(activated.status).toBe(200);
  leagueId = activated.body.league.id;
  for (const [name, body] of [
    ['Under 12', { level_type: 'age', age_min: 8, age_max: 11 }],
    ['12 to 17', { level_type: 'age', age_min: 12, age_max: 17 }],
    ['Girls 12 to 17', { level_type: 'age', age_min: 12, age_max: 17, gender: 'female' }],
    // No rule: takes no part, so it never makes anyone fit twice.
    ['Open', { level_type: 'custom' }],
  ] as const) {
    const r = await admin.api.post(`/api/leagues/${leagueId}/levels`, { name, ...body });
    expect(r.status).toBe(201);
    levels[name] = r.body.level.id;
  }
}, 120_000);

describe('automatic level assignment', () => {
  it('places by the age on the cut-off day, the boundary birthday included; no fit and several fits are listed with the reason', async () => {
    const seasonId = await season('Boundary');
    // Switched off: registrants stay in no level; the organiser's list says where the rules would put them.
    const onCutoff = await registrant(seasonId, 'Dan', '2014-12-31');
    const dayBefore = await registrant(seasonId, 'Eve', '2014-12-30');
    const dayAfter = await registrant(seasonId, 'Fay', '2015-01-01');
    const girl = await registrant(seasonId, 'Gia', '2014-06-01', { gender: 'female' });
    const adult = await registrant(seasonId, 'Hal', '2000-01-01');
    expect([onCutoff, dayBefore, dayAfter, girl, adult].map((r) => r.level_id)).toEqual([null, null, null, null, null]);
    const off = await admin.api.post(`/api/leagues/${leagueId}/seasons/${seasonId}/level-assignment/run`);
    expect(off.status).toBe(409);
    const listed = await assignment(seasonId);
    expect(listed).toMatchObject({ plan_allows: true, on: false, cutoff_day: '2026-12-31' });
    const byName = new Map(listed.unplaced.map((u: { first_name: string }) => [u.first_name, u]));
    expect(byName.get('Dan')).toMatchObject({ fit: 'one', candidate_level_ids: [levels['12 to 17']] });
    expect(byName.get('Fay')).toMatchObject({ fit: 'one', candidate_level_ids: [levels['Under 12']] });
    expect(byName.get('Gia')).toMatchObject({ fit: 'several', reason: 'Fits several levels: 12 to 17, Girls 12 to 17' });
    expect(byName.get('Hal')).toMatchObject({ fit: 'none' });
    expect((byName.get('Hal') as { reason: string }).reason).toContain('Under 12 is for ages up to 11 (26 on 2026-12-31)');

    // Switched on: the dry run says who goes where, then two runs at once place each of them once.
    await switchTo(true);
    const planned = (await previewLevelAssignment(leagueId, new Date())).map((a) => a.summary).filter((s) => s.includes(tag));
    expect(planned).toEqual(expect.arrayContaining([`Place Dan Kid in 12 to 17 (Boundary ${tag})`, `Place Fay Kid in Under 12 (Boundary ${tag})`]));
    const [a, b] = await Promise.all([1, 2].map(() => admin.api.post(`/api/leagues/${leagueId}/seasons/${seasonId}/level-assignment/run`)));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.placed + b.body.placed).toBe(3);
    expect(await levelOf(onCutoff.id)).toBe(levels['12 to 17']);
    expect(await levelOf(dayBefore.id)).toBe(levels['12 to 17']);
    expect(await levelOf(dayAfter.id)).toBe(levels['Under 12']);
    for (const r of [onCutoff, dayBefore, dayAfter]) expect(await placementsOf(r.id)).toHaveLength(1);
    // Still listed, with their reasons: the one who fits several and the one who fits none.
    const left = await assignment(seasonId);
    expect(left.unplaced.map((u: { first_name: string; fit: string }) => [u.first_name, u.fit])).toEqual([['Gia', 'several'], ['Hal', 'none']]);

    // The organiser places Gia by hand; two clicks at once place her once.
    const hands = await Promise.all([levels['Girls 12 to 17'], levels['12 to 17']].map((level_id) =>
      admin.api.post(`/api/leagues/${leagueId}/registrations/${girl.id}/level`, { level_id })));
    expect(hands.map((h) => h.status).sort()).toEqual([200, 409]);
    expect([levels['Girls 12 to 17'], levels['12 to 17']]).toContain(await levelOf(girl.id));
  }, 180_000);

  it('places at registration when switched on, and the autopilot job places once under two sweeps at once; a placement is undone from the log', async () => {
    const seasonId = await season('Job');
    await switchTo(true);
    const ivy = await registrant(seasonId, 'Ivy', '2015-01-01');
    expect(ivy.level_id).toBe(levels['Under 12']);
    expect(await placementsOf(ivy.id)).toHaveLength(1);
    // Registered while the switch was off: in no level until the job runs.
    await switchTo(false);
    const jon = await registrant(seasonId, 'Jon', '2014-12-31');
    expect(jon.level_id).toBeNull();
    await switchTo(true);
    // A level's rules change (its description here): the season's job is due; two sweeps at once place Jon once.
    const u12 = (await admin.api.get(`/api/leagues/${leagueId}/levels`)).body.levels.find((l: { id: string }) => l.id === levels['Under 12']);
    expect((await admin.api.put(`/api/leagues/${leagueId}/levels/${u12.id}`, { ...u12, description: 'Born 2015 or later' })).status).toBe(200);
    const runs = await Promise.all([sweep(), sweep()]);
    expect(runs.reduce((n, r) => n + (r.placed ?? 0), 0)).toBeGreaterThanOrEqual(1);
    expect(await levelOf(jon.id)).toBe(levels['12 to 17']);
    const logged = await placementsOf(jon.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ summary: `Placed Jon Kid in 12 to 17 (Job ${tag})`, undo: { kind: 'unplace_registrant', level_id: levels['12 to 17'] } });

    const undone = await admin.api.post(`/api/leagues/${leagueId}/autopilot/log/${logged[0]!.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await levelOf(jon.id)).toBeNull();
    expect((await admin.api.post(`/api/leagues/${leagueId}/autopilot/log/${logged[0]!.id}/undo`)).status).toBe(409);
    // The undo itself refuses a registrant who moved since (the log's mark aside).
    await expect(undoLevelPlacement(leagueId, logged[0]!, new Date())).rejects.toThrow('moved to another level');
  }, 180_000);
});
