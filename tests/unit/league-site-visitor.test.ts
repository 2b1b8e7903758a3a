// What a visitor reads on a league's site, from pure pieces: records that count ties in the sport's order, the
// schedule grouped by week or matchday, excerpts that keep the space between blocks, team addresses, share images.
import { describe, expect, it } from 'vitest';
import { cleanHtmlToText as htmlToText } from '../../functions/lib/html-text';
import { phoneFirstColumn, recordOf } from '../../shared/sport-presets';
import { siteTargetOf } from '../../shared/site-links';
import { feedLinks } from '../../web/site/src/pages/calendar-links';
import { groupGames } from '../../web/site/src/pages/schedule-page';
import { pageOfSchedule, SCHEDULE_PAGE_GAMES } from '../../web/site/src/pages/schedule-paging';
import { shareImage } from '../../web/site/src/server/head-tags';
import { leagueSitemap } from '../../web/site/src/server/league-sitemap';
import { sectionOf, type GameView, type SitePageData } from '../../web/site/src/site-page';

const game = (id: string, local_date: string, round: number | null) =>
  ({ id, local_date, round, scheduled_at: `${local_date}T18:00:00.000Z`, time_zone: 'UTC' }) as GameView;

describe('a visitor on a league site', () => {
  it('reads records with ties counted, in the sport\'s order: soccer W-D-L, hockey W-L-T, basketball W-L', () => {
    expect(recordOf({ wins: 0, losses: 0, ties: 1 }, 'soccer')).toEqual({ text: '0-1-0', label: '0 wins, 1 draw, 0 losses' });
    expect(recordOf({ wins: 3, losses: 1, ties: 2 }, 'hockey').text).toBe('3-1-2');
    expect(recordOf({ wins: 3, losses: 1, ties: 0 }, 'basketball').text).toBe('3-1');
    // A tie recorded in a sport without them still counts.
    expect(recordOf({ wins: 3, losses: 1, ties: 1 }, 'basketball').text).toBe('3-1-1');
  });

  it('sees the column a table ranks by first on a phone where it is not already among the first', () => {
    expect(phoneFirstColumn('soccer')).toBe('points');
    expect(phoneFirstColumn('basketball')).toBeNull();
  });

  it('finds a team\'s page at /teams/{team}', () => {
    expect(siteTargetOf('/teams/01ABC')).toEqual({ kind: 'team', slug: '01ABC' });
    expect(sectionOf('/teams/01ABC')).toEqual({ section: 'team', slug: '01ABC' });
    expect(sectionOf('/teams/01ABC/more')).toBeNull();
    const xml = leagueSitemap({ id: 'L1', custom_slug: 'metro', public_schedule: true, public_standings: true } as never, [], 'https://app.example.com', [], [{ id: 'T1' }]);
    expect(xml).toContain('<loc>https://app.example.com/l/metro/teams/T1</loc>');
  });

  it('reads the schedule by the league\'s week (Monday to Sunday) or by matchday, a hand-made game in its week', () => {
    const games = [game('a', '2027-03-06', 1), game('b', '2027-03-08', 1), game('c', '2027-03-09', 2), game('d', '2027-03-10', null)];
    expect(groupGames(games, 'week').map((g) => [g.title, g.games.map((x) => x.id).join('')])).toEqual([
      ['Week of Mar 1', 'a'], ['Week of Mar 8', 'bcd'],
    ]);
    expect(groupGames(games, 'matchday').map((g) => [g.title, g.games.map((x) => x.id).join('')])).toEqual([
      ['Matchday 1', 'ab'], ['Matchday 2', 'c'], ['Week of Mar 8', 'd'],
    ]);
  });

  it('reads a long schedule in pages of whole days, opening at today, each page linked to the next and the one before', () => {
    const day = (n: number) => new Date(Date.UTC(2027, 0, 4) + n * 86_400_000).toISOString().slice(0, 10);
    // 150 games over 75 days, two a day.
    const games = Array.from({ length: 150 }, (_, i) => game(`g${i}`, day(Math.floor(i / 2)), null));
    expect(pageOfSchedule(games.slice(0, SCHEDULE_PAGE_GAMES), 'week', null, day(0)).paging).toBeNull();

    const opening = pageOfSchedule(games, 'week', null, day(30));
    expect(opening.games[0].local_date).toBe(day(30));
    expect(opening.games).toHaveLength(SCHEDULE_PAGE_GAMES);
    expect(opening.paging).toMatchObject({ from: day(30), earlier: day(10), later: day(50), total: 150 });
    expect(opening.paging!.jumps[0]).toEqual({ title: 'Week of Jan 4', from: day(0) });
    // Every game is on exactly one page, reached from the first page by 'Later games'.
    const seen: string[] = [];
    for (let from: string | null = pageOfSchedule(games, 'week', day(0), day(30)).paging!.from; from;) {
      const page: ReturnType<typeof pageOfSchedule<GameView>> = pageOfSchedule(games, 'week', from, day(30));
      seen.push(...page.games.map((g) => g.id));
      from = page.paging!.later;
    }
    expect(seen).toEqual(games.map((g) => g.id));
    // After the season: its last page.
    expect(pageOfSchedule(games, 'week', null, day(200)).paging).toMatchObject({ from: day(55), later: null });
  });

  it('reads excerpts with a space between blocks', () => {
    expect(htmlToText('<h2>Match report</h2><p>The Riverside Rovers won.</p><ul><li>One</li><li>Two</li></ul>line<br>next'))
      .toBe('Match report The Riverside Rovers won. One Two line next');
    expect(htmlToText('<p>A <strong>bold</strong> word</p>')).toBe('A bold word');
  });

  it('subscribes to a feed by webcal:// or in Google Calendar', () => {
    const links = feedLinks('https://www.league.example', '/api/public/teams/T1/calendar.ics');
    expect(links.webcal).toBe('webcal://www.league.example/api/public/teams/T1/calendar.ics');
    expect(links.google).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(links.webcal)}`);
  });

  it('shares a page with the article\'s cover, the team\'s logo, else the league\'s logo or hero photograph', () => {
    const branding = { logo_url: '/uploads/league.png', hero_slides: [{ background_type: 'image', background_url: 'https://cdn.example/hero.jpg' }] };
    const league = { id: 'L1', branding } as unknown as SitePageData['league'];
    const team = { team: { id: 'T1', name: 'Rovers', logo_url: '/uploads/rovers.png' } } as SitePageData['team'];
    expect(shareImage({ league, section: 'team', team }, 'https://x.example')).toBe('https://x.example/uploads/rovers.png');
    expect(shareImage({ league, section: 'article', article: { cover_image_url: '/uploads/cover.jpg' } as never }, 'https://x.example')).toBe('https://x.example/uploads/cover.jpg');
    expect(shareImage({ league, section: 'home' }, 'https://x.example')).toBe('https://x.example/uploads/league.png');
    const noLogo = { ...league, branding: { ...branding, logo_url: null } } as unknown as SitePageData['league'];
    expect(shareImage({ league: noLogo, section: 'schedule' }, 'https://x.example')).toBe('https://cdn.example/hero.jpg');
  });
});
