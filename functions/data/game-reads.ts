// Reading a league's games and its seasons' boards (keys.ts: the BOARD layout): a game by id or in the context a
// change needs, a season's or a team's games, and the board's key ranges the public pages read in one Query.
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { STAT_TYPES } from '../../shared/game-schema';
import type { League } from '../../shared/league-schema';
import { batchGet } from './batch';
import {
  activeSeasonModel, boardHeaderModel, gameModel, gameRefModel, leagueModel, playerTotalModel, seasonModel, sitePlayersModel, siteStatisticsModel,
  standingModel, teamModel, type BoardHeader, type GameRecord, type Item, type PlayerTotalRecord,
  type SeasonRecord, type StandingRecord, type StatSheetRecord, type TeamRecord,
} from './keys';
import { queryAll } from './query';
import { keptText } from './site';
import { db, tableName } from './table';

export type { BoardHeader, GameRecord, PlayerTotalRecord, StandingRecord, StatSheetRecord };

/**
 * How many games of any season are played at each of the given venues (those with none are left out). Reads the
 * league's boards page by page, keeping only games at those venues: for the rare removal of a venue.
 */
export async function gamesAtVenues(leagueId: string, venueIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (venueIds.length === 0) return counts;
  const q = gameModel.boardsOf(leagueId);
  let start: Record<string, unknown> | undefined;
  do {
    const r = await db().send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: `entity = :game AND venue_id IN (${venueIds.map((_, i) => `:v${i}`).join(', ')})`,
      ProjectionExpression: 'venue_id',
      ExpressionAttributeValues: { ':pk': q.pk, ':prefix': q.skPrefix, ':game': gameModel.entity, ...Object.fromEntries(venueIds.map((v, i) => [`:v${i}`, v])) },
      ...(start ? { ExclusiveStartKey: start } : {}),
    }));
    for (const i of r.Items ?? []) counts.set(String(i.venue_id), (counts.get(String(i.venue_id)) ?? 0) + 1);
    start = r.LastEvaluatedKey;
  } while (start);
  return counts;
}

/** A game by its id (its reference names the season), or null. Two consistent reads. */
export async function getGame(leagueId: string, gameId: string): Promise<GameRecord | null> {
  const ref = await db().send(new GetCommand({ TableName: tableName(), Key: gameRefModel.key(leagueId, gameId), ConsistentRead: true }));
  if (!ref.Item) return null;
  const r = await db().send(new GetCommand({
    TableName: tableName(), Key: gameModel.key(leagueId, gameRefModel.fromItem(ref.Item).season_id, gameId), ConsistentRead: true,
  }));
  return r.Item ? gameModel.fromItem(r.Item) : null;
}

/** A game with what changing it needs: its league, its season and its two teams (each null when missing). */
export interface GameInContext { league: League | null; game: GameRecord | null; season: SeasonRecord | null; home: TeamRecord | null; away: TeamRecord | null }

/**
 * A game in its context in three batched reads, strongly consistent (a result's retry must see the write that beat
 * it): the league with the game's reference, then the game with its season, then its teams. A result entry's
 * whole read side, so it answers from few requests now that the site rebuild is off the request path.
 */
export async function getGameInContext(leagueId: string, gameId: string): Promise<GameInContext> {
  const none: GameInContext = { league: null, game: null, season: null, home: null, away: null };
  const byKey = (items: Item[]) => new Map(items.map((i) => [`${String(i.pk)}\n${String(i.sk)}`, i]));
  const at = (found: Map<string, Item>, k: { pk: string; sk: string }) => found.get(`${k.pk}\n${k.sk}`);
  const first = byKey(await batchGet([leagueModel.key(leagueId), gameRefModel.key(leagueId, gameId)], { consistent: true }));
  const leagueItem = at(first, leagueModel.key(leagueId));
  const league = leagueItem && !leagueModel.isDeleting(leagueItem) ? leagueModel.fromItem(leagueItem) : null;
  const ref = at(first, gameRefModel.key(leagueId, gameId));
  if (!ref) return { ...none, league };
  const { season_id: seasonId } = gameRefModel.fromItem(ref);
  const second = byKey(await batchGet([gameModel.key(leagueId, seasonId, gameId), seasonModel.key(leagueId, seasonId)], { consistent: true }));
  const gameItem = at(second, gameModel.key(leagueId, seasonId, gameId));
  const seasonItem = at(second, seasonModel.key(leagueId, seasonId));
  if (!gameItem) return { ...none, league };
  const game = gameModel.fromItem(gameItem);
  const teams = byKey(await batchGet([teamModel.key(leagueId, game.home_team_id), teamModel.key(leagueId, game.away_team_id)]));
  const team = (id: string) => { const i = at(teams, teamModel.key(leagueId, id)); return i ? teamModel.fromItem(i) : null; };
  return { league, game, season: seasonItem ? seasonModel.fromItem(seasonItem) : null, home: team(game.home_team_id), away: team(game.away_team_id) };
}

