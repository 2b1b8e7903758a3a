// A spreadsheet's cells as the imports read them: rows of text keyed by column name, header names matched loosely
// ('Home Score' is home_score), empty rows dropped, and dates and times a spreadsheet stored as such written back as
// yyyy-MM-dd and HH:mm. The admin app reads files with it; tests read fixtures with it.
import { columnKey } from './import-schema';

export type SheetRows = Record<string, string>[];

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(value: unknown, column: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel keeps a time of day as a date on 1899-12-30 (its day zero).
    if (value.getUTCFullYear() < 1901 || column === 'time') return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number' && column === 'time' && value >= 0 && value < 1) {
    const minutes = Math.round(value * 24 * 60);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  return String(value).trim();
}

/** The header row and the rows under it, as text cells by column. */
export function sheetRows(header: unknown[], body: unknown[][]): SheetRows {
  const columns = header.map((h) => columnKey(String(h ?? '')));
  return body
    .filter((r) => r.some((c) => c !== null && c !== undefined && String(c).trim() !== ''))
    .map((r) => Object.fromEntries(columns.map((c, i) => [c, cellText(r[i], c)])));
}

