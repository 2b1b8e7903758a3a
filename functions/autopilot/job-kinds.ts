// Every kind of autopilot job, one entry each: the league automation that runs it (plan-gated, so the sweep pauses
// it while the league's plan lacks the feature; null for the per-season registration switches, which no plan
// gates), its run (the sweep's, when due) and its preview (the Autopilot page's dry run: what it will do next and
// when, writing nothing). A new automation adds its kind to AUTOPILOT_JOB_KINDS (data/models/autopilot.ts) and an
// entry here; the typecheck refuses a kind without one.
import type { AutomationKey, LeagueAutomationsInput } from '../../shared/autopilot-schema';
import type { League } from '../../shared/league-schema';
import type { AutopilotJobRecord } from '../data/autopilot';
import type { AutopilotJobKind } from '../data/keys';
import type { PlannedAct } from './planned-act';
import { runSeasonRegistrations } from './season-registrations';
import { previewSeasonRegistrations } from './season-registrations-preview';
import { previewSeasonRenewal, runSeasonRenewal } from './season-renewal';
import { previewSeasonInvitations, runSeasonInvitations } from './season-invitations';
import { runHeldDeliveries } from '../messages/held-deliveries';
import { previewLevelAssignment, runLevelAssignment } from './level-assignment';
import { runScheduledMessages, waitingMessages } from '../messages/send';
import { runRegistrationInstalments } from '../registrations/instalment-job';
import { previewWeeklyPlan, runWeeklyPlan } from './weekly-plan';

import type { JobRun } from './job-run';

export type { JobRun };

export interface PreviewContext {
  league: League;
  automations: LeagueAutomationsInput;
  /** The league's jobs of this kind. */
  jobs: AutopilotJobRecord[];
  now: Date;
}

export interface JobKind {
  automation: AutomationKey | null;
  /** Runs the job at `now`: what it did, and when it is next due (null: nothing waiting). */
  run: (job: AutopilotJobRecord, now: Date) => Promise<{ run: JobRun; next: string | null }>;
  preview: (ctx: PreviewContext) => Promise<PlannedAct[]>;
}

export const JOB_KINDS: Record<AutopilotJobKind, JobKind> = {
  'season-registrations': { automation: null, run: runSeasonRegistrations, preview: previewSeasonRegistrations },
  'season-renewal': { automation: 'season_auto_renewal', run: runSeasonRenewal, preview: previewSeasonRenewal },
  // Team and player invitations: one job per new season; each half reads its own switch and plan feature when it runs.
  'season-invitations': {
    automation: 'team_invites', run: runSeasonInvitations,
    preview: async ({ jobs, now }) => (await Promise.all(jobs.map((j) => previewSeasonInvitations(j, now)))).flat(),
  },
  // Texts and pushes held by quiet hours, sent when they end: people's own settings, not an automation of the
  // Autopilot page, so it shows nothing in its dry run.
  'held-deliveries': { automation: null, run: runHeldDeliveries, preview: async () => [] },
  // Level assignment: one job per season with registration, made due when the levels' rules change.
  'level-assignment': { automation: 'level_assignment', run: runLevelAssignment, preview: ({ league, now }) => previewLevelAssignment(league.id, now) },
  // Messages written for later: each sent once when due, each person once per channel (functions/messages/send.ts).
  'scheduled-messages': {
    automation: null,
    run: async (job, now) => {
      const { sent, next } = await runScheduledMessages(job.league_id, now);
      return { run: { messages_sent: sent }, next };
    },
    // The dry run: each message still to go out, when and to whom (its group is resolved again when it goes).
    preview: async ({ league }) => (await waitingMessages(league.id)).map((m) => ({
      at: m.send_at, automation: 'scheduled_messages',
      summary: `Send "${m.subject}" to ${m.group_label} (${m.recipients} ${m.recipients === 1 ? 'person' : 'people'} when written)`,
    })),
  },
  // Payment plans: each instalment charged on its day to the card its deposit saved, a declined one retried and
  // e-mailed. The registrant chose the plan, so no switch or plan gates it and the dry run lists nothing.
  'registration-instalments': { automation: null, run: runRegistrationInstalments, preview: async () => [] },
  // AI autopilot's weekly plan: one job per league, due weekly while the switch is on (autopilot/weekly-plan.ts).
  'weekly-plan': { automation: 'weekly_plan', run: runWeeklyPlan, preview: previewWeeklyPlan },
};
