// Home's Recent Games (functions/games/service.ts): the games played by now, newest first, then the next ones,
// five in all. A game counts as played once completed or once its time has passed, whichever comes first, so a
// game completed ahead of an earlier one still waiting shows among the played.
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../functions/data/game-reads';
import { recentGamesFrom } from '../../functions/games/service';
import { LEAGUE_GAME_DEFAULTS } from '../../shared/league-constants';
import type { League } from '../../shared/league-schema';

const league = { ...structuredClone(LEAGUE_GAME_DEFAULTS), id: 'L', time_zone: 'UTC', venues: [] } as unknown as League;
const team = (id: string) => ({ id, name: id, logo_url: null });
const game = (id: string, at: string, status: GameRecord['status'] = 'scheduled'): GameRecord => ({
  id, league_id: 'L', season_id: 'S', level_id: null, home_team_id: 'A', away_team_id: 'B', home_team: team('A'), away_team: team('B'),
  scheduled_at: at, venue_id: null, field: null, status, home_score: status === 'completed' ? 1 : null, away_score: status === 'completed' ? 0 : null,
  result_status: status === 'completed' ? 'confirmed' : null, home_report: null, away_report: null, round: null, revision: 1,
  created_at: at, updated_at: at, history: [],
});

describe('home\'s Recent Games', () => {
  const now = new Date('2027-03-10T12:00:00Z');
  it('lists the games played by now newest first, then the next ones, five in all, leaving out cancelled games', () => {
    const games = [
      game('g1', '2027-03-01T10:00:00Z', 'completed'),
      game('g2', '2027-03-05T10:00:00Z'), // its time has passed, not yet entered: played
      game('g3', '2027-03-07T10:00:00Z', 'cancelled'),
      game('g4', '2027-03-12T10:00:00Z'),
      game('g5', '2027-03-14T10:00:00Z', 'completed'), // completed ahead of g4
      game('g6', '2027-03-20T10:00:00Z'),
      game('g7', '2027-03-27T10:00:00Z'),
    ];
    expect(recentGamesFrom(games, league, now).map((g) => g.id)).toEqual(['g5', 'g2', 'g1', 'g4', 'g6']);
  });

  it('moves a game among the played once its time passes, without any write', () => {
    const games = [game('g1', '2027-03-01T10:00:00Z', 'completed'), game('g2', '2027-03-12T10:00:00Z'), game('g3', '2027-03-14T10:00:00Z')];
    expect(recentGamesFrom(games, league, now).map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
    expect(recentGamesFrom(games, league, new Date('2027-03-13T00:00:00Z')).map((g) => g.id)).toEqual(['g2', 'g1', 'g3']);
  });
});
