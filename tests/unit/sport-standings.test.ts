import { describe, expect, it } from 'vitest';
import { computeStandings, standingsFromTallies, type StandingsGame, type TallyRow } from '../../functions/season-rules/standings';
import { standingsSettingsSchema } from '../../shared/game-schema';
import { SPORTS } from '../../shared/league-constants';
import {
  SPORT_PRESETS, matchesPreset, presetStandingsSettings, sportPreset, standingsCell, standingsColumns,
} from '../../shared/sport-presets';
import {
  CEV_POOLS, EURO_2012_GROUP_A, MLB_2019_AL_EAST, NBA_2015_16_ATLANTIC, NHL_1966_67, WORLD_CUP_2010_GROUP_F,
  type FinalRecord, type Match,
} from './fixtures/real-standings';

const final = (home: string, away: string, home_score: number, away_score: number): StandingsGame =>
  ({ home_team_id: home, away_team_id: away, home_score, away_score, status: 'completed', result_status: 'confirmed' });
const fromMatches = (matches: Match[], sport: string, settings = presetStandingsSettings(sport)) => {
  const names = [...new Set(matches.flatMap(([h, a]) => [h, a]))];
  return computeStandings(names.map((n) => ({ id: n, name: n })), matches.map(([h, a, hs, as]) => final(h, a, hs, as)), settings);
};
const fromRecords = (records: FinalRecord[], sport: string) => standingsFromTallies(records.map(([name, w, l, t, pf, pa]): TallyRow =>
  ({ team_id: name, team_name: name, wins: w, losses: l, ties: t, points_for: pf, points_against: pa, vs: {} })), presetStandingsSettings(sport));
const names = (rows: { team_name: string }[]) => rows.map((r) => r.team_name);
const cells = (rows: Parameters<typeof standingsCell>[0][], sport: string) =>
  rows.map((r) => standingsColumns(sport).map((c) => standingsCell(r, c.key, sport)));

describe('sport presets', () => {
  it('give every sport of the league form points, tie-breakers the API accepts, and columns', () => {
    for (const sport of SPORTS) {
      const p = SPORT_PRESETS[sport];
      expect(standingsSettingsSchema.parse(presetStandingsSettings(sport)), sport).toEqual({ points: p.points, tie_breakers: [...p.tie_breakers] });
      expect(p.columns.length, sport).toBeGreaterThan(3);
      // a sport without ties shows no tie column and gives a tie no points
      if (!p.ties) expect([p.columns.includes('ties'), p.points.tie], sport).toEqual([false, 0]);
    }
  });

  it('start soccer on 3/1/0 with P W D L GF GA GD Pts and head-to-head first, as UEFA competitions rank', () => {
    expect(presetStandingsSettings('soccer')).toEqual({
      points: { win: 3, tie: 1, loss: 0 },
      tie_breakers: ['points', 'head_to_head', 'head_to_head_difference', 'head_to_head_scored', 'point_differential', 'points_for', 'wins'],
    });
    expect(standingsColumns('soccer').map((c) => c.abbr)).toEqual(['P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']);
    expect(sportPreset('soccer').score.many).toBe('goals');
  });

  it('rank basketball and baseball by PCT with games behind and no ties; hockey on 2 points a win; volleyball by sets', () => {
    expect(standingsColumns('basketball').map((c) => c.abbr)).toEqual(['W', 'L', 'PCT', 'GB', 'PF', 'PA', 'DIFF']);
    expect(standingsColumns('baseball').map((c) => c.abbr)).toEqual(['W', 'L', 'PCT', 'GB', 'RS', 'RA', 'DIFF']);
    expect([sportPreset('basketball').ties, sportPreset('baseball').ties]).toEqual([false, false]);
    expect(sportPreset('baseball').score.many).toBe('runs');
    expect(presetStandingsSettings('hockey').points).toEqual({ win: 2, tie: 1, loss: 0 });
    expect(standingsColumns('hockey').map((c) => c.abbr)).toEqual(['GP', 'W', 'L', 'T', 'PTS', 'GF', 'GA', 'DIFF']);
    expect(sportPreset('volleyball').score.many).toBe('sets');
    expect(standingsColumns('volleyball').map((c) => c.abbr)).toEqual(['MP', 'W', 'L', 'SW', 'SL', 'SR']);
  });

  it('tell whether a league\'s settings are its sport\'s preset (the old 2/1/0 default is not soccer\'s)', () => {
    expect(matchesPreset('soccer', presetStandingsSettings('soccer'))).toBe(true);
    expect(matchesPreset('soccer', standingsSettingsSchema.parse({}))).toBe(false);
    expect(matchesPreset('basketball', { ...presetStandingsSettings('basketball'), points: { win: 1, tie: 5, loss: 0 } })).toBe(true);
    expect(matchesPreset('hockey', presetStandingsSettings('soccer'))).toBe(false);
  });

  it('print GB in halves with a dash for the leader, PCT as .500 beside GB, and the set ratio with 3 decimals', () => {
    const rows = fromRecords([['A', 10, 5, 0, 30, 10], ['B', 9, 5, 0, 0, 0], ['C', 5, 10, 0, 9, 0]], 'baseball');
    expect(rows.map((r) => [r.team_name, r.games_behind])).toEqual([['A', 0], ['B', 0.5], ['C', 5]]);
    expect(rows.map((r) => standingsCell(r, 'games_behind', 'baseball'))).toEqual(['-', '0.5', '5']);
    expect(standingsCell(rows[0], 'pct', 'baseball')).toBe('.667');
    expect(standingsCell(rows[0], 'pct', 'soccer')).toBe('66.7');
    expect(standingsCell(rows[0], 'ratio', 'volleyball')).toBe('3.000');
    expect(standingsCell(rows[2], 'ratio', 'volleyball')).toBe('-');
  });
});

