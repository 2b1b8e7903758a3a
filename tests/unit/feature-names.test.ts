import { describe, expect, it } from 'vitest';
import { FEATURE_DISPLAY_NAMES, FEATURE_GATE_MESSAGES, GATED_FEATURES, limitLabel } from '../../shared/feature-names';
import { FEATURE_FLAGS, hasFeature, LIMIT_KEYS, PLAN_CATALOGUE } from '../../shared/plan-catalogue';

describe('feature names', () => {
  it('names every flag and limit key', () => {
    for (const key of [...FEATURE_FLAGS, ...LIMIT_KEYS]) expect(FEATURE_DISPLAY_NAMES[key], key).toMatch(/^[A-Z]/);
  });

  it('names, in each gate message, exactly the plans that have the feature', () => {
    for (const feature of GATED_FEATURES) {
      const named = PLAN_CATALOGUE.filter((p) => FEATURE_GATE_MESSAGES[feature].includes(p.name.replace(' League', ''))).map((p) => p.slug);
      const having = PLAN_CATALOGUE.filter((p) => hasFeature(p, feature)).map((p) => p.slug);
      expect(named, feature).toEqual(having);
    }
  });

  it('words limits as the pricing cards show them', () => {
    expect(limitLabel('max_leagues', 1)).toBe('1 league');
    expect(limitLabel('max_leagues', 3)).toBe('3 leagues');
    expect(limitLabel('max_teams', 20)).toBe('20 teams per league');
    expect(limitLabel('max_teams', null)).toBe('Unlimited teams');
    expect(limitLabel('max_players_per_team', 12)).toBe('12 players per team');
  });
});
