// What the registration costs, shown before the hosted checkout: the fee in effect, each add-on on its own line and
// the total, summed by the shared pricing function the server records with. A discount code is checked with the
// server (the public price preview, nothing held) as it is typed: "Code SPRING10: -$4.00, total $36.00", or why it
// does not apply, at the code's field.
import { useEffect, useState } from 'react';
import type { RegistrationOffer } from '../../../../shared/registration-schema';
import { formatMoney } from '../../../../shared/registration-format';
import { addonLabel, addonLinesOf, priceOf, type AddonPick, type Price } from '../../../../shared/registration-pricing';
import { ApiError } from '../lib/fetch-json';
import { callSite, type RoutePath } from '../lib/site-routes';

const PRICE: RoutePath<'previewRegistrationPrice'> = '/api/public/leagues/{key}/registration/price';
const WAIT_MS = 350;

interface Checked { code: string; price: Price; words: string | null }

/** The code's effect as the server prices it (null until a code is typed), and its refusal, if any. */
export function useCodePreview(offer: RegistrationOffer, kind: 'team' | 'individual' | '', code: string, picks: AddonPick[]) {
  // The answer is kept with the question it answers: one for another code or other picks is not shown.
  const [answer, setAnswer] = useState<{ asked: string; checked: Checked | null; error: string } | null>(null);
  const typed = code.trim().toUpperCase();
  const picked = JSON.stringify(picks);
  const asked = `${kind}|${typed}|${picked}`;
  useEffect(() => {
    if (!typed || !kind) return;
    let live = true;
    const timer = setTimeout(() => {
      const body = { season_id: offer.season_id, kind, discount_code: typed, addons: JSON.parse(picked) as AddonPick[] };
      callSite<'previewRegistrationPrice'>(PRICE, { key: offer.league_id }, { method: 'POST', body }).then((p) => {
        if (live) setAnswer({ asked, checked: { code: typed, price: p, words: p.discount_words }, error: '' });
      }, (err: unknown) => {
        // A code's refusal is shown at its field; anything else is left to the registration itself.
        if (live) setAnswer({ asked, checked: null, error: err instanceof ApiError && err.field === 'discount_code' ? err.message : '' });
      });
    }, WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [offer.season_id, offer.league_id, kind, typed, picked, asked]);
  const current = typed && answer?.asked === asked ? answer : null;
  return { checked: current?.checked ?? null, error: current?.error ?? '' };
}

/** The price as the form shows it: the server's when a code was checked, else the shared sum of fee and add-ons. */
export function priceNow(offer: RegistrationOffer, fee: number, picks: AddonPick[], checked: Checked | null): Price {
  if (checked) return checked.price;
  const out = addonLinesOf(offer.addons.map((a) => ({ ...a, stock: null, choices: a.choices.map((c) => ({ name: c.name, stock: null })) })), picks);
  return priceOf(fee, 0, 'lines' in out ? out.lines : []);
}

export function PriceSummary({ offer, fee, picks, price, words }: { offer: RegistrationOffer; fee: number; picks: AddonPick[]; price: Price; words: string | null }) {
  const money = (n: number) => formatMoney(n, offer.currency);
  const lines = picks.map((p) => {
    const a = offer.addons.find((x) => x.id === p.id)!;
    return { key: p.id, label: addonLabel({ name: a.name, choice: a.choices.length ? p.choice ?? 'option to choose' : null }), price: a.price };
  });
  return (
    <section className="price-summary" aria-label="Your total">
      <dl>
        <div><dt>Registration fee</dt><dd>{money(fee)}</dd></div>
        {lines.map((l) => <div key={l.key}><dt>{l.label}</dt><dd>{money(l.price)}</dd></div>)}
        {price.discount > 0 && <div><dt>Discount</dt><dd>-{money(price.discount)}</dd></div>}
        <div className="price-summary__total"><dt>Total</dt><dd>{money(price.total)}</dd></div>
      </dl>
      {words && <p className="notice notice--success" role="status">{words}</p>}
    </section>
  );
}
