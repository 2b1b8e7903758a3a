// A parent registers several family members for a season in one checkout (issue 41, point 1). Each child is
// checked as a registration of their own (prepareRegistration: age against the level, answers, waiver), a minor's
// waiver signed by the guardian; the sibling discount (shared/sibling-discount.ts, the form's own figures) lowers
// each price from the second child on; every place is held in one transaction or none is; one hosted checkout
// takes the sum, and its payment makes every registration of the group paid at once (family-payment.ts).
import { ulid } from 'ulid';
import { ADULT_AGE, type RegistrationCreateInput } from '../../shared/registration-schema';
import { FAMILY_REGISTRATION_MESSAGES as FRM, type FamilyRegistrationInput } from '../../shared/family-registration-schema';
import { familyPrices } from '../../shared/sibling-discount';
import { MSG } from '../../shared/messages';
import { getFamilyMember, type FamilyMemberRecord } from '../data/family';
import { capacityTaken, registrantMarker, type RegistrationRecord } from '../data/registrations';
import { insertRegistrationGroup } from '../data/registration-groups';
import { wakeAutopilotJob } from '../data/autopilot';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { ageOn } from './rules';
import { afterPaid, holdsFor, holdUntil, releasePlace } from './lifecycle';
import { releaseExpired } from './checkout-settlement';
import { requireSeason } from './settings';
import { logPlacement } from './level-assignment';
import { prepareRegistration, publishedLeague, viewRecords } from './service';
import { openGroupCheckout } from './family-payment';
import { startPlan } from './instalment-plan';
import { armInstalments } from './instalment-arm';

type Prepared = Awaited<ReturnType<typeof prepareRegistration>>;
const sameName = (a: string | null, b: string) => (a ?? '').trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** One child checked as a registration of their own; a refusal names the child and the field it is about. */
async function prepareChild(userId: string, leagueId: string, seasonId: string, m: FamilyMemberRecord, i: number, input: FamilyRegistrationInput, now: Date): Promise<Prepared> {
  const c = input.children[i];
  const minor = ageOn(m.birth_date, now.toISOString().slice(0, 10)) < ADULT_AGE;
  const one: RegistrationCreateInput = {
    kind: 'individual', addons: [], level_id: c.level_id, team_name: null, join_code: c.join_code, first_name: m.first_name, last_name: m.last_name,
    date_of_birth: m.birth_date, phone: input.phone, gender: m.gender, skill_rating: c.skill_rating, guardian: input.guardian, answers: c.answers,
    waiver_version: c.waiver_version, waiver_name: c.waiver_name, discount_code: null, pay_offline: input.pay_offline, time_zone: input.time_zone,
    // The plan is started below, on the child's price after the sibling discount (not the full price checked here).
    pay_in_instalments: false,
  };
  try {
    const p = await prepareRegistration(userId, leagueId, seasonId, one, now, null);
    // A minor does not sign: the waiver is accepted in the guardian's name.
    if (p.record.waiver && minor && !sameName(c.waiver_name, input.guardian.name)) throw badRequest(FRM.guardianSigns(m.first_name), 'waiver_name');
    return p;
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode === 404) throw err;
    throw new HttpError(err.statusCode, err.code, `${m.first_name} ${m.last_name}: ${err.userMessage}`, err.field ? `children.${i}.${err.field}` : `children.${i}`);
  }
}

/** A child's plan, a refusal naming the child (their price after the sibling discount may not fit the plan). */
function childPlan<T>(m: FamilyMemberRecord, start: () => T): T {
  try {
    return start();
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    throw new HttpError(err.statusCode, err.code, `${m.first_name} ${m.last_name}: ${err.userMessage}`, err.field);
  }
}

export async function registerFamily(userId: string, leagueId: string, seasonId: string, input: FamilyRegistrationInput, now = new Date()) {
  await publishedLeague(leagueId);
  await requireSeason(leagueId, seasonId);
  const members = await Promise.all(input.children.map((c) => getFamilyMember(userId, c.family_member_id)));
  const missing = members.findIndex((m) => !m);
  if (missing >= 0) throw badRequest(FRM.notYours, `children.${missing}.family_member_id`);
  const prepared: Prepared[] = [];
  for (const [i, m] of members.entries()) prepared.push(await prepareChild(userId, leagueId, seasonId, m!, i, input, now));

  // The sibling discount, from the second child on, with the same function the form shows it with.
  const { s, league } = prepared[0];
  const prices = familyPrices(prepared.map((p) => p.record.amounts.total), s.sibling_discount);
  const groupTotal = prices.total;
  const online = groupTotal > 0 && prepared.some((p) => p.online);
  const groupId = ulid();
  const stamp = now.toISOString();
  const records: RegistrationRecord[] = prepared.map((p, i) => {
    const line = prices.lines[i];
    const free = line.total === 0;
    // The season's payment plan, chosen for the group: each child's own schedule for their own price (instalment-plan.ts).
    const plan = input.pay_in_instalments && !free ? childPlan(members[i]!, () => startPlan(s, line.total, online, league.time_zone, now)) : null;
    return {
      ...p.record, family_member_id: members[i]!.id, group_id: groupId,
      status: free ? 'paid' : 'awaiting_payment', payment_mode: online ? 'online' : 'offline', paid_at: free ? stamp : null,
      hold_expires_at: online && !free ? holdUntil(now).toISOString() : null,
      amounts: { ...p.record.amounts, sibling_discount: line.sibling_discount, total: line.total, outstanding: line.total },
      ...(plan ? { instalment_plan: plan } : {}),
    };
  });

  await releaseExpired(leagueId, seasonId, now);
  const holds = prepared.map((p) => holdsFor(s, 'individual', p.placed));
  const failed = await insertRegistrationGroup(records, holds, records.map(registrantMarker));
  if (failed === 'gone') throw notFound(MSG.league.notFound);
  if (failed === 'full') {
    const taken = await capacityTaken(leagueId, seasonId);
    const left = Math.min(...holds[0].filter((h) => h.limit !== null).map((h) => Math.max(0, h.limit! - (taken.get(h.scope) ?? 0))));
    throw conflict(FRM.notEnoughPlaces(Number.isFinite(left) ? left : 0, records.length));
  }
  if (failed) {
    const m = members[Number(failed.split(':')[1])]!;
    throw conflict(FRM.alreadyRegistered(`${m.first_name} ${m.last_name}`));
  }
  const stored = records.map((r, i) => ({ ...r, held_scopes: holds[i].map((h) => h.scope) }));
  const due = stored.filter((r) => r.status === 'awaiting_payment');
  let checkoutUrl: string | null = null;
  if (online && due.length) {
    try {
      checkoutUrl = await openGroupCheckout(due, holdUntil(now), now);
    } catch (err) {
      for (const r of due) await releasePlace(r, 'cancelled', now, null);
      throw err;
    }
  }
  for (const [i, p] of prepared.entries()) if (p.placedByRules && p.placed) await logPlacement(stored[i], p.placed, p.season.name, now);
  for (const r of stored) if (r.status === 'paid') await afterPaid(r, now);
  if (due.length && !online) await wakeAutopilotJob(leagueId, 'season-registrations', seasonId, stamp);
  for (const r of stored) if (r.instalment_plan) await armInstalments(r, now);
  return { registrations: await viewRecords(stored, userId), checkout_url: checkoutUrl };
}
