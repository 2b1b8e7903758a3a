import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ASSISTANT_MONTHLY_TOKENS } from '../../shared/assistant-budget';
import { ASSISTANT_MESSAGES } from '../../shared/assistant-schema';
import { apiUser, type ApiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { waitForMail, type OutboxMessage } from './pages/outbox';
import { shot } from './pages/screenshots';
import { atWidth, publish, signInAs, WIDTHS, type LeagueBody } from './pages/sign-in-as';
import { putTableItem } from './pages/table-item';
import { expectNoHorizontalOverflow } from './pages/viewports';

// The league assistant (issue 40), as an organiser uses it from the admin on a phone and at a desk: they ask who
// has not paid for the spring season and get the names with a link to the registrations; they ask to remind them,
// see exactly what will be sent and to whom, confirm, and the reminder e-mails are in the outbox (none for the one
// who paid). The panel is a side drawer at a desk and the whole screen on a phone.

interface World { admin: ApiUser; league: LeagueBody; paid: ApiUser; unpaid: ApiUser[] }

/** A league with a spring season open for registration: three registrants, one of whom paid at the desk. */
async function springLeague(request: APIRequestContext, tag: string): Promise<World> {
  const admin = await apiUser(request, `Orla${tag}`);
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Harbour Hoops ${tag} ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  const level = await admin.post<{ level: { id: string } }>(`/api/leagues/${league.id}/levels`, { name: 'Adults', level_type: 'age', age_min: 18, age_max: 99 });
  const season = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Spring 2027', start_date: '2027-03-14', end_date: '2027-06-20' });
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  const seasonId = season.body.season.id;
  expect((await admin.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
    individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 10, capacity_per_level: null },
  })).status).toBe(200);
  expect((await admin.post(`/api/leagues/${league.id}/seasons/${seasonId}/status`, { status: 'active' })).status).toBe(200);
  const people: { user: ApiUser; id: string }[] = [];
  for (const first of [`Paula${tag}`, `Uma${tag}`, `Ulf${tag}`]) {
    const user = await apiUser(request, first);
    const r = await user.post<{ registration: { id: string } }>(`/api/leagues/${league.id}/seasons/${seasonId}/registrations`, {
      kind: 'individual', first_name: first, last_name: 'Reg', date_of_birth: '1990-05-01', level_id: level.body.level.id, answers: {},
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    people.push({ user, id: r.body.registration.id });
  }
  expect((await admin.post(`/api/leagues/${league.id}/registrations/${people[0]!.id}/mark-paid`, { note: 'cash' })).status).toBe(200);
  return { admin, league, paid: people[0]!.user, unpaid: people.slice(1).map((p) => p.user) };
}

const mails = async (request: APIRequestContext) => (await (await request.get('/__dev/outbox')).json()) as OutboxMessage[];

/** The assistant's panel: a side drawer at a desk, the whole window on a phone. */
async function openAssistant(page: Page, width: number) {
  if (width < 600) {
    // On a phone the top navigation folds into its menu; the layout's own drawer button is in the toolbar.
    await page.getByRole('button', { name: 'Open the assistant' }).click();
  } else {
    await page.locator('#top-nav').getByRole('button', { name: 'Assistant', exact: true }).click();
  }
  const panel = page.getByRole('region', { name: 'Assistant' }).or(page.locator('[aria-label="Assistant drawer"]')).first();
  const input = page.getByRole('textbox', { name: 'Ask the assistant' });
  await expect(input).toBeVisible();
  await expect(input, 'the panel opens ready to type in').toBeFocused();
  return { panel, input };
}

for (const width of WIDTHS) {
  test(`at ${width} px an organiser asks who hasn't paid for the spring season, asks to remind them, confirms the preview, and the reminders are in the outbox`, async ({ page, request }, info) => {
    test.setTimeout(150_000);
    const tag = width < 600 ? 'P' : 'D';
    const w = await springLeague(request, tag);
    await atWidth(page, width);
    await signInAs(page, w.admin);
    await page.goto(`/league-management?league=${w.league.id}&tab=registrations`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Registrations' }).first()).toBeVisible();

    const { input } = await openAssistant(page, width);
    await expect(page.getByRole('menubar', { name: 'Suggested questions' })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ of [\d,]+ tokens used this month$/)).toBeVisible();
    if (width < 600) {
      // The whole screen: the panel covers the window's width.
      const box = await input.boundingBox();
      expect(box!.width, 'the input spans the phone\'s width').toBeGreaterThan(width - 80);
    }
    await shot(page, info, `01-open-${width}`, { fullPage: false });

    // Ask.
    await input.fill('who hasn\'t paid for the spring season?');
    await page.getByRole('button', { name: 'Send' }).click();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText('who hasn\'t paid for the spring season?')).toBeVisible();
    for (const u of w.unpaid) await expect(conversation.getByText(`${u.firstName} Reg`).first()).toBeVisible({ timeout: 20_000 });
    await expect(conversation.getByText(`${w.paid.firstName} Reg`)).toHaveCount(0);
    const toRegistrations = conversation.getByRole('link', { name: /registrations/i }).first();
    await expect(toRegistrations).toHaveAttribute('href', new RegExp(`league=${w.league.id}.*tab=registrations`));
    await expect(input).toBeFocused();
    await expectNoHorizontalOverflow(page, `the assistant's answer at ${width} px`);
    await shot(page, info, `02-answer-${width}`, { fullPage: false });

    // Act: a preview of exactly what would be sent, and to whom; nothing is sent before it is confirmed.
    await input.fill('remind them to pay');
    await page.getByRole('button', { name: 'Send' }).click();
    const changes = conversation.getByRole('list', { name: /^What will change/ }).last();
    await expect(changes).toBeVisible({ timeout: 20_000 });
    for (const u of w.unpaid) await expect(changes.getByText(new RegExp(`${u.firstName} Reg`))).toBeVisible();
    const before = (await mails(request)).filter((m) => w.unpaid.some((u) => u.email === m.to));
    await shot(page, info, `03-preview-${width}`, { fullPage: false });
    expect((await mails(request)).filter((m) => w.unpaid.some((u) => u.email === m.to)), 'nothing is sent before the confirmation').toHaveLength(before.length);

    const confirm = conversation.getByRole('button', { name: /^Confirm/ }).last();
    await confirm.click();
    const done = conversation.getByRole('status').filter({ hasText: /sent|Done/i }).last();
    await expect(done).toBeVisible({ timeout: 20_000 });
    await expect(confirm, 'a confirmed change cannot be confirmed again').toBeDisabled();
    await expect(conversation.getByRole('button', { name: /^Cancel/ }).last()).toBeDisabled();
    await shot(page, info, `04-confirmed-${width}`, { fullPage: false });

    // The reminders are in the outbox: one for each unpaid registrant, none for the one who paid.
    for (const u of w.unpaid) await waitForMail(request, u.email, (m) => !before.some((b) => b.created_at === m.created_at && b.subject === m.subject));
    const after = await mails(request);
    for (const u of w.unpaid) expect(after.filter((m) => m.to === u.email).length - before.filter((m) => m.to === u.email).length, u.email).toBe(1);
    expect(after.filter((m) => m.to === w.paid.email && /pay|fee|remind/i.test(m.subject))).toHaveLength(0);

    // The link in the answer leads to the page its figures come from (on a phone the panel closes to show it).
    await toRegistrations.click();
    await expect(page).toHaveURL(new RegExp(`tab=registrations`));
    if (width < 600) await expect(page.getByRole('textbox', { name: 'Ask the assistant' })).toBeHidden();
    await shot(page, info, `05-followed-link-${width}`, { fullPage: false });
  });
}

const subOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

for (const width of WIDTHS) {
  test(`at ${width} px the assistant says plainly what it did not understand and when the month's allowance is spent, and earlier conversations open and delete`, async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const owner = await leagueOwner(page, request, width < 600 ? 'Ines' : 'Ivo');
    await atWidth(page, width);
    // The address the landing page's "Try the assistant free" leads to after signing up: the panel opens by itself.
    await page.goto('/dashboard?assistant=open');
    const input = page.getByRole('textbox', { name: 'Ask the assistant' });
    await expect(input).toBeFocused();
    const conversation = page.getByRole('list', { name: 'Conversation' });

    await input.fill('when does Harbour Hawks play next?');
    await input.press('Enter');
    // Answered from the league's own data (it has no season yet).
    await expect(conversation.getByRole('listitem').nth(1)).toContainText(`"${owner.leagueName}" has no active or upcoming season`);
    await input.fill('paint the clubhouse purple on tuesdays');
    await input.press('Enter');
    await expect(conversation.getByText(/^Sorry, I did not understand that\./)).toBeVisible();
    await shot(page, info, `10-not-understood-${width}`, { fullPage: false });

    // A second conversation.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page.getByRole('menubar', { name: 'Suggested questions' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Which games still have no venue?' }).click();
    await expect(conversation.getByRole('listitem').nth(1)).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(input).toBeFocused();

    // Earlier conversations: both listed; the first opens with its questions and answers.
    await page.getByRole('button', { name: 'Earlier conversations' }).click();
    const history = page.getByRole('list', { name: 'Earlier conversations' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await shot(page, info, `11-history-${width}`, { fullPage: false });
    await history.getByRole('button', { name: 'Open conversation: when does Harbour Hawks play next?' }).click();
    await expect(conversation.getByText('paint the clubhouse purple on tuesdays')).toBeVisible();
    await expect(conversation.getByText(/^Sorry, I did not understand that\./)).toBeVisible();

    // One is deleted, after a confirmation.
    await page.getByRole('button', { name: 'Earlier conversations' }).click();
    await history.getByRole('button', { name: 'Delete conversation: Which games still have no venue?' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByText('when does Harbour Hawks play next?')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();

    // The month's allowance spent (the free plan's): the assistant says so politely, and the panel shows the figure.
    const month = new Date().toISOString().slice(0, 7);
    await putTableItem({ pk: `USER#${subOf(await new AppShell(page).accessToken())}`, sk: `ASSISTUSE#${month}`, entity: 'assistant_usage', tokens: ASSISTANT_MONTHLY_TOKENS.free });
    await input.fill('when are the next games?');
    await input.press('Enter');
    await expect(conversation.getByText(ASSISTANT_MESSAGES.budgetSpent).first()).toBeVisible();
    const figure = ASSISTANT_MONTHLY_TOKENS.free.toLocaleString('en-US');
    await expect(page.getByText(`${figure} of ${figure} tokens used this month`)).toBeVisible();
    await expectNoHorizontalOverflow(page, `the assistant at ${width} px`);
    await shot(page, info, `12-budget-spent-${width}`, { fullPage: false });
  });
}
