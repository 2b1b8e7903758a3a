// E-mails to team managers about their games, through the one mailer (SES in the cloud, the local outbox here): a
// game of their team moved or cancelled, and a score reported to the league's admin. How they read and go, and the
// published schedule, are game-mail's (below the areas that tell people of a schedule).
import { email, lineText, type GameLine } from '../game-mail/game-email';
import type { Email } from '../lib/mailer';

export { sendAll, type GameLine } from '../game-mail/game-email';

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
