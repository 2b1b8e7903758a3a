// Offering a waitlisted registrant a place: the one offer path, used by the organiser (admin.ts offerPlace) and by
// the waitlist's autopilot (functions/autopilot). The place is taken now under the same capacity, by a conditional
// write from 'waitlisted', so two offers of one registrant at once (two sweeps, or a sweep and the organiser) make
// one; the winner alone e-mails the payment link and the deadline. The deadline wakes the autopilot's job, so an
// offer left unanswered moves on without anyone reading the list.
import type { League } from '../../shared/league-schema';
import { getLevel } from '../data/levels';
import { capacityTaken, getRegistration, transitionRegistration, type RegistrationRecord, type RegistrationSettingsRecord } from '../data/registrations';
import { getSeason } from '../data/seasons';
import { wakeAutopilotJob } from '../data/autopilot';
import { holdsFor } from './lifecycle';
import { mailOffer, registrationPageUrl } from './mail';
import { addonHolds, soldOutLines } from './addons';

/** Offers the place until `until`: the registration as offered, or why not ('full': no place free; 'changed': no longer waitlisted). */
export async function offerWaitlisted(
  league: League, record: RegistrationRecord, settings: RegistrationSettingsRecord, until: Date, now: Date,
): Promise<RegistrationRecord | 'full' | 'changed'> {
  const level = record.level_id ? await getLevel(league.id, record.level_id) : null;
  // Add-ons picked when waitlisted take their stock now, with the place; one sold out meanwhile is left out of
  // the offer (its price off what is due) rather than keep the place from them.
  const gone = soldOutLines(settings, record.addons ?? [], await capacityTaken(league.id, record.season_id));
  const lines = (record.addons ?? []).filter((l) => !gone.has(l.id));
  const addonsTotal = lines.reduce((n, l) => n + l.price, 0);
  const base = { ...record.amounts, addons: addonsTotal, total: record.amounts.total - (record.amounts.addons ?? 0) + addonsTotal };
  const holds = [...holdsFor(settings, record.kind, level), ...addonHolds(settings, lines)];
  const stamp = now.toISOString();
  const offer = (code: { code: string; max: number | null } | null, amounts: RegistrationRecord['amounts']) => transitionRegistration(record, {
    from: ['waitlisted'], take: holds, takeCode: code,
    set: {
      status: 'offered', held_scopes: holds.map((h) => h.scope), addons: lines, offer_expires_at: until.toISOString(), offer_lapsed_at: null, discount_code: code?.code ?? null,
      counted_code: code?.code ?? null, amounts: { ...amounts, outstanding: amounts.total }, updated_at: stamp,
    },
  });
  // The discount asked for when waitlisted takes its use only now that a place is held; none left, the place is
  // offered at the full price (the offer's e-mail says what is due).
  const asked = record.discount_code ? settings.discount_codes.find((d) => d.code === record.discount_code) : undefined;
  let failed = await offer(record.discount_code ? { code: record.discount_code, max: asked?.max_uses ?? null } : null, base);
  if (failed === 'code') failed = await offer(null, { ...base, discount: 0, total: base.fee + addonsTotal });
  if (failed === 'full') return 'full';
  if (failed) return 'changed';
  const reread = async () => (await getRegistration(record.league_id, record.season_id, record.id))!;
  const offered = await reread();
  await wakeAutopilotJob(league.id, 'season-registrations', record.season_id, until.toISOString());
  const season = await getSeason(league.id, record.season_id);
  const names = { leagueName: league.name, seasonName: season?.name ?? '', timeZone: league.time_zone ?? null };
  // The link is the registration page, not a checkout: a hosted checkout lives 24 hours at most, an offer can run
  // for days, so the page opens one when they choose to pay (registrations' checkoutFor).
  await mailOffer(offered, names, registrationPageUrl(league, record.id));
  return reread();
}
