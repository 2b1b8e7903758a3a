import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiUser, type ApiUser } from './pages/api-user';
import { waitForMail, type OutboxMessage } from './pages/outbox';
import { selectOption } from './pages/select-option';
import { springLeague, type SpringLeague } from './pages/spring-league';
import { atWidth, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';
import { expectNoHorizontalOverflow } from './pages/viewports';

// An organiser writes to a season's unpaid registrants from League Management: the form says how many people, and
// who, before sending; the outbox then holds one e-mail for each of them and none for the registrant who paid. A
// registrant unsubscribes from league news in one click from the e-mail, and the next league news does not reach
// them while it still reaches the other.

type World = SpringLeague;

/** The league of these tests: its active Winter season's three registrants, one of whom paid at the desk. */
const registrationsLeague = (request: APIRequestContext, tag: string): Promise<World> =>
  springLeague(request, tag, { name: 'Winter 2027', start_date: '2027-01-10', end_date: '2027-03-20' });

interface Boxed { channel?: string; to: string; text: string; subject: string }
const outbox = async (request: APIRequestContext) => (await (await request.get('/__dev/outbox')).json()) as Boxed[];

/** The person confirms a phone number with the code texted to them, and asks for texts about registration and payments. */
async function wantsTexts(request: APIRequestContext, u: ApiUser, number: string) {
  expect((await u.post('/api/me/phone', { phone: number })).status).toBe(202);
  let code = '';
  await expect.poll(async () => {
    code = /code is (\d{6})/.exec((await outbox(request)).find((m) => m.channel === 'sms' && m.to === number)?.text ?? '')?.[1] ?? '';
    return code;
  }, { message: `the code texted to ${number}` }).not.toBe('');
  expect((await u.post('/api/me/phone/confirm', { code })).status).toBe(200);
  const prefs = (await u.get<{ preferences: Record<string, string[]> }>('/api/me/message-preferences')).body.preferences;
  expect((await u.put('/api/me/message-preferences', { preferences: { ...prefs, registration: ['email', 'sms'] } })).status).toBe(200);
}

const mailsOf = async (request: APIRequestContext, to: string, subject: string) =>
  ((await (await request.get('/__dev/outbox')).json()) as OutboxMessage[]).filter((m) => m.to === to && m.subject === subject);

for (const width of WIDTHS) {
  test(`an organiser writes to the unpaid registrants at ${width} px: sees the count and who, sends, and the outbox holds their e-mails`, async ({ page, request }, info) => {
    test.setTimeout(150_000);
    const tag = width < 600 ? 'P' : 'D';
    const w = await registrationsLeague(request, tag);
    // One of the unpaid registrants asked for texts too.
    const number = `+1415556${String(1000 + Math.floor(Math.random() * 8999)).padStart(4, '0')}`;
    await wantsTexts(request, w.unpaid[0]!, number);
    await atWidth(page, width);
    await signInAs(page, w.admin);
    await page.goto(`/league-management?league=${w.league.id}&tab=messages`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'New message' })).toBeVisible();

    await selectOption(page, main.getByRole('button', { name: /^To/ }), 'Registrants by status');
    await selectOption(page, main.getByRole('button', { name: /^Status/ }), 'Unpaid');
    await expect(main.getByRole('status').filter({ hasText: 'will get this' })).toHaveText('2 people will get this');
    await main.getByRole('button', { name: /^Who:/ }).click();
    const who = main.getByTestId('people-preview');
    for (const u of w.unpaid) await expect(who.getByText(`${u.firstName} Reg`, { exact: true })).toBeVisible();
    await expect(who.getByText(`${w.paid.firstName} Reg`)).toHaveCount(0);

    const subject = `Fees due ${tag} ${Date.now().toString(36)}`;
    await main.getByLabel('Subject').fill(subject);
    await main.getByLabel('Message').fill('Please pay your registration fee at the desk by Friday.');
    await expectNoHorizontalOverflow(page, `the message form at ${width} px`);
    await snap(page, info, `compose-${width}`);
    await main.getByRole('button', { name: 'Send to 2 people' }).click();
    // Queued, not sent inside the request: the worker sends it and the log fills as it goes.
    await expect(main.getByText('Sending to 2 people: the log below shows each delivery as it goes.')).toBeVisible();
    // The delivery log shows it, with its e-mails counted (a card on a phone, a row at a desk).
    await expect(main.getByText('E-mail: 2 sent')).toBeVisible();
    await main.getByRole('button', { name: `Delivery log of ${subject}` }).click();
    await expect(main.getByText('Everyone was reached.')).toBeVisible();
    await snap(page, info, `sent-${width}`);

    for (const u of w.unpaid) expect(await mailsOf(request, u.email, subject), u.email).toHaveLength(1);
    expect(await mailsOf(request, w.paid.email, subject)).toHaveLength(0);
    // And a text for the one who asked for texts, beside the e-mails in the outbox.
    const texts = (await outbox(request)).filter((m) => m.channel === 'sms' && m.to === number && m.text.includes(subject));
    expect(texts).toHaveLength(1);
  });
}

