import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  generateGroupedSchedule, generateSchedule, ScheduleDoesNotFitError, zonedClock, zonedDate, type GeneratedSchedule, type KeptGame,
} from '../../functions/season-rules/schedule-generator';
import { scheduleSettingsSchema, type ScheduleSettingsInput } from '../../shared/game-schema';

/** The generator's instants read back in the zone by Intl directly, not by the generator's own conversion. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(iso: string, zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, weekday };
}

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `team-${String(i).padStart(2, '0')}`, name: `Team ${i}` }));

const shapes: Record<string, Omit<ScheduleSettingsInput, 'format'>> = {
  'one evening, many fields': {
    start_date: '2026-01-03', end_date: '2034-12-31', weekdays: [6], time_slots: ['10:00'], time_zone: 'Europe/London',
    venues: [{ id: 'hall', name: 'Hall', address: null, fields: Array.from({ length: 12 }, (_, i) => `Court ${i + 1}`) }],
    blackout_dates: ['2026-01-10', '2026-12-26'],
  },
  'weekends, three slots, two venues': {
    start_date: '2026-03-01', end_date: '2029-12-31', weekdays: [0, 6], time_slots: ['18:00', '09:00', '12:30'],
    time_zone: 'America/New_York', game_length_minutes: 90,
    venues: [
      { id: 'park', name: 'Park', address: '1 Main St', fields: ['North', 'South'] },
      { id: 'school', name: 'School', address: null, fields: ['Gym', 'Field 1', 'Field 2'] },
    ],
    blackout_dates: ['2026-03-07', '2026-04-05', '2026-07-04'],
  },
  'every weekday, one field': {
    start_date: '2026-01-01', end_date: '2040-12-31', weekdays: [1, 2, 3, 4, 5], time_slots: ['19:00', '20:00'],
    time_zone: 'Australia/Sydney', venues: [{ id: 'rink', name: 'Rink', address: null, fields: ['Ice'] }],
    blackout_dates: ['2026-01-26'],
  },
};

/**
 * Every promise the generator makes, checked on one result. Broken promises are collected as sentences and
 * compared with an empty list once (thousands of expect calls per schedule would make the sweep take minutes).
 */
