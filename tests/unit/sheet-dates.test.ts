// Dates and times as a league's spreadsheets write them: month first on a United States time zone, day first
// elsewhere; ISO everywhere; a 12- or 24-hour clock; anything else is not a date or time.
import { describe, expect, it } from 'vitest';
import { dateOrderOf, readSheetDate, readSheetTime } from '../../shared/sheet-dates';

describe('spreadsheet dates and times in the league\'s locale', () => {
  it('reads a US league\'s dates month first and everyone else\'s day first', () => {
    expect(['America/Chicago', 'America/Indiana/Indianapolis', 'Pacific/Honolulu', 'US/Eastern'].map(dateOrderOf)).toEqual(Array(4).fill('month-first'));
    expect(['Europe/London', 'America/Toronto', 'America/Sao_Paulo', 'Australia/Sydney', 'UTC'].map(dateOrderOf)).toEqual(Array(5).fill('day-first'));
    expect(readSheetDate('12/05/2026', 'month-first')).toBe('2026-12-05');
    expect(readSheetDate('12/05/2026', 'day-first')).toBe('2026-05-12');
    expect(readSheetDate('3/6/27', 'month-first')).toBe('2027-03-06');
    expect(readSheetDate('06.03.2027', 'day-first')).toBe('2027-03-06');
    expect(readSheetDate('2027-03-06', 'month-first')).toBe('2027-03-06');
    expect(readSheetDate('2027/3/6', 'day-first')).toBe('2027-03-06');
  });

  it('refuses what is not a calendar date', () => {
    for (const bad of ['13/05/2026', '02/30/2027', '2027-02-29', '12-05/2026', '5 May 2026', '', '12/05']) expect(readSheetDate(bad, 'month-first'), bad).toBeNull();
  });

  it('reads 12- and 24-hour times as HH:mm', () => {
    expect(['7:30 PM', '7:30pm', '7.30 p.m.', '19:30', '19:30:00', '07:30 PM'].map(readSheetTime)).toEqual(Array(6).fill('19:30'));
    expect(['12:00 AM', '12 PM', '9 am', '0:05'].map(readSheetTime)).toEqual(['00:00', '12:00', '09:00', '00:05']);
    for (const bad of ['25:00', '13:00 PM', '0:30 AM', '7:60', 'noon', '']) expect(readSheetTime(bad), bad).toBeNull();
  });
});
