// The season's priced add-ons on the registration form: each picked with a tick, a size (or other option) chosen
// where it has them; what is sold out says so and cannot be picked. The picks go to the price summary and the API.
import type { RegistrationOffer } from '../../../../shared/registration-schema';
import { formatMoney } from '../../../../shared/registration-format';
import { ChoiceGroup } from './registration-fields';

/** Add-on id -> the option chosen ('' until one is, or for an add-on without options). */
export type AddonDraft = Record<string, string>;

export const picksOf = (draft: AddonDraft, offer: RegistrationOffer) =>
  offer.addons.filter((a) => a.id in draft).map((a) => ({ id: a.id, choice: a.choices.length ? draft[a.id] || null : null }));

const soldOut = (left: number | null) => left !== null && left <= 0;

export function AddonsField({ offer, value, error, onChange }: { offer: RegistrationOffer; value: AddonDraft; error?: string; onChange: (v: AddonDraft) => void }) {
  if (!offer.addons.length) return null;
  const set = (id: string, picked: boolean, choice = '') => {
    const next = { ...value };
    if (picked) next[id] = choice;
    else delete next[id];
    onChange(next);
  };
  return (
    <ChoiceGroup legend="Add-ons (optional)" error={error}>
      {offer.addons.map((a) => {
        const gone = soldOut(a.left) || (a.choices.length > 0 && a.choices.every((c) => soldOut(c.left)));
        const picked = a.id in value;
        return (
          <div key={a.id} className="addon">
            <label className="choice">
              <input type="checkbox" name={`addon-${a.id}`} checked={picked} disabled={gone && !picked} onChange={(e) => set(a.id, e.target.checked, value[a.id] ?? '')} />
              <span>{a.name} ({formatMoney(a.price, offer.currency)}){gone ? ', sold out' : ''}</span>
            </label>
            {picked && a.choices.length > 0 && (
              <select className="text-input" aria-label={`${a.name}: option`} value={value[a.id] ?? ''} onChange={(e) => set(a.id, true, e.target.value)}>
                <option value="">Choose an option</option>
                {a.choices.map((c) => <option key={c.name} value={c.name} disabled={soldOut(c.left)}>{c.name}{soldOut(c.left) ? ' (sold out)' : ''}</option>)}
              </select>
            )}
          </div>
        );
      })}
    </ChoiceGroup>
  );
}
