// Telling people a game moved or was cancelled: the players and managers of both teams (before and after the
// change), each once, on the channels they chose for game changes (functions/messages). A notice's id names the game
// and its revision, so a retried request tells no one twice; a rainout tells each person once for all its games.
import { ulid } from 'ulid';
import type { League } from '../../shared/league-schema';
import { gameLine, lineText, type GameLine } from '../game-mail/game-email';
import type { GameRecord } from '../data/game-reads';
import { getTeam, type TeamRecord } from '../data/teams';
import { appUrl } from '../lib/app-url';
import type { Recipient } from '../messages/channel';
import { teamPeople } from '../messages/recipients';
import { sendNotice } from '../messages/send';
import { gameCancelledEmail, gameMovedEmail } from './notifications';

const gameUrl = (league: League, gameId: string) => `${appUrl()}/l/${encodeURIComponent(league.custom_slug ?? league.id)}/games/${gameId}`;

/** The players and managers of the teams a set of games names, each once. */
export async function peopleOfGames(league: League, games: GameRecord[]): Promise<Recipient[]> {
  const ids = [...new Set(games.flatMap((g) => [g.home_team_id, g.away_team_id]))];
  const teams = (await Promise.all(ids.map((t) => getTeam(league.id, t)))).filter((t): t is TeamRecord => !!t);
  return teamPeople(league, teams);
}

/** A game moved (time or place) or cancelled: its teams' people are told (nothing for any other change). */
export async function tellGameChange(league: League, before: GameRecord, after: GameRecord): Promise<void> {
  const b = gameLine(before, league);
  const a = gameLine(after, league);
  const cancelled = after.status === 'cancelled' && before.status !== 'cancelled';
  const moved = !cancelled && after.status !== 'cancelled' && (b.when !== a.when || b.where !== a.where);
  if (!cancelled && !moved) return;
  const people = await peopleOfGames(league, [before, after]);
  const mail = cancelled ? gameCancelledEmail('', league.name, a) : gameMovedEmail('', league.name, b, a);
  await sendNotice(league, {
    id: `game-${after.id}-r${after.revision}`, kind: 'game_changes', group_label: `Teams of ${a.home} vs ${a.away}`,
    subject: mail.subject, body: mail.text, html: mail.html, url: gameUrl(league, after.id), team_id: null,
  }, people);
}

/** A rainout's one notice: every game it changed, to everyone of their teams once. */
export async function tellRainout(league: League, changes: { before: GameLine; after: GameLine; cancelled: boolean }[], heading: string, people: Recipient[]): Promise<string> {
  const lines = changes.map((c) => (c.cancelled ? `${lineText(c.before)}: cancelled` : `${lineText(c.before)}: moved to ${c.after.when}${c.after.where ? ` at ${c.after.where}` : ''}`));
  const id = `rainout-${ulid()}`;
  await sendNotice(league, {
    id, kind: 'game_changes', group_label: heading, subject: `${league.name}: ${heading}`,
    body: [heading, '', ...lines.map((l) => `- ${l}`)].join('\n'), url: `${appUrl()}/l/${encodeURIComponent(league.custom_slug ?? league.id)}/schedule`, team_id: null,
  }, people);
  return id;
}