function expectInvariants(result: GeneratedSchedule, n: number, input: ScheduleSettingsInput) {
  const settings = scheduleSettingsSchema.parse(input);
  const teams = teamsOf(n).map((t) => t.id);
  const all = [...result.kept, ...result.games];
  const double = settings.format === 'double';
  const broken: string[] = [];
  const perLeg = (n * (n - 1)) / 2;
  if (all.length !== perLeg * (double ? 2 : 1)) broken.push(`${all.length} games instead of ${perLeg * (double ? 2 : 1)}`);

  // every pair meets exactly once per round robin (double: once each way)
  const meetings = new Map<string, number>();
  for (const g of all) {
    const key = double ? `${g.home_team_id}>${g.away_team_id}` : [g.home_team_id, g.away_team_id].sort().join('|');
    meetings.set(key, (meetings.get(key) ?? 0) + 1);
  }
  if (meetings.size !== perLeg * (double ? 2 : 1)) broken.push(`${meetings.size} distinct pairings`);
  for (const [pair, count] of meetings) if (count !== 1) broken.push(`${pair} meets ${count} times`);

  // home and away within 1 for every team
  const home = new Map<string, number>();
  const away = new Map<string, number>();
  for (const g of all) {
    home.set(g.home_team_id, (home.get(g.home_team_id) ?? 0) + 1);
    away.set(g.away_team_id, (away.get(g.away_team_id) ?? 0) + 1);
  }
  for (const t of teams) {
    const h = home.get(t) ?? 0;
    const a = away.get(t) ?? 0;
    if (h + a !== (n - 1) * (double ? 2 : 1)) broken.push(`${t} plays ${h + a} games`);
    if (Math.abs(h - a) > 1) broken.push(`${t} is home ${h} times and away ${a} times`);
  }

  // no team twice in one time slot or one day, no field twice at once
  const teamSlots = new Set<string>();
  const teamDays = new Set<string>();
  const fieldSlots = new Set<string>();
  for (const g of result.games) {
    for (const t of [g.home_team_id, g.away_team_id]) {
      if (teamSlots.has(`${t}@${g.scheduled_at}`)) broken.push(`${t} plays twice at ${g.scheduled_at}`);
      teamSlots.add(`${t}@${g.scheduled_at}`);
      if (teamDays.has(`${t}@${g.local_date}`)) broken.push(`${t} plays twice on ${g.local_date}`);
      teamDays.add(`${t}@${g.local_date}`);
    }
    const field = `${g.venue_id}/${g.field}@${g.scheduled_at}`;
    if (fieldSlots.has(field)) broken.push(`${field} hosts two games`);
    fieldSlots.add(field);
  }

  // real slots: chosen weekdays and times, in the season, not on a blackout date, at a real venue's field
  for (const g of result.games) {
    const local = wallClock(g.scheduled_at, settings.time_zone);
    if (local.date !== g.local_date || local.time !== g.local_time) broken.push(`${g.scheduled_at} is not ${g.local_date} ${g.local_time} in ${settings.time_zone}`);
    if (!settings.weekdays.includes(local.weekday)) broken.push(`${g.local_date} is not a chosen weekday`);
    if (!settings.time_slots.includes(g.local_time)) broken.push(`${g.local_time} is not a chosen time`);
    if (settings.blackout_dates.includes(g.local_date)) broken.push(`${g.local_date} is a blackout date`);
    if (g.local_date < settings.start_date || g.local_date > settings.end_date) broken.push(`${g.local_date} is outside the season`);
    if (!settings.venues.find((v) => v.id === g.venue_id)?.fields.includes(g.field)) broken.push(`${g.venue_id}/${g.field} is not a field`);
  }
  expect(broken.slice(0, 10)).toEqual([]);

  // byes spread fairly: one team per round when the count is odd, nobody two more than another
  expect(result.byes).toHaveLength(n % 2 === 1 ? result.rounds : 0);
  if (n % 2 === 1) {
    const byes = teams.map((t) => result.byes.filter((b) => b.team_id === t).length);
    expect(Math.max(...byes) - Math.min(...byes)).toBeLessThanOrEqual(1);
    const rounds = new Set(result.byes.map((b) => b.round));
    expect(rounds.size).toBe(result.rounds);
  }
}

