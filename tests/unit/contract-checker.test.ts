import { describe, expect, it } from 'vitest';
import { assertMatchesContract } from '../integration/support/local';

// The integration tests check every answer with this; it must fail loudly on drift, or those checks mean nothing.
describe('the integration tests\' contract check', () => {
  it('rejects a success body that breaks its route\'s response schema', () => {
    expect(() => assertMatchesContract('GET', '/api/me', 200, {})).toThrow(/breaks its response schema/);
    expect(() => assertMatchesContract('GET', '/api/me', 200, { user: { id: 'u1', email: 'a@b.c', first_name: 'A', last_name: 'B' }, roles: ['player'] })).not.toThrow();
  });

  it('rejects a success status the contract does not declare', () => {
    expect(() => assertMatchesContract('POST', '/api/leagues', 200, {})).toThrow(/does not declare/);
    expect(() => assertMatchesContract('DELETE', '/api/leagues/01ABC', 204, null)).not.toThrow();
  });

  it('rejects an error body without a code from the closed list', () => {
    expect(() => assertMatchesContract('GET', '/api/me', 401, { message: 'Unauthorized' })).toThrow(/not \{ error, code \}/);
    expect(() => assertMatchesContract('GET', '/api/me', 400, { error: 'x', code: 'made_up' })).toThrow();
    expect(() => assertMatchesContract('GET', '/api/me', 401, { error: 'Sign in to continue', code: 'unauthorized' })).not.toThrow();
  });
});