describe('sport presets on real seasons', () => {
  it('soccer: 2010 World Cup Group F ends Paraguay, Slovakia, New Zealand, Italy (2/1/0 would put New Zealand second)', () => {
    const rows = fromMatches(WORLD_CUP_2010_GROUP_F.matches, 'soccer');
    expect(rows.map((r) => [r.team_name, r.games_played, r.wins, r.ties, r.losses, r.points_for, r.points_against, r.league_points]))
      .toEqual(WORLD_CUP_2010_GROUP_F.table);
    expect(cells(rows, 'soccer')[1]).toEqual(['3', '1', '1', '1', '4', '5', '-1', '4']);
    const twoPoints = fromMatches(WORLD_CUP_2010_GROUP_F.matches, 'soccer', { points: { win: 2, tie: 1, loss: 0 }, tie_breakers: presetStandingsSettings('soccer').tie_breakers });
    expect(names(twoPoints)).toEqual(['Paraguay', 'New Zealand', 'Slovakia', 'Italy']);
  });

  it('soccer: EURO 2012 Group A puts Greece above Russia on their game, before goal difference', () => {
    const rows = fromMatches(EURO_2012_GROUP_A.matches, 'soccer');
    expect(rows.map((r) => [r.team_name, r.games_played, r.wins, r.ties, r.losses, r.points_for, r.points_against, r.league_points]))
      .toEqual(EURO_2012_GROUP_A.table);
  });

  it('basketball: the 2015-16 Atlantic Division in PCT order with its published PCT and games behind', () => {
    const rows = fromRecords(NBA_2015_16_ATLANTIC.records, 'basketball');
    expect(rows.map((r) => [r.team_name, standingsCell(r, 'pct', 'basketball'), standingsCell(r, 'games_behind', 'basketball')])).toEqual(NBA_2015_16_ATLANTIC.table);
  });

  it('baseball: the 2019 AL East in PCT order with its published PCT and games behind', () => {
    const rows = fromRecords(MLB_2019_AL_EAST.records, 'baseball');
    expect(rows.map((r) => [r.team_name, standingsCell(r, 'pct', 'baseball'), standingsCell(r, 'games_behind', 'baseball')])).toEqual(MLB_2019_AL_EAST.table);
  });

  it('hockey: the 1966-67 NHL on 2 points a win and 1 a tie', () => {
    const rows = fromRecords(NHL_1966_67.records, 'hockey');
    expect(rows.map((r) => [r.team_name, r.league_points])).toEqual(NHL_1966_67.table);
  });

  it('volleyball: CEV pools ranked by matches won, then set ratio', () => {
    for (const pool of CEV_POOLS) {
      const rows = fromRecords(pool.records, 'volleyball');
      expect(rows.map((r) => [r.team_name, standingsCell(r, 'ratio', 'volleyball')])).toEqual(pool.table);
    }
  });
});