/** Games in the order they are played (then by id, so equal times keep one order). */
export const byTime = (a: GameRecord, b: GameRecord) => a.scheduled_at.localeCompare(b.scheduled_at) || a.id.localeCompare(b.id);

/** A season's games by time (league admin lists, the generator's kept games, the overview figures). */
export async function listSeasonGames(leagueId: string, seasonId: string): Promise<GameRecord[]> {
  return (await queryAll(gameModel.ofSeason(leagueId, seasonId), gameModel.fromItem)).sort(byTime);
}

/** A team's games in every season, by time: its home games (gsi1) and away games (gsi2). */
export async function listTeamGames(teamId: string): Promise<GameRecord[]> {
  const [home, away] = await Promise.all([queryAll(gameModel.homeOf(teamId), gameModel.fromItem), queryAll(gameModel.awayOf(teamId), gameModel.fromItem)]);
  return [...home, ...away].sort(byTime);
}

/**
 * The league and the id of its active season in one BatchGetItem (the first of a public page's two requests);
 * `withStatistics` adds the statistics kept with the league's site (JSON, for whichever season it was built).
 */
export async function leagueWithActiveSeason(leagueId: string, opts: { withStatistics?: boolean } = {}): Promise<{ league: League | null; activeSeasonId: string | null; keptStatistics: string | null }> {
  const items = await batchGet([leagueModel.key(leagueId), activeSeasonModel.key(leagueId), ...(opts.withStatistics ? [siteStatisticsModel.key(leagueId)] : [])]);
  const leagueItem = items.find((i) => i.sk === leagueModel.key(leagueId).sk);
  const marker = items.find((i) => i.sk === activeSeasonModel.key(leagueId).sk);
  const kept = items.find((i) => i.sk === siteStatisticsModel.key(leagueId).sk);
  const league = leagueItem && !leagueModel.isDeleting(leagueItem) ? leagueModel.fromItem(leagueItem) : null;
  return { league, activeSeasonId: marker ? activeSeasonModel.fromItem(marker).season_id : null, keptStatistics: keptText(kept, 'statistics') };
}

/**
 * The statistics page reads the standings rows without their head-to-head tallies (Team Stats needs only the
 * totals): a 64-team season's rows are mostly those tallies, and leaving them out keeps its render close to a small
 * season's.
 */
const STATISTICS_ATTRIBUTES = [
  'pk', 'sk', 'entity', 'season_id', 'level_id', 'level_name', 'team_id', 'team_name', 'logo_url', 'wins', 'losses', 'ties',
  'points_for', 'points_against', 'player_id', 'player_name', 'games', 'name', 'start_date', 'end_date', 'status', 'league_id',
  ...STAT_TYPES.map((t) => playerTotalModel.statAttribute(t)),
];
const STATISTICS_PROJECTION = {
  ProjectionExpression: STATISTICS_ATTRIBUTES.map((_, i) => `#p${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(STATISTICS_ATTRIBUTES.map((a, i) => [`#p${i}`, a])),
};

export interface Board {
  header: BoardHeader | null; games: GameRecord[]; standings: StandingRecord[]; totals: PlayerTotalRecord[];
  /** 'team': the players list kept with the league's site in this board (JSON), null when none is kept. */
  keptPlayers: string | null;
}

/**
 * One Query on a key range of the season's board (keys.ts): 'schedule' reads games and the header, 'standings' the
 * header and standings rows, 'season' both (the schedule with its levels), 'team' both and the players list kept
 * with the site (a team's page), 'statistics' the header, standings rows and player totals. One request unless the
 * answer passes DynamoDB's 1 MB page (a very large schedule), then one per page.
 */
export async function readBoard(leagueId: string, seasonId: string, part: 'schedule' | 'standings' | 'statistics' | 'season' | 'team'): Promise<Board> {
  const { pk, from, to } = boardHeaderModel.range(leagueId, seasonId, part);
  const board: Board = { header: null, games: [], standings: [], totals: [], keptPlayers: null };
  let start: Record<string, unknown> | undefined;
  do {
    const input: QueryCommandInput = {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
      ...(part === 'statistics' ? STATISTICS_PROJECTION : {}),
      ...(start ? { ExclusiveStartKey: start } : {}),
    };
    const r = await db().send(new QueryCommand(input));
    for (const i of r.Items ?? []) {
      if (i.entity === gameModel.entity) board.games.push(gameModel.fromItem(i));
      else if (i.entity === boardHeaderModel.entity) board.header = boardHeaderModel.fromItem(i);
      else if (i.entity === standingModel.entity) board.standings.push(standingModel.fromItem(i));
      else if (i.entity === playerTotalModel.entity) board.totals.push(playerTotalModel.fromItem(i));
      else if (i.entity === sitePlayersModel.entity && part === 'team') board.keptPlayers = keptText(i, 'players');
    }
    start = r.LastEvaluatedKey;
  } while (start);
  board.games.sort(byTime);
  return board;
}

export async function listStandings(leagueId: string, seasonId: string): Promise<StandingRecord[]> {
  return queryAll(standingModel.ofSeason(leagueId, seasonId), standingModel.fromItem, { consistent: true });
}
