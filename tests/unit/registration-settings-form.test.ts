// The admin's registration editor: money typed as people type it becomes exact cents, whole days become the
// league's midnight (opening) and end of day (closing, early bird), and the shared schema's messages come back by field.
import { describe, expect, it } from 'vitest';
import { formOf, inputOf, newQuestion } from '../../web/admin/src/components/registrations/registration-settings-form';
import { parseMoney } from '../../shared/registration-format';

const zone = 'America/New_York';

describe('the registration settings editor', () => {
  it('sends typed amounts as cents and days as the league\'s day edges', () => {
    const form = formOf(null, zone, new Date('2026-11-26T12:00:00Z'));
    form.individual = { ...form.individual, fee: '50', early_bird_fee: '40.5', early_bird_until: '2026-12-01', capacity: '10' };
    const { body, errors } = inputOf(form, zone, undefined);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      opens_at: '2026-11-26T05:00:00.000Z', closes_at: '2026-12-11T04:59:59.999Z',
      individual: { fee: 5000, early_bird_fee: 4050, early_bird_until: '2026-12-02T04:59:59.999Z', capacity: 10 },
      team: null,
    });
  });

  it('reads back what it saved', () => {
    const form = formOf(null, zone, new Date('2026-11-26T12:00:00Z'));
    form.individual = { ...form.individual, fee: '25.00', early_bird_until: '', early_bird_fee: '' };
    const { body } = inputOf(form, zone, undefined) as { body: { opens_at: string; closes_at: string; individual: { fee: number } } };
    const again = formOf({
      league_id: 'L', season_id: 'S', opens_at: body.opens_at, closes_at: body.closes_at, currency: 'usd', payment_mode: 'offline',
      individual: { fee: body.individual.fee, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
      team: null, level_ids: [], age_cutoff: null, questions: [], waiver_text: null, waiver_version: 0, discount_codes: [], payment_plan: null, addons: [], offline_payment: false, offline_hold_days: null, created_at: '', updated_at: '', version: 1,
    }, zone);
    expect(again.opens).toBe(form.opens);
    expect(again.closes).toBe(form.closes);
    expect(again.individual.fee).toBe('25.00');
  });

  it('keeps the season\'s sibling discount when the organiser saves the editor: an amount in cents or a percentage', () => {
    const form = formOf(null, zone, new Date('2026-11-26T12:00:00Z'));
    expect(form.sibling_kind).toBe('none');
    expect((inputOf(form, zone, undefined).body as { sibling_discount: unknown }).sibling_discount).toBeNull();
    const amount = inputOf({ ...form, sibling_kind: 'amount', sibling_value: '7.50' }, zone, undefined);
    expect(amount.errors).toEqual({});
    expect(amount.body).toMatchObject({ sibling_discount: { kind: 'amount', value: 750 } });
    expect(inputOf({ ...form, sibling_kind: 'percent', sibling_value: '15' }, zone, undefined).body).toMatchObject({ sibling_discount: { kind: 'percent', value: 15 } });
    expect(inputOf({ ...form, sibling_kind: 'percent', sibling_value: '150' }, zone, undefined).errors['sibling_discount.value']).toBe('A percentage is from 1 to 100');
    const saved = formOf({
      league_id: 'L', season_id: 'S', opens_at: '2026-11-26T05:00:00.000Z', closes_at: '2026-12-11T04:59:59.999Z', currency: 'usd', payment_mode: 'offline',
      individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
      team: null, level_ids: [], age_cutoff: null, questions: [], waiver_text: null, waiver_version: 0, discount_codes: [], created_at: '', updated_at: '', version: 1,
      payment_plan: null, addons: [], offline_payment: false, offline_hold_days: null, sibling_discount: { kind: 'amount', value: 750 },
    }, zone);
    expect([saved.sibling_kind, saved.sibling_value]).toEqual(['amount', '7.50']);
  });

  it('names the problems by field: money that is not money, a choice question without choices, an early bird without its date', () => {
    const form = formOf(null, zone);
    form.individual = { ...form.individual, fee: 'ten dollars', early_bird_fee: '5' };
    form.questions = [{ ...newQuestion(), label: 'Position', type: 'single_choice', options: 'Guard' }];
    const { errors } = inputOf(form, zone, undefined);
    expect(errors['individual.fee']).toBe('Fee must be an amount like 25 or 25.50');
    expect(errors['questions.0.options']).toBe('A choice question needs at least two choices');
    expect(errors['individual.early_bird_until']).toBe('An early-bird price needs both its amount and its end date');
  });

  it('reads money as people type it', () => {
    expect(parseMoney('1,200.5')).toBe(120050);
    expect(parseMoney('$40')).toBe(4000);
    expect(parseMoney('4O')).toBeNull();
  });
});
