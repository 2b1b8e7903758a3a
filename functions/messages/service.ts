// What an organiser (any group of their league) and a team's manager (their own team) do with messages: see who a
// group is before sending, send now or schedule, and read each message's delivery log and the suppression list.
// Another league's people are never reached or shown: every group resolves inside the caller's own league, and a
// manager's only group is their team (access/team.ts).
import { ulid } from 'ulid';
import type { League } from '../../shared/league-schema';
import { MESSAGE_MESSAGES, type MessageCompose, type MessageGroup, type MessageLink } from '../../shared/messages-schema';
import { DELIVERY_OUTCOMES, type ChannelCounts, type MessageView } from '../../shared/messages-responses';
import { requireOwnLeague } from '../access/league';
import { requireTeamManager } from '../access/team';
import { getGame } from '../data/game-reads';
import { armScheduledMessages, getMessage, insertMessage, listDeliveries, listLeagueSuppressions, listMessages, type MessageRecord } from '../data/messages';
import { getPageBySlug } from '../data/pages';
import { appUrl } from '../lib/app-url';
import { badRequest, notFound } from '../lib/errors';
import { MESSAGE_CHANNELS } from '../../shared/messages-schema';
import { requireSomeone, resolveGroup } from './recipients';
import { sendStored } from './send';

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

async function compose(userId: string, league: League, input: MessageCompose, teamId: string | null, now = new Date()): Promise<MessageView> {
  const at = now.toISOString();
  if (input.send_at && input.send_at <= at) throw badRequest(`send_at: ${MESSAGE_MESSAGES.sendAt}`, 'send_at');
  const group = requireSomeone(await resolveGroup(league, input.group));
  const m: MessageRecord = {
    id: ulid(), league_id: league.id, team_id: teamId, author_id: userId, kind: input.kind, group: input.group, group_label: group.label,
    subject: input.subject, body: input.body, url: await linkUrl(league, input.link),
    status: 'scheduled', send_at: input.send_at ?? at, sent_at: null, recipients: group.recipients.length, created_at: at,
  };
  await insertMessage(m);
  if (input.send_at) {
    await armScheduledMessages(league.id, input.send_at, at);
    return viewOf(m, []);
  }
  await sendStored(league, m, now, group.recipients);
  return messageView(league.id, m.id);
}

export async function sendLeagueMessage(userId: string, leagueId: string, input: MessageCompose) {
  return compose(userId, await requireOwnLeague(userId, leagueId), input, null);
}

export async function sendTeamMessage(userId: string, teamId: string, input: Omit<MessageCompose, 'group' | 'kind'>) {
  const { team, league } = await requireTeamManager(userId, teamId);
  return compose(userId, league, { ...input, group: { type: 'team', team_id: team.id }, kind: 'team_messages' }, team.id);
}

const zero = (): ChannelCounts => Object.fromEntries(DELIVERY_OUTCOMES.map((o) => [o, 0])) as ChannelCounts;

function viewOf(m: MessageRecord, deliveries: Awaited<ReturnType<typeof listDeliveries>>): MessageView {
  const channels = Object.fromEntries(MESSAGE_CHANNELS.map((c) => [c, zero()])) as MessageView['channels'];
  for (const d of deliveries) channels[d.channel][d.state]++;
  return {
    id: m.id, kind: m.kind, subject: m.subject, body: m.body, group_label: m.group_label, team_id: m.team_id, status: m.status,
    send_at: m.send_at, sent_at: m.sent_at, url: m.url, recipients: m.recipients, channels,
  };
}

async function messageView(leagueId: string, id: string): Promise<MessageView> {
  const m = await getMessage(leagueId, id);
  if (!m) throw notFound(MESSAGE_MESSAGES.notFound);
  return viewOf(m, await listDeliveries(leagueId, id));
}

/** The league's messages, newest first (at most 50), each with its delivery counts per channel. */
export async function listLeagueMessages(userId: string, leagueId: string): Promise<MessageView[]> {
  await requireOwnLeague(userId, leagueId);
  const recent = (await listMessages(leagueId)).sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 50);
  return Promise.all(recent.map(async (m) => viewOf(m, await listDeliveries(leagueId, m.id))));
}

/** One message's log: its counts, and the people it did not reach with why. */
export async function leagueMessageDetail(userId: string, leagueId: string, id: string) {
  await requireOwnLeague(userId, leagueId);
  const m = await getMessage(leagueId, id);
  if (!m) throw notFound(MESSAGE_MESSAGES.notFound);
  const deliveries = await listDeliveries(leagueId, id);
  const reached = new Set(['sending', 'sent', 'delivered', 'held']);
  return {
    message: viewOf(m, deliveries),
    not_reached: deliveries.filter((d) => !reached.has(d.state)).map((d) => ({ name: d.name, channel: d.channel, outcome: d.state }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export async function leagueSuppressions(userId: string, leagueId: string) {
  await requireOwnLeague(userId, leagueId);
  const list = await listLeagueSuppressions(leagueId);
  return list.map((s) => ({ email: s.email, reason: s.reason, at: s.at })).sort((a, b) => b.at.localeCompare(a.at));
}
