// Who is coming to a game: each player of a team answers Going, Not going or Maybe (with a note) for each of the
// team's games, from the team page, My Teams, or a reminder e-mail's signed link without signing in. The team's
// manager and the league's admin see every answer and who has not answered, and can nudge those by e-mail.
// Answers are taken until the game ends (its start plus its length) and never for a cancelled game.
import { DEFAULT_GAME_LENGTH } from '../../shared/game-schema';
import { GAME_DAY_MESSAGES, type AvailabilityAnswer, type AvailabilityInput } from '../../shared/game-day-schema';
import type { League } from '../../shared/league-schema';
import type { GameView } from '../../shared/api-contract';
import { getActiveSeasonId } from '../data/seasons';
import { getAvailability, listGameAvailability, putAvailability, type AvailabilityRecord } from '../data/game-day';
import { getGame, listTeamGames, type GameRecord } from '../data/game-reads';
import { getLeague } from '../data/leagues';
import { getPlayer } from '../data/roster';
import { accountWrittenTo, getTeam, listPlayerEntriesOf, listTeamPlayers, type TeamRecord } from '../data/teams';
import { fullName, playerNames, type PlayerName } from '../data/player-names';
import { getProfiles } from '../data/users';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { readAvailabilityToken } from '../lib/signed-link';
import { gameView, personName } from '../games/service';
import { sendAll } from '../games/notifications';
import { teamAccessOf } from '../access/team';
import { nudgeEmail } from './game-day-email';

/** When a game is over: its start plus its length. */
export const gameEnd = (g: Pick<GameRecord, 'scheduled_at' | 'length_minutes'>) => Date.parse(g.scheduled_at) + (g.length_minutes ?? DEFAULT_GAME_LENGTH) * 60_000;

/** Answers are taken for a game that is neither cancelled, completed nor over. */
export const answersOpen = (g: GameRecord, now: number) => g.status !== 'cancelled' && g.status !== 'completed' && now < gameEnd(g);

const expired = () => new HttpError(410, 'link_expired', GAME_DAY_MESSAGES.linkExpired);

const playsIn = (g: GameRecord, teamId: string) => g.home_team_id === teamId || g.away_team_id === teamId;

export async function upcomingTeamGames(league: League, team: TeamRecord, now: number): Promise<GameRecord[]> {
  const seasonId = await getActiveSeasonId(league.id);
  if (!seasonId) return [];
  return (await listTeamGames(team.id)).filter((g) => g.league_id === league.id && g.season_id === seasonId && g.status !== 'cancelled' && gameEnd(g) > now);
}

function countsOf(players: string[], answers: Map<string, AvailabilityRecord>) {
  const counts = { going: 0, not_going: 0, maybe: 0, no_answer: 0 };
  for (const p of players) {
    const a = answers.get(p);
    if (a) counts[a.answer]++; else counts.no_answer++;
  }
  return counts;
}

/** A team's upcoming games with their answers: counts for every member, each player's answer for its manager. */
export async function teamAvailabilityFor(userId: string, teamId: string, now = Date.now()) {
  const { team, league, access } = await teamAccessOf(userId, teamId);
  const [roster, games] = await Promise.all([listTeamPlayers(league.id, team.id), upcomingTeamGames(league, team, now)]);
  const players = roster.map((p) => p.user_id);
  const isPlayer = players.includes(userId);
  const manage = access === 'manage';
  const names = manage ? await playerNames(league.id, roster) : new Map<string, PlayerName>();
  const perGame = await Promise.all(games.map(async (g) => {
    const answers = new Map((await listGameAvailability(league.id, g.id)).filter((a) => a.team_id === team.id && players.includes(a.user_id)).map((a) => [a.user_id, a]));
    const mine = answers.get(userId);
    return {
      game: gameView(g, league),
      counts: countsOf(players, answers),
      mine: isPlayer ? { answer: mine?.answer ?? null, note: mine?.note ?? null } : null,
      people: manage ? players.map((p) => {
        const a = answers.get(p);
        return { user_id: p, name: fullName(names.get(p)), answer: a?.answer ?? null, note: a?.note ?? null, updated_at: a?.updated_at ?? null };
      }).sort((a, b) => a.name.localeCompare(b.name)) : [],
      open: answersOpen(g, now),
    };
  }));
  return { team_id: team.id, is_player: isPlayer, can_manage: manage, games: perGame };
}

/** Records a player's answer for one of their team's games (the game open for answers). */
export async function answerFor(league: League, team: TeamRecord, game: GameRecord, userId: string, input: AvailabilityInput, now: number) {
  if (!playsIn(game, team.id)) throw notFound(GAME_DAY_MESSAGES.notYourTeamGame);
  if (game.status === 'cancelled') throw new HttpError(409, 'conflict', GAME_DAY_MESSAGES.cancelled);
  if (!answersOpen(game, now)) throw new HttpError(409, 'conflict', GAME_DAY_MESSAGES.gameOver);
  const record: AvailabilityRecord = {
    league_id: league.id, game_id: game.id, team_id: team.id, user_id: userId, answer: input.answer, note: input.note, updated_at: new Date(now).toISOString(),
  };
  await putAvailability(record);
  return { answer: record.answer, note: record.note, updated_at: record.updated_at };
}

