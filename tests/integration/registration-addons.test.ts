// Priced add-ons on a season's registration, against the local stack and the payment stand-in: a kit in a size,
// its stock held by a conditional write with the place (two registrants racing for the last kit in size M: one
// gets it, the other is told which item is sold out and nothing of theirs is written), each add-on its own line
// on the hosted checkout, the receipt, the registration and the CSV; a cancelled place gives its stock back once.
// And the form's price preview: a discount code's effect before the checkout, or why it does not apply.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationModel } from '../../functions/data/keys';
import { apiClient, newUser, outbox, stack, table } from './support/local';
import { CARDS, payAtCheckout, webhooksDelivered } from './support/payments';
import { feesLeague, type FeesLeague, type User } from './support/registration';

const tag = Math.random().toString(36).slice(2, 8);
let f: FeesLeague;

const KIT = { id: 'kit', name: 'Kit', price: 2500, stock: null, choices: [{ name: 'S', stock: 5 }, { name: 'M', stock: 1 }] };
const PHOTOS = { id: 'photos', name: 'Photo package', price: 1000, stock: null, choices: [] };

async function addonSeason(name: string, extra: Record<string, unknown> = {}) {
  const s = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `${name} ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  expect(s.status).toBe(201);
  const id = s.body.season.id as string;
  const put = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${id}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: new Date(Date.now() + 30 * 86_400_000).toISOString(), currency: 'usd', payment_mode: 'online',
    individual: { fee: 4000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
    discount_codes: [
      { code: 'SPRING10', kind: 'percent', value: 10, max_uses: null, expires_at: null },
      { code: 'OLD5', kind: 'amount', value: 500, max_uses: null, expires_at: new Date(Date.now() - 86_400_000).toISOString() },
    ],
    addons: [KIT, PHOTOS], ...extra,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return id;
}

const body = (first: string, addons: { id: string; choice?: string | null }[], extra: Record<string, unknown> = {}) => ({
  kind: 'individual', first_name: first, last_name: 'Kit', date_of_birth: '1990-05-01', level_id: f.adults.id, addons, ...extra,
});
const register = (u: User, seasonId: string, b: Record<string, unknown>) => u.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations`, b);
const taken = async (seasonId: string) => {
  const s = (await f.admin.api.get(`/api/leagues/${f.league.id}/seasons/${seasonId}/registration`)).body.settings;
  const kit = s.addons.find((a: { id: string }) => a.id === 'kit');
  return { kit: kit.taken as number, m: kit.choices.find((c: { name: string }) => c.name === 'M').taken as number };
};

beforeAll(async () => {
  f = await feesLeague(`Addons League ${tag}`);
}, 120_000);

