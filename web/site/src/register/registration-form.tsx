// The registration form (its own chunk: zod and the Cognito client load only here). A registrant picks what they
// register (a player or a team), their level, answers the league's questions, gives their date of birth (and a
// parent's or guardian's details under 18), accepts the waiver by typing their name and pays: the provider's hosted
// checkout, or the league directly when they choose to (or when the league only takes offline payment). The rules
// and messages are the shared schema's (shared/registration-schema.ts); what the server refuses shows at its field.
import './register.css';
import { useEffect, useRef, useState } from 'react';
import type { PublicLeague } from '../../../../shared/league-schema';
import {
  ADULT_AGE, REGISTRANT_GENDER_LABEL, REGISTRANT_GENDERS, REGISTRATION_MESSAGES, registrationCreateSchema, type Registration, type RegistrationOffer,
} from '../../../../shared/registration-schema';
import { ageOn, formatMoney } from '../../../../shared/registration-format';
import { AccountPanel, signedInRegistrant, type Registrant } from './registration-account';
import { ApiError } from '../lib/fetch-json';
import { registrationApi } from './registration-api';
import { EMPTY_DRAFT, forgetDraft, loadDraft, saveDraft, type RegistrationDraft } from './registration-draft';
import { Choice, ChoiceGroup, QuestionField, TextField, unanswered } from './registration-fields';
import { RegistrationStatus } from './registration-status';
import { ReturningTeamsPanel } from './returning-teams';
import { FamilyRegistrationPanel } from './family-registration';
import { FamilyGroupStatus } from './family-status';
import { ageRange, KIND_TITLE, levelPlacesText, RETURN_PARAM } from './offer-text';
import { PlanChoice } from './payment-plan';
import { AddonsField, picksOf } from './registration-addons';
import { PriceSummary, priceNow, useCodePreview } from './registration-price';
import { addonLinesOf, countOf } from '../../../../shared/registration-pricing';

export interface RegistrationFormProps { offer: RegistrationOffer; league: PublicLeague; base: string }

type Errors = Record<string, string>;

const today = () => new Date().toISOString().slice(0, 10);
/** The form asks a player's gender only where a level is for women or men only, their skill only where levels go by skill. */
const asksGender = (offer: RegistrationOffer) => offer.levels.some((l) => l.gender !== 'any');
const asksSkill = (offer: RegistrationOffer) => offer.levels.some((l) => l.skill_level !== null);

/** The body the API takes, from the draft (empty strings become nulls by the schema's own rules). */
export function bodyOf(draft: RegistrationDraft, offer: RegistrationOffer, minor: boolean) {
  const kind = draft.kind || (offer.kinds.length === 1 ? offer.kinds[0]!.kind : 'individual');
  const asked = offer.questions.filter((q) => q.kind === null || q.kind === kind);
  return {
    kind,
    level_id: draft.level_id,
    team_name: kind === 'team' ? draft.team_name : '',
    join_code: kind === 'individual' && draft.joining === 'join' ? draft.join_code : '',
    first_name: draft.first_name,
    last_name: draft.last_name,
    date_of_birth: draft.date_of_birth,
    gender: kind === 'individual' && asksGender(offer) ? draft.gender ?? '' : '',
    skill_rating: kind === 'individual' && asksSkill(offer) && draft.skill_rating ? Number(draft.skill_rating) : '',
    phone: draft.phone,
    guardian: minor ? { ...draft.guardian, relationship: draft.guardian.relationship || null } : null,
    answers: Object.fromEntries(asked.filter((q) => !unanswered(draft.answers[q.id])).map((q) => [q.id, draft.answers[q.id]!])),
    waiver_version: offer.waiver?.version ?? null,
    waiver_name: offer.waiver ? draft.waiver_name : '',
    discount_code: draft.discount_code,
    // Paying by card, offline is a choice only where the organiser allows it.
    pay_offline: !offer.pays_online || (offer.pay_offline_allowed && draft.pay_offline),
    // The payment plan, when this kind offers one and the registrant chose it (paid by card).
    pay_in_instalments: Boolean(draft.pay_in_instalments && offer.pays_online && !(offer.pay_offline_allowed && draft.pay_offline) && offer.kinds.find((k) => k.kind === kind)?.payment_plan),
    addons: picksOf(draft.addons ?? {}, offer),
    time_zone: typeof Intl === 'object' ? Intl.DateTimeFormat().resolvedOptions().timeZone ?? null : null,
  };
}