describe('schedule generator', () => {
  const counts = Array.from({ length: 63 }, (_, i) => i + 2);
  it.each(counts)('a single round robin of %i teams keeps every promise on every slot shape', (n) => {
    for (const shape of Object.values(shapes)) {
      const input = { ...shape, format: 'single' as const };
      expectInvariants(generateSchedule({ teams: teamsOf(n), settings: input }), n, input);
    }
  });

  it.each([2, 3, 4, 5, 9, 10, 17, 31, 32, 47, 63, 64])('a double round robin of %i teams meets every pair twice, home and away swapped', (n) => {
    for (const shape of Object.values(shapes)) {
      const input = { ...shape, format: 'double' as const };
      const result = generateSchedule({ teams: teamsOf(n), settings: input });
      expectInvariants(result, n, input);
      for (const t of teamsOf(n)) {
        expect(result.games.filter((g) => g.home_team_id === t.id)).toHaveLength(n - 1);
      }
    }
  });

  it('gives the same schedule for the same inputs, whatever order the teams arrive in', () => {
    const input = { ...shapes['weekends, three slots, two venues'], format: 'double' as const };
    const first = generateSchedule({ teams: teamsOf(11), settings: input });
    const again = generateSchedule({ teams: teamsOf(11), settings: input });
    const shuffled = generateSchedule({ teams: [...teamsOf(11)].reverse(), settings: input });
    expect(again).toEqual(first);
    expect(shuffled).toEqual(first);
  });

  it('fills the earliest slots first and never uses a blackout date', () => {
    const input = { ...shapes['weekends, three slots, two venues'], format: 'single' as const };
    const result = generateSchedule({ teams: teamsOf(4), settings: input });
    // 2026-03-01 is a Sunday; 2026-03-07 (the next Saturday) is blacked out, so round 2 is on Sunday 8 March
    expect(result.games.filter((g) => g.round === 1).map((g) => g.local_date)).toEqual(['2026-03-01', '2026-03-01']);
    expect(result.games.filter((g) => g.round === 2).map((g) => g.local_date)).toEqual(['2026-03-08', '2026-03-08']);
    expect(result.games[0].local_time).toBe('09:00');
  });

  it('skips a time that does not exist on a daylight-saving change day', () => {
    const result = generateSchedule({
      teams: teamsOf(2),
      settings: {
        start_date: '2026-03-08', end_date: '2026-03-09', weekdays: [0, 1, 2, 3, 4, 5, 6], time_slots: ['02:30'],
        time_zone: 'America/New_York', venues: [{ id: 'v', name: 'V', address: null, fields: ['A'] }], format: 'single',
      },
    });
    expect(result.games.map((g) => [g.local_date, g.local_time])).toEqual([['2026-03-09', '02:30']]);
  });

  it('keeps completed games on regenerate and does not schedule their pairings again', () => {
    const input = { ...shapes['weekends, three slots, two venues'], format: 'double' as const };
    const first = generateSchedule({ teams: teamsOf(9), settings: input });
    const completed: KeptGame[] = first.games.slice(0, 14).map((g, i) => ({
      id: `game-${i}`, home_team_id: g.home_team_id, away_team_id: g.away_team_id, scheduled_at: g.scheduled_at, venue_id: g.venue_id, field: g.field,
    }));
    const regenerated = generateSchedule({ teams: teamsOf(9), settings: input, completed });
    expect(regenerated.kept).toEqual(completed);
    expect(regenerated.games).toHaveLength(first.games.length - 14);
    expectInvariants(regenerated, 9, input);
    // the kept games' fields and teams are not used again at their time
    for (const k of completed) {
      expect(regenerated.games.some((g) => g.scheduled_at === k.scheduled_at && g.venue_id === k.venue_id && g.field === k.field)).toBe(false);
      expect(regenerated.games.some((g) => g.scheduled_at === k.scheduled_at
        && [g.home_team_id, g.away_team_id].some((t) => t === k.home_team_id || t === k.away_team_id))).toBe(false);
    }
  });

  it('does not put a new game on a field while a completed game moved there by hand is still being played', () => {
    const input = {
      start_date: '2026-03-01', end_date: '2026-06-30', weekdays: [0], time_slots: ['18:00', '20:00'], game_length_minutes: 90,
      time_zone: 'America/New_York', venues: [{ id: 'park', name: 'Park', address: null, fields: ['North'] }], format: 'single' as const,
    };
    // 19:00 on Sunday 1 March (UTC-5), on the only field: both the 18:00 and the 20:00 game would overlap it
    const moved: KeptGame = { id: 'g', home_team_id: 'team-02', away_team_id: 'team-03', scheduled_at: '2026-03-02T00:00:00.000Z', venue_id: 'park', field: 'North' };
    const result = generateSchedule({ teams: teamsOf(4), settings: input, completed: [moved] });
    expectInvariants(result, 4, input);
    expect(result.games.some((g) => g.local_date === '2026-03-01')).toBe(false);
    expect(result.games[0].local_date).toBe('2026-03-08');
  });

  it('says how many games did not fit when the slots run out', () => {
    const settings = {
      start_date: '2026-09-05', end_date: '2026-09-30', weekdays: [6], time_slots: ['10:00'], time_zone: 'UTC',
      venues: [{ id: 'v', name: 'V', address: null, fields: ['A'] }], format: 'single' as const,
    };
    // 6 teams play 15 games; four Saturdays with one slot each hold 4
    expect(() => generateSchedule({ teams: teamsOf(6), settings })).toThrow(ScheduleDoesNotFitError);
    expect(() => generateSchedule({ teams: teamsOf(6), settings })).toThrow(/^11 of 15 games did not fit between 2026-09-05 and 2026-09-30/);
  });

  it('refuses settings it cannot honour with a message naming the problem', () => {
    const base = { ...shapes['weekends, three slots, two venues'], format: 'single' as const };
    const messages = (settings: ScheduleSettingsInput, n = 4) => {
      try {
        generateSchedule({ teams: teamsOf(n), settings });
      } catch (e) {
        expect(e).toBeInstanceOf(ZodError);
        return (e as ZodError).issues.map((i) => i.message);
      }
      throw new Error('no error');
    };
    expect(messages({ ...base, time_slots: ['18:00', '19:00'] })).toEqual(['Time slots 18:00 and 19:00 overlap: games last 90 minutes, so a field cannot host both']);
    expect(messages({ ...base, time_zone: 'Mars/Olympus' })).toEqual(['Time zone must be an IANA name such as America/New_York']);
    expect(messages({ ...base, end_date: '2026-02-01' })).toEqual(["The season's end date must be on or after its start date"]);
    expect(messages({ ...base, time_slots: ['7pm'] })).toEqual(['Time slots must be written HH:mm (00:00 to 23:59)']);
    expect(messages({ ...base, blackout_dates: ['2026-02-30'] })).toEqual(['Dates must be written yyyy-MM-dd and be real calendar dates']);
    expect(messages(base, 65)).toEqual(['A schedule needs from 2 to 64 teams']);
    expect(messages(base, 1)).toEqual(['A schedule needs from 2 to 64 teams']);
  });
});

