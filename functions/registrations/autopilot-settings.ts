// The organiser's switches for a season's registration autopilot (shared/autopilot-schema.ts): offering freed
// places down the waitlist, and reminding then expiring unpaid offline registrations. Stored on the season's job
// (data/autopilot.ts), which the autopilot sweep runs when due; switched on, it is due at once.
import { SEASON_AUTOPILOT_DEFAULTS, type SeasonAutopilot, type SeasonAutopilotInput } from '../../shared/autopilot-schema';
import { getAutopilotJob, putAutopilotSettings, type AutopilotJobRecord } from '../data/autopilot';
import { requireOwnLeague } from '../access/league';
import { requireSeason } from './settings';

const KIND = 'season-registrations';

function toView(job: AutopilotJobRecord | null): SeasonAutopilot {
  if (!job) return { ...SEASON_AUTOPILOT_DEFAULTS, next_run_at: null };
  // A job made only to release offline places at their deadline (offline-payment.ts) has no switches stored: the defaults.
  const d = SEASON_AUTOPILOT_DEFAULTS;
  return {
    waitlist_offers: job.waitlist_offers ?? d.waitlist_offers, offer_hours: job.offer_hours ?? d.offer_hours, unpaid_reminders: job.unpaid_reminders ?? d.unpaid_reminders,
    remind_every_hours: job.remind_every_hours ?? d.remind_every_hours, expire_after_hours: job.expire_after_hours ?? d.expire_after_hours, next_run_at: job.due_at,
  };
}

export async function readAutopilot(userId: string, leagueId: string, seasonId: string) {
  await requireOwnLeague(userId, leagueId);
  await requireSeason(leagueId, seasonId);
  return { autopilot: toView(await getAutopilotJob(leagueId, KIND, seasonId)) };
}

export async function saveAutopilot(userId: string, leagueId: string, seasonId: string, input: SeasonAutopilotInput, now = new Date()) {
  await requireOwnLeague(userId, leagueId);
  await requireSeason(leagueId, seasonId);
  return { autopilot: toView(await putAutopilotSettings(leagueId, KIND, seasonId, input, now.toISOString())) };
}
