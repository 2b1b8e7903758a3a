// The spec's date range on season cards, 'MMM d - MMM d, yyyy', from the ISO date strings themselves: they are
// read as calendar dates in the reader's own zone, so no time zone moves a season by a day.
import { format, parseISO } from 'date-fns';
import { SEASON_DATE_FORMAT } from '../../../../../shared/season-schema';

export function seasonDateRange(start: string, end: string): string {
  return `${format(parseISO(start), SEASON_DATE_FORMAT.start)} - ${format(parseISO(end), SEASON_DATE_FORMAT.end)}`;
}
