import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildCalendarFeed, type CalendarFeedInput, type FeedGame } from '../../functions/games/calendar-feed';

const game = (id: string, home: string, away: string, scheduled_at: string, more: Partial<FeedGame> = {}): FeedGame => ({
  id, home_team_id: home, away_team_id: away, scheduled_at, venue_id: 'gym', field: 'Court 1', status: 'scheduled',
  home_score: null, away_score: null, revision: 0, updated_at: '2026-02-01T10:00:00.000Z', ...more,
});

const base: CalendarFeedInput = {
  league: { name: 'Metro Hoops', time_zone: 'America/New_York' },
  games: [
    game('g1', 'aces', 'bears', '2026-03-07T23:00:00.000Z'),
    game('g2', 'bears', 'comets', '2026-03-14T22:00:00.000Z'),
    game('g3', 'comets', 'aces', '2026-03-21T22:00:00.000Z', { status: 'completed', home_score: 61, away_score: 58 }),
  ],
  team_names: { aces: 'Aces', bears: 'Bears', comets: 'Comets' },
  venues: [{ id: 'gym', name: 'Central Gym', address: '1 Main St', fields: ['Court 1', 'Court 2'] }],
  uid_domain: 'leagues.example.org',
  url: 'https://leagues.example.org/l/metro/schedule',
};

const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
const byUid = (text: string) => new Map(events(text).map((e) => [e.uid, e]));

describe('calendar feed', () => {
  it('parses with node-ical, named after the league, each game at its time in the league\'s zone', () => {
    const text = buildCalendarFeed(base);
    expect(text).toContain('X-WR-CALNAME:Metro Hoops schedule');
    expect(text).toContain('X-WR-TIMEZONE:America/New_York');
    const list = events(text);
    expect(list.map((e) => e.uid)).toEqual(['game-g1@leagues.example.org', 'game-g2@leagues.example.org', 'game-g3@leagues.example.org']);
    const first = list[0];
    expect(first.start.toISOString()).toBe('2026-03-07T23:00:00.000Z');
    expect(first.end?.toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(first.summary).toBe('Bears at Aces');
    expect(first.location).toBe('Central Gym, Court 1 - 1 Main St');
    expect(text).toContain('DTSTART;TZID=America/New_York:20260307T180000');
    // after the change to daylight time on 8 March, 18:00 in New York is 22:00 UTC
    expect(text).toContain('DTSTART;TZID=America/New_York:20260314T180000');
    expect(list[2].summary).toBe('Aces 58 - 61 Comets (Final)');
    // A manager's reported score is not final until the league's admin confirms it.
    const reported = events(buildCalendarFeed({ ...base, games: [game('g4', 'comets', 'aces', '2026-03-21T23:00:00.000Z', { status: 'completed', home_score: 3, away_score: 3, result_status: 'reported' })] }));
    expect(reported[0].summary).toBe('Aces 3 - 3 Comets (awaiting confirmation)');
  });

  it('ends each event when its game ends: the game\'s own length, else the feed\'s, else 60 minutes', () => {
    const games = [game('g1', 'aces', 'bears', '2026-03-07T23:00:00.000Z', { length_minutes: 75 }), game('g2', 'bears', 'comets', '2026-03-14T22:00:00.000Z')];
    const minutes = (text: string) => events(text).map((e) => (e.end!.getTime() - e.start.getTime()) / 60_000);
    expect(minutes(buildCalendarFeed({ ...base, games }))).toEqual([75, 60]);
    expect(minutes(buildCalendarFeed({ ...base, games, game_length_minutes: 90 }))).toEqual([75, 90]);
  });

  it('describes the zone\'s daylight-saving changes in a VTIMEZONE', () => {
    const text = buildCalendarFeed(base);
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York\r\n/);
    expect(text).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nEND:DAYLIGHT');
    expect(text).toContain('BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nEND:STANDARD');
  });

  it('follows a moved game: same UID, new DTSTART, higher SEQUENCE and LAST-MODIFIED', () => {
    const before = byUid(buildCalendarFeed(base)).get('game-g2@leagues.example.org')!;
    const moved = {
      ...base,
      games: base.games.map((g) => (g.id === 'g2' ? { ...g, scheduled_at: '2026-03-15T14:00:00.000Z', revision: 1, updated_at: '2026-03-10T09:30:00.000Z' } : g)),
    };
    const after = byUid(buildCalendarFeed(moved)).get('game-g2@leagues.example.org')!;
    expect(before.start.toISOString()).toBe('2026-03-14T22:00:00.000Z');
    expect(after.start.toISOString()).toBe('2026-03-15T14:00:00.000Z');
    expect(Number(after.sequence)).toBeGreaterThan(Number(before.sequence));
    expect(after.lastmodified?.toISOString()).toBe('2026-03-10T09:30:00.000Z');
  });

  it('keeps a cancelled game in the feed with STATUS:CANCELLED', () => {
    const cancelled = { ...base, games: base.games.map((g) => (g.id === 'g1' ? { ...g, status: 'cancelled' as const, revision: 3 } : g)) };
    const text = buildCalendarFeed(cancelled);
    const e = byUid(text).get('game-g1@leagues.example.org')!;
    expect(e.status).toBe('CANCELLED');
    expect(e.summary).toBe('Cancelled: Bears at Aces');
    expect(text).toContain('SEQUENCE:3');
    expect(byUid(text).get('game-g2@leagues.example.org')!.status).toBe('CONFIRMED');
  });

  it('gives a team only its own games, under the team\'s name', () => {
    const text = buildCalendarFeed({ ...base, team: { id: 'bears', name: 'Bears' } });
    expect(text).toContain('X-WR-CALNAME:Bears schedule (Metro Hoops)');
    expect(events(text).map((e) => e.uid)).toEqual(['game-g1@leagues.example.org', 'game-g2@leagues.example.org']);
  });

  it('gives byte-identical text for the same games, whatever their order', () => {
    expect(buildCalendarFeed({ ...base, games: [...base.games].reverse() })).toBe(buildCalendarFeed(base));
  });

  it('writes UTC times for a league in UTC', () => {
    const text = buildCalendarFeed({ ...base, league: { name: 'Metro Hoops', time_zone: 'UTC' } });
    expect(text).toContain('DTSTART:20260307T230000Z');
    expect(text).not.toContain('VTIMEZONE');
    expect(events(text)[0].start.toISOString()).toBe('2026-03-07T23:00:00.000Z');
  });
});