test('a registrant unsubscribes from league news in one click, and the next league news does not reach them', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const w = await registrationsLeague(request, 'U');
  const group = { type: 'registrants', status: 'unpaid', season_id: w.seasonId };
  // League news to the unpaid registrants (as the organiser chose the kind on the form).
  const first = await w.admin.post(`/api/leagues/${w.league.id}/messages`, { group, kind: 'league_news', subject: 'Opening night', body: 'See you Friday.' });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const [uma, ulf] = w.unpaid as [ApiUser, ApiUser];
  const mail = await waitForMail(request, uma.email, (m) => m.subject === 'Opening night');
  const link = /\/unsubscribe\/[^\s]+/.exec(mail.text)![0];

  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'League news' })).toBeVisible();
    await snap(page, info, `unsubscribe-${width}`);
  }
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed: no more league news by e-mail.');
  await snap(page, info, 'unsubscribed-1280');

  const next = await w.admin.post(`/api/leagues/${w.league.id}/messages`, { group, kind: 'league_news', subject: 'Final on Sunday', body: 'Come and watch.' });
  expect(next.status).toBe(201);
  await waitForMail(request, ulf.email, (m) => m.subject === 'Final on Sunday');
  expect(await mailsOf(request, uma.email, 'Final on Sunday')).toHaveLength(0);
});

for (const width of WIDTHS) {
  test(`a rainout at ${width} px says which games and who will be told, then cancels them; people choose their channels on their account page`, async ({ page, request }, info) => {
    test.setTimeout(150_000);
    const admin = await apiUser(request, `Rory${width}`);
    expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const created = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Rain League ${width} ${Date.now().toString(36)}` })).body.league;
    const league = (await admin.put<{ league: LeagueBody & { venues: { id: string }[] } }>(`/api/leagues/${created.id}`, {
      status: 'active', time_zone: 'America/Chicago', venues: [{ name: 'Central Gym', address: '1 Main St', fields: ['Court 1', 'Court 2'] }],
    })).body.league;
    const teams: string[] = [];
    for (const name of ['Ants', 'Bees']) teams.push((await admin.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name, manager_email: admin.email })).body.team.id);
    const season = (await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: teams })).body.season;
    expect((await admin.post(`/api/leagues/${league.id}/seasons/${season.id}/status`, { status: 'active' })).status).toBe(200);
    for (const time of ['10:00', '12:00']) {
      const g = await admin.post(`/api/leagues/${league.id}/games`, {
        season_id: season.id, home_team_id: teams[0], away_team_id: teams[1], date: '2027-03-13', time, venue_id: league.venues[0]!.id, field: 'Court 1',
      });
      expect(g.status, JSON.stringify(g.body)).toBe(201);
    }

    await atWidth(page, width);
    await signInAs(page, admin);
    await page.goto(`/league-management?league=${league.id}&tab=schedule`);
    await page.getByRole('button', { name: 'Rainout' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('YYYY/MM/DD').fill('2027/03/13');
    await dialog.getByRole('button', { name: 'Find the games' }).click();
    await expect(dialog.getByText(/10:00 am CST: Ants vs Bees at Central Gym - Court 1/)).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('1 person will be told, each once');
    await snap(page, info, `rainout-preview-${width}`);
    // Nothing changed yet.
    const games = async () => (await admin.get<{ games: { status: string }[] }>(`/api/leagues/${league.id}/games?season_id=${season.id}`)).body.games.map((g) => g.status);
    expect(await games()).toEqual(['scheduled', 'scheduled']);
    await dialog.getByRole('button', { name: 'Cancel 2 games and tell 1 person' }).click();
    await expect(page.getByText('Games cancelled')).toBeVisible();
    expect(await games()).toEqual(['cancelled', 'cancelled']);
    await waitForMail(request, admin.email, (m) => m.subject.includes('are cancelled'));

    await page.goto('/account');
    const choices = page.getByRole('main').getByRole('heading', { name: 'Messages', exact: true });
    await choices.scrollIntoViewIfNeeded();
    await page.getByRole('group', { name: 'League news' }).getByRole('checkbox', { name: 'Text message' }).check();
    await page.getByRole('button', { name: 'Save message choices' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    expect((await admin.get<{ preferences: Record<string, string[]> }>('/api/me/message-preferences')).body.preferences.league_news).toEqual(['email', 'sms']);
    await expectNoHorizontalOverflow(page, `the account page at ${width} px`);
    await snap(page, info, `preferences-${width}`);
  });
}
