// The one pricing function the registration form and the server share, and the words the form shows with it.
import { describe, expect, it } from 'vitest';
import { addonLinesOf, countOf, discountOf, discountWords, priceOf } from '../../shared/registration-pricing';

const KIT = { id: 'kit', name: 'Kit', price: 2500, stock: null, choices: [{ name: 'S', stock: null }, { name: 'M', stock: 1 }] };
const PHOTOS = { id: 'photos', name: 'Photo package', price: 1000, stock: null, choices: [] };

describe('registration pricing', () => {
  it('takes a code off the fee only and adds each add-on: $40.00 - 10% + $25.00 + $10.00 = $71.00', () => {
    const lines = addonLinesOf([KIT, PHOTOS], [{ id: 'kit', choice: 'S' }, { id: 'photos', choice: null }]);
    expect(lines).toEqual({ lines: [{ id: 'kit', name: 'Kit', choice: 'S', price: 2500 }, { id: 'photos', name: 'Photo package', choice: null, price: 1000 }] });
    const price = priceOf(4000, discountOf({ kind: 'percent', value: 10 }, 4000), 'lines' in lines ? lines.lines : []);
    expect(price).toEqual({ fee: 4000, discount: 400, addons: 3500, total: 7100 });
    expect(discountWords('SPRING10', priceOf(4000, 400, []), 'usd')).toBe('Code SPRING10: -$4.00, total $36.00');
  });

  it('names what is wrong with a pick: not offered, picked twice, its option missing or not one of its options', () => {
    expect(addonLinesOf([KIT], [{ id: 'socks', choice: null }])).toEqual({ error: 'An add-on picked is not offered for this season' });
    expect(addonLinesOf([KIT], [{ id: 'kit', choice: 'S' }, { id: 'kit', choice: 'M' }])).toEqual({ error: 'Kit is picked twice: pick it once' });
    expect(addonLinesOf([KIT], [{ id: 'kit', choice: null }])).toEqual({ error: 'Choose an option for Kit' });
    expect(addonLinesOf([KIT], [{ id: 'kit', choice: 'XL' }])).toEqual({ error: 'That option is not one of Kit\'s' });
  });

  it('writes counts with their noun, singular for one: "1 place", "2 places"', () => {
    expect(countOf(1, 'place')).toBe('1 place');
    expect(countOf(2, 'place')).toBe('2 places');
    expect(countOf(0, 'day')).toBe('0 days');
  });
});