/** Every problem with the draft, by field: the schema's messages, then the rules only this offer knows. */
export function problemsOf(draft: RegistrationDraft, offer: RegistrationOffer): Errors {
  const minor = isMinor(draft.date_of_birth);
  const body = bodyOf(draft, offer, minor);
  const errors: Errors = {};
  const parsed = registrationCreateSchema.safeParse(body);
  if (!parsed.success) for (const i of parsed.error.issues) errors[i.path.join('.')] ??= i.message;
  if (offer.kinds.length > 1 && !draft.kind) errors.kind = 'Choose what you register';
  if (body.kind === 'team') {
    if (!draft.team_name.trim()) errors.team_name ??= REGISTRATION_MESSAGES.teamNameRequired;
    if (!draft.level_id && offer.levels.length > 0) errors.level_id ??= REGISTRATION_MESSAGES.levelRequired;
  } else {
    if (!draft.date_of_birth) errors.date_of_birth ??= REGISTRATION_MESSAGES.dobRequired;
    if (draft.joining === 'join' && !draft.join_code.trim()) errors.join_code ??= 'Enter the join code your team manager gave you';
  }
  if (minor) {
    for (const f of ['name', 'email', 'phone'] as const) if (!draft.guardian[f].trim()) errors[`guardian.${f}`] ??= REGISTRATION_MESSAGES.guardianRequired;
  }
  for (const q of offer.questions) {
    if ((q.kind === null || q.kind === body.kind) && q.required && unanswered(draft.answers[q.id])) errors[`answers.${q.id}`] = REGISTRATION_MESSAGES.answerRequired(q.label);
  }
  if (offer.waiver && !draft.waiver_name.trim()) errors.waiver_name = REGISTRATION_MESSAGES.waiverRequired;
  const addons = addonLinesOf(offer.addons.map((a) => ({ ...a, stock: null, choices: a.choices.map((c) => ({ name: c.name, stock: null })) })), body.addons);
  if ('error' in addons) errors.addons = addons.error;
  return errors;
}

function isMinor(dob: string): boolean {
  const age = dob ? ageOn(dob, today()) : null;
  return age !== null && age < ADULT_AGE;
}

/** The registration this page shows instead of the form: named in the address, or the registrant's own for this season. */
function useShownRegistration(offer: RegistrationOffer, registrant: Registrant | null) {
  const [shown, setShown] = useState<{ id: string; initial?: Registration } | null>(() => {
    const id = new URLSearchParams(window.location.search).get(RETURN_PARAM);
    return id ? { id } : null;
  });
  useEffect(() => {
    if (shown || !registrant) return;
    let live = true;
    registrationApi.mine().then(({ registrations }) => {
      const own = registrations.find((r) => r.season_id === offer.season_id && r.status !== 'cancelled');
      if (live && own) setShown({ id: own.id, initial: own });
    }, () => undefined);
    return () => { live = false; };
  }, [registrant, offer.season_id, shown]);
  const show = (r: Registration) => {
    const url = new URL(window.location.href);
    url.searchParams.set(RETURN_PARAM, r.id);
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    setShown({ id: r.id, initial: r });
  };
  return { shown, show };
}