describe('a game\'s date and time on the league\'s clock', () => {
  it('follows the zone\'s offset, daylight saving and half-hour zones included', () => {
    const at = (iso: string) => Date.parse(iso);
    // New York: UTC-5 in winter, UTC-4 after the clocks go forward on 14 March 2027.
    expect([zonedDate(at('2027-03-14T04:30:00Z'), 'America/New_York'), zonedClock(at('2027-03-14T04:30:00Z'), 'America/New_York')]).toEqual(['2027-03-13', '23:30']);
    expect(zonedClock(at('2027-03-14T14:00:00Z'), 'America/New_York')).toBe('10:00');
    expect([zonedDate(at('2027-01-01T03:30:00Z'), 'Asia/Kathmandu'), zonedClock(at('2027-01-01T03:30:00Z'), 'Asia/Kathmandu')]).toEqual(['2027-01-01', '09:15']);
    expect(zonedClock(at('2027-07-01T00:05:00Z'), 'UTC')).toBe('00:05');
  });
});

describe('a schedule of several levels', () => {
  const settings = (): ScheduleSettingsInput => ({
    start_date: '2027-03-06', end_date: '2027-12-31', weekdays: [6], time_slots: ['09:00', '11:00'], time_zone: 'America/Chicago',
    game_length_minutes: 90, venues: [{ id: 'park', name: 'Park', address: null, fields: ['North', 'South'] }], blackout_dates: [], format: 'single',
  });
  const groups = [
    { key: 'premier', teams: teamsOf(4) },
    { key: 'reserve', teams: teamsOf(9).slice(4, 7) },
    { key: null, teams: teamsOf(9).slice(7) },
  ];

  it('pairs teams only within their level, every pair of a level once, and tags each game with its level', () => {
    const s = generateGroupedSchedule({ groups, settings: settings() });
    const levelOf = new Map(groups.flatMap((g) => g.teams.map((t) => [t.id, g.key])));
    for (const g of s.games) {
      expect(levelOf.get(g.home_team_id)).toBe(g.group);
      expect(levelOf.get(g.away_team_id)).toBe(g.group);
    }
    expect(s.games.filter((g) => g.group === 'premier')).toHaveLength(6);
    expect(s.games.filter((g) => g.group === 'reserve')).toHaveLength(3);
    expect(s.games.filter((g) => g.group === null)).toHaveLength(1);
    expect(s.byes.filter((b) => b.group === 'reserve')).toHaveLength(3);
    expect(s.rounds).toBe(3);
  });

  it('never puts two games of different levels on one field at once, nor on a field another game keeps', () => {
    const occupied: KeptGame[] = [{ id: 'other', home_team_id: 'x', away_team_id: 'y', scheduled_at: '2027-03-06T15:00:00.000Z', venue_id: 'park', field: 'North' }];
    const s = generateGroupedSchedule({ groups, settings: settings(), occupied });
    const taken = new Set([`${occupied[0].scheduled_at} North`]);
    for (const g of s.games) {
      const key = `${g.scheduled_at} ${g.field}`;
      expect(taken.has(key)).toBe(false);
      taken.add(key);
    }
    expect(s.games.map((g) => g.scheduled_at)).toEqual([...s.games.map((g) => g.scheduled_at)].sort());
  });
});
