// Registration and league fees against the local payment stand-in and DynamoDB Local: real HTTP to the gateway,
// checkouts paid on the stand-in's hosted page with test cards, signed webhooks back to the one webhook route.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newUser, outbox, stack } from './support/local';
import { CARDS, payAtCheckout, twinEvents, webhooksDelivered } from './support/payments';
import { feesLeague } from './support/registration';

type User = Awaited<ReturnType<typeof newUser>>;
const tag = Math.random().toString(36).slice(2, 8);

interface League { id: string; name: string }
let admin: User;
let league: League;
let adults: { id: string; name: string };

const twinControl = async (path: string) => {
  const r = await fetch(`${stack().paymentsUrl}/__control${path}`, { method: 'POST', headers: { accept: 'application/json' } });
  expect(r.status).toBe(200);
};

/** A season of the league with registration open now, paid online to the league's connected account. */
async function season(name: string, individual: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const s = await admin.api.post(`/api/leagues/${league.id}/seasons`, { name: `${name} ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  expect(s.status).toBe(201);
  const id = s.body.season.id as string;
  const put = await admin.api.put(`/api/leagues/${league.id}/seasons/${id}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'online',
    individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null, ...individual },
    questions: [
      { id: 'shirt', label: 'Shirt size', type: 'single_choice', required: true, options: ['S', 'M', 'L'] },
      { id: 'allergies', label: 'Allergies', type: 'long_text', required: false },
    ],
    // The organiser lets registrants choose to pay offline (several tests below do).
    waiver_text: 'I play at my own risk.', offline_payment: true, ...extra,
  });
  expect(put.status).toBe(200);
  expect(put.body.settings).toMatchObject({ waiver_version: 1, payment_mode: 'online' });
  return id;
}

const individual = (first: string, extra: Record<string, unknown> = {}) => ({
  kind: 'individual', first_name: first, last_name: 'Player', date_of_birth: '1990-05-01', level_id: adults.id,
  answers: { shirt: 'M', allergies: 'Peanuts' }, waiver_version: 1, waiver_name: `${first} Player`, ...extra,
});

const register = (u: User, seasonId: string, body: Record<string, unknown> = individual('Sam')) => u.api.post(`/api/leagues/${league.id}/seasons/${seasonId}/registrations`, body);

async function paidRegistration(seasonId: string, first: string) {
  const u = await newUser(first, 'Player');
  const r = await register(u, seasonId, individual(first));
  expect(r.status).toBe(201);
  expect((await payAtCheckout(r.body.checkout_url, CARDS.pays)).status).toBe(303);
  await webhooksDelivered();
  const read = await u.api.get(`/api/registrations/${r.body.registration.id}`);
  expect(read.body.registration).toMatchObject({ status: 'paid', amounts: { paid: 5000, refunded: 0, outstanding: 0 } });
  return { u, id: r.body.registration.id as string };
}

beforeAll(async () => {
  ({ admin, league, adults } = await feesLeague(`Fees League ${tag}`));
}, 120_000);

