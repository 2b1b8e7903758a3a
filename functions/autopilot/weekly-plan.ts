// AI autopilot's weekly plan (has_ai_autopilot, the league's `weekly_plan` switch): one job per league, due every
// week. Its run asks the assistant for this week's plan (functions/assistant/weekly-plan.ts: findings, each with its
// proposed change, stored once per league and week) and e-mails the organiser a link to approve it.
import { buildWeeklyPlan } from '../assistant/weekly-plan';
import { armAutopilotJob, type AutopilotJobRecord } from '../data/autopilot';
import { getLeagueAutomations } from '../data/autopilot-settings';
import { getLeague } from '../data/leagues';
import { getUserProfile } from '../data/users';
import { appUrl } from '../lib/app-url';
import { mailer } from '../lib/mailer';
import type { JobRun } from './job-run';
import type { PlannedAct } from './planned-act';

const WEEK = 7 * 86_400_000;
const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const planUrl = (leagueId: string) => `${appUrl()}/league-management?league=${encodeURIComponent(leagueId)}&tab=autopilot#weekly-plan`;

export async function runWeeklyPlan(job: AutopilotJobRecord, now: Date): Promise<{ run: JobRun; next: string | null }> {
  // Switched off since it was armed: it leaves the due index until switched on again.
  if (!(await getLeagueAutomations(job.league_id)).weekly_plan.on) return { run: { plans: 0 }, next: null };
  const next = new Date(now.getTime() + WEEK).toISOString();
  const plan = await buildWeeklyPlan(job.league_id, now);
  if (!plan) return { run: { plans: 0 }, next };
  const [league, admin] = await Promise.all([getLeague(job.league_id), getUserProfile(plan.admin_id)]);
  if (league && admin) {
    const lines = plan.items.map((i) => `- ${i.finding}${i.proposal_id ? ' (a change is proposed)' : ''}`);
    await mailer().send({
      to: admin.email,
      subject: `This week's plan for ${league.name}: ${plan.items.length} thing${plan.items.length === 1 ? '' : 's'} to look at`,
      text: `Hello ${admin.first_name},\n\nThe assistant looked at the week ahead in ${league.name}:\n${lines.join('\n')}\n\nApprove all in one step, or each one: ${planUrl(league.id)}\n`,
      html: `<p>Hello ${esc(admin.first_name)},</p><p>The assistant looked at the week ahead in ${esc(league.name)}:</p><ul>${plan.items.map((i) => `<li>${esc(i.finding)}</li>`).join('')}</ul><p><a href="${esc(planUrl(league.id))}">Review and approve the plan</a></p>`,
    });
  }
  return { run: { plans: 1, findings: plan.items.length }, next };
}

export const previewWeeklyPlan = async ({ jobs }: { jobs: AutopilotJobRecord[] }): Promise<PlannedAct[]> =>
  jobs.filter((j) => j.due_at).map((j) => ({ at: j.due_at!, automation: 'weekly_plan', summary: 'Propose this week\'s plan and e-mail it to you' }));

/** Switched on: the first plan on the next sweep, then weekly. */
export const armWeeklyPlan = (leagueId: string, now: Date) => armAutopilotJob(leagueId, 'weekly-plan', leagueId, now.toISOString(), now.toISOString());
