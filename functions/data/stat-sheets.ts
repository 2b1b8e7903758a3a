// A game's stat sheets (one per team) and the players' season totals they add up to: a sheet's change moves the
// totals by the difference in the same transaction, guarded by the game's revision.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { headerPut, type GameWriteFailure } from './game-writes';
import { gameModel, playerTotalModel, statSheetModel, type BoardHeader, type GameRecord, type StatSheetRecord } from './keys';
import { transactGuarded } from './limits';
import { queryAll } from './query';
import { tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A game's stat sheets (one per team that has lines). */
export async function listStatSheets(leagueId: string, gameId: string): Promise<StatSheetRecord[]> {
  return queryAll(statSheetModel.ofGame(leagueId, gameId), statSheetModel.fromItem, { consistent: true });
}

export interface TotalsDelta { player_id: string; player_name: string; team_id: string; team_name: string; stats: Map<string, number>; game: 'add' | 'remove' | 'keep' }

/** Per player: how each stat type's total moves when one team's sheet of a game goes from `before` to `after`. */
export function totalsDelta(before: StatSheetRecord | null, after: StatSheetRecord | null, teamName: string): TotalsDelta[] {
  const players = new Map<string, TotalsDelta & { had: boolean; has: boolean }>();
  const touch = (p: { player_id: string; player_name: string }, team: string) => {
    const d = players.get(p.player_id) ?? { player_id: p.player_id, player_name: p.player_name, team_id: team, team_name: teamName, stats: new Map<string, number>(), game: 'keep' as const, had: false, has: false };
    players.set(p.player_id, d);
    return d;
  };
  for (const l of before?.lines ?? []) { const d = touch(l, before!.team_id); d.had = true; d.stats.set(l.stat_type, (d.stats.get(l.stat_type) ?? 0) - l.value); }
  for (const l of after?.lines ?? []) { const d = touch(l, after!.team_id); d.has = true; d.player_name = l.player_name; d.stats.set(l.stat_type, (d.stats.get(l.stat_type) ?? 0) + l.value); }
  return [...players.values()].map(({ had, has, ...d }) => ({ ...d, game: had === has ? 'keep' : has ? 'add' : 'remove' }));
}

/** The Update of one player's season totals: ADD each stat's change, and the game to or from the player's games. */
export function totalsUpdate(leagueId: string, seasonId: string, gameId: string, d: TotalsDelta): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':e': playerTotalModel.entity, ':season': seasonId, ':player': d.player_id, ':team': d.team_id, ':pname': d.player_name, ':tname': d.team_name,
  };
  const adds: string[] = [];
  let n = 0;
  for (const [stat, by] of d.stats) {
    if (by === 0) continue;
    names[`#s${n}`] = playerTotalModel.statAttribute(stat);
    values[`:s${n}`] = by;
    adds.push(`#s${n} :s${n}`);
    n++;
  }
  // The player's games: one more when this sheet is their first line in the game, one less when it was the last.
  if (d.game !== 'keep') { adds.push('games :g'); values[':g'] = d.game === 'add' ? 1 : -1; }
  return {
    Update: {
      TableName: tableName(), Key: playerTotalModel.key(leagueId, seasonId, d.player_id, d.team_id),
      UpdateExpression: `SET entity = :e, season_id = :season, player_id = :player, team_id = :team, player_name = :pname, team_name = :tname${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ...(n ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Replaces one team's stat sheet of a game and moves its players' season totals by the difference, in one
 * transaction that holds only while the game is still at `revision` (so a delete cannot leave totals behind).
 */
export async function writeStatSheet(
  game: GameRecord, before: StatSheetRecord | null, after: StatSheetRecord | null, teamName: string, header: BoardHeader,
): Promise<GameWriteFailure | null> {
  const items: TransactItem[] = [
    {
      ConditionCheck: {
        TableName: tableName(), Key: gameModel.key(game.league_id, game.season_id, game.id),
        ConditionExpression: 'revision = :rev', ExpressionAttributeValues: { ':rev': game.revision },
      },
    },
    after
      ? { Put: { TableName: tableName(), Item: statSheetModel.item(after), ...sheetGuard(before) } }
      : { Delete: { TableName: tableName(), Key: statSheetModel.key(game.league_id, game.id, before!.team_id), ...sheetGuard(before) } },
    headerPut(header),
  ];
  for (const d of totalsDelta(before, after, teamName)) items.push(totalsUpdate(game.league_id, game.season_id, game.id, d));
  return transactGuarded(items, [[0, 'stale'], [1, 'stale']]);
}

/** A sheet write holds only over the sheet it was computed from (its `rev` unchanged), else two writers would double-count. */
function sheetGuard(before: StatSheetRecord | null) {
  return before
    ? { ConditionExpression: 'rev = :srev', ExpressionAttributeValues: { ':srev': before.rev } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
}

/** The items a deleted game's stat sheets take with them: the sheets, and their lines out of the season totals. */
export function statSheetRemovals(game: GameRecord, sheets: StatSheetRecord[], teamNames: Map<string, string>): TransactItem[] {
  const items: TransactItem[] = [];
  for (const s of sheets) {
    items.push({ Delete: { TableName: tableName(), Key: statSheetModel.key(game.league_id, game.id, s.team_id) } });
    for (const d of totalsDelta(s, null, teamNames.get(s.team_id) ?? '')) items.push(totalsUpdate(game.league_id, game.season_id, game.id, d));
  }
  return items;
}