describe('registration add-ons', () => {
  it('two registrants racing for the last kit in size M: one gets it, the other is told Kit (M) is sold out and nothing is written', async () => {
    const seasonId = await addonSeason('Race');
    // Five at once (the two of the story, and three more): the one kit in M goes to exactly one of them.
    const names = ['Ann', 'Ben', 'Cal', 'Dee', 'Eli'];
    const people = await Promise.all(names.map((n) => newUser(n, 'Kit')));
    const answers = await Promise.all(people.map((u, i) => register(u, seasonId, body(names[i], [{ id: 'kit', choice: 'M' }, { id: 'photos' }]))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body).toMatchObject({ error: 'Kit (M) is sold out: remove it or pick another option', field: 'addons' });
    }
    const losers = people.filter((_, i) => answers[i].status === 409);
    for (const u of losers) expect((await u.api.get('/api/me/registrations')).body.registrations).toEqual([]);
    const loser = losers[0];
    expect(await taken(seasonId)).toEqual({ kit: 1, m: 1 });
    // The losers' photo packages were not counted either: their whole transaction failed.
    const settings = (await f.admin.api.get(`/api/leagues/${f.league.id}/seasons/${seasonId}/registration`)).body.settings;
    expect(settings.addons.find((a: { id: string }) => a.id === 'photos').taken).toBe(1);
    // The public offer says so: no M left, S still there.
    const offer = (await apiClient(null).get(`/api/public/leagues/${f.league.id}/registration?season_id=${seasonId}`)).body.offer;
    expect(offer.addons.find((a: { id: string }) => a.id === 'kit').choices).toEqual([{ name: 'S', left: 5 }, { name: 'M', left: 0 }]);
    // The loser registers with size S instead.
    expect((await register(loser, seasonId, body('Lee', [{ id: 'kit', choice: 'S' }]))).status).toBe(201);
    expect(await taken(seasonId)).toEqual({ kit: 2, m: 1 });
  });

  it('add-ons add to the total and are their own lines on the checkout, the receipt, the registration and the CSV', async () => {
    const seasonId = await addonSeason('Lines');
    const cat = await newUser('Cat', 'Kit');
    const r = await register(cat, seasonId, body('Cat', [{ id: 'kit', choice: 'S' }, { id: 'photos' }], { discount_code: 'spring10' }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // $40.00 less 10% ($4.00), plus the kit ($25.00) and photos ($10.00): the code takes nothing off the add-ons.
    expect(r.body.registration.amounts).toMatchObject({ fee: 4000, discount: 400, addons: 3500, total: 7100 });
    expect(r.body.registration.addons).toEqual([
      { id: 'kit', name: 'Kit', choice: 'S', price: 2500 }, { id: 'photos', name: 'Photo package', price: 1000, choice: null },
    ]);
    const checkout = await payAtCheckout(r.body.checkout_url, CARDS.pays);
    expect(checkout.status).toBe(303);
    expect(checkout.page).toContain('<tr><td>Kit (S)</td><td>$25.00</td></tr>');
    expect(checkout.page).toContain('<tr><td>Photo package</td><td>$10.00</td></tr>');
    expect(checkout.page).toContain('Due today: <strong>$71.00');
    await webhooksDelivered();
    const read = (await cat.api.get(`/api/registrations/${r.body.registration.id}`)).body.registration;
    expect(read).toMatchObject({ status: 'paid', amounts: { paid: 7100, addons: 3500 } });
    const receipt = (await outbox()).filter((m) => m.to === cat.email && m.subject.startsWith('You are registered'));
    expect(receipt).toHaveLength(1);
    expect(receipt[0].text).toContain('Kit (S): $25.00');
    expect(receipt[0].text).toContain('Photo package: $10.00');
    expect(receipt[0].text).toContain('Paid: $71.00');
    const csv = (await f.admin.api.get(`/api/leagues/${f.league.id}/registrations/export?season_id=${seasonId}`)).body.csv as string;
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toContain(',Add-ons,Add-ons total');
    expect(row).toContain(',Kit (S) 25.00; Photo package 10.00,35.00');
  });

  it('a cancelled place gives its kit back once; an add-on not offered or without its size is refused by name', async () => {
    const seasonId = await addonSeason('Giveback');
    const dan = await newUser('Dan', 'Kit');
    const r = await register(dan, seasonId, body('Dan', [{ id: 'kit', choice: 'M' }]));
    expect(r.status).toBe(201);
    expect(await taken(seasonId)).toEqual({ kit: 1, m: 1 });
    const [one, two] = await Promise.all([1, 2].map(() => dan.api.post(`/api/registrations/${r.body.registration.id}/cancel`)));
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await taken(seasonId)).toEqual({ kit: 0, m: 0 });
    // The kit in M is free again for the next person.
    const eve = await newUser('Eve', 'Kit');
    expect((await register(eve, seasonId, body('Eve', [{ id: 'kit', choice: 'M' }]))).status).toBe(201);
    const fay = await newUser('Fay', 'Kit');
    expect((await register(fay, seasonId, body('Fay', [{ id: 'kit' }]))).body).toMatchObject({ error: 'Choose an option for Kit', field: 'addons' });
    expect((await register(fay, seasonId, body('Fay', [{ id: 'socks' }]))).body).toMatchObject({ error: 'An add-on picked is not offered for this season', field: 'addons' });
    expect((await fay.api.get('/api/me/registrations')).body.registrations).toEqual([]);
  });

  it('a waitlisted registrant\'s kit is held when a place is offered, and given back once when the offer lapses', async () => {
    const seasonId = await addonSeason('Waitlist', {
      individual: { fee: 4000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 1, capacity_per_level: null },
    });
    const [gus, hal] = await Promise.all([newUser('Gus', 'Kit'), newUser('Hal', 'Kit')]);
    const first = await register(gus, seasonId, body('Gus', [{ id: 'kit', choice: 'S' }]));
    const waiting = await register(hal, seasonId, body('Hal', [{ id: 'kit', choice: 'M' }]));
    expect(waiting.body.registration).toMatchObject({ status: 'waitlisted', addons: [{ id: 'kit', choice: 'M' }] });
    expect(await taken(seasonId)).toEqual({ kit: 1, m: 0 });
    expect((await gus.api.post(`/api/registrations/${first.body.registration.id}/cancel`)).status).toBe(200);
    const offered = await f.admin.api.post(`/api/leagues/${f.league.id}/registrations/${waiting.body.registration.id}/offer`, { hours: 24 });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(offered.body.registration).toMatchObject({ status: 'offered', amounts: { total: 6500, addons: 2500 } });
    expect(await taken(seasonId)).toEqual({ kit: 1, m: 1 });
    // The deadline passes (moved into the past, as the clock would); the next reads of the list release it, once.
    await table().send(new UpdateCommand({
      TableName: stack().tableName, Key: registrationModel.key(f.league.id, seasonId, waiting.body.registration.id),
      UpdateExpression: 'SET offer_expires_at = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }));
    await Promise.all([1, 2].map(() => f.admin.api.get(`/api/leagues/${f.league.id}/registrations?season_id=${seasonId}`)));
    expect((await hal.api.get(`/api/registrations/${waiting.body.registration.id}`)).body.registration.status).toBe('waitlisted');
    expect(await taken(seasonId)).toEqual({ kit: 0, m: 0 });
  });

  it('the form previews a code\'s effect before the checkout: "Code SPRING10: -$4.00, total $36.00", or why not', async () => {
    const seasonId = await addonSeason('Preview');
    const preview = (b: Record<string, unknown>) => apiClient(null).post(`/api/public/leagues/${f.league.id}/registration/price`, { season_id: seasonId, kind: 'individual', ...b });
    const ok = await preview({ discount_code: 'spring10' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ fee: 4000, discount: 400, addons: 0, total: 3600, discount_code: 'SPRING10', discount_words: 'Code SPRING10: -$4.00, total $36.00' });
    const withKit = await preview({ discount_code: 'SPRING10', addons: [{ id: 'kit', choice: 'S' }] });
    expect(withKit.body).toMatchObject({ total: 6100, discount_words: 'Code SPRING10: -$4.00, total $61.00' });
    expect((await preview({ discount_code: 'NOPE' })).body).toMatchObject({ error: 'That discount code is not valid', field: 'discount_code' });
    expect((await preview({ discount_code: 'OLD5' })).body).toMatchObject({ error: 'That discount code has expired', field: 'discount_code' });
  });
});
