// AI autopilot's weekly plan (has_ai_autopilot): once a week, per league, the assistant's ask tools find what needs
// the organiser (unpaid registrants, next week's games without a venue, players who have not answered for the next
// game day), each with its proposed action stored as a proposal of the organiser's. The organiser approves all in
// one step or some; each runs once (the proposal's own conditional confirm).
import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import type { AssistantLink } from '../../shared/assistant-schema';
import { localDay } from '../../shared/site-dates';
import { currentPlanOf, requirePlanFeature } from '../access/plan';
import { requireOwnLeague } from '../access/league';
import { listSeasonGames } from '../data/game-reads';
import { getLeague } from '../data/leagues';
import { getProposal, getWeeklyPlan, latestWeeklyPlan, putWeeklyPlan, type WeeklyPlanRecord } from '../data/assistant';
import { notFound } from '../lib/errors';
import { confirmProposal, proposalView } from './proposals';
import { callerScope, quoted, type LeagueScope } from './scope';
import { storeProposal } from './tool-runner';
import { leagueLink } from './tool-result';
import { gamesWithoutVenue, unansweredPlayers, unpaidRegistrants } from './tools-ask';
import { ACT_TOOLS } from './tools-act';

const GATE = 'AI autopilot\'s weekly plan is available on the Amazing plan.';

