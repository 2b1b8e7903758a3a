// The rules of registering, as pure functions: which price applies at a moment, what a discount code takes off, a
// registrant's age and which levels accept it, and whether answers fit the questions.
import type { FeePeriod, RegistrationKind, RegistrationQuestion } from '../../shared/registration-schema';
import { REGISTRATION_MESSAGES as MSG } from '../../shared/registration-messages';
import type { RegistrationSettingsRecord } from '../data/keys';
import { badRequest } from '../lib/errors';

type KindFees = { fee: number; early_bird_fee: number | null; early_bird_until: string | null; late_fee: number | null; late_from: string | null };

/** The price of a kind at `now`: early bird before its end, late from its start, the regular fee between. */
export function feeAt(k: KindFees, now: Date): { amount: number; period: FeePeriod } {
  const t = now.toISOString();
  if (k.early_bird_fee !== null && k.early_bird_until && t < k.early_bird_until) return { amount: k.early_bird_fee, period: 'early_bird' };
  if (k.late_fee !== null && k.late_from && t >= k.late_from) return { amount: k.late_fee, period: 'late' };
  return { amount: k.fee, period: 'regular' };
}

/** What a discount takes off a fee: the shared pricing's, the form's own. */
export { discountOf } from '../../shared/registration-pricing';

/** Whole years from a date of birth to a calendar day (YYYY-MM-DD strings: no time zone shifts either). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface LevelRange { id: string; name: string; age_min: number | null; age_max: number | null }

/** Why a level refuses an age; null when it accepts it. */
export function ageRefusal(level: LevelRange, age: number): string | null {
  if (level.age_min !== null && age < level.age_min) return MSG.tooYoung(level.name, level.age_min);
  if (level.age_max !== null && age > level.age_max) return MSG.tooOld(level.name, level.age_max);
  return null;
}

export const questionsFor = (s: Pick<RegistrationSettingsRecord, 'questions'>, kind: RegistrationKind) =>
  s.questions.filter((q) => q.kind === null || q.kind === kind);

/** Keeps the answers to this kind's questions, each checked against its type; a required one left empty is refused by name. */
export function checkAnswers(questions: RegistrationQuestion[], answers: Record<string, string | string[] | boolean>): Record<string, string | string[] | boolean> {
  const known = new Set(questions.map((q) => q.id));
  if (Object.keys(answers).some((id) => !known.has(id))) throw badRequest(MSG.unknownQuestion, 'answers');
  const out: Record<string, string | string[] | boolean> = {};
  for (const q of questions) {
    const field = `answers.${q.id}`;
    const v = answers[q.id];
    const empty = v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
    if (empty) {
      if (q.required) throw badRequest(MSG.answerRequired(q.label), field);
      continue;
    }
    switch (q.type) {
      case 'yes_no':
        if (typeof v !== 'boolean') throw badRequest(`"${q.label}" is answered yes or no`, field);
        break;
      case 'multiple_choice':
        if (!Array.isArray(v) || v.some((x) => !q.options.includes(x))) throw badRequest(MSG.answerInvalid(q.label), field);
        break;
      case 'single_choice':
        if (typeof v !== 'string' || !q.options.includes(v)) throw badRequest(MSG.answerInvalid(q.label), field);
        break;
      case 'date':
        if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw badRequest(`"${q.label}" is a date written as YYYY-MM-DD`, field);
        break;
      default:
        if (typeof v !== 'string') throw badRequest(`"${q.label}" is answered in words`, field);
        if (q.type === 'short_text' && v.length > 300) throw badRequest(`"${q.label}" must be at most 300 characters`, field);
    }
    out[q.id] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/** The registration's place in its season: before opening, open, or closed. */
export function windowState(s: Pick<RegistrationSettingsRecord, 'opens_at' | 'closes_at'>, now: Date): 'not_open' | 'open' | 'closed' {
  const t = now.toISOString();
  if (t < s.opens_at) return 'not_open';
  return t >= s.closes_at ? 'closed' : 'open';
}
