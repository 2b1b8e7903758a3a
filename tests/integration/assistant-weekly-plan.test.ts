// AI autopilot's weekly plan (issue 40 point 4) against the real local stack: switched on, the sweep builds one plan
// per league and week from the assistant's ask tools with exactly the findings seeded (an unpaid registrant, a game
// next week without a venue), each with its proposed change, and e-mails the organiser; approving runs each change
// once, however often it is approved. A plan without has_ai_autopilot is refused (403) and nothing is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, outbox, stack } from './support/local';
import { activeGameLeague, activeSeason, teamsIn, type GameLeague } from './support/games';

type User = Awaited<ReturnType<typeof newUser>>;
const tag = Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
let admin: User; let league: GameLeague; let payer: User;

const sweep = async () => expect((await fetch(`${stack().url}/__dev/autopilot`, { method: 'POST' })).status).toBe(200);
const automations = { season_auto_renewal: { on: false, days_before_end: 14 }, team_invites: { on: false, remind_every_days: 7 }, player_invites: { on: false }, level_assignment: { on: false } };

/** Wednesday of next week (Monday-based weeks), as the plan reads "next week". */
function nextWeekWednesday(): string {
  const d = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 9);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  admin = await newUser('Wendy', 'Weekly');
  league = await activeGameLeague(admin, { name: `Weekly Plan League ${tag}`, time_zone: 'UTC' });
  const teams = await teamsIn(admin, league.id, ['Harbour FC', 'Hilltop FC']);
  const season = await activeSeason(admin, league.id, teams.map((t) => t.id), { start_date: '2026-01-01', end_date: '2030-06-30' });
  const g = await admin.api.post(`/api/leagues/${league.id}/games`, { season_id: season.id, home_team_id: teams[0].id, away_team_id: teams[1].id, date: nextWeekWednesday(), time: '18:00' });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  expect((await admin.api.put(`/api/leagues/${league.id}/seasons/${season.id}/registration`, {
    opens_at: new Date(Date.now() - HOUR).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
    individual: { fee: 3000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 20, capacity_per_level: null },
  })).status).toBe(200);
  payer = await newUser('Paula', 'Pending');
  expect((await payer.api.post(`/api/leagues/${league.id}/seasons/${season.id}/registrations`, { kind: 'individual', first_name: 'Paula', last_name: 'Pending', date_of_birth: '1990-05-01', answers: {} })).status).toBe(201);
}, 180_000);

describe('AI autopilot\'s weekly plan', () => {
  it('is refused without has_ai_autopilot, and nothing is written', async () => {
    const small = await newUser('Sam', 'Small');
    const l = await activeGameLeague(small, { plan: 'awesome', name: `Small ${tag}` });
    expect((await small.api.get(`/api/leagues/${l.id}/assistant/plan`)).status).toBe(403);
    const on = await small.api.put(`/api/leagues/${l.id}/autopilot`, { ...automations, weekly_plan: { on: true } });
    expect(on.status).toBe(403);
    expect((await small.api.get(`/api/leagues/${l.id}/autopilot`)).body.automations.weekly_plan.on).toBe(false);
  });

  it('finds exactly the seeded findings, e-mails the organiser once, and approving runs each change once', async () => {
    expect((await admin.api.put(`/api/leagues/${league.id}/autopilot`, { ...automations, weekly_plan: { on: true } })).status).toBe(200);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const plan = (await admin.api.get(`/api/leagues/${league.id}/assistant/plan`)).body.plan;
    expect(plan.items.map((i: { finding: string }) => i.finding)).toEqual([
      '1 registrant has not paid: "Paula Pending"',
      '1 game next week without a venue (choose one on the Schedule page)',
    ]);
    expect(plan.items[0].proposal).toMatchObject({ tool: 'draft_message', status: 'proposed' });
    expect(plan.items[1].proposal).toBeNull();
    const planMails = (await outbox()).filter((m) => m.to === admin.email && m.subject.startsWith(`This week's plan for Weekly Plan League ${tag}`));
    expect(planMails).toHaveLength(1);
    expect(planMails[0].text).toContain(`/league-management?league=${league.id}&tab=autopilot`);

    const reminders = async () => (await outbox()).filter((m) => m.to === payer.email && m.subject.startsWith('Payment reminder'));
    expect(await reminders()).toHaveLength(0);
    const [a, b] = await Promise.all([
      admin.api.post(`/api/leagues/${league.id}/assistant/plan/${plan.id}/approve`, {}),
      admin.api.post(`/api/leagues/${league.id}/assistant/plan/${plan.id}/approve`, { item_ids: ['1'] }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await reminders()).toHaveLength(1);
    const again = await admin.api.post(`/api/leagues/${league.id}/assistant/plan/${plan.id}/approve`, {});
    expect(again.body.plan.items[0].proposal.status).toBe('confirmed');
    expect(await reminders()).toHaveLength(1);
  });
});