describe('registration and league fees', () => {
  it('30 concurrent checkouts for 10 places give 10 paid and 20 waitlisted, and a replayed webhook applies once', async () => {
    const seasonId = await season('Crowded', { capacity: 10 });
    const people = await Promise.all(Array.from({ length: 30 }, (_, i) => newUser(`Crowd${i}`, 'Player')));
    const answers = await Promise.all(people.map((u, i) => register(u, seasonId, individual(`Crowd${i}`))));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    const held = answers.filter((a) => a.body.registration.status === 'awaiting_payment');
    expect(held).toHaveLength(10);
    expect(answers.filter((a) => a.body.registration.status === 'waitlisted')).toHaveLength(20);
    for (const h of held) expect(h.body.checkout_url).toMatch(/\/pay\/cs_test_/);
    expect((await apiClient(null).get(`/api/public/leagues/${league.id}/registration?season_id=${seasonId}`)).body.offer.kinds[0]).toMatchObject({ kind: 'individual', places_left: 0, fee_now: 5000 });

    const paid = await Promise.all(held.map((h) => payAtCheckout(h.body.checkout_url, CARDS.pays)));
    expect(paid.map((p) => p.status)).toEqual(Array(10).fill(303));
    await webhooksDelivered();
    const list = async (status: string) => (await admin.api.get(`/api/leagues/${league.id}/registrations?season_id=${seasonId}&status=${status}`)).body;
    const paidList = await list('paid');
    expect(paidList.registrations).toHaveLength(10);
    expect(paidList.totals).toMatchObject({ currency: 'usd', collected: 50_000, refunded: 0, outstanding: 0 });
    expect((await list('waitlisted')).registrations.map((r: { waitlist_position: number }) => r.waitlist_position).sort((a: number, b: number) => a - b))
      .toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The platform's 2% application fee went with each payment to the league's connected account.
    expect(paidList.registrations[0].amounts.application_fee).toBe(100);

    // The provider delivers one completed checkout again: still paid once, one receipt.
    const first = held[0].body.registration;
    const completed = (await twinEvents('checkout.session.completed')).find((e) => (e.data.object.metadata as Record<string, string>).registration_id === first.id)!;
    await twinControl(`/events/${completed.id}/resend`);
    await twinControl(`/events/${completed.id}/resend`);
    await webhooksDelivered();
    const again = await people[answers.indexOf(held[0])].api.get(`/api/registrations/${first.id}`);
    expect(again.body.registration).toMatchObject({ status: 'paid', amounts: { paid: 5000, refunded: 0 } });
    expect((await outbox()).filter((m) => m.to === first.email && m.subject.startsWith('You are registered'))).toHaveLength(1);
    expect((await list('paid')).totals.collected).toBe(50_000);
  }, 240_000);

  it('refunds part then the rest, never more than paid, and of two refunds sent at once only one that fits passes', async () => {
    const seasonId = await season('Refunds', {});
    const { id } = await paidRegistration(seasonId, 'Refunded');
    const refund = (amount: number, rid = id) => admin.api.post(`/api/leagues/${league.id}/registrations/${rid}/refund`, { amount });
    const partial = await refund(1000);
    expect(partial.status).toBe(200);
    expect(partial.body.registration).toMatchObject({ status: 'paid', amounts: { paid: 5000, refunded: 1000 } });
    const tooMuch = await refund(4001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ field: 'amount', error: 'A refund cannot exceed what was paid and not yet refunded (40.00)' });
    const rest = await refund(4000);
    expect(rest.status).toBe(200);
    expect(rest.body.registration).toMatchObject({ status: 'refunded', amounts: { paid: 5000, refunded: 5000 } });
    expect((await refund(1)).status).toBe(409);
    const refunds = (await twinEvents('refund.created')).filter((e) => [1000, 4000].includes(Number(e.data.object.amount)));
    expect(refunds.length).toBeGreaterThanOrEqual(2);

    const second = await paidRegistration(seasonId, 'Twice');
    const both = await Promise.all([refund(3000, second.id), refund(3000, second.id)]);
    expect(both.map((b) => b.status).sort()).toEqual([200, 400]);
    const after = await admin.api.get(`/api/registrations/${second.id}`);
    expect(after.body.registration).toMatchObject({ status: 'paid', amounts: { paid: 5000, refunded: 3000 } });
  }, 120_000);

  it('offers a waitlisted place with a payment link and deadline: paid in time it is taken; the deadline passing gives it back', async () => {
    const seasonId = await season('Waitlist', { capacity: 1 });
    const [a, b, c] = await Promise.all(['Ann', 'Ben', 'Cat'].map((n) => newUser(n, 'Player')));
    const ra = await register(a, seasonId, individual('Ann'));
    const rb = await register(b, seasonId, individual('Ben'));
    const rc = await register(c, seasonId, individual('Cat'));
    expect([ra.body.registration.status, rb.body.registration.status, rc.body.registration.status]).toEqual(['awaiting_payment', 'waitlisted', 'waitlisted']);
    const offer = (rid: string) => admin.api.post(`/api/leagues/${league.id}/registrations/${rid}/offer`, { hours: 2 });
    expect((await offer(rb.body.registration.id)).status).toBe(409);

    // Ann's 30 minutes run out (the stand-in ends her checkout as its clock would): her place goes back.
    const annSession = new URL(ra.body.checkout_url).pathname.split('/').pop();
    await twinControl(`/payments/${annSession}/expire`);
    await webhooksDelivered();
    expect((await a.api.get(`/api/registrations/${ra.body.registration.id}`)).body.registration.status).toBe('cancelled');
    expect((await payAtCheckout(ra.body.checkout_url, CARDS.pays).catch(() => ({ status: 410 }))).status).not.toBe(303);

    const offered = await offer(rb.body.registration.id);
    expect(offered.status).toBe(200);
    expect(offered.body.registration).toMatchObject({ status: 'offered', amounts: { outstanding: 5000 } });
    const mail = (await outbox()).filter((m) => m.to === b.email && m.subject.startsWith('A place is free for you'));
    expect(mail).toHaveLength(1);
    // The e-mail links the registration page (an offer outlives a hosted checkout); paying there opens the checkout.
    expect(mail[0].text).toContain(`/register?registration=${rb.body.registration.id}`);
    const link = (await b.api.post(`/api/registrations/${rb.body.registration.id}/checkout`)).body.url as string;
    expect((await payAtCheckout(link, CARDS.pays)).status).toBe(303);
    await webhooksDelivered();
    expect((await b.api.get(`/api/registrations/${rb.body.registration.id}`)).body.registration.status).toBe('paid');
    expect((await offer(rc.body.registration.id)).status).toBe(409);

    // Ben cancels nothing (paid); refund him in full: the place goes to Cat's offer, whose deadline then passes.
    expect((await admin.api.post(`/api/leagues/${league.id}/registrations/${rb.body.registration.id}/refund`, { amount: 5000 })).status).toBe(200);
    const catOffer = await offer(rc.body.registration.id);
    expect(catOffer.status).toBe(200);
    const catLink = (await c.api.post(`/api/registrations/${rc.body.registration.id}/checkout`)).body.url as string;
    await twinControl(`/payments/${new URL(catLink).pathname.split('/').pop()}/expire`);
    await webhooksDelivered();
    expect((await c.api.get(`/api/registrations/${rc.body.registration.id}`)).body.registration).toMatchObject({ status: 'waitlisted', offer_expires_at: null });
    // The place is free again: it can be offered once more.
    expect((await offer(rc.body.registration.id)).status).toBe(200);
  }, 120_000);

  it('refuses an under-age registrant for an adult level, and asks a guardian of anyone under 18', async () => {
    const seasonId = await season('Ages', {});
    const kid = await newUser('Kid', 'Player');
    const young = await register(kid, seasonId, individual('Kid', { date_of_birth: '2012-04-02' }));
    expect(young.status).toBe(400);
    expect(young.body).toMatchObject({ field: 'date_of_birth', error: 'Adults is for ages 18 and over' });
    const juniors = await admin.api.post(`/api/leagues/${league.id}/levels`, { name: `Juniors ${tag}`, level_type: 'age', age_min: 10, age_max: 17 });
    const noGuardian = await register(kid, seasonId, individual('Kid', { date_of_birth: '2012-04-02', level_id: juniors.body.level.id }));
    expect(noGuardian.body).toMatchObject({ field: 'guardian', error: 'A parent or guardian\'s details are required under 18' });
    const withGuardian = await register(kid, seasonId, individual('Kid', {
      date_of_birth: '2012-04-02', level_id: juniors.body.level.id, guardian: { name: 'Pat Parent', email: 'pat@example.com', phone: '555-0100' },
    }));
    expect(withGuardian.status).toBe(201);
    expect((await admin.api.get(`/api/leagues/${league.id}/registrations?season_id=${seasonId}`)).body.registrations).toHaveLength(1);
  }, 60_000);

  it('shows a registration, its answers and date of birth only to its registrant and the league\'s admin', async () => {
    const seasonId = await season('Privacy', {});
    const [owner, other] = await Promise.all([newUser('Owner', 'Player'), newUser('Other', 'Player')]);
    const r = await register(owner, seasonId, individual('Owner', { pay_offline: true }));
    expect(r.status).toBe(201);
    const id = r.body.registration.id;
    expect(r.body).toMatchObject({ checkout_url: null, registration: { status: 'awaiting_payment', payment_mode: 'offline', answers: { shirt: 'M' }, date_of_birth: '1990-05-01' } });
    const notYours = await other.api.get(`/api/registrations/${id}`);
    expect(notYours.status).toBe(404);
    expect(JSON.stringify(notYours.body)).not.toContain('Peanuts');
    expect((await other.api.post(`/api/registrations/${id}/cancel`)).status).toBe(404);
    expect((await other.api.get('/api/me/registrations')).body.registrations).toEqual([]);
    expect((await other.api.get(`/api/leagues/${league.id}/registrations?season_id=${seasonId}`)).status).toBe(404);
    expect((await other.api.get(`/api/leagues/${league.id}/registrations/export?season_id=${seasonId}`)).status).toBe(404);
    expect((await owner.api.get('/api/me/registrations')).body.registrations.map((x: { id: string }) => x.id)).toEqual([id]);

    // The admin reads everything, marks the offline payment received, and exports the answers.
    const listed = (await admin.api.get(`/api/leagues/${league.id}/registrations?season_id=${seasonId}&q=owner`)).body.registrations;
    expect(listed[0]).toMatchObject({ id, answers: { shirt: 'M', allergies: 'Peanuts' }, date_of_birth: '1990-05-01', waiver: { version: 1, accepted_name: 'Owner Player' } });
    expect((await admin.api.post(`/api/leagues/${league.id}/registrations/${id}/mark-paid`, {})).body.registration).toMatchObject({ status: 'paid', amounts: { paid: 5000 } });
    const csv = (await admin.api.get(`/api/leagues/${league.id}/registrations/export?season_id=${seasonId}`)).body.csv as string;
    expect(csv.split('\r\n')[0]).toContain('Shirt size,Allergies');
    expect(csv).toContain('Owner,Player');
    expect(csv).toContain('Peanuts');
  }, 60_000);
  it('the CSV export shows what a registrant typed as text: a formula in a name or an answer is never run by a spreadsheet', async () => {
    const seasonId = await season('Formulas', {});
    const u = await newUser('Mallory', 'Player');
    const r = await register(u, seasonId, individual('=cmd|calc', { pay_offline: true, answers: { shirt: 'S', allergies: '@SUM(1+1)' } }));
    expect(r.status).toBe(201);
    const csv = (await admin.api.get(`/api/leagues/${league.id}/registrations/export?season_id=${seasonId}`)).body.csv as string;
    const row = csv.split('\r\n')[1];
    expect(row).toContain(",'=cmd|calc,Player,");
    expect(row.endsWith(",S,'@SUM(1+1)")).toBe(true);
    expect(row).not.toMatch(/,[=@+]/);
  }, 60_000);
  it('a paid team registration creates the team with a join code; a free agent paid offline is put on a team by the admin and e-mailed', async () => {
    const seasonId = await season('Teams', {}, { team: { fee: 20000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity_per_level: 4 } });
    const manager = await newUser('Captain', 'Manager');
    const teamReg = await register(manager, seasonId, {
      kind: 'team', team_name: `Comets ${tag}`, level_id: adults.id, first_name: 'Captain', last_name: 'Manager', answers: { shirt: 'L' },
      waiver_version: 1, waiver_name: 'Captain Manager',
    });
    expect(teamReg.status).toBe(201);
    expect(teamReg.body.registration).toMatchObject({ kind: 'team', status: 'awaiting_payment', amounts: { total: 20000 } });
    expect((await payAtCheckout(teamReg.body.checkout_url, CARDS.pays)).status).toBe(303);
    await webhooksDelivered();
    const team = (await manager.api.get(`/api/registrations/${teamReg.body.registration.id}`)).body.registration;
    expect(team).toMatchObject({ status: 'paid', team_name: `Comets ${tag}` });
    expect(team.team_join_code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await manager.api.get(`/api/teams/${team.team_id}`)).body.team).toMatchObject({ name: `Comets ${tag}`, manager: { first_name: 'Captain' } });

    // A free agent pays the league by other means; the admin marks it received and puts them on the team.
    const agent = await newUser('Free', 'Agent');
    const own = await register(agent, seasonId, individual('Free', { pay_offline: true, level_id: null }));
    expect(own.body.registration).toMatchObject({ status: 'awaiting_payment', payment_mode: 'offline', team_id: null });
    const rid = own.body.registration.id;
    expect((await admin.api.post(`/api/leagues/${league.id}/registrations/${rid}/mark-paid`, {})).status).toBe(200);
    const assigned = await admin.api.post(`/api/leagues/${league.id}/registrations/${rid}/assign`, { team_id: team.team_id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.registration).toMatchObject({ team_id: team.team_id, team_name: `Comets ${tag}` });
    const roster = (await agent.api.get(`/api/teams/${team.team_id}`)).body.team.players as { first_name: string }[];
    expect(roster.map((p) => p.first_name)).toContain('Free');
    expect((await outbox()).filter((m) => m.to === agent.email && m.subject === `You are on Comets ${tag}`)).toHaveLength(1);
    expect((await outbox()).filter((m) => m.to === agent.email && m.subject.startsWith('You are registered'))).toHaveLength(1);
  }, 90_000);
  it('re-registers a returning team in one step as the same team: paid, it joins the new season with a join code, and it cannot be registered twice, even by renewals sent at once', async () => {
    const team = await admin.api.post(`/api/leagues/${league.id}/teams`, { name: `Returners ${tag}`, manager_email: admin.email, level_id: adults.id });
    expect(team.status).toBe(201);
    const teamId = team.body.team.id as string;
    const autumn = await admin.api.post(`/api/leagues/${league.id}/seasons`, { name: `Autumn ${tag}`, start_date: '2026-09-01', end_date: '2026-11-30', team_ids: [teamId] });
    expect(autumn.status).toBe(201);
    const seasonId = await season('Return', {}, { questions: [], team: { fee: 20000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity_per_level: null } });
    const base = `/api/leagues/${league.id}/seasons/${seasonId}/registrations`;
    const teamsBefore = (await admin.api.get(`/api/leagues/${league.id}/teams`)).body.teams.length;
    expect((await admin.api.get(`${base}/returning`)).body).toMatchObject({
      renewal_available: true, upgrade_message: null, teams: [{ id: teamId, name: `Returners ${tag}`, last_season_name: `Autumn ${tag}` }],
    });
    const stranger = await newUser('Not', 'Manager');
    expect((await stranger.api.get(`${base}/returning`)).body.teams).toEqual([]);
    expect((await stranger.api.post(`${base}/renew`, { team_id: teamId })).body).toMatchObject({ field: 'team_id', error: 'That team did not play in an earlier season of this league' });

    // Three renewals sent at once (a double tap, two tabs): one registration, the others refused.
    const body = { team_id: teamId, waiver_version: 1, waiver_name: 'Organiser Fees', pay_offline: true };
    const racing = await Promise.all([1, 2, 3].map(() => admin.api.post(`${base}/renew`, body)));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const renewed = racing.find((r) => r.status === 201)!;
    expect((await admin.api.get(`/api/leagues/${league.id}/registrations?season_id=${seasonId}`)).body.registrations
      .filter((r: { team_id: string | null }) => r.team_id === teamId)).toHaveLength(1);
    expect(renewed.body.registration).toMatchObject({ kind: 'team', team_id: teamId, status: 'awaiting_payment', payment_mode: 'offline', amounts: { total: 20000 } });
    const twice = await admin.api.post(`${base}/renew`, { team_id: teamId, waiver_version: 1, waiver_name: 'Organiser Fees', pay_offline: true });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('That team is already registered for this season');
    expect((await admin.api.get(`${base}/returning`)).body.teams).toEqual([]);

    const paid = await admin.api.post(`/api/leagues/${league.id}/registrations/${renewed.body.registration.id}/mark-paid`, {});
    expect(paid.status).toBe(200);
    const after = (await admin.api.get(`/api/registrations/${renewed.body.registration.id}`)).body.registration;
    expect(after).toMatchObject({ status: 'paid', team_id: teamId });
    expect(after.team_join_code).toMatch(/^[A-Z2-9]{8}$/);
    const seasons = (await admin.api.get(`/api/leagues/${league.id}/seasons`)).body.seasons as { id: string; team_ids: string[] }[];
    expect(seasons.find((x) => x.id === seasonId)!.team_ids).toEqual([teamId]);
    expect((await admin.api.get(`/api/leagues/${league.id}/teams`)).body.teams).toHaveLength(teamsBefore);
  }, 90_000);
});
