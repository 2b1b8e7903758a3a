// How the e-mails about games read and go: a game as one line (when, who, where: in the league's time zone), an
// e-mail of an intro, game lines and an outro (a text part and an HTML part), and sending several. Below the areas
// that send them (games, seasons, leagues, game day), so each can tell people of a schedule or a change.
// A failed send is logged and does not undo the change that caused it.
import type { League } from '../../shared/league-schema';
import type { GameRecord } from '../data/game-reads';
import { escapeHtml } from '../lib/html-text';
import type { Email } from '../lib/mailer';
import { mailer } from '../lib/mailer';
import { logger } from '../lib/observability';
import { gameMoment } from '../../shared/site-dates';

export interface GameLine { when: string; home: string; away: string; where: string | null }

export const lineText = (g: GameLine) => `${g.when}: ${g.home} vs ${g.away}${g.where ? ` at ${g.where}` : ''}`;

/** Where a game is played as people read it: 'Central Gym - Court 1', the venue alone, or null. */
export function gameLocation(g: Pick<GameRecord, 'venue_id' | 'field'>, league: Pick<League, 'venues'>): string | null {
  const venue = g.venue_id ? league.venues.find((v) => v.id === g.venue_id) ?? null : null;
  return venue ? (g.field ? `${venue.name} - ${g.field}` : venue.name) : null;
}

export const gameLine = (g: GameRecord, league: Pick<League, 'time_zone' | 'venues'>): GameLine => {
  // The time as people read it, as the reminders write it ('Sunday 29 November, 7:44 pm CST').
  return { when: gameMoment(g.scheduled_at, league.time_zone), home: g.home_team.name, away: g.away_team.name, where: gameLocation(g, league) };
};

export function email(to: string, subject: string, intro: string, lines: GameLine[], outro: string): Email {
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
