import { describe, expect, it } from 'vitest';
import { parseForm } from '../../infra/local/payments-twin/form-body';
import { planOfLookupKey, priceLookupKey } from '../../functions/payments/provider';
import { toStored } from '../../functions/billing/service';
import { isLive } from '../../functions/access/plan';

describe('plan billing rules', () => {
  it('reads back the nested form bodies Stripe\'s SDK sends, arrays included', () => {
    const body = 'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&discounts[0][coupon]=C&metadata[user_id]=u1&subscription_data[trial_end]=123&expand[0]=a&expand[1]=b';
    expect(parseForm(body)).toEqual({
      mode: 'subscription', line_items: [{ price: 'price_1', quantity: '1' }], discounts: [{ coupon: 'C' }],
      metadata: { user_id: 'u1' }, subscription_data: { trial_end: '123' }, expand: ['a', 'b'],
    });
  });

  it('finds a plan and cycle from its price\'s lookup key, and nothing from a key it did not make', () => {
    expect(planOfLookupKey(priceLookupKey('awesome', 'yearly'))).toEqual({ slug: 'awesome', cycle: 'yearly' });
    expect(planOfLookupKey('someone_elses_price')).toBeNull();
  });

  it('keeps a past-due plan for 7 days from the failed renewal, then not', () => {
    const start = Date.UTC(2026, 0, 1) / 1000;
    const stored = toStored({ id: 'sub_1', customerId: 'cus_1', status: 'past_due', planSlug: 'awesome', cycle: 'monthly', periodStart: start, periodEnd: start + 30 * 86_400, cancelAtPeriodEnd: false, itemId: 'si_1', latestInvoiceId: null })!;
    expect(stored.grace_until).toBe('2026-01-08T00:00:00.000Z');
    expect(isLive(stored, new Date('2026-01-07T23:59:59Z'))).toBe(true);
    expect(isLive(stored, new Date('2026-01-08T00:00:01Z'))).toBe(false);
  });
});
