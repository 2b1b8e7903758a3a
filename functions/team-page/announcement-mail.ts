// Team announcements by e-mail, through the one mailer (SES in the cloud, the local outbox here): posting one can
// also e-mail it to the team's players and its manager. Everyone can stop them: each e-mail carries that person's
// own unsubscribe link for this team (a random token, usable without signing in), and the team page has the same
// switch. A stopped person is skipped from the next announcement on.
import type { League } from '../../shared/league-schema';
import { TEAM_PAGE_MESSAGES, type TeamMailChoice } from '../../shared/team-page-schema';
import type { TeamRecord } from '../data/teams';
import { accountWrittenTo, listTeamPlayers } from '../data/teams';
import { ensureTeamMail, getTeamMail, listTeamMail, setTeamMail, teamMailByToken, type TeamMailRecord } from '../data/team-mail';
import { getLeague } from '../data/leagues';
import { getTeam } from '../data/teams';
import { getProfiles } from '../data/users';
import { sendAll } from '../games/notifications';
import { notFound } from '../lib/errors';
import type { Email } from '../lib/mailer';
import { teamAccessOf } from '../access/team';
import { appUrl } from '../lib/app-url';
import { escapeHtml } from '../lib/html-text';

/** The page an unsubscribe link opens (web/admin: /email-preferences/{token}). */
export const unsubscribeUrl = (token: string) => `${appUrl()}/email-preferences/${token}`;

export interface AnnouncementMail { to: string; team: string; league: string; title: string; content: string; author: string; teamId: string; token: string }

export function announcementEmail(m: AnnouncementMail): Email {
  const teamUrl = `${appUrl()}/team/${m.teamId}?tab=announcements`;
  const stop = unsubscribeUrl(m.token);
  return {
    to: m.to,
    subject: `${m.team}: ${m.title}`,
    text: `${m.title}\n\n${m.content}\n\n${m.author ? `${m.author}, ` : ''}${m.team} (${m.league})\nOn the team page: ${teamUrl}\n\n`
      + `You get this because you are on ${m.team}. Stop these e-mails: ${stop}`,
    html: `<h1 style="font-size:1.2em">${escapeHtml(m.title)}</h1>${m.content.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('')}`
      + `<p>${m.author ? `${escapeHtml(m.author)}, ` : ''}${escapeHtml(m.team)} (${escapeHtml(m.league)}) · <a href="${teamUrl}">Open the team page</a></p>`
      + `<p style="color:#5f6b7a;font-size:0.9em">You get this because you are on ${escapeHtml(m.team)}. <a href="${stop}">Stop these e-mails</a></p>`,
  };
}

/**
 * E-mails an announcement to the team's players and manager, each once, skipping whoever stopped this team's
 * announcement e-mails. Answers how many were sent (a failed send is logged; the announcement stays posted).
 */
export async function emailAnnouncement(league: League, team: TeamRecord, a: { title: string; content: string }, authorName: string): Promise<number> {
  const [players, choices] = await Promise.all([listTeamPlayers(league.id, team.id), listTeamMail(league.id, team.id)]);
  // A child on the roster is written to through their parent's account.
  const people = [...new Set([team.manager_id, ...players.map(accountWrittenTo)])];
  const chosen = new Map(choices.map((c) => [c.user_id, c]));
  const wanted = people.filter((id) => chosen.get(id)?.announcements !== false);
  const [profiles, made] = await Promise.all([
    getProfiles(wanted),
    Promise.all(wanted.map(async (id) => chosen.get(id) ?? ensureTeamMail(league.id, team.id, id))),
  ]);
  const emails = made.flatMap((c: TeamMailRecord) => {
    const to = profiles.get(c.user_id)?.email;
    return to && c.announcements ? [announcementEmail({ to, team: team.name, league: league.name, title: a.title, content: a.content, author: authorName, teamId: team.id, token: c.token })] : [];
  });
  return sendAll(emails);
}

/** Whether the person gets the team's announcements and game reminders by e-mail (yes until they stop them). */
const choiceOf = (c: Pick<TeamMailRecord, 'announcements' | 'reminders'> | null) => ({ announcements_email: c?.announcements ?? true, reminders_email: c?.reminders ?? true });
const applied = (c: TeamMailRecord, choice: TeamMailChoice): TeamMailRecord => ({
  ...c, announcements: choice.announcements_email ?? c.announcements, reminders: choice.reminders_email ?? c.reminders,
});
const asStored = (choice: TeamMailChoice) => ({ announcements: choice.announcements_email, reminders: choice.reminders_email });

async function choiceView(c: TeamMailRecord) {
  const [team, league] = await Promise.all([getTeam(c.league_id, c.team_id), getLeague(c.league_id)]);
  if (!team || !league) throw notFound(TEAM_PAGE_MESSAGES.mailLinkInvalid);
  return { team_name: team.name, league_name: league.name, ...choiceOf(c) };
}

/** What an unsubscribe link names: the team and whether its announcements and reminders are e-mailed to that person. */
export async function mailChoiceByToken(token: string) {
  const c = await teamMailByToken(token);
  if (!c) throw notFound(TEAM_PAGE_MESSAGES.mailLinkInvalid);
  return choiceView(c);
}

export async function setMailChoiceByToken(token: string, choice: TeamMailChoice) {
  const c = await teamMailByToken(token);
  if (!c || !(await setTeamMail(c, asStored(choice)))) throw notFound(TEAM_PAGE_MESSAGES.mailLinkInvalid);
  return choiceView(applied(c, choice));
}

/** The caller's own choices for a team they belong to (admin, manager or player); e-mailed unless stopped. */
export async function myTeamMail(userId: string, teamId: string) {
  const { team, league } = await teamAccessOf(userId, teamId);
  const c = await getTeamMail(league.id, team.id, userId);
  return { team_name: team.name, league_name: league.name, ...choiceOf(c) };
}

export async function setMyTeamMail(userId: string, teamId: string, choice: TeamMailChoice) {
  const { team, league } = await teamAccessOf(userId, teamId);
  const c = await ensureTeamMail(league.id, team.id, userId);
  if (!(await setTeamMail(c, asStored(choice)))) throw notFound(TEAM_PAGE_MESSAGES.mailLinkInvalid);
  return { team_name: team.name, league_name: league.name, ...choiceOf(applied(c, choice)) };
}
