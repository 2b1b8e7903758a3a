// Automatic level assignment (issue 39 point 4): a season's individual registrants who are in no level and on no
// team (free agents, and anyone who left the level to the league) are placed by the levels' rules (level-fit.ts).
// It acts when the plan has has_automatic_level_assignment and the league's switch `level_assignment.on` is set: at
// registration (service.ts) and as the autopilot's 'level-assignment' job of a season. Each placement is one
// conditional write (the registration must still be in no level), so two runs at once place a person once, and
// only the run whose write landed records it in the autopilot's log, with its undo.
import { listLeagueLevels } from '../data/levels';
import {
  getRegistration, getRegistrationSettings, listLeagueRegistrationSettings, listSeasonRegistrations, transitionRegistration,
  type Hold, type RegistrationRecord, type RegistrationSettingsRecord,
} from '../data/registrations';
import { getSeason } from '../data/seasons';
import { recordAutopilotAction, type AutopilotLogEntry } from '../data/autopilot-log';
import { armAutopilotJob } from '../data/autopilot';
import { conflict } from '../lib/errors';
import { levelAssignmentOn } from './level-assignment-switch';
import { ageCutoffDay, fitLevel, type LevelFit, type RuleLevel } from './level-fit';
import { offeredLevels } from './offer';

export const AUTOMATION = 'level_assignment';
export const UNDO_KIND = 'unplace_registrant';

/** Statuses in which a registration still plays this season (cancelled and refunded ones are not placed). */
const LIVE: RegistrationRecord['status'][] = ['awaiting_payment', 'paid', 'waitlisted', 'offered'];

/** A registrant the assignment looks at: an individual in no level and on no team, still registered. */
export const awaitsPlacement = (r: RegistrationRecord) => r.kind === 'individual' && !r.level_id && !r.team_id && LIVE.includes(r.status);

export { levelAssignmentOn };

export interface SeasonPlacing {
  settings: RegistrationSettingsRecord;
  seasonName: string;
  /** The levels offered this season, in the organiser's order. */
  levels: (RuleLevel & { max_teams_per_level: number | null })[];
  cutoffDay: string;
}

/** What placing in a season reads: its registration settings, offered levels and the day ages are counted on. */
export async function seasonPlacing(leagueId: string, seasonId: string): Promise<SeasonPlacing | null> {
  const [found, season, levels] = await Promise.all([getRegistrationSettings(leagueId, seasonId), getSeason(leagueId, seasonId), listLeagueLevels(leagueId)]);
  if (!found || !season) return null;
  return { settings: found.settings, seasonName: season.name, levels: offeredLevels(found.settings, levels), cutoffDay: ageCutoffDay(found.settings.age_cutoff, season.start_date) };
}

export const fitOf = (r: RegistrationRecord, p: SeasonPlacing): LevelFit => fitLevel(r, p.levels, p.cutoffDay);

/**
 * Puts a registration in a level, once: only while it is still in no level. A registration holding a place takes
 * the level's place too (under the season's players-per-level limit). 'changed': placed meanwhile (or no longer
 * live); 'full': the level has no place left.
 */
export async function placeInLevel(r: RegistrationRecord, level: { id: string }, s: RegistrationSettingsRecord, now: Date): Promise<'placed' | 'changed' | 'full'> {
  const holdsPlace = r.held_scopes.includes('individual');
  const hold: Hold | null = holdsPlace ? { scope: `individual#${level.id}`, limit: s.individual?.capacity_per_level ?? null } : null;
  const failed = await transitionRegistration(r, {
    from: LIVE, levelIs: null,
    set: { level_id: level.id, held_scopes: hold ? [...r.held_scopes, hold.scope] : r.held_scopes, updated_at: now.toISOString() },
    take: hold ? [hold] : [],
  });
  if (failed === 'full') return 'full';
  return failed ? 'changed' : 'placed';
}

/** The log entry of a placement the automation made (after its write landed, so once). */
export async function logPlacement(r: Pick<RegistrationRecord, 'id' | 'league_id' | 'season_id' | 'first_name' | 'last_name'>, level: { id: string; name: string }, seasonName: string, now: Date) {
  await recordAutopilotAction({
    league_id: r.league_id, at: now.toISOString(), automation: AUTOMATION, subject: r.season_id,
    summary: `Placed ${r.first_name} ${r.last_name} in ${level.name} (${seasonName})`,
    undo: { kind: UNDO_KIND, registration_id: r.id, season_id: r.season_id, level_id: level.id },
  });
}

export interface SeasonRunResult { placed: number; unplaced: { registration: RegistrationRecord; reason: string }[] }

/** Places every registrant of a season who fits exactly one level; answers who is left and why. */
export async function placeSeasonByRules(leagueId: string, seasonId: string, now: Date): Promise<SeasonRunResult> {
  const placing = await seasonPlacing(leagueId, seasonId);
  const out: SeasonRunResult = { placed: 0, unplaced: [] };
  if (!placing) return out;
  for (const r of (await listSeasonRegistrations(leagueId, seasonId)).filter(awaitsPlacement)) {
    const fit = fitOf(r, placing);
    if (fit.fit !== 'one') { out.unplaced.push({ registration: r, reason: fit.reason }); continue; }
    const done = await placeInLevel(r, fit.level, placing.settings, now);
    if (done === 'placed') {
      out.placed++;
      await logPlacement(r, fit.level, placing.seasonName, now);
    } else if (done === 'full') {
      out.unplaced.push({ registration: r, reason: `Fits ${fit.level.name}, which has no place left` });
    }
  }
  return out;
}

/** Makes each season's placement job due now (the rules or the switch changed): the sweep places whoever now fits. */
export async function armLevelAssignment(leagueId: string, now: Date): Promise<void> {
  for (const s of await listLeagueRegistrationSettings(leagueId)) await armAutopilotJob(leagueId, 'level-assignment', s.season_id, now.toISOString(), now.toISOString());
}

/**
 * Undoes a placement from the autopilot's log: the registrant goes back to no level (and gives the level's place
 * back), only while they are still in the level it placed them in and on no team.
 */
export async function unplaceRegistrant(leagueId: string, entry: AutopilotLogEntry, now: Date): Promise<void> {
  const undo = entry.undo;
  if (!undo || undo.kind !== UNDO_KIND) throw conflict('This log entry is not a level placement');
  const r = await getRegistration(leagueId, undo.season_id!, undo.registration_id!);
  if (!r || r.level_id !== undo.level_id) throw conflict('This registrant has moved to another level since: nothing was undone');
  if (!LIVE.includes(r.status)) throw conflict(`${r.first_name} ${r.last_name} is no longer registered: nothing to undo`);
  if (r.team_id) throw conflict(`${r.first_name} ${r.last_name} is on a team now: take them off it before undoing the placement`);
  const scope = `individual#${undo.level_id}`;
  const held = r.held_scopes.includes(scope);
  const failed = await transitionRegistration(r, {
    from: LIVE, levelIs: undo.level_id!,
    set: { level_id: null, held_scopes: r.held_scopes.filter((x) => x !== scope), updated_at: now.toISOString() },
    release: held ? [scope] : [],
  });
  if (failed) throw conflict('This registrant changed meanwhile: nothing was undone');
}
