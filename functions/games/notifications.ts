// E-mails to team managers about their games, through the one mailer (SES in the cloud, the local outbox here):
// a published schedule, and a game of their team moved or cancelled. Each has a text part and an HTML part.
// A failed send is logged and does not undo the change that caused it: the schedule is saved either way.
import type { Email } from '../lib/mailer';
import { mailer } from '../lib/mailer';
import { logger } from '../lib/observability';
import { escapeHtml } from '../lib/html-text';

export interface GameLine { when: string; home: string; away: string; where: string | null }

const lineText = (g: GameLine) => `${g.when}: ${g.home} vs ${g.away}${g.where ? ` at ${g.where}` : ''}`;

function email(to: string, subject: string, intro: string, lines: GameLine[], outro: string): Email {
  const text = [intro, '', ...lines.map((g) => `- ${lineText(g)}`), '', outro].join('\n');
  const html = `<p>${escapeHtml(intro)}</p><ul>${lines.map((g) => `<li>${escapeHtml(lineText(g))}</li>`).join('')}</ul><p>${escapeHtml(outro)}</p>`;
  return { to, subject, text, html };
}

/** Sends each e-mail; answers how many went. */
export async function sendAll(emails: Email[]): Promise<number> {
  let sent = 0;
  for (const e of emails) {
    try {
      await mailer().send(e);
      sent++;
    } catch (err) {
      logger.error('game notification not sent', { error: (err as Error).message });
    }
  }
  return sent;
}

export function schedulePublishedEmail(to: string, league: string, season: string, team: string, games: GameLine[]): Email {
  const shown = games.slice(0, 50);
  const more = games.length - shown.length;
  return email(
    to, `${league}: the ${season} schedule is published`,
    `The ${season} schedule of ${league} is published. ${team} plays ${games.length} game${games.length === 1 ? '' : 's'}:`,
    shown, `${more > 0 ? `And ${more} more. ` : ''}Times are in the league's time zone.`,
  );
}

export function gameMovedEmail(to: string, league: string, before: GameLine, after: GameLine): Email {
  return email(to, `${league}: ${after.home} vs ${after.away} has moved`, `A game of your team has moved. It was ${lineText(before)}. It is now:`, [after], 'Times are in the league\'s time zone.');
}

export function gameCancelledEmail(to: string, league: string, game: GameLine): Email {
  return email(to, `${league}: ${game.home} vs ${game.away} is cancelled`, 'A game of your team is cancelled:', [game], 'Subscribed calendars show it as cancelled.');
}

/** To the league's admin: a manager reported a score; `disagrees` when it differs from the other manager's report. */
export function scoreReportedEmail(to: string, league: string, game: GameLine, report: { by: string; score: string }, other: { by: string; score: string } | null): Email {
  const disagrees = other !== null && other.score !== report.score;
  return email(
    to,
    disagrees ? `${league}: two score reports disagree for ${game.home} vs ${game.away}` : `${league}: score reported for ${game.home} vs ${game.away}`,
    disagrees
      ? `${report.by} reported ${report.score}, and ${other.by} reported ${other.score}, for this game:`
      : `${report.by} reported ${report.score} for this game:`,
    [game],
    disagrees
      ? 'The two reports disagree: open the game on the Schedule tab (filter Needs confirmation), choose one report or type the score, and confirm.'
      : 'It counts once you confirm it on the Schedule tab (filter Needs confirmation), or when the other team\'s manager reports the same score.',
  );
}
