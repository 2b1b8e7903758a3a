import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { invitationPath, waitForMail } from './pages/outbox';
import { snapAt, expectNoHorizontalOverflow, useWidth } from './pages/viewports';

// The Autopilot page (issue 39 points 1 and 8): an organiser on the Amazing plan turns on season renewal and team
// invitations, the due jobs run (POST /__dev/autopilot?at=, as the sweep would on that day), the next season is
// drafted and the organiser e-mailed a link to review it; the link lands on the Autopilot page, which shows the
// draft and the log, and confirming makes the season live.

for (const width of [1280, 390]) {
  test(`an organiser turns on season renewal and team invitations, the due jobs run, and the e-mail and the log show what was done, at ${width} px`, async ({ page, request }, info) => {
    test.setTimeout(150_000);
    const shell = new AppShell(page);
    const owner = await leagueOwner(page, request, width < 600 ? 'Pia' : 'Ava');
    await useWidth(page, width);
    // On the free plan every automation is locked, with the plan that has it and the way to upgrade.
    await page.goto(`/league-management?league=${owner.leagueId}&tab=autopilot`);
    await expect(page.getByText('Season auto-renewal is available on the Amazing plan. Upgrade your plan to turn it on.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Season auto-renewal' })).toBeDisabled();
    await snapAt(page, info, `autopilot-locked-${width}`);
    expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    // A second team run by its own manager (who accepted), so last season has a team to invite back.
    const manager = await apiUser(request, 'Marek');
    const team = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'Marina Mariners', manager_email: manager.email });
    expect(team.status).toBe(201);
    expect((await manager.post(`${(await invitationPath(request, manager.email)).replace('/invite/', '/api/invitations/')}/accept`, {})).status).toBe(200);
    const season = await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, {
      name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-05-30', team_ids: [owner.teamId, team.body.team.id],
    });
    expect(season.status).toBe(201);
    const reg = await owner.api.put(`/api/leagues/${owner.leagueId}/seasons/${season.body.season.id}/registration`, {
      opens_at: '2027-01-04T09:00:00.000Z', closes_at: '2027-02-22T21:00:00.000Z', currency: 'usd', payment_mode: 'offline',
      team: { fee: 45000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity_per_level: null },
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);

    await useWidth(page, width);
    await page.goto(`/league-management?league=${owner.leagueId}&tab=autopilot`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Automations' })).toBeVisible();
    await expect(main.getByText('Nothing planned', { exact: true })).toBeVisible();
    await main.getByRole('checkbox', { name: 'Season auto-renewal' }).check();
    await main.getByRole('checkbox', { name: 'Automatic team invitations' }).check();
    await main.getByLabel('Days before the season ends').fill('14');
    await main.getByRole('button', { name: 'Save automations' }).click();
    await shell.expectToast('Automations saved');
    await expect(main.getByRole('checkbox', { name: 'Season auto-renewal' })).toBeChecked();
    await expect(main.getByRole('checkbox', { name: 'Automatic team invitations' })).toBeChecked();
    // The dry run says what will happen, and nothing has happened yet.
    await expect(main.getByText('Draft Spring 2027 (2) (2027-05-31 to 2027-08-29) from Spring 2027 and e-mail you to review it').first()).toBeVisible();
    await expect(main.getByText('Nothing done yet', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page, `Autopilot at ${width} px`);
    await snapAt(page, info, `autopilot-on-${width}`);

    // The sweep runs what is due on 2027-05-16, 14 days before the season ends.
    const ran = await request.post('/__dev/autopilot?at=2027-05-16T06:00:00.000Z');
    expect(ran.status()).toBe(200);
    expect((await ran.json()).drafted).toBe(1);

    const mail = await waitForMail(request, owner.user.email, (m) => m.subject.startsWith('Next season drafted'));
    expect(mail.subject).toBe(`Next season drafted: Spring 2027 (2) (${owner.leagueName})`);
    const link = /https?:\/\/[^\s]+\/league-management\?[^\s]+/.exec(mail.text)![0];

    // The e-mail's link lands on the Autopilot page: the draft to review, and the log of what was done.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(main.getByRole('heading', { name: 'Drafted seasons' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Spring 2027 (2)', exact: true })).toBeVisible();
    await expect(main.getByText('Not until it goes live')).toBeVisible();
    await expect(main.getByText('Drafted Spring 2027 (2) (2027-05-31 to 2027-08-29) from Spring 2027; not public until it goes live').first()).toBeVisible();
    await expect(main.getByRole('button', { name: /^Undo: Drafted Spring 2027/ })).toBeVisible();
    await expectNoHorizontalOverflow(page, `Autopilot with a draft at ${width} px`);
    await snapAt(page, info, `autopilot-drafted-${width}`);

    // The Seasons page shows it as a draft, not to be activated there: its review is on the Autopilot page.
    await page.goto(`/league-management?league=${owner.leagueId}&tab=seasons`);
    await expect(main.getByText('Draft: not public')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Activate Spring 2027 (2)' })).toHaveCount(0);
    await main.getByText('Review draft', { exact: true }).click();
    await expect(main.getByRole('heading', { name: 'Drafted seasons' })).toBeVisible();

    await main.getByRole('button', { name: 'Confirm now' }).click();
    await shell.expectToast('Spring 2027 (2) is live');
    await expect(main.getByRole('heading', { name: 'Drafted seasons' })).toBeHidden();
    await expect(main.getByText('Spring 2027 (2) went live: confirmed by the organiser').first()).toBeVisible();
    // Live now, the draft can no longer be undone.
    await expect(main.getByRole('button', { name: /^Undo: Drafted Spring 2027/ })).toHaveCount(0);
    await snapAt(page, info, `autopilot-live-${width}`);

    // Live, its registration opens on 2027-04-05 (the copied dates moved on): the sweep that day invites last
    // season's other team back, its manager e-mailed the one-step re-registration, and the log says so.
    const invited = await request.post('/__dev/autopilot?at=2027-04-05T12:00:00.000Z');
    expect(invited.status()).toBe(200);
    expect((await invited.json()).invited).toBe(1);
    const invitation = await waitForMail(request, manager.email, (m) => m.subject === `Bring Marina Mariners back to Spring 2027 (2) in ${owner.leagueName}`);
    expect(invitation.text).toMatch(/\/register/);
    await page.reload();
    await expect(main.getByText(/^Invited Marina Mariners back to Spring 2027 \(2\)/).first()).toBeVisible();
    await expect(main.getByRole('button', { name: /^Undo: Invited Marina Mariners/ }).first()).toBeVisible();
    await snapAt(page, info, `autopilot-invited-${width}`);
  });
}
