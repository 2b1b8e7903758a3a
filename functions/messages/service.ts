// What an organiser (any group of their league) and a team's manager (their own team) do with messages: see who a
// group is before sending, send now or schedule, and read each message's delivery log and the suppression list.
// Another league's people are never reached or shown: every group resolves inside the caller's own league, and a
// manager's only group is their team (access/team.ts).
import { ulid } from 'ulid';
import type { League } from '../../shared/league-schema';
import { MESSAGE_MESSAGES, type MessageCompose, type MessageEdit, type MessageGroup, type MessageLink } from '../../shared/messages-schema';
import { DELIVERY_OUTCOMES, type ChannelCounts, type MessageView } from '../../shared/messages-responses';
import { requireOwnLeague } from '../access/league';
import { requireTeamManager } from '../access/team';
import { getGame } from '../data/game-reads';
import {
  armScheduledMessages, changeScheduledMessage, getMessage, insertMessage, listDeliveries, listLeagueSuppressions, listMessages, type MessageRecord,
} from '../data/messages';
import { getPageBySlug } from '../data/pages';
import { appUrl } from '../lib/app-url';
import { badRequest, conflict, notFound } from '../lib/errors';
import { workQueued } from '../lib/worker-nudge';
import { MESSAGE_CHANNELS } from '../../shared/messages-schema';
import { requireSomeone, resolveGroup } from './recipients';

const siteBase = (league: League) => `${appUrl()}/l/${encodeURIComponent(league.custom_slug ?? league.id)}`;

/** Where a link leads, checked against the league (a game or page of another league is refused). */
async function linkUrl(league: League, link: MessageLink | null): Promise<string | null> {
  if (!link) return null;
  if (link.to === 'registration') return `${siteBase(league)}/register`;
  if (link.to === 'game') {
    if (!(await getGame(league.id, link.game_id))) throw badRequest('link.game_id: Game not found in this league', 'link');
    return `${siteBase(league)}/games/${link.game_id}`;
  }
  if (!(await getPageBySlug(league.id, link.page_slug))) throw badRequest('link.page_slug: Page not found in this league', 'link');
  return `${siteBase(league)}/page/${link.page_slug}`;
}

const preview = async (league: League, group: MessageGroup) => {
  const g = await resolveGroup(league, group);
  return { group_label: g.label, count: g.recipients.length, people: g.recipients.map((r) => ({ name: r.name })) };
};

export async function previewLeagueMessage(userId: string, leagueId: string, group: MessageGroup) {
  return preview(await requireOwnLeague(userId, leagueId), group);
}

export async function previewTeamMessage(userId: string, teamId: string) {
  const { team, league } = await requireTeamManager(userId, teamId);
  return preview(league, { type: 'team', team_id: team.id });
}

/** A send time as stored (UTC, milliseconds), refused unless it is in the future. */
function futureTime(sendAt: string, now: Date): string {
  const at = new Date(sendAt);
  if (at.getTime() <= now.getTime()) throw badRequest(`send_at: ${MESSAGE_MESSAGES.sendAt}`, 'send_at');
  return at.toISOString();
}

async function compose(userId: string, league: League, input: MessageCompose, teamId: string | null, now = new Date()): Promise<MessageView> {
  const at = now.toISOString();
  const sendAt = input.send_at ? futureTime(input.send_at, now) : null;
  const group = requireSomeone(await resolveGroup(league, input.group));
  // Now or later, the worker sends it (the autopilot's scheduled-messages job): "now" is queued as sending, due at once.
  const m: MessageRecord = {
    id: ulid(), league_id: league.id, team_id: teamId, author_id: userId, kind: input.kind, group: input.group, group_label: group.label,
    subject: input.subject, body: input.body, url: await linkUrl(league, input.link),
    status: sendAt ? 'scheduled' : 'sending', send_at: sendAt ?? at, sent_at: null, recipients: group.recipients.length, created_at: at,
  };
  await insertMessage(m);
  await armScheduledMessages(league.id, m.send_at, at);
  if (!sendAt) workQueued();
  return viewOf(m, [], userId);
}

export async function sendLeagueMessage(userId: string, leagueId: string, input: MessageCompose) {
  return compose(userId, await requireOwnLeague(userId, leagueId), input, null);
}

export async function sendTeamMessage(userId: string, teamId: string, input: Omit<MessageCompose, 'group' | 'kind'>) {
  const { team, league } = await requireTeamManager(userId, teamId);
  return compose(userId, league, { ...input, group: { type: 'team', team_id: team.id }, kind: 'team_messages' }, team.id);
}

