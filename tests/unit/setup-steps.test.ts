import { describe, expect, it } from 'vitest';
import { setupSteps, type SetupFacts } from '../../web/admin/src/pages/dashboard/setup-steps';

const empty: SetupFacts = { league: null, levels: 0, teams: 0, seasons: 0, games: 0, brandingSaved: false, shared: false };

describe('the setup checklist\'s steps', () => {
  it('starts with only creating a league to do, and links each later step to the first league\'s screen', () => {
    const steps = setupSteps(empty);
    expect(steps.map((s) => s.id)).toEqual(['league', 'levels', 'teams', 'season', 'schedule', 'branding', 'publish', 'share']);
    expect(steps.every((s) => !s.done)).toBe(true);
    const withLeague = setupSteps({ ...empty, league: { id: 'L1', status: 'draft', custom_slug: 'rovers' } });
    expect(withLeague.find((s) => s.id === 'levels')!.href).toBe('/league-management?league=L1&tab=levels');
    expect(withLeague.find((s) => s.id === 'share')!.href).toBe('/l/rovers');
  });

  it('marks each step done from what the league has: two teams, a game, a saved branding, an active league', () => {
    const one = setupSteps({ ...empty, league: { id: 'L1', status: 'draft', custom_slug: null }, levels: 1, teams: 1, seasons: 1 });
    expect(one.filter((s) => s.done).map((s) => s.id)).toEqual(['league', 'levels', 'season']);
    const all = setupSteps({ league: { id: 'L1', status: 'active', custom_slug: null }, levels: 2, teams: 2, seasons: 1, games: 3, brandingSaved: true, shared: true });
    expect(all.every((s) => s.done)).toBe(true);
  });
});
