import { expect, test } from '@playwright/test';
import { waitForMail, type OutboxMessage } from './pages/outbox';
import { shot } from './pages/screenshots';
import { atWidth, signInAs, WIDTHS } from './pages/sign-in-as';
import { springLeague } from './pages/spring-league';
import { expectNoHorizontalOverflow } from './pages/viewports';

// AI autopilot's weekly plan (issue 40 point 4), as the organiser meets it: the week's sweep makes the plan and
// e-mails them; its link opens the Autopilot page's "This week's plan", each finding with its proposed change and
// links; approving the unpaid registrants' item sends their reminders once, and the item says what it did.

for (const width of WIDTHS) {
  test(`at ${width} px the organiser opens this week's plan from its e-mail, sees the unpaid registrants with the proposed reminder, approves it, and the reminders are sent`, async ({ page, request }, info) => {
    test.setTimeout(150_000);
    const tag = width < 600 ? 'WP' : 'WD';
    const w = await springLeague(request, tag);
    // The weekly plan switched on (the Autopilot page's switch), then the week's sweep runs.
    const current = await w.admin.get<{ automations: Record<string, unknown> }>(`/api/leagues/${w.league.id}/autopilot`);
    const on = await w.admin.put(`/api/leagues/${w.league.id}/autopilot`, { ...current.body.automations, weekly_plan: { on: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((await request.post('/__dev/autopilot')).status()).toBe(200);
    const mail = await waitForMail(request, w.admin.email, (m) => m.subject.startsWith('This week\'s plan for'));
    const link = new URL(/https?:\/\/\S+#weekly-plan/.exec(mail.text)![0]);

    await atWidth(page, width);
    await signInAs(page, w.admin);
    await page.goto(link.pathname + link.search + link.hash);
    const plan = page.getByRole('region', { name: 'This week\'s plan' });
    await expect(plan.getByRole('heading', { name: 'This week\'s plan' })).toBeVisible();
    const item = plan.getByRole('listitem').filter({ hasText: /2 registrants have not paid/ });
    for (const u of w.unpaid) await expect(item.getByText(new RegExp(`${u.firstName} Reg`)).first()).toBeVisible();
    await expect(item.getByRole('link', { name: 'Registrations of Spring 2027' })).toBeVisible();
    await expect(item.getByRole('list', { name: /^What will change/ })).toContainText('E-mail to 2 recipients');
    await expect(plan.getByRole('button', { name: 'Approve all' })).toBeEnabled();
    await expectNoHorizontalOverflow(page, `this week's plan at ${width} px`);
    await shot(page, info, `plan-${width}`, { fullPage: false });

    const before = (await (await request.get('/__dev/outbox')).json()) as OutboxMessage[];
    await item.getByRole('button', { name: /^Approve: 2 registrants have not paid/ }).click();
    await expect(item.getByRole('status')).toContainText(/on its way to 2 people/i);
    await expect(item.getByRole('button', { name: /^Approve:/ })).toHaveCount(0);
    await expect(plan.getByRole('button', { name: 'Approve all' }), 'nothing is left to approve').toBeDisabled();
    await shot(page, info, `plan-approved-${width}`, { fullPage: false });

    const after = (await (await request.get('/__dev/outbox')).json()) as OutboxMessage[];
    for (const u of w.unpaid) {
      expect(after.filter((m) => m.to === u.email).length - before.filter((m) => m.to === u.email).length, `one reminder to ${u.email}`).toBe(1);
    }
    expect(after.filter((m) => m.to === w.paid.email)).toHaveLength(before.filter((m) => m.to === w.paid.email).length);
  });
}