export function RegistrationForm({ offer, league, base }: RegistrationFormProps) {
  const timeZone = league.time_zone ?? 'UTC';
  const [registrant, setRegistrant] = useState<Registrant | null>(signedInRegistrant);
  const [draft, setDraft] = useState<RegistrationDraft>(() => loadDraft(offer.season_id) ?? EMPTY_DRAFT);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const { shown, show } = useShownRegistration(offer, registrant);
  const codePreview = useCodePreview(offer, draft.kind || (offer.kinds.length === 1 ? offer.kinds[0]!.kind : ''), draft.discount_code, picksOf(draft.addons ?? {}, offer));
  const alertRef = useRef<HTMLDivElement>(null);

  // A signed-in registrant's name (their profile's) fills the empty name fields.
  useEffect(() => {
    if (!registrant) return;
    let live = true;
    const fill = (first: string, last: string) => setDraft((d) => ({ ...d, first_name: d.first_name || first, last_name: d.last_name || last }));
    fill(registrant.firstName, registrant.lastName);
    registrationApi.me().then(({ user }) => live && fill(user.first_name, user.last_name), () => undefined);
    return () => { live = false; };
  }, [registrant]);
  useEffect(() => saveDraft(offer.season_id, draft), [offer.season_id, draft]);

  if (shown) {
    return (
      <div className="registration-flow stack-m">
        <RegistrationStatus id={shown.id} initial={shown.initial} timeZone={timeZone} leagueHome={base || '/'} leagueName={league.name} />
        <FamilyGroupStatus id={shown.id} />
      </div>
    );
  }
  if (offer.state !== 'open') return null;

  const kind = draft.kind || (offer.kinds.length === 1 ? offer.kinds[0]!.kind : '');
  const kindOffer = offer.kinds.find((k) => k.kind === kind);
  const minor = kind === 'individual' && isMinor(draft.date_of_birth);
  const update = (patch: Partial<RegistrationDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (checked) setErrors(problemsOf(next, offer));
  };
  const setAnswer = (id: string, v: RegistrationDraft['answers'][string] | undefined) => {
    const answers = { ...draft.answers };
    if (v === undefined) delete answers[id];
    else answers[id] = v;
    update({ answers });
  };
  const setGuardian = (patch: Partial<RegistrationDraft['guardian']>) => update({ guardian: { ...draft.guardian, ...patch } });
  const asked = offer.questions.filter((q) => q.kind === null || q.kind === kind);
  const picks = picksOf(draft.addons ?? {}, offer);
  const price = priceNow(offer, kindOffer?.fee_now ?? 0, picks, codePreview.checked);
  const payingOnline = offer.pays_online && !(offer.pay_offline_allowed && draft.pay_offline) && price.total > 0;
  // Full (the season for this kind, or the level chosen): registering joins the waitlist and nothing is charged now.
  const chosenLevel = offer.levels.find((l) => l.id === draft.level_id);
  const levelLeft = chosenLevel ? (kind === 'team' ? chosenLevel.team_places_left : chosenLevel.player_places_left) : null;
  const full = Boolean(kindOffer) && (!kindOffer!.places_remain || levelLeft === 0);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setChecked(true);
    setFormError('');
    const problems = problemsOf(draft, offer);
    setErrors(problems);
    if (!registrant) {
      setFormError('Sign in or create an account above to register.');
      alertRef.current?.focus();
      return;
    }
    if (Object.keys(problems).length > 0) {
      setFormError(`Check the ${Object.keys(problems).length === 1 ? 'field' : `${Object.keys(problems).length} fields`} marked below.`);
      alertRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const body = registrationCreateSchema.parse(bodyOf(draft, offer, minor));
      const created = await registrationApi.create(offer.league_id, offer.season_id, body);
      forgetDraft(offer.season_id);
      if (created.checkout_url) {
        window.location.assign(created.checkout_url);
        return;
      }
      show(created.registration);
    } catch (err) {
      if (err instanceof ApiError && err.field) setErrors((x) => ({ ...x, [err.field!]: err.message }));
      setFormError(err instanceof Error ? err.message : String(err));
      alertRef.current?.focus();
    } finally {
      setSending(false);
    }
  }

  const plan = payingOnline ? kindOffer?.payment_plan ?? null : null;
  const dueNow = plan && draft.pay_in_instalments ? plan.deposit : price.total;
  const submitLabel = !kindOffer ? 'Register' : full ? 'Join the waitlist'
    : payingOnline ? `Continue to payment (${formatMoney(dueNow, offer.currency)})` : 'Register';

  return (
    <div className="registration-flow stack-m">
      <AccountPanel registrant={registrant} onChange={setRegistrant} />
      {registrant && <ReturningTeamsPanel offer={offer} onRegistered={(r, checkoutUrl) => (checkoutUrl ? window.location.assign(checkoutUrl) : show(r))} />}
      {registrant && offer.kinds.some((k) => k.kind === 'individual') && <FamilyRegistrationPanel offer={offer} registrant={registrant} onRegistered={(r) => show(r)} />}
      <form className="card stack-m" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="reg-form-title">
        <h2 id="reg-form-title">Your registration</h2>
        {offer.kinds.length > 1 && (
          <ChoiceGroup legend="I am registering" error={errors.kind}>
            {offer.kinds.map((k) => (
              <Choice key={k.kind} type="radio" name="kind" label={`${k.kind === 'individual' ? 'Myself, as a player' : 'A team'} (${formatMoney(k.fee_now, offer.currency)})`}
                checked={draft.kind === k.kind} onChange={() => update({ kind: k.kind })} />
            ))}
          </ChoiceGroup>
        )}
        {kind === 'individual' && (
          <ChoiceGroup legend="How you join">
            <Choice type="radio" name="joining" label="As a free agent: the league places me on a team" checked={draft.joining === 'free_agent'} onChange={() => update({ joining: 'free_agent' })} />
            <Choice type="radio" name="joining" label="Into a team, with its join code" checked={draft.joining === 'join'} onChange={() => update({ joining: 'join' })} />
          </ChoiceGroup>
        )}
        {kind === 'individual' && draft.joining === 'join' && (
          <TextField label="Join code" required autoCapitalize="characters" value={draft.join_code} error={errors.join_code} onValue={(v) => update({ join_code: v })}
            hint="Your team manager has it." />
        )}
        {kind === 'team' && (
          <TextField label="Team name" required autoComplete="organization" value={draft.team_name} error={errors.team_name} onValue={(v) => update({ team_name: v })} />
        )}
        {kind && offer.levels.length > 0 && (
          <div className="field">
            <label className="field-label" htmlFor="reg-level">Level{kind === 'team' ? '' : ' (optional)'}</label>
            {kind === 'individual' && (
              <p className="muted small" id="reg-level-hint">
                {offer.automatic_level_assignment ? `Leave it to place you by your age on ${offer.age_cutoff_day}.` : 'Leave it for the league to place you.'}
              </p>
            )}
            <select id="reg-level" className="text-input" value={draft.level_id} onChange={(e) => update({ level_id: e.target.value })}
              aria-invalid={errors.level_id ? true : undefined} aria-describedby={errors.level_id ? 'reg-level-error' : kind === 'individual' ? 'reg-level-hint' : undefined}>
              <option value="">{kind === 'team' ? 'Choose a level' : 'No preference'}</option>
              {offer.levels.map((l) => {
                const left = kind === 'team' ? l.team_places_left : l.player_places_left;
                const notes = [l.age_min !== null || l.age_max !== null ? ageRange(l.age_min, l.age_max) : null, levelPlacesText(left)].filter(Boolean);
                return <option key={l.id} value={l.id}>{l.name}{notes.length ? ` (${notes.join(', ')})` : ''}</option>;
              })}
            </select>
            {errors.level_id && <p id="reg-level-error" className="field-error">{errors.level_id}</p>}
          </div>
        )}
        <TextField label="First name" required autoComplete="given-name" value={draft.first_name} error={errors.first_name} onValue={(v) => update({ first_name: v })} />
        <TextField label="Last name" required autoComplete="family-name" value={draft.last_name} error={errors.last_name} onValue={(v) => update({ last_name: v })} />
        {kind !== 'team' && (
          <TextField label="Date of birth" type="date" required={kind === 'individual'} max={today()} value={draft.date_of_birth} error={errors.date_of_birth}
            onValue={(v) => update({ date_of_birth: v })} hint="Levels with an age range check it; under 18, a parent or guardian's details are needed." />
        )}
        {kind === 'individual' && asksGender(offer) && (
          <div className="field">
            <label className="field-label" htmlFor="reg-gender">Gender (optional)</label>
            <p className="muted small" id="reg-gender-hint">Some levels are for women or men only: the league places you by it.</p>
            <select id="reg-gender" className="text-input" value={draft.gender ?? ''} aria-describedby="reg-gender-hint" onChange={(e) => update({ gender: e.target.value })}>
              <option value="">Prefer not to say</option>
              {REGISTRANT_GENDERS.map((g) => <option key={g} value={g}>{REGISTRANT_GENDER_LABEL[g]}</option>)}
            </select>
            {errors.gender && <p className="field-error">{errors.gender}</p>}
          </div>
        )}
        {kind === 'individual' && asksSkill(offer) && (
          <div className="field">
            <label className="field-label" htmlFor="reg-skill">Your skill (optional)</label>
            <p className="muted small" id="reg-skill-hint">1 is a beginner, 10 elite: the league places you in the nearest skill level.</p>
            <select id="reg-skill" className="text-input" value={draft.skill_rating ?? ''} aria-describedby="reg-skill-hint" onChange={(e) => update({ skill_rating: e.target.value })}>
              <option value="">Not rated</option>
              {Array.from({ length: 10 }, (_, i) => String(i + 1)).map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
            {errors.skill_rating && <p className="field-error">{errors.skill_rating}</p>}
          </div>
        )}
        <TextField label="Phone" type="tel" autoComplete="tel" value={draft.phone} error={errors.phone} onValue={(v) => update({ phone: v })} />
        {minor && (
          <fieldset className="field stack-s">
            <legend className="field-label">Parent or guardian</legend>
            <p className="muted small">Under {ADULT_AGE}, a parent or guardian's details are required.</p>
            <TextField label="Guardian name" required value={draft.guardian.name} error={errors['guardian.name']} onValue={(v) => setGuardian({ name: v })} />
            <TextField label="Guardian e-mail" type="email" required value={draft.guardian.email} error={errors['guardian.email']} onValue={(v) => setGuardian({ email: v })} />
            <TextField label="Guardian phone" type="tel" required value={draft.guardian.phone} error={errors['guardian.phone']} onValue={(v) => setGuardian({ phone: v })} />
            <TextField label="Relationship" value={draft.guardian.relationship} error={errors['guardian.relationship']} onValue={(v) => setGuardian({ relationship: v })} />
          </fieldset>
        )}
        {asked.length > 0 && (
          <fieldset className="field stack-m">
            <legend className="field-label reg-section-title">Questions from {league.name}</legend>
            {asked.map((q) => (
              <QuestionField key={q.id} question={q} value={draft.answers[q.id]} error={errors[`answers.${q.id}`]} onValue={(v) => setAnswer(q.id, v)} />
            ))}
          </fieldset>
        )}
        {offer.waiver && (
          <div className="field stack-s">
            <h3 id="reg-waiver">Waiver</h3>
            <div className="waiver-text" tabIndex={0} role="region" aria-labelledby="reg-waiver">{offer.waiver.text}</div>
            <TextField label="Type your full name to accept the waiver" required autoComplete="name" value={draft.waiver_name} error={errors.waiver_name}
              onValue={(v) => update({ waiver_name: v })} />
          </div>
        )}
        {kind && <AddonsField offer={offer} value={draft.addons ?? {}} error={errors.addons} onChange={(addons) => update({ addons })} />}
        {offer.has_discount_codes && (
          <TextField label="Discount code" autoCapitalize="characters" value={draft.discount_code} error={codePreview.error || errors.discount_code} onValue={(v) => update({ discount_code: v })} />
        )}
        {offer.pays_online && offer.pay_offline_allowed && price.total > 0 && !full && (
          <ChoiceGroup legend="Payment"
            hint={offer.offline_hold_days ? `Paying offline, your place is held ${countOf(offer.offline_hold_days, 'day')} for the league to receive it.` : undefined}>
            <Choice type="radio" name="pay" label="Pay now by card" checked={!draft.pay_offline} onChange={() => update({ pay_offline: false })} />
            <Choice type="radio" name="pay" label="Pay the league offline (it confirms your payment)" checked={draft.pay_offline} onChange={() => update({ pay_offline: true })} />
          </ChoiceGroup>
        )}
        {plan && kindOffer && (
          <PlanChoice plan={plan} fee={kindOffer.fee_now} currency={offer.currency} chosen={Boolean(draft.pay_in_instalments)} onChoose={(v) => update({ pay_in_instalments: v })} />
        )}
        {kindOffer && <PriceSummary offer={offer} fee={kindOffer.fee_now} picks={picks} price={price} words={codePreview.checked?.words ?? null} />}
        {full && <p className="notice" role="status">{kindOffer?.places_remain === false ? 'This season is full' : `${chosenLevel?.name ?? 'This level'} is full`}: you join the waitlist, and nothing is charged until a place is offered to you.</p>}
        <div ref={alertRef} tabIndex={-1}>
          {formError && <div className="notice notice--error" role="alert">{formError}</div>}
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary btn--full" disabled={sending} aria-busy={sending || undefined}>{submitLabel}</button>
        </div>
        {kindOffer && <p className="muted small">{KIND_TITLE[kindOffer.kind]} fee now: {formatMoney(kindOffer.fee_now, offer.currency)}{draft.discount_code && !codePreview.checked ? ', before your discount' : ''}.</p>}
      </form>
    </div>
  );
}
