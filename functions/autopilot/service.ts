// The Autopilot page's service (organiser only): the league's automations, plan-gated (turning on one the plan
// lacks is refused with the plans that include it, nothing written; one left on after a downgrade is paused, never
// switched off or deleted), the dry run of what each job kind will do next, the log and its undo.
import {
  AUTOMATION_FEATURES, AUTOMATION_KEYS, automationPausedMessage, automationUpgradeMessage, type AutomationKey, type LeagueAutomationsInput,
} from '../../shared/autopilot-schema';
import { hasFeature, PLAN_CATALOGUE, type Plan } from '../../shared/plan-catalogue';
import { listLeagueAutopilotJobs } from '../data/autopilot';
import { listAutopilotLog, type AutopilotLogEntry } from '../data/autopilot-log';
import { getLeagueAutomations, putLeagueAutomations } from '../data/autopilot-settings';
import { armLeagueRenewals } from '../data/season-renewal-job';
import { armLeagueInvitations } from '../registrations/invitation-job';
import { armLevelAssignment } from '../registrations/level-assignment';
import { armWeeklyPlan } from './weekly-plan';
import { requireOwnLeague } from '../access/league';
import { currentPlanOf } from '../access/plan';
import { planFeatureRequired } from '../lib/errors';
import { listDrafts } from './drafts';
import { JOB_KINDS } from './job-kinds';
import { canUndo, undoAutopilotEntry } from './undo';

const plansWith = (key: AutomationKey) =>
  PLAN_CATALOGUE.filter((p) => hasFeature(p, AUTOMATION_FEATURES[key])).map((p) => p.name.replace(/ League$/, ''));

function accessOf(plan: Plan, automations: LeagueAutomationsInput) {
  return Object.fromEntries(AUTOMATION_KEYS.map((k) => {
    const included = hasFeature(plan, AUTOMATION_FEATURES[k]);
    const paused = !included && automations[k].on;
    return [k, { included, paused, message: included ? null : paused ? automationPausedMessage(k) : automationUpgradeMessage(k, plansWith(k)) }];
  })) as Record<AutomationKey, { included: boolean; paused: boolean; message: string | null }>;
}

async function pageOf(leagueId: string, adminId: string) {
  const [stored, plan, drafts] = await Promise.all([getLeagueAutomations(leagueId), currentPlanOf(adminId), listDrafts(leagueId)]);
  const { updated_at, ...automations } = stored;
  return { automations, access: accessOf(plan, automations), drafts, updated_at };
}

export async function readLeagueAutopilot(userId: string, leagueId: string) {
  const league = await requireOwnLeague(userId, leagueId);
  return pageOf(leagueId, league.admin_id);
}

export async function saveLeagueAutopilot(userId: string, leagueId: string, input: LeagueAutomationsInput, now = new Date()) {
  const league = await requireOwnLeague(userId, leagueId);
  const [before, plan] = await Promise.all([getLeagueAutomations(leagueId), currentPlanOf(league.admin_id)]);
  for (const k of AUTOMATION_KEYS) {
    // Only turning one on is refused: one left on after a downgrade stays (paused) while others change.
    if (input[k].on && !before[k].on && !hasFeature(plan, AUTOMATION_FEATURES[k])) throw planFeatureRequired(automationUpgradeMessage(k, plansWith(k)));
  }
  await putLeagueAutomations(leagueId, input, now.toISOString());
  if (input.season_auto_renewal.on) await armLeagueRenewals(leagueId, input.season_auto_renewal.days_before_end, now);
  // A season whose invitation job already ran while the switches were off is looked at again now.
  if (input.team_invites.on || input.player_invites.on) await armLeagueInvitations(leagueId, now);
  // Switched on: each season's registrants in no level are placed by the rules on the next sweep.
  if (input.level_assignment.on && !before.level_assignment.on) await armLevelAssignment(leagueId, now);
  // Switched on: the first weekly plan on the next sweep, then every week (off: the sweep skips the job).
  if (input.weekly_plan.on && !before.weekly_plan.on) await armWeeklyPlan(leagueId, now);
  return pageOf(leagueId, league.admin_id);
}

/** What each automation will do next and when, soonest first, from each job kind's preview (nothing is written). */
export async function autopilotPlanOf(userId: string, leagueId: string, now = new Date()) {
  const league = await requireOwnLeague(userId, leagueId);
  const [automations, jobs, plan] = await Promise.all([getLeagueAutomations(leagueId), listLeagueAutopilotJobs(leagueId), currentPlanOf(league.admin_id)]);
  const acts = [];
  for (const [kind, def] of Object.entries(JOB_KINDS)) {
    if (def.automation && !automations[def.automation].on) continue;
    const paused = def.automation !== null && !hasFeature(plan, AUTOMATION_FEATURES[def.automation]);
    const planned = await def.preview({ league, automations, jobs: jobs.filter((j) => j.kind === kind), now });
    acts.push(...planned.map((a) => ({ ...a, paused })));
  }
  return { acts: acts.sort((a, b) => a.at.localeCompare(b.at)) };
}

const entryView = (e: AutopilotLogEntry) => ({
  id: e.id, at: e.at, automation: e.automation, subject: e.subject, summary: e.summary, can_undo: canUndo(e), undone_at: e.undone_at ?? null,
});

export async function autopilotLogOf(userId: string, leagueId: string) {
  await requireOwnLeague(userId, leagueId);
  return { entries: (await listAutopilotLog(leagueId)).map(entryView) };
}

export async function undoAutopilotAction(userId: string, leagueId: string, entryId: string, now = new Date()) {
  await requireOwnLeague(userId, leagueId);
  return { entry: entryView(await undoAutopilotEntry(leagueId, entryId, now)) };
}
