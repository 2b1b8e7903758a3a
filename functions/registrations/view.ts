// A stored registration as the API answers it: names resolved, the waitlist position computed, and dates of birth,
// guardians and answers only for the registrant themself and the league's admin.
import type { Registration } from '../../shared/registration-schema';
import type { RegistrationRecord } from '../data/registrations';
import { planView } from './instalment-view';

export interface ViewNames { leagueName: string; seasonName: string; levels: Map<string, string>; teams: Map<string, string> }

export function toView(r: RegistrationRecord, names: ViewNames, waitlistPosition: number | null, privateFields: boolean): Registration {
  const {
    team_name_given: given, refundable: _r, held_scopes: _h, checkout_session_id: _c, checkout_url: _u, payment_intent_id: _p, counted_code: _cc,
    payment_reminders_sent: _pr, offer_lapsed_at: _ol, time_zone: _tz, instalment_plan: plan, card_fee: _cf, ...rest
  } = r;
  return {
    ...rest,
    // Registrations made before add-ons have none.
    addons: r.addons ?? [], amounts: { ...r.amounts, addons: r.amounts.addons ?? 0 },
    league_name: names.leagueName, season_name: names.seasonName,
    level_name: r.level_id ? names.levels.get(r.level_id) ?? null : null,
    team_name: (r.team_id ? names.teams.get(r.team_id) : null) ?? given ?? null,
    waitlist_position: r.status === 'waitlisted' ? waitlistPosition : null,
    date_of_birth: privateFields ? r.date_of_birth : null,
    gender: privateFields ? r.gender ?? null : null,
    skill_rating: privateFields ? r.skill_rating ?? null : null,
    guardian: privateFields ? r.guardian : null,
    answers: privateFields ? r.answers : {},
    payment_plan: planView(plan),
  };
}

/** Waitlisted registrations of a season in the order they came (1-based positions). */
export function waitlistPositions(all: RegistrationRecord[]): Map<string, number> {
  const waiting = all.filter((r) => r.status === 'waitlisted').sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  return new Map(waiting.map((r, i) => [r.id, i + 1]));
}
