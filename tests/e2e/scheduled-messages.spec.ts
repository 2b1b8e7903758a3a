import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { apiUser, type ApiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { selectOption } from './pages/select-option';
import { atWidth, publish, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';
import { expectNoHorizontalOverflow } from './pages/viewports';

// Issue 45: an organiser writes to the registrants of a season they pick (the active one unless they choose
// another), schedules it, then changes and cancels scheduled messages from the log, and sees what waits in the
// Autopilot page's "What happens next". A team's manager schedules a message to their team with a link to a game,
// like the organiser, and it goes out at its time with the link.

interface Boxed { channel?: string; to: string; subject: string; text: string }
const mails = async (request: APIRequestContext, to: string, subject: string) =>
  ((await (await request.get('/__dev/outbox')).json()) as Boxed[]).filter((m) => m.channel !== 'sms' && m.channel !== 'push' && m.to === to && m.subject === subject);

/** Tomorrow's date as the date picker takes it (YYYY/MM/DD), in the browser's zone (the machine's: the same here). */
const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
};

async function register(request: APIRequestContext, admin: ApiUser, leagueId: string, seasonId: string, levelId: string, first: string) {
  expect((await admin.put(`/api/leagues/${leagueId}/seasons/${seasonId}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
    individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 10, capacity_per_level: null },
  })).status).toBe(200);
  const user = await apiUser(request, first);
  const r = await user.post(`/api/leagues/${leagueId}/seasons/${seasonId}/registrations`, {
    kind: 'individual', first_name: first, last_name: 'Reg', date_of_birth: '1990-05-01', level_id: levelId, answers: {},
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return user;
}

/** Picks "Later (your time)" and tomorrow at 10:00 on the form in `scope`. */
async function later(scope: Locator) {
  await scope.getByRole('radio', { name: 'Later (your time)' }).check();
  await scope.getByPlaceholder('YYYY/MM/DD').fill(tomorrow());
  await scope.getByPlaceholder('hh:mm').fill('10:00');
}

for (const width of WIDTHS) {
  test(`an organiser picks the season of the registrants, schedules, changes and cancels messages, and sees them in the dry run at ${width} px`, async ({ page, request }, info) => {
    test.setTimeout(180_000);
    const tag = `${width}${Date.now().toString(36)}`;
    const admin = await apiUser(request, `Sela${width}`);
    expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Season Picks ${tag}` })).body.league;
    await publish(admin, league);
    const level = (await admin.post<{ level: { id: string } }>(`/api/leagues/${league.id}/levels`, { name: 'Adults', level_type: 'age', age_min: 18, age_max: 99 })).body.level;
    const winter = (await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Winter 2027', start_date: '2027-01-10', end_date: '2027-03-20' })).body.season;
    const spring = (await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Spring 2027', start_date: '2027-04-10', end_date: '2027-06-20' })).body.season;
    for (const first of [`Wes${tag}`, `Wyn${tag}`]) await register(request, admin, league.id, winter.id, level.id, first);
    const sprinter = await register(request, admin, league.id, spring.id, level.id, `Sam${tag}`);
    expect((await admin.post(`/api/leagues/${league.id}/seasons/${winter.id}/status`, { status: 'active' })).status).toBe(200);

    await atWidth(page, width);
    await signInAs(page, admin);
    await page.goto(`/league-management?league=${league.id}&tab=messages`);
    const main = page.getByRole('main');
    await selectOption(page, main.getByRole('button', { name: /^To/ }), 'Registrants by status');
    await selectOption(page, main.getByRole('button', { name: /^Status/ }), 'Unpaid');
    // The active season first: its two unpaid registrants.
    await expect(main.getByRole('button', { name: /^Season/ })).toContainText('Winter 2027 (active)');
    await expect(main.getByRole('status').filter({ hasText: 'will get this' })).toHaveText('2 people will get this');
    await selectOption(page, main.getByRole('button', { name: /^Season/ }), 'Spring 2027 (upcoming)');
    await expect(main.getByRole('status').filter({ hasText: 'will get this' })).toHaveText('1 person will get this');
    await main.getByRole('button', { name: /^Who:/ }).click();
    await expect(main.getByTestId('people-preview').getByText(`Sam${tag} Reg`, { exact: true })).toBeVisible();

    const subject = `Spring fees ${tag}`;
    await main.getByLabel('Subject', { exact: true }).fill(subject);
    await main.getByLabel('Message', { exact: true }).fill('Your spring fee is due before the first game.');
    await later(main);
    await expectNoHorizontalOverflow(page, `the compose form at ${width} px`);
    await snap(page, info, `season-picked-${width}`);
    await main.getByRole('button', { name: 'Schedule' }).click();
    await expect(main.getByText(/^Scheduled for .*: 1 person\.$/)).toBeVisible();

    // Changed from the log: a new subject, kept for tomorrow.
    await main.getByRole('button', { name: `Change ${subject}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Subject', { exact: true }).fill(`${subject} (changed)`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await new AppShell(page).expectToast('Scheduled message changed');
    await expect(main.getByRole('button', { name: `Change ${subject} (changed)` })).toBeVisible();
    await snap(page, info, `scheduled-in-log-${width}`);

    // A second one, cancelled: it stays in the log as cancelled, with nothing left to change.
    await main.getByLabel('Subject', { exact: true }).fill(`Cancelled ${tag}`);
    await main.getByLabel('Message', { exact: true }).fill('Never sent.');
    await later(main);
    await main.getByRole('button', { name: 'Schedule' }).click();
    await main.getByRole('button', { name: `Cancel Cancelled ${tag}` }).click();
    await new AppShell(page).expectToast('Message cancelled');
    await expect(main.getByRole('button', { name: `Change Cancelled ${tag}` })).toHaveCount(0);
    await expect(main.getByText('Cancelled', { exact: true })).toBeVisible();

    // What happens next: the scheduled message, not the cancelled one.
    await page.goto(`/league-management?league=${league.id}&tab=autopilot`);
    const next = main.getByText(`Send "${subject} (changed)" to Unpaid registrants`, { exact: false });
    await expect(next).toBeVisible();
    await expect(main.getByText(`Send "Cancelled ${tag}"`, { exact: false })).toHaveCount(0);
    await next.scrollIntoViewIfNeeded();
    await snap(page, info, `what-happens-next-${width}`);

    // At its time the worker sends it, to the spring registrant only, with the changed subject.
    expect((await request.post(`/__dev/autopilot?at=${encodeURIComponent(new Date(Date.now() + 2 * 86_400_000).toISOString())}`)).status()).toBe(200);
    await expect.poll(async () => (await mails(request, sprinter.email, `${subject} (changed)`)).length).toBe(1);
  });
}

for (const width of WIDTHS) {
  test(`a team's manager schedules a message with a link to a game, and it goes out then with the link, at ${width} px`, async ({ page, request }, info) => {
    test.setTimeout(150_000);
    const owner = await leagueOwner(page, request, `Mani${width}`);
    expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, {
      status: 'active', time_zone: 'UTC', venues: [{ name: 'Quay Field', address: '1 Quay Road', fields: ['Pitch A'] }],
    })).status).toBe(200);
    const venue = (await owner.api.get<{ league: { venues: { id: string }[] } }>(`/api/leagues/${owner.leagueId}`)).body.league.venues[0]!.id;
    const otters = (await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'River Otters', manager_email: owner.user.email })).body.team;
    const season = (await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, {
      name: 'Summer', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: [owner.teamId, otters.id],
    })).body.season;
    expect((await owner.api.post(`/api/leagues/${owner.leagueId}/seasons/${season.id}/status`, { status: 'active' })).status).toBe(200);
    const gameId = (await owner.api.post<{ game: { id: string } }>(`/api/leagues/${owner.leagueId}/games`, {
      season_id: season.id, home_team_id: owner.teamId, away_team_id: otters.id, date: '2027-03-07', time: '10:00', venue_id: venue, field: 'Pitch A',
    })).body.game.id;

    await atWidth(page, width);
    await page.goto(`/team/${owner.teamId}?tab=messages`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Message the team' })).toBeVisible();
    const subject = `Warm-up ${width} ${Date.now().toString(36)}`;
    await main.getByLabel('Subject', { exact: true }).fill(subject);
    await main.getByLabel('Message', { exact: true }).fill('Be there 30 minutes before kick-off.');
    // The Link field's two selects: what to link to, then which game.
    await selectOption(page, main.getByRole('button', { name: /^Link/ }).nth(0), 'A game');
    await selectOption(page, main.getByRole('button', { name: /^Link/ }).nth(1), '2027-03-07 10:00: Harbour Hawks vs River Otters');
    await later(main);
    await expectNoHorizontalOverflow(page, `the team's message form at ${width} px`);
    await snap(page, info, `team-message-later-${width}`);
    await main.getByRole('button', { name: 'Schedule' }).click();
    await expect(main.getByText(/^Scheduled for .*: 1 person\.$/)).toBeVisible();
    await expect(main.getByRole('button', { name: `Change ${subject}` })).toBeVisible();
    await snap(page, info, `team-message-scheduled-${width}`);

    expect((await request.post(`/__dev/autopilot?at=${encodeURIComponent(new Date(Date.now() + 2 * 86_400_000).toISOString())}`)).status()).toBe(200);
    await expect.poll(async () => (await mails(request, owner.user.email, subject))[0]?.text ?? '').toContain(`/games/${gameId}`);
  });
}
