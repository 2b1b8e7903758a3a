// The autopilot's job runner, shared by every automation: a sweep (EventBridge every 5 minutes in the cloud, the
// local stack's timer and POST /__dev/autopilot locally) reads the jobs due now from the sparse due index
// (data/autopilot.ts: gsi2 AUTODUE#<shard>, no Scan), runs each, and re-arms it for when it is next due.
// A job is idempotent by its own conditional writes; the sweep adds none of its own, so two sweeps at once, or a
// sweep retried, act once. One job's failure is logged and leaves it due: the next sweep tries it again.
// Why a sweep and not one EventBridge Scheduler schedule per deadline: infra/cloud/README.md (Autopilot).
import { dueAutopilotJobs, rearmAutopilotJob, type AutopilotJobRecord } from '../data/autopilot';
import type { AutopilotJobKind } from '../data/keys';
import { logger } from '../lib/observability';
import { runHeldDeliveries } from '../messages/held-deliveries';
import { runSeasonRegistrations } from './season-registrations';

/** What a job did, counted by act (reminded, offered, invited ...), for the sweep's answer and log. */
export type JobRun = Partial<Record<string, number>>;

/** Each kind of job: runs it at `now`, answers what it did and when it is next due (null: nothing waiting). */
const JOBS: Record<AutopilotJobKind, (job: AutopilotJobRecord, now: Date) => Promise<{ run: JobRun; next: string | null }>> = {
  'season-registrations': runSeasonRegistrations,
  // Texts and pushes held by quiet hours, sent when they end.
  'held-deliveries': runHeldDeliveries,
};

export interface SweepResult { jobs: number; failed: number; reminded: number; expired: number; offered: number; [act: string]: number }

export async function runAutopilotSweep(now = new Date()): Promise<SweepResult> {
  const due = await dueAutopilotJobs(now.toISOString());
  const out: SweepResult = { jobs: due.length, failed: 0, reminded: 0, expired: 0, offered: 0 };
  for (const job of due) {
    try {
      const { run, next } = await JOBS[job.kind](job, now);
      for (const [act, n] of Object.entries(run)) out[act] = (out[act] ?? 0) + (n ?? 0);
      await rearmAutopilotJob(job, next);
    } catch (err) {
      out.failed++;
      logger.error('autopilot job failed', { league_id: job.league_id, kind: job.kind, subject: job.subject, error: err as Error });
    }
  }
  return out;
}
