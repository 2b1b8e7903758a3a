// The registration job of a season (kind 'season-registrations'), run by the sweep when due:
// 1. holds and offers that ran out are released (checkout-settlement's releaseExpired: unless the provider says
//    their checkout was paid; a lapsed offer goes back to the waitlist, marked lapsed);
// 2. unpaid offline registrations, if switched on: reminded every `remind_every_hours` since they registered, and
//    cancelled `expire_after_hours` after, their place going back;
// 3. the waitlist, if switched on: each free place is offered to the next waitlisted person whose offer has not
//    lapsed, with a deadline of `offer_hours` (registrations' one offer path, waitlist-offer.ts).
// Every act is a conditional write made before its e-mail (a reminder counted, a place released or taken), so a
// job run twice, or by two sweeps at once, acts once. Answers when it is next due (the earliest deadline), or null.
import { getLeague } from '../data/leagues';
import { claimPaymentReminder, getRegistrationSettings, listSeasonRegistrations, type RegistrationRecord } from '../data/registrations';
import { getSeason } from '../data/seasons';
import type { AutopilotJobRecord } from '../data/autopilot';
import type { League } from '../../shared/league-schema';
import { logger } from '../lib/observability';
import { releaseExpired, releaseUnlessPaid } from '../registrations/checkout-settlement';
import { mailPaymentReminder, mailUnpaidExpired, registrationPageUrl } from '../registrations/mail';
import { offerWaitlisted } from '../registrations/waitlist-offer';

const HOUR = 3_600_000;

/** What the run did, for the sweep's answer and log. */
export type SeasonRun = { reminded: number; expired: number; offered: number };

const unpaidOffline = (r: RegistrationRecord) => r.status === 'awaiting_payment' && r.payment_mode === 'offline' && r.amounts.total > r.amounts.paid;

/** When an unpaid offline registration is next reminded, and when it expires. */
function unpaidTimes(r: RegistrationRecord, job: AutopilotJobRecord) {
  const start = Date.parse(r.created_at);
  return {
    expires: start + job.expire_after_hours * HOUR,
    nextReminder: start + ((r.payment_reminders_sent ?? 0) + 1) * job.remind_every_hours * HOUR,
  };
}

async function chaseUnpaid(league: League, all: RegistrationRecord[], job: AutopilotJobRecord, names: { leagueName: string; seasonName: string }, now: Date, run: SeasonRun) {
  const t = now.getTime();
  for (const r of all.filter(unpaidOffline)) {
    const { expires } = unpaidTimes(r, job);
    if (t >= expires) {
      // Asked of the provider first like every release (an offline registration has no checkout: released at once).
      if (await releaseUnlessPaid(r, 'cancelled', now) === 'released') {
        await mailUnpaidExpired(r, names);
        run.expired++;
      }
      continue;
    }
    // Reminders missed (a sweep outage) are not sent in a burst: one reminder, counted as all that were due.
    const due = Math.floor((t - Date.parse(r.created_at)) / (job.remind_every_hours * HOUR));
    const sent = r.payment_reminders_sent ?? 0;
    if (due <= sent || !(await claimPaymentReminder(r, sent, due, now.toISOString()))) continue;
    const url = registrationPageUrl(league, r.id);
    await mailPaymentReminder(r, names, new Date(expires).toISOString(), url);
    run.reminded++;
  }
}

/** Offers free places down the waitlist, in the order people came; a level found full is not tried again this run. */
async function offerFreedPlaces(league: League, job: AutopilotJobRecord, now: Date, run: SeasonRun) {
  const found = await getRegistrationSettings(league.id, job.subject);
  if (!found) return;
  const waiting = (await listSeasonRegistrations(league.id, job.subject))
    .filter((r) => r.status === 'waitlisted' && !r.offer_lapsed_at)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  const full = new Set<string>();
  const until = new Date(now.getTime() + job.offer_hours * HOUR);
  for (const r of waiting) {
    const where = `${r.kind}#${r.level_id ?? ''}`;
    if (full.has(where)) continue;
    const out = await offerWaitlisted(league, r, found.settings, until, now);
    if (out === 'full') full.add(where);
    else if (out !== 'changed') run.offered++;
  }
}

/** The earliest moment something of this season is due again: an offer's or a hold's deadline, an unpaid fee's reminder or expiry. */
function nextDue(all: RegistrationRecord[], job: AutopilotJobRecord): string | null {
  const times: number[] = [];
  for (const r of all) {
    if (r.status === 'offered' && r.offer_expires_at) times.push(Date.parse(r.offer_expires_at));
    if (r.status === 'awaiting_payment' && r.hold_expires_at) times.push(Date.parse(r.hold_expires_at));
    if (job.unpaid_reminders && unpaidOffline(r)) {
      const { expires, nextReminder } = unpaidTimes(r, job);
      times.push(Math.min(expires, nextReminder));
    }
  }
  return times.length ? new Date(Math.min(...times)).toISOString() : null;
}

export async function runSeasonRegistrations(job: AutopilotJobRecord, now: Date): Promise<{ run: SeasonRun; next: string | null }> {
  const run: SeasonRun = { reminded: 0, expired: 0, offered: 0 };
  const [league, season] = await Promise.all([getLeague(job.league_id), getSeason(job.league_id, job.subject)]);
  if (!league || !season) return { run, next: null };
  const names = { leagueName: league.name, seasonName: season.name };
  await releaseExpired(league.id, season.id, now);
  if (job.unpaid_reminders) await chaseUnpaid(league, await listSeasonRegistrations(league.id, season.id), job, names, now, run);
  if (job.waitlist_offers) await offerFreedPlaces(league, job, now, run);
  const next = nextDue(await listSeasonRegistrations(league.id, season.id), job);
  logger.info('season registrations autopilot ran', { league_id: league.id, season_id: season.id, ...run, next });
  return { run, next };
}
