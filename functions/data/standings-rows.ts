// A season's standings rows as results move them: what a game's change does to each row (its delta), and the
// Update that applies a delta in the same transaction as the game's write, so the table never drifts from results.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { isFinalResult, outcomeFor, TALLY_KEY } from '../../shared/game-result';
import { standingModel, type GameRecord } from './keys';
import { tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Display names a standings row carries, by team id and level id. */
export interface BoardNames {
  teams: Map<string, { name: string; logo_url: string | null }>;
  levels: Map<string, string>;
}

type Tally = { w: number; l: number; t: number; pf: number; pa: number };
export interface RowDelta extends Tally { level_id: string | null; team_id: string; vs: Map<string, Tally> }

/** A game's part in the standings: nothing unless completed with a confirmed score, and never a playoff game's. */
export function counts(g: Pick<GameRecord, 'status' | 'result_status' | 'home_score' | 'away_score' | 'playoff'> | null): boolean {
  return !!g && !g.playoff && isFinalResult(g);
}

/**
 * What moving from `before` to `after` does to the standings rows: the old counted result taken out, the new one
 * put in, merged per row (a change of level or team moves a result between rows).
 */
export function standingsDelta(before: GameRecord | null, after: GameRecord | null): RowDelta[] {
  const rows = new Map<string, RowDelta>();
  const add = (g: GameRecord, sign: 1 | -1) => {
    const sides: [string, string, number, number][] = [
      [g.home_team_id, g.away_team_id, g.home_score!, g.away_score!],
      [g.away_team_id, g.home_team_id, g.away_score!, g.home_score!],
    ];
    for (const [team, opp, scored, conceded] of sides) {
      const key = `${g.level_id ?? ''}\n${team}`;
      const row = rows.get(key) ?? { level_id: g.level_id, team_id: team, w: 0, l: 0, t: 0, pf: 0, pa: 0, vs: new Map<string, Tally>() };
      const r = TALLY_KEY[outcomeFor(scored, conceded)];
      row[r] += sign;
      row.pf += sign * scored;
      row.pa += sign * conceded;
      const vs = row.vs.get(opp) ?? { w: 0, l: 0, t: 0, pf: 0, pa: 0 };
      vs[r] += sign;
      vs.pf += sign * scored;
      vs.pa += sign * conceded;
      row.vs.set(opp, vs);
      rows.set(key, row);
    }
  };
  if (before && counts(before)) add(before, -1);
  if (after && counts(after)) add(after, 1);
  return [...rows.values()];
}

/**
 * The Update of one standings row: ADD the delta (creating the row at zero when it is new) and SET its display
 * names. With every figure zero it still makes sure the row exists, so a team with games but no result is listed.
 */
export function rowUpdate(leagueId: string, seasonId: string, d: RowDelta, names: BoardNames): TransactItem {
  const team = names.teams.get(d.team_id);
  const attrNames: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':e': standingModel.entity, ':season': seasonId, ':level': d.level_id, ':team': d.team_id,
    ':tname': team?.name ?? '', ':logo': team?.logo_url ?? null, ':lname': d.level_id ? names.levels.get(d.level_id) ?? null : null,
    ':w': d.w, ':l': d.l, ':t': d.t, ':pf': d.pf, ':pa': d.pa,
  };
  const adds = ['wins :w', 'losses :l', 'ties :t', 'points_for :pf', 'points_against :pa'];
  let n = 0;
  const add = (attribute: string, by: number, always = false) => {
    if (by === 0 && !always) return;
    attrNames[`#v${n}`] = attribute;
    values[`:v${n}`] = by;
    adds.push(`#v${n} :v${n}`);
    n++;
  };
  for (const [opp, v] of d.vs) {
    const results = standingModel.vsValue(v);
    add(standingModel.vsAttribute(opp), results);
    // Written with every result, a 0-0 draw included, so a row's scores per opponent are known (0 is a score).
    add(standingModel.vsScoreAttribute(opp), standingModel.vsScoreValue(v), results !== 0);
  }
  return {
    Update: {
      TableName: tableName(), Key: standingModel.key(leagueId, seasonId, d.level_id, d.team_id),
      UpdateExpression: `SET entity = :e, season_id = :season, level_id = :level, team_id = :team, team_name = :tname, logo_url = :logo, level_name = :lname ADD ${adds.join(', ')}`,
      ...(n ? { ExpressionAttributeNames: attrNames } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

/** Standings rows for both teams of a game that does not count yet: they exist (at zero) from the first game. */
export function ensureRows(g: GameRecord): RowDelta[] {
  if (g.playoff) return [];
  return [g.home_team_id, g.away_team_id].map((team) => ({ level_id: g.level_id, team_id: team, w: 0, l: 0, t: 0, pf: 0, pa: 0, vs: new Map<string, Tally>() }));
}

/** Many games' standings deltas summed per row (an import's chunk): `sign` -1 takes their results out again. */
export function mergedDeltas(games: GameRecord[], sign: 1 | -1): RowDelta[] {
  const rows = new Map<string, RowDelta>();
  for (const g of games) {
    const deltas = counts(g) ? standingsDelta(sign === 1 ? null : g, sign === 1 ? g : null) : ensureRows(g);
    for (const d of deltas) {
      const key = `${d.level_id ?? ''}\n${d.team_id}`;
      const row = rows.get(key) ?? { level_id: d.level_id, team_id: d.team_id, w: 0, l: 0, t: 0, pf: 0, pa: 0, vs: new Map<string, Tally>() };
      row.w += d.w; row.l += d.l; row.t += d.t; row.pf += d.pf; row.pa += d.pa;
      for (const [opp, v] of d.vs) {
        const had = row.vs.get(opp) ?? { w: 0, l: 0, t: 0, pf: 0, pa: 0 };
        row.vs.set(opp, { w: had.w + v.w, l: had.l + v.l, t: had.t + v.t, pf: had.pf + v.pf, pa: had.pa + v.pa });
      }
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}
