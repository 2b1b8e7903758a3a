// The payment stand-in reads Stripe's bracketed form bodies. A key such as `metadata[__proto__][x]` names a key,
// never Object.prototype: before, writing through it changed every object of the stand-in's process.
import { describe, expect, it } from 'vitest';
import { parseForm, str, strings } from '../../infra/local/payments-twin/form-body';

describe('the payment stand-in\'s form bodies', () => {
  it('keep __proto__ and constructor as ordinary keys and leave Object.prototype alone', () => {
    const parsed = parseForm('metadata[__proto__][polluted]=yes&metadata[constructor][prototype][polluted]=yes&name=A');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect(str(parsed.name)).toBe('A');
    expect(Object.keys(parsed.metadata as object).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.hasOwn(parsed, 'toString')).toBe(false);
    expect(strings(parsed.metadata)).toEqual({});
  });

  it('still reads nested keys and lists as the SDK sent them', () => {
    const parsed = parseForm('line_items[0][price]=p1&line_items[1][price]=p2&metadata[user_id]=u1');
    expect((parsed.line_items as { price: string }[]).map((l) => l.price)).toEqual(['p1', 'p2']);
    expect(strings(parsed.metadata)).toEqual({ user_id: 'u1' });
  });
});
