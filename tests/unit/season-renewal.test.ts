// Season auto-renewal's date and name rules (shared/season-renewal.ts): the next season keeps its weekdays and its
// length, and its name follows the years.
import { describe, expect, it } from 'vitest';
import { nextSeasonDates, nextSeasonName, renewalDueAt, shiftMoment } from '../../shared/season-renewal';

const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

describe('the next season drafted from a season', () => {
  it('moves a 13-week season on by exactly 13 weeks: Monday to Sunday again, right after it', () => {
    expect(nextSeasonDates('2027-03-01', '2027-05-30')).toEqual({ start_date: '2027-05-31', end_date: '2027-08-29', shift: 91 });
  });

  it('rounds a season that is not whole weeks up to whole weeks, so its dates keep their weekdays and never overlap it', () => {
    const { start_date, end_date, shift } = nextSeasonDates('2027-01-09', '2027-03-31');
    expect(shift).toBe(84);
    expect(weekday(start_date)).toBe(weekday('2027-01-09'));
    expect(weekday(end_date)).toBe(weekday('2027-03-31'));
    expect(start_date > '2027-03-31').toBe(true);
  });

  it('crosses a leap day and a year end on the same weekdays', () => {
    const { start_date, end_date } = nextSeasonDates('2027-09-06', '2028-02-27');
    expect([start_date, end_date]).toEqual(['2028-02-28', '2028-08-20']);
    expect([weekday(start_date), weekday(end_date)]).toEqual([weekday('2027-09-06'), weekday('2028-02-27')]);
  });

  it('is due the set number of days before the season ends, at midnight UTC', () => {
    expect(renewalDueAt('2027-05-30', 14)).toBe('2027-05-16T00:00:00.000Z');
    expect(renewalDueAt('2027-03-10', 14)).toBe('2027-02-24T00:00:00.000Z');
  });

  it('moves registration moments on by the same days, at the same time of day', () => {
    expect(shiftMoment('2027-01-04T09:00:00.000Z', 91)).toBe('2027-04-05T09:00:00.000Z');
  });

  it('moves the years of its name on as its dates moved, and numbers a season whose years stay', () => {
    expect(nextSeasonName('Winter 2026-2027', '2026-11-02', '2027-11-01')).toBe('Winter 2027-2028');
    expect(nextSeasonName('Spring 2027', '2027-03-01', '2027-05-31')).toBe('Spring 2027 (2)');
    expect(nextSeasonName('Spring 2027 (2)', '2027-05-31', '2027-08-30')).toBe('Spring 2027 (3)');
    expect(nextSeasonName('Open league', '2027-03-01', '2028-03-06')).toBe('Open league (2)');
  });
});