const zero = (): ChannelCounts => Object.fromEntries(DELIVERY_OUTCOMES.map((o) => [o, 0])) as ChannelCounts;

function viewOf(m: MessageRecord, deliveries: Awaited<ReturnType<typeof listDeliveries>>, caller: string): MessageView {
  const channels = Object.fromEntries(MESSAGE_CHANNELS.map((c) => [c, zero()])) as MessageView['channels'];
  for (const d of deliveries) channels[d.channel][d.state]++;
  return {
    id: m.id, kind: m.kind, subject: m.subject, body: m.body, group_label: m.group_label, team_id: m.team_id, status: m.status,
    send_at: m.send_at, sent_at: m.sent_at, url: m.url, recipients: m.recipients, can_change: m.status === 'scheduled' && m.author_id === caller, channels,
  };
}

/** The league's messages, newest first (at most 50), each with its delivery counts per channel. */
export async function listLeagueMessages(userId: string, leagueId: string): Promise<MessageView[]> {
  await requireOwnLeague(userId, leagueId);
  return recentViews(leagueId, userId, () => true);
}

/** A team's messages (its manager's and the organiser's to it), newest first, for the team's manager or the organiser. */
export async function listTeamMessages(userId: string, teamId: string): Promise<MessageView[]> {
  const { team, league } = await requireTeamManager(userId, teamId);
  return recentViews(league.id, userId, (m) => m.group?.type === 'team' && m.group.team_id === team.id);
}

async function recentViews(leagueId: string, userId: string, keep: (m: MessageRecord) => boolean): Promise<MessageView[]> {
  const recent = (await listMessages(leagueId)).filter(keep).sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 50);
  return Promise.all(recent.map(async (m) => viewOf(m, await listDeliveries(leagueId, m.id), userId)));
}

/**
 * A scheduled message its caller wrote (anyone else's, or one of another league, is not found), with the caller still
 * the league's admin, or for a team's message still a manager of the team.
 */
async function ownMessage(userId: string, leagueId: string, id: string): Promise<MessageRecord> {
  const m = await getMessage(leagueId, id);
  if (!m || m.author_id !== userId) throw notFound(MESSAGE_MESSAGES.notFound);
  if (m.team_id) await requireTeamManager(userId, m.team_id);
  else await requireOwnLeague(userId, leagueId);
  return m;
}

/**
 * Changes a scheduled message (subject, text, send time), held by its still being scheduled: if the worker took it
 * first (sending or sent), or it was cancelled, nothing is written and the author is told why (409).
 */
export async function editMessage(userId: string, leagueId: string, id: string, edit: MessageEdit, now = new Date()): Promise<MessageView> {
  const m = await ownMessage(userId, leagueId, id);
  const sendAt = edit.send_at ? futureTime(edit.send_at, now) : undefined;
  const changed = await changeScheduledMessage(m, { subject: edit.subject, body: edit.body, send_at: sendAt });
  if (!changed) throw conflict(MESSAGE_MESSAGES.notScheduled);
  // An earlier time wakes the job sooner; a later one is found not due when the job runs, and re-arms it for then.
  if (sendAt) await armScheduledMessages(leagueId, sendAt, now.toISOString());
  return viewOf(changed, [], userId);
}

/** Cancels a scheduled message (kept in the log as cancelled); refused once the worker has taken it (409). */
export async function cancelMessage(userId: string, leagueId: string, id: string, now = new Date()): Promise<MessageView> {
  const m = await ownMessage(userId, leagueId, id);
  const changed = await changeScheduledMessage(m, { status: 'cancelled', cancelled_at: now.toISOString() });
  if (!changed) throw conflict(MESSAGE_MESSAGES.notScheduled);
  return viewOf(changed, [], userId);
}

/** One message's log: its counts, and the people it did not reach with why. */
export async function leagueMessageDetail(userId: string, leagueId: string, id: string) {
  await requireOwnLeague(userId, leagueId);
  const m = await getMessage(leagueId, id);
  if (!m) throw notFound(MESSAGE_MESSAGES.notFound);
  const deliveries = await listDeliveries(leagueId, id);
  const reached = new Set(['sending', 'sent', 'delivered', 'held']);
  return {
    message: viewOf(m, deliveries, userId),
    not_reached: deliveries.filter((d) => !reached.has(d.state)).map((d) => ({ name: d.name, channel: d.channel, outcome: d.state }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export async function leagueSuppressions(userId: string, leagueId: string) {
  await requireOwnLeague(userId, leagueId);
  const list = await listLeagueSuppressions(leagueId);
  return list.map((s) => ({ email: s.email, reason: s.reason, at: s.at })).sort((a, b) => b.at.localeCompare(a.at));
}
