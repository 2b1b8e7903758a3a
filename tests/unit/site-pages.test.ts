// The league site's pages rendered from their data, as the server renders them: the spec's texts, the badges,
// the standings' icons and signs, and dates in the league's time zone.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicLeague } from '../../shared/league-schema';
import { initials, gameDay, gameTime, localDay } from '../../web/site/src/pages/format';
import { gameBadge } from '../../web/site/src/pages/schedule-page';
import { matchesPlayer } from '../../web/site/src/pages/players-page';
import { SitePage } from '../../web/site/src/site-app';
import type { GameView, SitePageData, Standings } from '../../web/site/src/site-page';
import { sectionOf } from '../../web/site/src/site-page';
import { leagueSitemap } from '../../web/site/src/server/league-sitemap';

const league: PublicLeague = {
  id: 'L1', name: 'Metro League', description: '', sport: 'basketball', status: 'active', custom_slug: 'metro',
  public_standings: true, public_schedule: false, contact_email: null, created_at: '2026-01-01T00:00:00.000Z', time_zone: 'America/Los_Angeles',
};
const render = (d: Partial<SitePageData> & Pick<SitePageData, 'section'>) => renderToStaticMarkup(createElement(SitePage, { data: { league, ...d }, customDomain: false }));
const team = { id: 'lakers', name: 'Lakers', logo_url: null, level_id: null, player_count: 3 };

function game(over: Partial<GameView>): GameView {
  return {
    id: 'g1', league_id: 'L1', season_id: 's1', level_id: null, home_team_id: 'h', away_team_id: 'a',
    home_team: { id: 'h', name: 'Home Hawks', logo_url: null }, away_team: { id: 'a', name: 'Away Owls', logo_url: null },
    scheduled_at: '2026-11-25T03:30:00.000Z', local_date: '2026-11-24', local_time: '19:30', time_zone: 'America/Los_Angeles',
    venue_id: null, venue_name: null, field: null, location: 'Main Gym', status: 'scheduled', home_score: null, away_score: null,
    result_status: null, home_report: null, away_report: null, round: null,
    ...over,
  } as GameView;
}

const row = (rank: number, team_id: string, diff: number) => ({
  rank, team_id, team_name: team_id, logo_url: null, games_played: 3, wins: 2, losses: 1, ties: 0, pct: 66.7,
  points_for: 10, points_against: 10 - diff, points_differential: diff, league_points: 4, games_behind: 0,
});
const standings = (rows: ReturnType<typeof row>[]): Standings => ({ season: null, groups: [{ level_id: null, level_name: null, rows }], settings: {} as Standings['settings'] });