/** Monday (YYYY-MM-DD) of the week `now` is in, on the league's clock. */
function weekOf(now: Date, timeZone: string): string {
  const day = localDay(now, timeZone);
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
const plusDays = (day: string, n: number) => { const d = new Date(`${day}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + n); return d.toISOString().slice(0, 10); };

interface Item { id: string; finding: string; links: AssistantLink[]; proposal_id: string | null }

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** One plan per league and week: its id is the week's Monday as a ULID's time and the league's hash as its rest. */
function planIdOf(leagueId: string, week: string): string {
  const hash = createHash('sha256').update(`${leagueId}#${week}`).digest();
  return encodeTime(Date.parse(`${week}T00:00:00Z`), 10) + Array.from(hash.subarray(0, 16), (b) => CROCKFORD[b % 32]).join('');
}

/** Builds and stores this week's plan for the league (its admin's view of it); null when there is nothing to do. */
export async function buildWeeklyPlan(leagueId: string, now = new Date()): Promise<WeeklyPlanRecord | null> {
  const league = await getLeague(leagueId);
  if (!league) return null;
  const scope = await callerScope(league.admin_id, leagueId);
  const l: LeagueScope | undefined = scope.leagues.find((x) => x.league.id === leagueId);
  if (!l || !l.seasons.some((s) => s.status === 'active' || s.status === 'upcoming')) return null;
  const items: Item[] = [];
  const week = weekOf(now, l.league.time_zone);
  // This week's plan is made once: a second run (or two sweeps at once) finds it, or loses the conditional put.
  if (await getWeeklyPlan(leagueId, planIdOf(leagueId, week))) return null;
  const add = (finding: string, links: AssistantLink[], proposalId: string | null) => items.push({ id: String(items.length + 1), finding, links, proposal_id: proposalId });

  const unpaid = await unpaidRegistrants(scope, {}, now);
  const owing = unpaid.data as { name: string }[];
  if (owing.length) {
    const draft = await ACT_TOOLS.draft_message.propose(scope, { group: 'unpaid' }, now);
    const p = await storeProposal(league.admin_id, 'draft_message', draft, null, now);
    add(`${owing.length} registrant${owing.length === 1 ? ' has' : 's have'} not paid: ${owing.map((o) => quoted(o.name)).join(', ')}`, unpaid.links, p.id);
  }
  const nextWeek = plusDays(week, 7);
  const noVenue = await gamesWithoutVenue(scope, { from: nextWeek, to: plusDays(nextWeek, 6) }, now);
  const games = noVenue.data as unknown[];
  if (games.length) add(`${games.length} game${games.length === 1 ? '' : 's'} next week without a venue (choose one on the Schedule page)`, noVenue.links, null);
  const unanswered = await unansweredPlayers(scope, {}, now);
  const rows = unanswered.data as { player: string; game_id: string }[];
  if (rows.length) {
    const gameIds = [...new Set((await unansweredGameIds(scope, now)))];
    for (const gameId of gameIds) {
      const draft = await ACT_TOOLS.draft_message.propose(scope, { group: 'league', subject: 'Are you coming?', body: 'Please tell your team whether you are coming to the next game.' }, now);
      const p = await storeProposal(league.admin_id, 'draft_message', {
        ...draft, summary: 'Ask the players who have not answered whether they are coming', changes: [`E-mail to the players who have not answered for the game`],
        args: { ...draft.args, group: { type: 'unanswered', game_id: gameId }, kind: 'reminders', link: { to: 'game', game_id: gameId } },
      }, null, now);
      const n = rows.filter((r) => r.game_id === gameId).length;
      if (n) add(`${n} player${n === 1 ? ' has' : 's have'} not answered for the next game day's game`, unanswered.links, p.id);
    }
  }
  if (items.length === 0) return null;
  const plan: WeeklyPlanRecord = { id: planIdOf(leagueId, week), league_id: leagueId, admin_id: league.admin_id, created_at: now.toISOString(), week_of: week, items };
  try { await putWeeklyPlan(plan); } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw err;
  }
  return plan;
}

async function unansweredGameIds(scope: Awaited<ReturnType<typeof callerScope>>, now: Date): Promise<string[]> {
  const l = scope.leagues.find((x) => x.league.id === scope.defaultLeagueId)!;
  const season = l.seasons.find((s) => s.status === 'active') ?? l.seasons[0];
  const games = (await listSeasonGames(l.league.id, season.id)).filter((g) => g.status === 'scheduled' && g.scheduled_at >= now.toISOString());
  if (!games.length) return [];
  const day = localDay(new Date(games[0].scheduled_at), l.league.time_zone);
  return games.filter((g) => localDay(new Date(g.scheduled_at), l.league.time_zone) === day).map((g) => g.id);
}

async function view(userId: string, plan: WeeklyPlanRecord) {
  return {
    id: plan.id, league_id: plan.league_id, created_at: plan.created_at, week_of: plan.week_of,
    items: await Promise.all(plan.items.map(async (i) => {
      const p = i.proposal_id ? await getProposal(userId, i.proposal_id) : null;
      return { id: i.id, finding: i.finding, links: i.links, proposal: p ? proposalView(p) : null };
    })),
  };
}

async function gate(userId: string, leagueId: string) {
  const league = await requireOwnLeague(userId, leagueId);
  requirePlanFeature(await currentPlanOf(league.admin_id), 'has_ai_autopilot', GATE);
}

export async function weeklyPlanFor(userId: string, leagueId: string) {
  await gate(userId, leagueId);
  const plan = await latestWeeklyPlan(leagueId);
  return plan ? view(userId, plan) : null;
}

/** Confirms the plan's proposals (all, or those listed), each once: one already decided is reported, not run again. */
export async function approvePlan(userId: string, leagueId: string, planId: string, itemIds?: string[]) {
  await gate(userId, leagueId);
  const plan = await getWeeklyPlan(leagueId, planId);
  if (!plan) throw notFound('This plan is not there any more');
  const chosen = plan.items.filter((i) => i.proposal_id && (!itemIds || itemIds.includes(i.id)));
  const results = [];
  for (const i of chosen) {
    try { results.push(await confirmProposal(userId, i.proposal_id!)); } catch (err) {
      const p = await getProposal(userId, i.proposal_id!);
      if (!p) throw err;
      results.push({ proposal: proposalView(p), message: (err as { userMessage?: string }).userMessage ?? 'Not run' });
    }
  }
  return { plan: await view(userId, plan), results };
}

export const weeklyPlanLink = (leagueId: string): AssistantLink => leagueLink(leagueId, 'autopilot', 'This week\'s plan');
