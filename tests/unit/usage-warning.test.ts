import { describe, expect, it } from 'vitest';
import { limitUsageLine, subscriptionUsageWarning, usageBannerWarning } from '../../web/admin/src/subscription/usage-warning';

const check = (current_usage: number, limit: number) => ({
  current_usage, limit, remaining: Math.max(0, limit - current_usage), is_unlimited: limit === -1,
});

describe('usage warnings', () => {
  it('keeps the banner away below 80 percent and for unlimited limits', () => {
    expect(usageBannerWarning('max_teams', check(3, 5))).toBeNull();
    expect(usageBannerWarning('max_leagues', check(0, 1))).toBeNull();
    expect(usageBannerWarning('max_leagues', check(40, -1))).toBeNull();
  });

  it('warns from 80 percent with the remaining count and usage/limit', () => {
    expect(usageBannerWarning('max_teams', check(4, 5))).toEqual({
      header: 'Approaching your team limit',
      message: 'You have 1 team remaining on your plan.',
      usage: 'Usage: 4 / 5 teams.',
    });
  });

  it("says the limit is reached at 100 percent, in the spec's words", () => {
    expect(usageBannerWarning('max_leagues', check(1, 1))).toEqual({
      header: 'Upgrade Required',
      message: "You've reached your league limit. Upgrade your plan to create more leagues.",
      usage: 'Usage: 1 / 1 league.',
    });
  });

  it('warns on the subscription page only from 90 percent', () => {
    expect(subscriptionUsageWarning(17, 20)).toBeNull();
    expect(subscriptionUsageWarning(18, 20)).toBe('Approaching limit');
    expect(subscriptionUsageWarning(20, 20)).toBe('Limit reached');
    expect(subscriptionUsageWarning(500, null)).toBeNull();
  });

  it('says the limit before submit for every limit key, levels and seasons included', () => {
    expect(limitUsageLine('max_teams', check(4, 5))).toBe('4 of 5 teams used');
    expect(limitUsageLine('max_players_per_team', check(12, 12))).toBe('12 of 12 players used');
    expect(limitUsageLine('max_leagues', check(1, 1))).toBe('1 of 1 league used');
    expect(limitUsageLine('max_levels_per_league', check(0, 1))).toBe('0 of 1 level used');
    expect(limitUsageLine('max_seasons_per_league', check(8, 10))).toBe('8 of 10 seasons used');
    expect(usageBannerWarning('max_seasons_per_league', check(8, 10))).toMatchObject({ header: 'Approaching your season limit', usage: 'Usage: 8 / 10 seasons.' });
    expect(limitUsageLine('max_teams', check(7, -1))).toBe('7 teams, no limit on your plan');
  });
});
