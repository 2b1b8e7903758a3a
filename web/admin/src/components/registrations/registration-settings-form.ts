// The registration settings editor's model: what its inputs hold (money as typed, whole days), to and from the
// API's settings. Checked by the shared schema (shared/registration-schema.ts), so the messages before sending are
// the API's own; an amount that is not money gets its own sentence first.
import type { RegistrationSettings } from '../../../../../shared/registration-schema';
import { registrationSettingsInputSchema, type QuestionType } from '../../../../../shared/registration-schema';
import { formatMoney, parseMoney } from '../../../../../shared/registration-format';
import { dayEdge, dayOf } from './registration-days';

export interface KindForm {
  on: boolean;
  fee: string;
  early_bird_fee: string;
  early_bird_until: string;
  late_fee: string;
  late_from: string;
  capacity: string;
  capacity_per_level: string;
}

export interface QuestionForm { id: string; label: string; type: QuestionType; required: boolean; options: string; kind: 'both' | 'team' | 'individual' }
export interface CodeForm { code: string; kind: 'percent' | 'amount'; value: string; max_uses: string; expires: string }
/** A payment plan: the deposit as typed, and each instalment's day and amount ('' for an even share of the rest). */
export interface PlanForm { on: boolean; deposit: string; instalments: { due_on: string; amount: string }[] }
/** An add-on as typed: its options one per line, each optionally with its own stock ("M: 3"). */
export interface AddonForm { id: string; name: string; price: string; stock: string; options: string }

export interface SettingsForm {
  opens: string;
  closes: string;
  currency: string;
  payment_mode: 'online' | 'offline';
  individual: KindForm;
  team: KindForm;
  level_ids: string[];
  /** YYYY-MM-DD, or '' for the season's first day. */
  age_cutoff: string;
  questions: QuestionForm[];
  waiver_text: string;
  discount_codes: CodeForm[];
  plan: PlanForm;
  /** Off each child's price from the second on in a family checkout: none, a percentage or an amount. */
  sibling_kind: 'none' | 'percent' | 'amount';
  sibling_value: string;
  addons: AddonForm[];
  /** Paying online, registrants may choose to pay offline. */
  offline_payment: boolean;
  /** Days an unpaid offline place is held ('' : until marked paid). */
  offline_hold_days: string;
}

const money = (minor: number | null | undefined, currency: string) => (minor === null || minor === undefined ? '' : formatMoney(minor, currency).replace(/^[^\d]+/, '').replace(/,/g, ''));
const count = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

const NO_PLAN: PlanForm = { on: false, deposit: '', instalments: [{ due_on: '', amount: '' }] };

const EMPTY_KIND: KindForm = { on: false, fee: '', early_bird_fee: '', early_bird_until: '', late_fee: '', late_from: '', capacity: '', capacity_per_level: '' };

export const newAddon = (): AddonForm => ({ id: `a-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`, name: '', price: '', stock: '', options: '' });

/** "M: 3" is option M with 3 in stock; "M" alone has no stock of its own. */
const optionOf = (line: string) => {
  const m = /^(.*?):\s*(\d+)\s*$/.exec(line);
  return m ? { name: m[1].trim(), stock: Number(m[2]) } : { name: line.trim(), stock: null };
};

export function newQuestion(): QuestionForm {
  return { id: `q-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`, label: '', type: 'short_text', required: false, options: '', kind: 'both' };
}

/** The form for a season: its settings, or a first registration opening today for two weeks. */
export function formOf(settings: RegistrationSettings | null, zone: string, today = new Date()): SettingsForm {
  if (!settings) {
    const day = dayOf(today.toISOString(), zone);
    const later = dayOf(new Date(today.getTime() + 14 * 86_400_000).toISOString(), zone);
    return {
      opens: day, closes: later, currency: 'usd', payment_mode: 'offline', individual: { ...EMPTY_KIND, on: true }, team: { ...EMPTY_KIND },
      level_ids: [], age_cutoff: '', questions: [], waiver_text: '', discount_codes: [], plan: { ...NO_PLAN }, sibling_kind: 'none', sibling_value: '', addons: [], offline_payment: false, offline_hold_days: '',
    };
  }
  const c = settings.currency;
  const kind = (k: RegistrationSettings['team'] | RegistrationSettings['individual']): KindForm => (k ? {
    on: true, fee: money(k.fee, c), early_bird_fee: money(k.early_bird_fee, c), early_bird_until: dayOf(k.early_bird_until, zone),
    late_fee: money(k.late_fee, c), late_from: dayOf(k.late_from, zone),
    capacity: 'capacity' in k ? count(k.capacity) : '', capacity_per_level: count(k.capacity_per_level),
  } : { ...EMPTY_KIND });
  return {
    opens: dayOf(settings.opens_at, zone), closes: dayOf(settings.closes_at, zone), currency: c, payment_mode: settings.payment_mode,
    individual: kind(settings.individual), team: kind(settings.team), level_ids: settings.level_ids, age_cutoff: settings.age_cutoff ?? '',
    questions: settings.questions.map((q) => ({ id: q.id, label: q.label, type: q.type, required: q.required, options: q.options.join('\n'), kind: q.kind ?? 'both' })),
    waiver_text: settings.waiver_text ?? '',
    discount_codes: settings.discount_codes.map((d) => ({
      code: d.code, kind: d.kind, value: d.kind === 'amount' ? money(d.value, c) : String(d.value), max_uses: count(d.max_uses), expires: dayOf(d.expires_at, zone),
    })),
    plan: settings.payment_plan
      ? { on: true, deposit: money(settings.payment_plan.deposit, c), instalments: settings.payment_plan.instalments.map((x) => ({ due_on: x.due_on, amount: money(x.amount, c) })) }
      : { ...NO_PLAN },
    sibling_kind: settings.sibling_discount?.kind ?? 'none',
    sibling_value: !settings.sibling_discount ? '' : settings.sibling_discount.kind === 'amount' ? money(settings.sibling_discount.value, c) : String(settings.sibling_discount.value),
    addons: (settings.addons ?? []).map((a) => ({
      id: a.id, name: a.name, price: money(a.price, c), stock: count(a.stock), options: a.choices.map((o) => (o.stock === null ? o.name : `${o.name}: ${o.stock}`)).join('\n'),
    })),
    offline_payment: settings.offline_payment ?? false,
    offline_hold_days: count(settings.offline_hold_days),
  };
}

