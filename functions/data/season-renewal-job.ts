// When a season's renewal job is due (season auto-renewal, issue 39 point 1): `days_before_end` days before the
// season ends, while the league has the automation on. Seasons (a season created or its dates changed) and the
// Autopilot page (the automation switched on, its days changed) arm it here without knowing the runner, as
// registrations wake theirs through data/autopilot.ts.
import { renewalDueAt } from '../../shared/season-renewal';
import { armAutopilotJob } from './autopilot';
import { getLeagueAutomations } from './autopilot-settings';
import type { SeasonRecord } from './keys';
import { listLeagueSeasons } from './seasons';

export const RENEWAL_KIND = 'season-renewal' as const;

/** A season that can be renewed: live (not a draft itself) and not over. */
const renewable = (s: Pick<SeasonRecord, 'status' | 'draft'>) => s.status !== 'completed' && !s.draft;

/** Arms one season's renewal job when the league has season auto-renewal on (a no-op otherwise). */
export async function armSeasonRenewal(leagueId: string, season: Pick<SeasonRecord, 'id' | 'status' | 'draft' | 'end_date'>, now = new Date()): Promise<void> {
  const { season_auto_renewal: s } = await getLeagueAutomations(leagueId);
  if (!s.on || !renewable(season)) return;
  await armAutopilotJob(leagueId, RENEWAL_KIND, season.id, renewalDueAt(season.end_date, s.days_before_end), now.toISOString());
}

/** Arms the renewal job of every season that can be renewed (the automation switched on, or its days changed). */
export async function armLeagueRenewals(leagueId: string, daysBeforeEnd: number, now = new Date()): Promise<void> {
  const seasons = (await listLeagueSeasons(leagueId)).filter(renewable);
  for (const s of seasons) await armAutopilotJob(leagueId, RENEWAL_KIND, s.id, renewalDueAt(s.end_date, daysBeforeEnd), now.toISOString());
}
