import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiUser, type ApiUser } from './pages/api-user';
import { expectNoSeriousViolations } from './pages/axe';
import { acceptAllInvitations, waitForMail, type OutboxMessage } from './pages/outbox';
import { shot } from './pages/screenshots';
import { atWidth, publish, signInAs, WIDTHS, type LeagueBody } from './pages/sign-in-as';
import { expectNoHorizontalOverflow } from './pages/viewports';

// The league assistant inviting last season's teams back (issue 40, "invite teams or players"), as an organiser does
// it from the Seasons page on a phone and at a desk: they ask, see exactly which managers will get an invitation and
// a one-sentence answer beside the card, confirm, and each manager has one invitation to the new season in the outbox.

const mails = async (request: APIRequestContext) => (await (await request.get('/__dev/outbox')).json()) as OutboxMessage[];

async function seasonOf(admin: ApiUser, leagueId: string, name: string, start: string, end: string, teamIds: string[], activate: boolean) {
  const r = await admin.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name, start_date: start, end_date: end, team_ids: teamIds });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  if (activate) expect((await admin.post(`/api/leagues/${leagueId}/seasons/${r.body.season.id}/status`, { status: 'active' })).status).toBe(200);
}

/** A league whose Fall 2026 season had two teams, each run by its own manager, and an upcoming Spring 2027 with none yet. */
async function returningLeague(request: APIRequestContext, tag: string) {
  const admin = await apiUser(request, `Ivy${tag}`);
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Riverside Netball ${tag} ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  const managers: ApiUser[] = [];
  const teamIds: string[] = [];
  for (const [team, first] of [['Herons', `Hera${tag}`], ['Otters', `Otis${tag}`]] as const) {
    const manager = await apiUser(request, first);
    const r = await admin.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name: team, manager_email: manager.email });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await waitForMail(request, manager.email, (m) => /\/invite\//.test(m.text));
    await acceptAllInvitations(request, manager);
    managers.push(manager);
    teamIds.push(r.body.team.id);
  }
  await seasonOf(admin, league.id, 'Fall 2026', '2026-09-01', '2026-11-30', teamIds, true);
  await seasonOf(admin, league.id, 'Spring 2027', '2027-03-01', '2027-06-30', [], false);
  return { admin, league, managers };
}

for (const width of WIDTHS) {
  test(`at ${width} px an organiser asks the assistant to invite last season's teams back, sees each manager in the preview, confirms, and each manager has one invitation`, async ({ page, request }, info) => {
    test.setTimeout(150_000);
    const tag = width < 600 ? 'P' : 'D';
    const w = await returningLeague(request, tag);
    await atWidth(page, width);
    await signInAs(page, w.admin);
    await page.goto(`/league-management?league=${w.league.id}&tab=seasons`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Seasons' }).first()).toBeVisible();

    if (width < 600) await page.getByRole('button', { name: 'Open the assistant' }).click();
    else await page.locator('#top-nav').getByRole('button', { name: 'Assistant', exact: true }).click();
    const input = page.getByRole('textbox', { name: 'Ask the assistant' });
    await expect(input).toBeFocused();
    await input.fill('invite last season\'s teams back to spring');
    await page.getByRole('button', { name: 'Send' }).click();

    const conversation = page.getByRole('list', { name: 'Conversation' });
    const changes = conversation.getByRole('list', { name: 'What will change: Invite 2 teams of "Fall 2026" back to "Spring 2027"' });
    await expect(changes).toBeVisible({ timeout: 20_000 });
    await expect(changes.getByRole('listitem')).toHaveText([
      `Invite "Herons" back to "Spring 2027": e-mail its manager, ${w.managers[0]!.email}`,
      `Invite "Otters" back to "Spring 2027": e-mail its manager, ${w.managers[1]!.email}`,
    ]);
    // The answer beside the card is one sentence; the card holds the list.
    await expect(conversation.getByText('Here is what I would change; confirm to go ahead.')).toBeVisible();
    await expect(conversation.getByText(/Proposed \(not done yet/)).toHaveCount(0);
    await expectNoHorizontalOverflow(page, `the invitation preview at ${width} px`);
    await shot(page, info, `01-invite-preview-${width}`, { fullPage: false });
    const invitedToSpring = async (m: ApiUser) => (await mails(request)).filter((x) => x.to === m.email && x.subject.includes('Spring 2027'));
    for (const m of w.managers) expect(await invitedToSpring(m), 'nothing is sent before the confirmation').toHaveLength(0);

    const confirm = conversation.getByRole('button', { name: 'Confirm: Invite 2 teams of "Fall 2026" back to "Spring 2027"' });
    await confirm.click();
    await expect(conversation.getByRole('status').filter({ hasText: 'managers are invited: "Herons", "Otters"' })).toBeVisible({ timeout: 20_000 });
    await expect(confirm, 'a confirmed change cannot be confirmed again').toBeDisabled();
    const toSeasons = conversation.getByRole('link', { name: 'The invitations on the Seasons page' });
    await expect(toSeasons).toHaveAttribute('href', new RegExp(`league=${w.league.id}.*tab=seasons`));
    await shot(page, info, `02-invite-confirmed-${width}`, { fullPage: false });
    await expectNoSeriousViolations(page, info, `the assistant with a confirmed invitation at ${width} px`);

    for (const m of w.managers) {
      await waitForMail(request, m.email, (x) => x.subject.includes('Spring 2027'));
      expect(await invitedToSpring(m), m.email).toHaveLength(1);
    }
  });
}