type Errors = Record<string, string>;

/** The body PUT sends, and the problems found on the way (by the schema's field paths). */
export function inputOf(form: SettingsForm, zone: string, version: number | undefined): { body: unknown; errors: Errors } {
  const errors: Errors = {};
  const amount = (text: string, path: string, label: string): number | null => {
    if (!text.trim()) return null;
    const v = parseMoney(text, form.currency);
    if (v === null) errors[path] = `${label} must be an amount like 25 or 25.50`;
    return v;
  };
  const whole = (text: string) => (text.trim() === '' ? null : Number(text));
  const kind = (k: KindForm, name: 'team' | 'individual') => (!k.on ? null : {
    // An empty fee is a free registration.
    fee: amount(k.fee, `${name}.fee`, 'Fee') ?? 0,
    early_bird_fee: amount(k.early_bird_fee, `${name}.early_bird_fee`, 'Early-bird fee'),
    early_bird_until: dayEdge(k.early_bird_until, 'end', zone) || null,
    late_fee: amount(k.late_fee, `${name}.late_fee`, 'Late fee'),
    late_from: dayEdge(k.late_from, 'start', zone) || null,
    ...(name === 'individual' ? { capacity: whole(k.capacity) } : {}),
    capacity_per_level: whole(k.capacity_per_level),
  });
  const body = {
    opens_at: dayEdge(form.opens, 'start', zone),
    closes_at: dayEdge(form.closes, 'end', zone),
    currency: form.currency,
    payment_mode: form.payment_mode,
    individual: kind(form.individual, 'individual'),
    team: kind(form.team, 'team'),
    level_ids: form.level_ids,
    age_cutoff: form.age_cutoff || null,
    questions: form.questions.map((q) => ({
      id: q.id, label: q.label, type: q.type, required: q.required,
      options: q.options.split('\n').map((o) => o.trim()).filter(Boolean), kind: q.kind === 'both' ? null : q.kind,
    })),
    waiver_text: form.waiver_text,
    discount_codes: form.discount_codes.map((d, i) => ({
      code: d.code, kind: d.kind,
      value: d.kind === 'amount' ? amount(d.value, `discount_codes.${i}.value`, 'Discount') ?? 0 : Number(d.value || 0),
      max_uses: whole(d.max_uses), expires_at: dayEdge(d.expires, 'end', zone) || null,
    })),
    payment_plan: !form.plan.on ? null : {
      deposit: amount(form.plan.deposit, 'payment_plan.deposit', 'Deposit') ?? 0,
      instalments: form.plan.instalments.map((x, i) => ({ due_on: x.due_on, amount: amount(x.amount, `payment_plan.instalments.${i}.amount`, 'Instalment') })),
    },
    sibling_discount: form.sibling_kind === 'none' ? null : {
      kind: form.sibling_kind,
      value: form.sibling_kind === 'amount' ? amount(form.sibling_value, 'sibling_discount.value', 'Sibling discount') ?? 0 : Number(form.sibling_value || 0),
    },
    addons: form.addons.map((a, i) => ({
      id: a.id, name: a.name, price: amount(a.price, `addons.${i}.price`, 'Price') ?? 0, stock: whole(a.stock),
      choices: a.options.split('\n').map((o) => o.trim()).filter(Boolean).map(optionOf),
    })),
    offline_payment: form.payment_mode === 'online' && form.offline_payment,
    offline_hold_days: whole(form.offline_hold_days),
    ...(version === undefined ? {} : { version }),
  };
  if (!form.opens) errors.opens_at = 'Choose the opening day';
  if (!form.closes) errors.closes_at = 'Choose the closing day';
  const parsed = registrationSettingsInputSchema.safeParse(body);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { body, errors };
}
