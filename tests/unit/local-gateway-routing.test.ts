import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../infra/local/api-events';

describe('local gateway routing (as API Gateway matches route keys)', () => {
  it('matches a templated path and extracts its parameter', () => {
    const m = matchRoute('GET', '/api/leagues/01ABC');
    expect(m).not.toBeNull();
    expect(m !== 'method-not-allowed' && m?.route.name).toBe('getLeague');
    expect(m !== 'method-not-allowed' && m?.pathParameters).toEqual({ id: '01ABC' });
  });
  it('tells a wrong method from an unknown path', () => {
    expect(matchRoute('PATCH', '/api/leagues/1')).toBe('method-not-allowed');
    expect(matchRoute('GET', '/api/nothing-here')).toBeNull();
  });
  it('routes the public league read without auth', () => {
    const m = matchRoute('GET', '/api/public/leagues/my-slug');
    expect(m !== 'method-not-allowed' && m?.route.def.auth).toBe(false);
  });
});