export async function setMyAvailability(userId: string, teamId: string, gameId: string, input: AvailabilityInput, now = Date.now()) {
  const { team, league } = await teamAccessOf(userId, teamId);
  if (!(await getPlayer(league.id, team.id, userId))) throw forbidden(GAME_DAY_MESSAGES.notPlayer);
  const game = await getGame(league.id, gameId);
  if (!game) throw notFound(GAME_DAY_MESSAGES.notYourTeamGame);
  return answerFor(league, team, game, userId, input, now);
}

/** The caller's upcoming games on every team they play for, with their answers (My Teams). */
export async function myAvailability(userId: string, now = Date.now()) {
  const entries = await listPlayerEntriesOf(userId);
  const out: { team_id: string; team_name: string; game: GameView; answer: AvailabilityAnswer | null; note: string | null }[] = [];
  for (const e of entries) {
    const [team, league] = await Promise.all([getTeam(e.league_id, e.team_id), getLeague(e.league_id)]);
    if (!team || !league) continue;
    for (const g of await upcomingTeamGames(league, team, now)) {
      const a = await getAvailability(league.id, g.id, userId);
      out.push({ team_id: team.id, team_name: team.name, game: gameView(g, league), answer: a?.answer ?? null, note: a?.note ?? null });
    }
  }
  return { games: out.sort((a, b) => a.game.scheduled_at.localeCompare(b.game.scheduled_at)) };
}

/**
 * What a signed link names, checked now: the game still exists and is not over, and the player still plays for one
 * of its teams. A link that was not made here is 404; one past its game is 410.
 */
async function linkTarget(token: string, now: number) {
  const link = await readAvailabilityToken(token);
  if (!link) throw notFound(GAME_DAY_MESSAGES.linkInvalid);
  const [league, game] = await Promise.all([getLeague(link.leagueId), getGame(link.leagueId, link.gameId)]);
  if (!league || !game) throw notFound(GAME_DAY_MESSAGES.linkInvalid);
  const entries = await Promise.all([game.home_team_id, game.away_team_id].map((t) => getPlayer(league.id, t, link.userId)));
  const teamId = entries.find((p) => p)?.team_id;
  const team = teamId ? await getTeam(league.id, teamId) : null;
  if (!team) throw notFound(GAME_DAY_MESSAGES.linkInvalid);
  if (!answersOpen(game, now)) throw expired();
  return { league, game, team, userId: link.userId };
}

export async function availabilityByLink(token: string, now = Date.now()) {
  const { league, game, team, userId } = await linkTarget(token, now);
  const [a, name] = await Promise.all([getAvailability(league.id, game.id, userId), personName(userId)]);
  const v = gameView(game, league);
  return {
    league_name: league.name, team_name: team.name, player_name: name,
    game: { id: game.id, home: game.home_team.name, away: game.away_team.name, scheduled_at: game.scheduled_at, local_date: v.local_date, local_time: v.local_time, time_zone: v.time_zone, location: v.location },
    answer: a?.answer ?? null, note: a?.note ?? null,
  };
}

export async function setAvailabilityByLink(token: string, input: AvailabilityInput, now = Date.now()) {
  const { league, game, team, userId } = await linkTarget(token, now);
  return answerFor(league, team, game, userId, input, now);
}

/** E-mails the team's players who have not answered for the game their links (the manager or the admin asks). */
export async function nudgeUnanswered(userId: string, teamId: string, gameId: string, now = Date.now()) {
  const { team, league, access } = await teamAccessOf(userId, teamId);
  if (access !== 'manage') throw forbidden(GAME_DAY_MESSAGES.managerOnly);
  const game = await getGame(league.id, gameId);
  if (!game || !playsIn(game, team.id)) throw notFound(GAME_DAY_MESSAGES.notYourTeamGame);
  if (!answersOpen(game, now)) throw new HttpError(409, 'conflict', GAME_DAY_MESSAGES.gameOver);
  const [roster, answers] = await Promise.all([listTeamPlayers(league.id, team.id), listGameAvailability(league.id, game.id)]);
  const answered = new Set(answers.map((a) => a.user_id));
  const waiting = roster.filter((p) => !answered.has(p.user_id));
  // A child on the roster through their parent has no address of their own: the parent is asked about them.
  const [profiles, names] = await Promise.all([getProfiles([...new Set(waiting.map(accountWrittenTo))]), playerNames(league.id, waiting.filter((p) => p.guardian_id))]);
  const emails = await Promise.all(waiting.flatMap((p) => {
    const profile = profiles.get(accountWrittenTo(p));
    const child = p.guardian_id ? names.get(p.user_id)?.first_name || fullName(names.get(p.user_id)) : null;
    return profile ? [nudgeEmail(profile.email, league, team, game, p.user_id, child)] : [];
  }));
  return { sent: await sendAll(emails) };
}

