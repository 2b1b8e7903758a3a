// The organiser's registration forecast (functions/registrations/registration-forecast.ts) against DynamoDB Local:
// this season's sign-ups so far against the league's previous season at the same point before its first day, with
// two seasons' registrations (last season's backdated in the table, as if made a year ago).
import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newUser, stack, table } from './support/local';

const tag = Math.random().toString(36).slice(2, 8);
const DAY = 86_400_000;
type User = Awaited<ReturnType<typeof newUser>>;
let admin: User;
let leagueId: string;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

async function season(name: string, start: string) {
  const s = await admin.api.post(`/api/leagues/${leagueId}/seasons`, { name: `${name} ${tag}`, start_date: start, end_date: day(Date.parse(start) + 90 * DAY) });
  expect(s.status, JSON.stringify(s.body)).toBe(201);
  const id = s.body.season.id as string;
  const put = await admin.api.put(`/api/leagues/${leagueId}/seasons/${id}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
    individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
  });
  expect(put.status).toBe(200);
  return id;
}

async function signUp(seasonId: string, first: string) {
  const u = await newUser(first, 'Player');
  const r = await u.api.post(`/api/leagues/${leagueId}/seasons/${seasonId}/registrations`, {
    kind: 'individual', first_name: first, last_name: 'Player', date_of_birth: '1990-05-01', answers: {}, pay_offline: true,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { u, id: r.body.registration.id as string };
}

/** Moves a registration's moment of sign-up back in time (last season's were made a year ago). */
const backdate = (seasonId: string, id: string, at: number) => table().send(new UpdateCommand({
  TableName: stack().tableName, Key: { pk: `LEAGUE#${leagueId}`, sk: `REG#${seasonId}#${id}` },
  UpdateExpression: 'SET created_at = :at', ExpressionAttributeValues: { ':at': new Date(at).toISOString() },
}));

beforeAll(async () => {
  admin = await newUser('Organiser', 'Forecast');
  expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const created = await admin.api.post('/api/leagues', { name: `Forecast League ${tag}` });
  const activated = await admin.api.put(`/api/leagues/${created.body.league.id}`, { ...created.body.league, status: 'active' });
  expect(activated.status).toBe(200);
  leagueId = activated.body.league.id;
}, 120_000);

describe('registration forecast', () => {
  it('counts sign-ups so far against the same point of last season and projects the final count', async () => {
    const now = Date.now();
    const thisStart = day(now + 30 * DAY);
    const lastStart = day(Date.parse(thisStart) - 364 * DAY);
    const lastId = await season('Last', lastStart);
    const thisId = await season('This', thisStart);
    const alone = await admin.api.get(`/api/leagues/${leagueId}/seasons/${lastId}/registration-forecast`);
    expect(alone.body.forecast).toMatchObject({ so_far: 0, previous: null, projected: null });

    // Last season: two sign-ups by this point (10 and 5 days before it), two after, one cancelled (not counted).
    const sameInstant = Date.parse(`${lastStart}T00:00:00Z`) + (now - Date.parse(`${thisStart}T00:00:00Z`));
    const last = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan', 'Eli'].map((n) => signUp(lastId, n)));
    expect((await last[4]!.u.api.post(`/api/registrations/${last[4]!.id}/cancel`)).status).toBe(200);
    const offsets = [-10 * DAY, -5 * DAY, 5 * DAY, 20 * DAY, -8 * DAY];
    await Promise.all(last.map((r, i) => backdate(lastId, r.id, sameInstant + offsets[i]!)));
    // This season: three so far.
    await Promise.all(['Fay', 'Gus', 'Hal'].map((n) => signUp(thisId, n)));

    const r = await admin.api.get(`/api/leagues/${leagueId}/seasons/${thisId}/registration-forecast`);
    expect(r.status).toBe(200);
    const f = r.body.forecast;
    expect(f).toMatchObject({
      season: { id: thisId, start_date: thisStart }, so_far: 3,
      previous: { id: lastId, start_date: lastStart, same_point: 2, final: 4, same_date: day(sameInstant) },
      projected: 6,
    });
    // The chart's series: cumulative, this season's up to today only, last season's to its last sign-up.
    const today = Math.floor((now - Date.parse(`${thisStart}T00:00:00Z`)) / DAY);
    const at = (d: number) => f.series.find((p: { day: number }) => p.day === d);
    expect(at(today)).toMatchObject({ this_season: 3, previous_season: 2 });
    expect(at(today + 1).this_season).toBeNull();
    expect(f.series.at(-1)).toMatchObject({ previous_season: 4 });
    expect(f.series.every((p: { previous_season: number }, i: number, all: { previous_season: number }[]) => i === 0 || p.previous_season >= all[i - 1]!.previous_season)).toBe(true);
  }, 120_000);
});
