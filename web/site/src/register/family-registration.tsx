// Registering several of the signed-in parent's family members in one checkout (issue 41, point 1): who, each
// child's level and answers, one parent or guardian for all, the waiver accepted in the guardian's name, and the
// price before paying, sibling discount included, from the same function the API prices the checkout with
// (shared/sibling-discount.ts). The family members themselves are kept under Family in My Account.
import { useEffect, useState } from 'react';
import type { FamilyMember } from '../../../../shared/family-schema';
import { familyRegistrationSchema } from '../../../../shared/family-registration-schema';
import type { Registration, RegistrationOffer } from '../../../../shared/registration-schema';
import { formatCalendarDate, formatMoney } from '../../../../shared/registration-format';
import { familyPrices } from '../../../../shared/sibling-discount';
import { ApiError } from '../lib/fetch-json';
import { familyApi } from './family-api';
import { registrationApi } from './registration-api';
import type { Registrant } from './registration-account';
import { Choice, ChoiceGroup, QuestionField, TextField, unanswered } from './registration-fields';
import { ageRange } from './offer-text';

type Answer = string | string[] | boolean;
interface ChildDraft { level_id: string; answers: Record<string, Answer> }

export function FamilyRegistrationPanel({ offer, registrant, onRegistered }: {
  offer: RegistrationOffer; registrant: Registrant; onRegistered: (r: Registration, checkoutUrl: string | null) => void;
}) {
  const [members, setMembers] = useState<FamilyMember[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [children, setChildren] = useState<Record<string, ChildDraft>>({});
  const [guardian, setGuardian] = useState({ name: `${registrant.firstName} ${registrant.lastName}`.trim(), email: registrant.email, phone: '', relationship: '' });
  const [waiverName, setWaiverName] = useState('');
  const [payOffline, setPayOffline] = useState(false);
  const [onPlan, setOnPlan] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    familyApi.members().then(({ members: m }) => live && setMembers(m), () => live && setMembers([]));
    // The guardian is the parent signed in: their profile's name fills the field while it is empty.
    registrationApi.me().then(({ user }) => live && setGuardian((g) => ({ ...g, name: g.name || `${user.first_name} ${user.last_name}`.trim(), email: g.email || user.email })), () => undefined);
    return () => { live = false; };
  }, []);

  const kindOffer = offer.kinds.find((k) => k.kind === 'individual');
  const fee = kindOffer?.fee_now ?? 0;
  const plan = kindOffer?.payment_plan ?? null;
  if (members === null) return null;
  const picked = members.filter((m) => chosen.includes(m.id));
  const prices = familyPrices(picked.map(() => fee), offer.sibling_discount);
  const money = (n: number) => formatMoney(n, offer.currency);
  const asked = offer.questions.filter((q) => q.kind === null || q.kind === 'individual');
  const payingOnline = offer.pays_online && !payOffline && prices.total > 0;
  // The plan's deposit is a fixed sum per child; each child's instalments are their own price's schedule (the server's).
  const planChosen = Boolean(plan && onPlan && payingOnline);
  const depositSum = plan ? prices.lines.filter((l) => l.total > 0).length * plan.deposit : 0;
  const draftOf = (id: string): ChildDraft => children[id] ?? { level_id: '', answers: {} };
  const setChild = (id: string, patch: Partial<ChildDraft>) => setChildren((c) => ({ ...c, [id]: { ...draftOf(id), ...patch } }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFormError('');
    setErrors({});
    const body = {
      children: picked.map((m) => {
        const d = draftOf(m.id);
        return {
          family_member_id: m.id, level_id: d.level_id, answers: Object.fromEntries(Object.entries(d.answers).filter(([, v]) => !unanswered(v))),
          waiver_version: offer.waiver?.version ?? null, waiver_name: offer.waiver ? waiverName : '',
        };
      }),
      guardian: { ...guardian, relationship: guardian.relationship || null },
      pay_offline: !offer.pays_online || payOffline,
      time_zone: typeof Intl === 'object' ? Intl.DateTimeFormat().resolvedOptions().timeZone ?? null : null,
      pay_in_instalments: planChosen,
    };
    const parsed = familyRegistrationSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      setFormError(parsed.error.issues[0]?.message ?? 'Check the fields marked below.');
      return;
    }
    setSending(true);
    try {
      const created = await familyApi.register(offer.league_id, offer.season_id, parsed.data);
      if (created.checkout_url) {
        window.location.assign(created.checkout_url);
        return;
      }
      onRegistered(created.registrations[0]!, null);
    } catch (err) {
      if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
      setFormError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="card stack-m" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="fam-title">
      <h2 id="fam-title">Register your children</h2>
      {members.length === 0 ? (
        <p className="muted">Add your children under Family in <a href="/account">My Account</a> to register several of them in one checkout.</p>
      ) : (
        <ChoiceGroup legend="Who you register" hint={offer.sibling_discount ? `Sibling discount: ${offer.sibling_discount.kind === 'percent' ? `${offer.sibling_discount.value}%` : money(offer.sibling_discount.value)} off from the second child on.` : undefined}
          error={errors.children}>
          {members.map((m) => (
            <Choice key={m.id} type="checkbox" name="family-member" label={`${m.first_name} ${m.last_name} (born ${m.birth_date})`} checked={chosen.includes(m.id)}
              onChange={(on) => setChosen((c) => (on ? [...c, m.id] : c.filter((x) => x !== m.id)))} />
          ))}
        </ChoiceGroup>
      )}
      {picked.map((m, i) => (
        <fieldset key={m.id} className="field stack-s family-child" aria-label={`${m.first_name}'s registration`}>
          <legend className="field-label reg-section-title">{m.first_name} {m.last_name}</legend>
          {offer.levels.length > 0 && (
            <div className="field">
              <label className="field-label" htmlFor={`fam-level-${m.id}`}>{m.first_name}'s level (optional)</label>
              <select id={`fam-level-${m.id}`} className="text-input" value={draftOf(m.id).level_id} onChange={(e) => setChild(m.id, { level_id: e.target.value })}>
                <option value="">No preference</option>
                {offer.levels.map((l) => <option key={l.id} value={l.id}>{l.name}{l.age_min !== null || l.age_max !== null ? ` (${ageRange(l.age_min, l.age_max)})` : ''}</option>)}
              </select>
              {errors[`children.${i}.level_id`] && <p className="field-error">{errors[`children.${i}.level_id`]}</p>}
              {errors[`children.${i}.date_of_birth`] && <p className="field-error">{errors[`children.${i}.date_of_birth`]}</p>}
            </div>
          )}
          {asked.map((q) => (
            <QuestionField key={q.id} scope={`${m.id}-`} question={q} value={draftOf(m.id).answers[q.id]} error={errors[`children.${i}.answers.${q.id}`]}
              onValue={(v) => {
                const answers = { ...draftOf(m.id).answers };
                if (v === undefined) delete answers[q.id];
                else answers[q.id] = v;
                setChild(m.id, { answers });
              }} />
          ))}
        </fieldset>
      ))}
      {picked.length > 0 && (
        <>
          <fieldset className="field stack-s">
            <legend className="field-label">Parent or guardian</legend>
            <TextField label="Guardian name" required value={guardian.name} error={errors['guardian.name']} onValue={(v) => setGuardian((g) => ({ ...g, name: v }))} />
            <TextField label="Guardian e-mail" type="email" required value={guardian.email} error={errors['guardian.email']} onValue={(v) => setGuardian((g) => ({ ...g, email: v }))} />
            <TextField label="Guardian phone" type="tel" required value={guardian.phone} error={errors['guardian.phone']} onValue={(v) => setGuardian((g) => ({ ...g, phone: v }))} />
          </fieldset>
          {offer.waiver && (
            <div className="field stack-s">
              <h3 id="fam-waiver">Waiver</h3>
              <div className="waiver-text" tabIndex={0} role="region" aria-labelledby="fam-waiver">{offer.waiver.text}</div>
              <TextField label="Parent or guardian: type your full name to accept the waiver for each child" required value={waiverName}
                error={Object.entries(errors).find(([k]) => k.endsWith('.waiver_name'))?.[1]} onValue={setWaiverName} />
            </div>
          )}
          <div className="field">
            <h3 id="fam-price">Price</h3>
            <ul className="family-prices" aria-labelledby="fam-price">
              {picked.map((m, i) => (
                <li key={m.id}>
                  <span>{m.first_name} {m.last_name}</span>
                  <span>{prices.lines[i]!.sibling_discount > 0 ? `${money(prices.lines[i]!.price)} − ${money(prices.lines[i]!.sibling_discount)} sibling discount = ` : ''}<strong>{money(prices.lines[i]!.total)}</strong></span>
                </li>
              ))}
              <li className="family-total"><span>Total</span><strong>{money(prices.total)}</strong></li>
            </ul>
          </div>
          {offer.pays_online && prices.total > 0 && (
            <ChoiceGroup legend="Payment">
              <Choice type="radio" name="family-pay" label="Pay now by card" checked={!payOffline} onChange={() => setPayOffline(false)} />
              <Choice type="radio" name="family-pay" label="Pay the league offline (it confirms your payment)" checked={payOffline} onChange={() => setPayOffline(true)} />
            </ChoiceGroup>
          )}
          {plan && payingOnline && (
            <ChoiceGroup legend="How you pay" error={errors.pay_in_instalments}>
              <Choice type="radio" name="family-plan" label={`Pay in full (${money(prices.total)})`} checked={!onPlan} onChange={() => setOnPlan(false)} />
              <Choice type="radio" name="family-plan" label={`Pay a deposit for each child now (${money(depositSum)}) and the rest in instalments`} checked={onPlan} onChange={() => setOnPlan(true)} />
              <p className="muted small">
                {money(plan.deposit)} deposit per child today, then each child's remaining price in {plan.instalments.length} instalment{plan.instalments.length === 1 ? '' : 's'} on{' '}
                {plan.instalments.map((x) => formatCalendarDate(x.due_on)).join(', ')}, charged to the card you pay the deposits with.
              </p>
            </ChoiceGroup>
          )}
          {formError && <div className="notice notice--error" role="alert">{formError}</div>}
          <div className="form-actions">
            <button type="submit" className="btn btn--primary btn--full" disabled={sending} aria-busy={sending || undefined}>
              {payingOnline ? `Continue to payment (${money(planChosen ? depositSum : prices.total)})` : `Register ${picked.length === 1 ? '1 child' : `${picked.length} children`}`}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
