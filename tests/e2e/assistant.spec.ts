import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ASSISTANT_MONTHLY_TOKENS } from '../../shared/assistant-budget';
import { ASSISTANT_MESSAGES } from '../../shared/assistant-schema';
import { apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner } from './pages/league-owner';
import { waitForMail, type OutboxMessage } from './pages/outbox';
import { shot } from './pages/screenshots';
import { atWidth, signInAs, WIDTHS } from './pages/sign-in-as';
import { springLeague } from './pages/spring-league';
import { putTableItem } from './pages/table-item';
import { expectNoHorizontalOverflow } from './pages/viewports';

// The league assistant (issue 40), as an organiser uses it from the admin on a phone and at a desk: they ask who
// has not paid for the spring season and get the names with a link to the registrations; they ask to remind them,
// see exactly what will be sent and to whom, confirm, and the reminder e-mails are in the outbox (none for the one
// who paid). The panel is a side drawer at a desk and the whole screen on a phone.

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
    const done = conversation.getByRole('status').filter({ hasText: /on its way|Done/i }).last();
    await expect(done).toBeVisible({ timeout: 20_000 });
    await expect(confirm, 'a confirmed change cannot be confirmed again').toBeDisabled();
    await expect(conversation.getByRole('button', { name: /^Cancel/ }).last()).toBeDisabled();
    await shot(page, info, `04-confirmed-${width}`, { fullPage: false });
    await expectNoSeriousViolations(page, info, `the assistant with a confirmed proposal at ${width} px`);

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

test('the landing page\'s "Try the assistant free" and /demo\'s "See AI in Action" lead to the dashboard with the assistant open, at 390 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const user = await apiUser(request, 'Lola');
  for (const width of WIDTHS) {
    // Signed out (the session lives in local storage).
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await atWidth(page, width);
    await page.goto('/');
    const main = page.getByRole('main');
    // The assistant and its autopilot work: no longer "Coming soon" on the landing page.
    await expect(main.getByText(/AI assistant is coming soon/)).toHaveCount(0);
    const autopilot = main.getByRole('list', { name: 'Features' }).getByRole('listitem').filter({ hasText: 'Autopilot mode' });
    await expect(autopilot.getByText('Coming soon')).toHaveCount(0);
    await expect(autopilot.getByText('Amazing plan')).toBeVisible();
    await main.getByRole('link', { name: 'See AI in Action' }).click();
    await expect(main.getByRole('heading', { name: 'See AI in Action' })).toBeVisible();
    await shot(page, info, `20-demo-${width}`);
    await main.getByRole('link', { name: 'Try the assistant free' }).click();
    const auth = new AuthPage(page);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    // An account already made (sign-up's confirmation is its own spec): signing in from here keeps where it leads.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await auth.signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard\?assistant=open$/);
    // The whole app and then the panel's chunk load after the sign-in's page load: a busy machine takes a while.
    await expect(page.getByRole('textbox', { name: 'Ask the assistant' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Ask the assistant' })).toBeFocused();
    await shot(page, info, `21-dashboard-with-assistant-${width}`, { fullPage: false });
  }
});
