import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/admin/src/api/client';
import { shouldRetry } from '../../web/admin/src/api/query-client';
import { queryKeys, staleAfter } from '../../web/admin/src/api/query-keys';
import { formatDate, formatLongDate, formatWhen, initials, sportLabel } from '../../web/admin/src/lib/format';

const covers = (keys: readonly (readonly unknown[])[], key: readonly unknown[]) =>
  keys.some((prefix) => prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i])));

describe('admin query client', () => {
  it('never retries a 4xx answer, and retries network failures and 5xx a bounded number of times', () => {
    expect(shouldRetry(0, new ApiError('nope', 404, 'not_found'))).toBe(false);
    expect(shouldRetry(0, new ApiError('plan', 403, 'plan_feature_required'))).toBe(false);
    expect(shouldRetry(0, new ApiError('down', 503, 'unavailable'))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('makes the lists a write changes stale', () => {
    expect(covers(staleAfter.league('L1'), queryKeys.myLeagues)).toBe(true);
    expect(covers(staleAfter.league('L1'), queryKeys.league('L1'))).toBe(true);
    expect(covers(staleAfter.league(), queryKeys.limit('max_leagues'))).toBe(true);
    expect(covers(staleAfter.team('L1'), queryKeys.leagueTeams('L1'))).toBe(true);
    expect(covers(staleAfter.team('L1'), queryKeys.leagueTeams('L2'))).toBe(false);
    expect(covers(staleAfter.team('L1'), queryKeys.me)).toBe(true);
    expect(covers(staleAfter.player('L1'), queryKeys.myTeams)).toBe(true);
    expect(covers(staleAfter.domain('L1'), queryKeys.leagueDomains('L1'))).toBe(true);
    expect(covers(staleAfter.subscription(), queryKeys.usage)).toBe(true);
    expect(covers(staleAfter.plan(), queryKeys.subscription)).toBe(false);
  });
});

describe('admin formatters', () => {
  it('formats dates one way per use', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    expect(formatLongDate('2026-03-05T12:00:00Z')).toBe('March 5, 2026');
    expect(formatDate('not a date')).toBe('not a date');
    const now = Date.parse('2026-03-05T12:00:00Z');
    expect(formatWhen('2026-03-05T11:59:30Z', now)).toBe('just now');
    expect(formatWhen('2026-03-05T11:57:00Z', now)).toBe('3 minutes ago');
    expect(formatWhen('2026-02-01T12:00:00Z', now)).toBe('Feb 1, 2026');
  });

  it('labels sports and monograms teams', () => {
    expect(sportLabel('basketball')).toBe('Basketball');
    expect(sportLabel('curling')).toBe('Curling');
    expect(initials('  Blue  bears united ')).toBe('BB');
    // The same monogram as the league site's: a one-word name keeps two letters.
    expect(initials('Rovers')).toBe('RO');
    expect(initials('  ')).toBe('?');
  });
});
