// The team invitation automation's e-mails to a manager: last season's team is asked back with the league's
// registration page, where the one-step re-registration (and the decline) waits for them; then reminders.
import { mailer } from '../lib/mailer';

const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface TeamInviteMail {
  to: string; firstName: string; leagueName: string; seasonName: string; teamName: string;
  /** The league's registration page: "Your teams from last season" with Register again and Not this season. */
  url: string;
  /** When registration closes (ISO 8601). */
  closesAt: string;
}

const closes = (iso: string) => new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');

export async function mailTeamInvite(m: TeamInviteMail, reminder: boolean): Promise<void> {
  const lead = reminder
    ? `${m.teamName} has not registered for ${m.seasonName} of ${m.leagueName} yet.`
    : `${m.seasonName} of ${m.leagueName} is open for registration, and ${m.teamName} is invited back.`;
  const how = `Register ${m.teamName} again in one step (same team, players and level), or tell the organiser it is not playing this season: ${m.url}`;
  await mailer().send({
    to: m.to,
    subject: reminder ? `Reminder: bring ${m.teamName} back to ${m.seasonName}` : `Bring ${m.teamName} back to ${m.seasonName} in ${m.leagueName}`,
    text: `Hello ${m.firstName},\n\n${lead}\n\n${how}\n\nRegistration closes ${closes(m.closesAt)}.\n`,
    html: `<p>Hello ${esc(m.firstName)},</p><p>${esc(lead)}</p>`
      + `<p>Register ${esc(m.teamName)} again in one step (same team, players and level), or tell the organiser it is not playing this season.</p>`
      + `<p><a href="${esc(m.url)}">Register ${esc(m.teamName)} again</a></p><p>Registration closes ${esc(closes(m.closesAt))}.</p>`,
  });
}
