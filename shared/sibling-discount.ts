// The sibling discount of a family checkout: from the second child on, each child's price is lowered by an amount
// (minor units) or a percentage (rounded down to the cent), never below zero. One function, used by the API to
// price the checkout and by the registration form to show the same figures before payment.
import * as z from 'zod';

export const SIBLING_DISCOUNT_KINDS = ['percent', 'amount'] as const;

export const siblingDiscountSchema = z.object({
  kind: z.enum(SIBLING_DISCOUNT_KINDS, { error: 'Sibling discount kind must be percent or amount' }),
  /** percent: 1-100; amount: minor units off each child's price from the second child on. */
  value: z.number({ error: 'Sibling discount must be a whole number' }).int('Sibling discount must be a whole number').min(1, 'Sibling discount must be at least 1'),
}).refine((d) => d.kind !== 'percent' || d.value <= 100, { message: 'A percentage is from 1 to 100', path: ['value'] });
export type SiblingDiscount = z.output<typeof siblingDiscountSchema>;

export interface FamilyLinePrice { price: number; sibling_discount: number; total: number }

/** Each child's price, in the order given: the first pays in full, every later one gets the sibling discount. */
export function familyPrices(prices: number[], discount: SiblingDiscount | null | undefined): { lines: FamilyLinePrice[]; total: number; sibling_discount: number } {
  const lines = prices.map((price, i) => {
    const off = i === 0 || !discount ? 0 : Math.min(price, discount.kind === 'percent' ? Math.floor((price * discount.value) / 100) : discount.value);
    return { price, sibling_discount: off, total: price - off };
  });
  return { lines, total: lines.reduce((n, l) => n + l.total, 0), sibling_discount: lines.reduce((n, l) => n + l.sibling_discount, 0) };
}
