// The season's schedule the site's rebuild keeps (functions/public-site/kept-schedule.ts): the pages read back the
// same games they would read from the board, a result changes only its own week's copy (so the rebuild rewrites one
// item, not the season), and the copies' own writes never start another rebuild.
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../functions/data/game-reads';
import { siteScheduleModel, siteSourceLeague, sitePlayersModel } from '../../functions/data/keys';
import type { SeasonCopies } from '../../functions/data/site';
import { publicGameView } from '../../functions/games/service';
import { keptSeasonOf, scheduleFromCopies } from '../../functions/public-site/kept-schedule';
import { LEAGUE_GAME_DEFAULTS } from '../../shared/league-constants';
import type { League } from '../../shared/league-schema';
import type { Standings } from '../../shared/site-page-data';

const league = { ...structuredClone(LEAGUE_GAME_DEFAULTS), id: 'L', time_zone: 'America/Chicago', venues: [{ id: 'V', name: 'Gym', address: '', fields: [] }] } as unknown as League;
const team = (id: string) => ({ id, name: `Team ${id}`, logo_url: id === 'A' ? 'https://cdn.example/a.png' : null });
const game = (n: number): GameRecord => {
  const at = new Date(Date.UTC(2027, 2, 1) + n * 7 * 3_600_000).toISOString();
  const [home, away] = n % 2 ? ['A', 'B'] : ['C', 'A'];
  return {
    id: `G${String(n).padStart(4, '0')}`, league_id: 'L', season_id: 'S', level_id: n % 3 ? 'LV' : null, home_team_id: home, away_team_id: away,
    home_team: team(home), away_team: team(away), scheduled_at: at, venue_id: n % 2 ? 'V' : null, field: n % 2 ? 'Court 1' : null,
    status: n < 300 ? 'completed' : 'scheduled', home_score: n < 300 ? 60 : null, away_score: n < 300 ? 55 : null, result_status: n < 300 ? 'confirmed' : null,
    home_report: null, away_report: null, round: n % 5 ? Math.floor(n / 10) + 1 : null, revision: 2, created_at: at, updated_at: at, history: [],
    ...(n === 7 ? { playoff: { stage_id: 'P', match_id: 'M1', label: 'Final', knockout: true }, decided_by: 'shootout' as const, home_tiebreak: 4, away_tiebreak: 3 } : {}),
    ...(n === 8 ? { length_minutes: 90 } : {}),
  };
};
const standings: Standings = { season: { id: 'S', name: 'Spring', start_date: '2027-03-01', end_date: '2027-08-01', status: 'active' }, groups: [], settings: league.standings_settings };
const stored = (kept: NonNullable<ReturnType<typeof keptSeasonOf>>): SeasonCopies => ({ schedule: new Map(kept.schedule), standings: kept.standings, players: null });

describe('the schedule kept for the league site', () => {
  const games = Array.from({ length: 600 }, (_, n) => game(n));

  it('reads back every game of the season as the board gives it, in time order', () => {
    const kept = keptSeasonOf([...games].reverse(), standings)!;
    const schedule = scheduleFromCopies(stored(kept), league, 'S')!;
    expect(schedule.season).toEqual(standings.season);
    expect(schedule.games).toEqual(games.map((g) => publicGameView(g, league)));
  });

  it('changes only the week of a game whose result is entered', () => {
    const before = keptSeasonOf(games, standings)!;
    const after = keptSeasonOf(games.map((g) => (g.id === 'G0301' ? { ...g, status: 'completed' as const, home_score: 70, away_score: 68 } : g)), standings)!;
    const changed = [...after.schedule].filter(([name, text]) => before.schedule.get(name) !== text).map(([name]) => name);
    expect(changed).toHaveLength(1);
    expect(changed[0]).not.toBe(siteScheduleModel.index);
    expect(before.schedule.size).toBeGreaterThan(10);
  });

  it('answers nothing (the page reads live) when a week its index names is missing', () => {
    const kept = stored(keptSeasonOf(games, standings)!);
    kept.schedule.delete([...kept.schedule.keys()][2]);
    expect(scheduleFromCopies(kept, league, 'S')).toBeNull();
  });

  it('never counts the copies\' own writes as a change to the league\'s site', () => {
    for (const key of [siteScheduleModel.key('L', 'S', siteScheduleModel.week('2027-03-01', 0)), siteScheduleModel.key('L', 'S', siteScheduleModel.index), sitePlayersModel.key('L', 'S')]) {
      expect(siteSourceLeague(key.pk, key.sk), key.sk).toBeNull();
    }
    expect(siteSourceLeague('LEAGUE#L', 'BOARD#S#G#G0001')).toBe('L');
  });
});
