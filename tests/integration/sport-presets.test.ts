// A new league starts on its sport's standings rules, and the head-to-head mini-league ranks from the scores kept per
// opponent in the standings rows (DynamoDB Local), a corrected score included.
import { describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, game, newUser, teamsIn } from './support/games';
import { apiClient } from './support/local';

const visitor = apiClient(null);

describe('sport presets', () => {
  it('a new soccer league starts on 3/1/0 with soccer\'s tie-breakers; a basketball one on PCT; chosen settings are kept', async () => {
    const admin = await newUser('Preset');
    const soccer = await admin.api.post('/api/leagues', { name: 'Riverside Soccer', sport: 'soccer' });
    expect(soccer.status).toBe(201);
    expect(soccer.body.league.standings_settings).toEqual({
      points: { win: 3, tie: 1, loss: 0 },
      tie_breakers: ['points', 'head_to_head', 'head_to_head_difference', 'head_to_head_scored', 'point_differential', 'points_for', 'wins'],
    });
    // as stored, not only as answered
    expect((await admin.api.get(`/api/leagues/${soccer.body.league.id}`)).body.league.standings_settings.points).toEqual({ win: 3, tie: 1, loss: 0 });

    expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const basketball = await admin.api.post('/api/leagues', { name: 'Riverside Hoops', sport: 'basketball' });
    expect(basketball.body.league.standings_settings).toEqual({ points: { win: 1, tie: 0, loss: 0 }, tie_breakers: ['win_percentage', 'head_to_head', 'point_differential'] });
    const own = { points: { win: 2, tie: 1, loss: 0 }, tie_breakers: ['points', 'wins'] };
    const chosen = await admin.api.post('/api/leagues', { name: 'Own Rules', sport: 'soccer', standings_settings: own });
    expect(chosen.body.league.standings_settings).toEqual(own);
  });

  it('a three-way tie is split by head-to-head goals, and the two teams left level by their own game', async () => {
    const admin = await newUser('H2h');
    const league = await activeGameLeague(admin, { sport: 'soccer' });
    const [a, b, c, d] = await teamsIn(admin, league.id, ['Aces', 'Bears', 'Cats', 'Dogs']);
    const season = await activeSeason(admin, league.id, [a.id, b.id, c.id, d.id]);
    // Among A, B, C: A 2-1 B, C 2-1 A, B 1-0 C: 3 points and 0 difference each, A scored 3, B and C 2. B beat C.
    // C's 5-0 over D gives it the best goal difference, which must not decide.
    const plays: [string, string, number, number][] = [
      [a.id, b.id, 2, 1], [c.id, a.id, 2, 1], [b.id, c.id, 0, 0], [a.id, d.id, 1, 0], [b.id, d.id, 1, 0], [c.id, d.id, 5, 0],
    ];
    const ids: string[] = [];
    let day = 6;
    for (const [h, w, hs, as] of plays) {
      const id = await game(admin, league, season.id, h, w, `2027-03-${String(day++).padStart(2, '0')}`);
      ids.push(id);
      expect((await admin.api.post(`/api/leagues/${league.id}/games/${id}/result`, { home_score: hs, away_score: as })).status).toBe(200);
    }
    // B-C was entered 0-0 by mistake: the correction to 1-0 moves the kept head-to-head scores by the difference.
    expect((await admin.api.post(`/api/leagues/${league.id}/games/${ids[2]}/result`, { home_score: 1, away_score: 0 })).status).toBe(200);
    const r = await visitor.get(`/api/public/leagues/${league.id}/standings`);
    expect(r.status).toBe(200);
    const rows = (r.body.groups as { rows: { team_name: string; league_points: number; points_differential: number }[] }[]).flatMap((g) => g.rows);
    expect(rows.map((x) => [x.team_name, x.league_points, x.points_differential])).toEqual([['Aces', 6, 1], ['Bears', 6, 1], ['Cats', 6, 5], ['Dogs', 0, -7]]);
  });
});