describe('league site pages', () => {
  it('finds the page from the path below the league', () => {
    expect(sectionOf('')).toEqual({ section: 'home' });
    expect(sectionOf('/stats')).toEqual({ section: 'stats' });
    expect(sectionOf('/news/opening-day')).toEqual({ section: 'article', slug: 'opening-day' });
    expect(sectionOf('/article')).toBeNull();
    expect(sectionOf('/nope')).toBeNull();
  });

  it('teams: the count line, initials, the record from the standings and a link to each team\'s page', () => {
    const html = render({ section: 'teams', teams: { teams: [team], players: [] }, standings: standings([row(1, 'lakers', 4)]) });
    expect(html).toContain('1 teams competing in Metro League');
    expect(html).toContain('aria-label="Record: 2 wins, 1 loss">2-1<');
    expect(html).toContain('href="/l/metro/teams/lakers"');
    expect(html).toContain('>LA<');
    expect(render({ section: 'teams', teams: { teams: [], players: [] } })).toContain('Teams will appear here once they&#x27;re registered for the league.');
  });

  it('standings: trophy for 1, medals for 2 and 3, rows in order, signed and coloured DIFF', () => {
    const html = render({ section: 'standings', standings: standings([row(1, 'zeta', 5), row(2, 'alpha', 0), row(3, 'mid', -2), row(4, 'last', -3)]) });
    expect(html.indexOf('zeta')).toBeLessThan(html.indexOf('alpha'));
    expect(html).toContain('aria-label="1st, trophy"');
    expect(html).toContain('aria-label="2nd, medal"');
    expect(html).toContain('aria-label="3rd, medal"');
    expect(html).toContain('<span class="rank">4</span>');
    expect(html).toContain('<td class="good">+5</td>');
    expect(html).toContain('<td class="good">0</td>');
    expect(html).toContain('<td class="bad">-2</td>');
    expect(html).toContain('<td>.667</td>');
    expect(render({ section: 'standings', standings: null })).toContain('No Standings Available');
  });

  it('standings: the columns of the league\'s sport (soccer P W D L GF GA GD Pts; basketball PCT and GB)', () => {
    const heads = (sport: string) => [...renderToStaticMarkup(createElement(SitePage, { data: { league: { ...league, sport }, section: 'standings', standings: standings([row(1, 'zeta', 5)]) }, customDomain: false }))
      .matchAll(/<abbr title="[^"]*">([^<]+)<\/abbr>/g)].map((m) => m[1]);
    // The first 'Pts' is the phone's copy (shown only on a narrow screen, where its usual place is hidden).
    expect(heads('soccer')).toEqual(['Pts', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']);
    expect(heads('basketball')).toEqual(['W', 'L', 'PCT', 'GB', 'PF', 'PA', 'DIFF']);
  });

  it('schedule: MMM d and h:mm a in the league time zone, away left, vs or the score, and the badges', () => {
    expect(gameDay('2026-11-25T03:30:00.000Z', 'America/Los_Angeles')).toBe('Nov 24');
    expect(gameTime('2026-11-25T03:30:00.000Z', 'America/Los_Angeles')).toBe('7:30 PM');
    // Each zone keeps its own formatter: the same instant reads differently in the next league's zone.
    expect(gameDay('2026-11-25T03:30:00.000Z', 'Asia/Kathmandu')).toBe('Nov 25');
    expect(gameTime('2026-11-25T03:30:00.000Z', 'Asia/Kathmandu')).toBe('9:15 AM');
    expect(localDay(new Date('2026-11-25T03:30:00.000Z'), 'America/Los_Angeles')).toBe('2026-11-24');
    expect(localDay(new Date('2026-11-25T03:30:00.000Z'), 'Asia/Kathmandu')).toBe('2026-11-25');
    const now = new Date('2026-11-24T20:00:00.000Z');
    expect(gameBadge(game({ status: 'completed', home_score: 3, away_score: 1 }), now)).toBe('Final');
    expect(gameBadge(game({ status: 'completed', home_score: 3, away_score: 3, result_status: 'reported' }), now)).toBe('Awaiting confirmation');
    expect(gameBadge(game({ status: 'in_progress' }), now)).toBe('Live');
    expect(gameBadge(game({}), now)).toBe('Today');
    expect(gameBadge(game({ scheduled_at: '2026-12-01T03:30:00.000Z' }), now)).toBe('Scheduled');
    expect(gameBadge(game({ scheduled_at: '2026-11-01T03:30:00.000Z' }), now)).toBe('Past');
    const html = render({ section: 'schedule', schedule: { season: null, time_zone: 'America/Los_Angeles', games: [game({ status: 'completed', home_score: 3, away_score: 1 })] } });
    expect(html.indexOf('Away Owls')).toBeLessThan(html.indexOf('Home Hawks'));
    expect(html).toContain('1 - 3');
    expect(html).toContain('Main Gym');
    expect(render({ section: 'schedule', schedule: null })).toContain('No Games Scheduled');
  });

  it('players: matches name, team or jersey number, case-insensitively', () => {
    const p = { id: 'u', name: 'Ana Diaz', team_id: 't', team_name: 'Lakers', jersey_number: 23, position: null, status: 'active', joined_at: '2026-01-01T00:00:00.000Z' };
    expect(matchesPlayer(p, 'ana')).toBe(true);
    expect(matchesPlayer(p, 'LAK')).toBe(true);
    expect(matchesPlayer(p, '#23')).toBe(true);
    expect(matchesPlayer(p, 'celtics')).toBe(false);
    expect(render({ section: 'players', teams: { teams: [team], players: [p] } })).toContain('1 players in Metro League');
    expect(render({ section: 'players', teams: { teams: [team], players: [] } })).toContain('No Players Yet');
    expect(initials('Ana Diaz')).toBe('AD');
  });

  it('statistics: Scoring first with its top table, no empty card beside it; nothing is "coming soon"', () => {
    const leader = { rank: 1, player_id: 'u', player_name: 'Ana Diaz', team_id: 't', team_name: 'Lakers', value: 31 };
    const html = render({ section: 'stats', statistics: {
      season: null, stat_types: ['point'], top_scorers: [leader], top_goal_scorers: [], team_stats: [], leaders: { point: [leader] }, players: [],
    } });
    expect(html).toContain('Top Scorers');
    // No goals counted in this league: its Top Goal Scorers table would be an empty card.
    expect(html).not.toContain('Top Goal Scorers');
    expect(html).toContain('Ana Diaz');
    expect(html).not.toMatch(/coming soon/i);
    expect(render({ section: 'stats', statistics: null })).toContain('No Statistics Available');
  });

  it('home: Recent Games with Final, the Teams list and the Quick Links', () => {
    const html = render({ section: 'home', news: [], teams: { teams: [team], players: [] }, recent: [game({ status: 'completed', home_score: 3, away_score: 1 })] });
    for (const text of ['Recent Games', 'Home Hawks vs Away Owls', 'Final', 'Quick Links', 'View Full Schedule', 'League Standings', 'All Teams', 'Lakers']) expect(html).toContain(text);
  });

  it('the sitemap lists the public sections and only the given (published) articles; schedule only when public', () => {
    const xml = leagueSitemap(league, [{ slug: 'opening-day', publish_date: '2026-11-01' } as never], 'https://app.example.com');
    expect(xml).toContain('<loc>https://app.example.com/l/metro/news/opening-day</loc>');
    expect(xml).toContain('<loc>https://app.example.com/l/metro/standings</loc>');
    expect(xml).not.toContain('/schedule<');
  });
});
