// The league page the public site reads in the browser (an admin's draft preview, an address the server did not
// render), matched from the address without a router library (web/site/src/client-router.tsx).
import { describe, expect, it } from 'vitest';
import { clientPageOf } from '../../web/site/src/client-router';

describe('the page a league site address names in the browser', () => {
  it('reads /l/{key} addresses: home, sections, an article, a custom page, a team', () => {
    expect(clientPageOf('/l/summer-league', undefined)).toEqual({ leagueKey: 'summer-league', section: 'home', slug: '' });
    expect(clientPageOf('/l/summer-league/', undefined)).toEqual({ leagueKey: 'summer-league', section: 'home', slug: '' });
    expect(clientPageOf('/l/summer-league/schedule', undefined)).toEqual({ leagueKey: 'summer-league', section: 'schedule', slug: '' });
    expect(clientPageOf('/l/summer-league/register', undefined)).toEqual({ leagueKey: 'summer-league', section: 'register', slug: '' });
    expect(clientPageOf('/l/summer-league/news/opening-day', undefined)).toEqual({ leagueKey: 'summer-league', section: 'article', slug: 'opening-day' });
    expect(clientPageOf('/l/summer-league/page/rules', undefined)).toEqual({ leagueKey: 'summer-league', section: 'page', slug: 'rules' });
    expect(clientPageOf('/l/01J0TEAMS/teams/01J0TEAM', undefined)).toEqual({ leagueKey: '01J0TEAMS', section: 'team', slug: '01J0TEAM' });
    expect(clientPageOf('/l/caf%C3%A9/stats', undefined)).toEqual({ leagueKey: 'café', section: 'stats', slug: '' });
  });

  it('reads every path of a custom domain as its league\'s', () => {
    expect(clientPageOf('/', 'league.example.com')).toEqual({ leagueKey: '', section: 'home', slug: '' });
    expect(clientPageOf('/standings', 'league.example.com')).toEqual({ leagueKey: '', section: 'standings', slug: '' });
    expect(clientPageOf('/news/opening-day', 'league.example.com')).toEqual({ leagueKey: '', section: 'article', slug: 'opening-day' });
  });

  it('names no page for an address outside a league or a section the site does not have', () => {
    expect(clientPageOf('/', undefined)).toBeNull();
    expect(clientPageOf('/l/', undefined)).toBeNull();
    expect(clientPageOf('/dashboard', undefined)).toBeNull();
    expect(clientPageOf('/l/summer-league/nowhere', undefined)).toBeNull();
    expect(clientPageOf('/nowhere', 'league.example.com')).toBeNull();
  });
});
