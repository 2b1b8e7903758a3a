// Forecasts beside the public standings: each level's table gets each team's chance of finishing first, of a playoff
// place (where the league says how many teams reach the playoffs) and of going down (where it relegates), from the
// season's games (season-rules/forecast.ts). Computed when the site's read model is rebuilt (site-snapshot.ts), never
// per visit: a page reads the figures kept with the standings.
import type { StandingsGroup } from '../../shared/api-contract';
import type { League } from '../../shared/league-schema';
import { tiesAllowed } from '../../shared/game-result';
import type { GameRecord } from '../data/game-reads';
import { forecastSeason } from '../season-rules/forecast';
import { countsInStandings } from '../season-rules/standings';

/**
 * Simulated seasons per table on a rebuild: a chance comes out within about a percentage point (the standard error
 * of a share from 2,000 draws is at most 1.1 points), in about 0.6 s for 20 teams with half a season to play
 * (`npm run bench -- --forecast`).
 */
export const SITE_SIMULATIONS = 2000;
/**
 * Games simulated per rebuild and table at most: a big table (64 teams, 1,000 games left) gets fewer seasons, never
 * fewer than MIN_SIMULATIONS (within about 2 points), so one rebuild's time stays bounded whatever the league's size.
 */
const GAME_BUDGET = 400_000;
const MIN_SIMULATIONS = 500;
/** Seasons to simulate for a table with `left` games to play. */
export const simulationsFor = (left: number, most = SITE_SIMULATIONS) => Math.min(most, Math.max(MIN_SIMULATIONS, Math.floor(GAME_BUDGET / Math.max(1, left))));
/** One seed for every rebuild: the same results give the same figures, so the page does not change by chance. */
const SEED = 20_190_512;

/** A game the forecast still has to play: not counted yet, not cancelled, not a playoff game. */
const stillToPlay = (g: GameRecord) => !countsInStandings(g) && g.status !== 'cancelled' && !g.playoff;

/**
 * The places of a table that reach the playoffs and that go down, by the league's standings settings: none when the
 * league plays no playoffs or does not say how many; relegation from every table but the lowest level's (the last
 * in the organiser's order) where there are several. A count that takes in the whole table says nothing: left out.
 */
export function placesOf(league: League, group: Pick<StandingsGroup, 'level_id' | 'rows'>, lowestLevelId: string | null, tables: number) {
  const n = group.rows.length;
  const settings = league.standings_settings;
  const playoff = league.playoff_format !== 'none' && settings?.playoff_teams ? settings.playoff_teams : null;
  const down = settings?.relegated_teams && !(tables > 1 && group.level_id !== null && group.level_id === lowestLevelId) ? settings.relegated_teams : null;
  return { playoffPlaces: playoff && playoff < n ? playoff : undefined, relegationPlaces: down && down < n ? down : undefined };
}

/**
 * The groups with their forecast, where the table has both results to learn from and games left to play.
 * `lowestLevelId`: the last active level in the organiser's order (it relegates none).
 */
export function withForecasts(groups: StandingsGroup[], games: GameRecord[], league: League, simulations = SITE_SIMULATIONS, lowestLevelId: string | null = null): StandingsGroup[] {
  // A league that allows ties in a sport without them plays its simulated games to a tie too.
  const ties = tiesAllowed(league);
  const tables = groups.filter((g) => g.rows.length >= 2).length;
  return groups.map((group) => {
    // A division's table is not forecast: its teams also play other divisions, which the simulation of one table
    // cannot order (docs/forecasts.md).
    if (group.rows.length < 2 || group.division_id !== undefined) return group;
    const ofLevel = games.filter((g) => (g.level_id ?? null) === group.level_id && !g.playoff);
    const played = ofLevel.filter(countsInStandings);
    const remaining = ofLevel.filter(stillToPlay);
    if (played.length === 0 || remaining.length === 0) return group;
    const teams = group.rows.map((r) => ({ id: r.team_id, name: r.team_name }));
    const seasons = simulationsFor(remaining.length, simulations);
    const places = placesOf(league, group, lowestLevelId, tables);
    const forecast = forecastSeason({ teams, played, remaining, settings: league.standings_settings, ties, simulations: seasons, seed: SEED, ...places });
    return {
      ...group,
      forecast: {
        simulations: seasons,
        ...(places.playoffPlaces ? { playoff_places: places.playoffPlaces } : {}),
        ...(places.relegationPlaces ? { relegation_places: places.relegationPlaces } : {}),
        teams: forecast.teams.map((t) => ({
          team_id: t.team_id, first: t.first,
          ...(t.playoff !== undefined ? { playoff: t.playoff } : {}), ...(t.relegation !== undefined ? { relegation: t.relegation } : {}),
        })),
      },
    };
  });
}
