// The dry run of a season's registration job (season-registrations.ts): what it will do next and when, from the
// same registrations its run reads, writing nothing. A free place offered now, an offer lapsing (the place then
// goes to the next person waiting), an unpaid fee reminded, then expired.
import type { League } from '../../shared/league-schema';
import type { AutopilotJobRecord } from '../data/autopilot';
import { listSeasonRegistrations, type RegistrationRecord } from '../data/registrations';
import { getSeason } from '../data/seasons';
import type { PlannedAct } from './planned-act';

const HOUR = 3_600_000;
const nameOf = (r: RegistrationRecord) => (r.kind === 'team' ? (r.team_name_given ?? 'a team') : `${r.first_name} ${r.last_name}`);

function actsOf(all: RegistrationRecord[], job: AutopilotJobRecord, season: string, now: Date): PlannedAct[] {
  const acts: PlannedAct[] = [];
  const iso = (t: number) => new Date(t).toISOString();
  const waiting = all.filter((r) => r.status === 'waitlisted' && !r.offer_lapsed_at).sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const r of all) {
    if (job.waitlist_offers && r.status === 'offered' && r.offer_expires_at) {
      const next = waiting.find((w) => w.kind === r.kind && w.level_id === r.level_id);
      acts.push({
        at: r.offer_expires_at, automation: 'waitlist_offers',
        summary: `${nameOf(r)}'s offer in ${season} lapses unless paid${next ? `; the place is offered to ${nameOf(next)}` : ''}`,
      });
    }
    if (job.unpaid_reminders && r.status === 'awaiting_payment' && r.payment_mode === 'offline' && r.amounts.total > r.amounts.paid) {
      const start = Date.parse(r.created_at);
      const expires = start + job.expire_after_hours * HOUR;
      const reminder = start + ((r.payment_reminders_sent ?? 0) + 1) * job.remind_every_hours * HOUR;
      acts.push(reminder < expires
        ? { at: iso(Math.max(reminder, now.getTime())), automation: 'unpaid_reminders', summary: `Remind ${nameOf(r)} to pay for ${season}` }
        : { at: iso(expires), automation: 'unpaid_reminders', summary: `Cancel ${nameOf(r)}'s unpaid registration for ${season}, freeing the place` });
    }
  }
  return acts;
}

export async function previewSeasonRegistrations(ctx: { league: League; jobs: AutopilotJobRecord[]; now: Date }): Promise<PlannedAct[]> {
  const acts: PlannedAct[] = [];
  for (const job of ctx.jobs) {
    if (!job.waitlist_offers && !job.unpaid_reminders) continue;
    const [season, all] = await Promise.all([getSeason(ctx.league.id, job.subject), listSeasonRegistrations(ctx.league.id, job.subject)]);
    if (!season) continue;
    acts.push(...actsOf(all, job, season.name, ctx.now));
    // A place freed and nobody offered it yet: the next sweep offers it (due now).
    if (job.waitlist_offers && job.due_at && Date.parse(job.due_at) <= ctx.now.getTime() && all.some((r) => r.status === 'waitlisted')) {
      acts.push({ at: job.due_at, automation: 'waitlist_offers', summary: `Offer any free place in ${season.name} to the next person on the waitlist` });
    }
  }
  return acts;
}
