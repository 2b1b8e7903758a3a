// Keeping a season's board true after a change elsewhere: a team's new name or logo on its games and rows, a
// season's new name or dates on its header, and a deleted season's board removed.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import { listSeasonGames, listTeamGames } from './game-reads';
import { boardHeaderModel, gameModel, gameRefModel, keyOf, playerTotalModel, seasonModel, standingModel, statSheetModel, type Item } from './keys';
import { queryAll } from './query';
import { listStatSheets } from './stat-sheets';
import { db, tableName } from './table';

/** After a team's name or logo changed: its games and standings rows show the new ones. */
export async function refreshTeamDisplay(leagueId: string, team: { id: string; name: string; logo_url: string | null }): Promise<void> {
  const ref = { id: team.id, name: team.name, logo_url: team.logo_url };
  const games = await listTeamGames(team.id);
  const puts: Item[] = [];
  for (const g of games) {
    if (g.league_id !== leagueId) continue;
    const next = { ...g, ...(g.home_team_id === team.id ? { home_team: ref } : { away_team: ref }) };
    puts.push(gameModel.item(next));
  }
  // Plain puts (no revision bump): the display name is not a change of the game a calendar should announce.
  await batchWrite(puts.map((put) => ({ put })));
  const rows = await queryAll(gameModel.boardsOf(leagueId), (i) => i, { where: { attribute: 'team_id', equals: team.id } });
  await batchWrite(rows.filter((i) => i.entity === standingModel.entity || i.entity === playerTotalModel.entity)
    .map((i) => ({ put: { ...i, team_name: team.name, ...(i.entity === standingModel.entity ? { logo_url: team.logo_url } : {}) } })));
}

/** A deleted season's board: games, references, header, rows, totals (its stat sheets go with their games). */
export async function deleteSeasonBoard(leagueId: string, seasonId: string): Promise<void> {
  const games = await listSeasonGames(leagueId, seasonId);
  const sheets = (await Promise.all(games.map((g) => listStatSheets(leagueId, g.id)))).flat();
  const board = await queryAll(gameModel.boardOf(leagueId, seasonId), (i) => i);
  await batchWrite([
    ...board.map((i) => ({ delete: keyOf(i) })),
    ...games.map((g) => ({ delete: gameRefModel.key(leagueId, g.id) })),
    ...sheets.map((s) => ({ delete: statSheetModel.key(leagueId, s.game_id, s.team_id) })),
  ]);
}

/** After a season's name, dates or status changed: its board's header says so (the public pages read it). */
export async function refreshBoardHeader(leagueId: string, seasonId: string): Promise<void> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: seasonModel.key(leagueId, seasonId), ConsistentRead: true }));
  if (!r.Item) return;
  const s = seasonModel.fromItem(r.Item);
  await batchWrite([{ put: boardHeaderModel.item({ league_id: leagueId, season_id: s.id, name: s.name, start_date: s.start_date, end_date: s.end_date, status: s.status }) }]);
}
