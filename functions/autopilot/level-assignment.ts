// The autopilot's level assignment job of a season (kind 'level-assignment', subject: the season): made due when the
// rules or the switch change (registrations/level-assignment.ts armLevelAssignment), it places each registrant who
// fits exactly one level, once (the placement's conditional write). Off (plan or switch), it does nothing. Also the
// Autopilot page's dry run (who would be placed where) and the undo of a placement from the log.
import type { AutopilotJobRecord } from '../data/autopilot';
import type { AutopilotLogEntry } from '../data/autopilot-log';
import { getLeague } from '../data/leagues';
import { listLeagueRegistrationSettings, listSeasonRegistrations } from '../data/registrations';
import { awaitsPlacement, AUTOMATION, fitOf, levelAssignmentOn, placeSeasonByRules, seasonPlacing, unplaceRegistrant } from '../registrations/level-assignment';
import type { JobRun } from './job-run';
import type { PlannedAct } from './planned-act';

export async function runLevelAssignment(job: AutopilotJobRecord, now: Date): Promise<{ run: JobRun; next: string | null }> {
  const league = await getLeague(job.league_id);
  if (!league || !(await levelAssignmentOn(league))) return { run: {}, next: null };
  const { placed } = await placeSeasonByRules(job.league_id, job.subject, now);
  // Nothing waits on a deadline: the job is made due again when the rules, the switch or a registrant change.
  return { run: { placed }, next: null };
}

/** Who the next run would place where, per season (nothing while the plan or the switch says no). */
export async function previewLevelAssignment(leagueId: string, now: Date): Promise<PlannedAct[]> {
  const league = await getLeague(leagueId);
  if (!league || !(await levelAssignmentOn(league))) return [];
  const acts: PlannedAct[] = [];
  for (const s of await listLeagueRegistrationSettings(leagueId)) {
    const placing = await seasonPlacing(leagueId, s.season_id);
    if (!placing) continue;
    for (const r of (await listSeasonRegistrations(leagueId, s.season_id)).filter(awaitsPlacement)) {
      const fit = fitOf(r, placing);
      if (fit.fit === 'one') acts.push({ at: now.toISOString(), automation: AUTOMATION, summary: `Place ${r.first_name} ${r.last_name} in ${fit.level.name} (${placing.seasonName})` });
    }
  }
  return acts;
}

/** The undo of a 'level_assignment' log entry (undo kind 'unplace_registrant'). */
export const undoLevelPlacement = (leagueId: string, entry: AutopilotLogEntry, now: Date): Promise<void> => unplaceRegistrant(leagueId, entry, now);
