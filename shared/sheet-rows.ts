// A spreadsheet's cells as the imports read them: rows of text keyed by column name, header names matched loosely
// ('Home Score' is home_score), empty rows dropped (each kept row may carry its line number), and dates and times a spreadsheet stored as such written back as
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

const blank = (r: unknown[]) => !r.some((c) => c !== null && c !== undefined && String(c).trim() !== '');
/** A header's column names; a column without a name holds nothing the imports read and is left out. */
const columnsOf = (header: unknown[]) => header.map((h) => columnKey(String(h ?? '')));
const keyed = (columns: string[], r: unknown[]) => Object.fromEntries(columns.flatMap((c, i) => (c ? [[c, cellText(r[i], c)]] : [])));

/** The header row and the rows under it, as text cells by column. */
export function sheetRows(header: unknown[], body: unknown[][]): SheetRows {
  const columns = columnsOf(header);
  return body.filter((r) => !blank(r)).map((r) => keyed(columns, r));
}

/**
 * A whole sheet as read (blank lines kept): its header is the first line with a value, and each row under it that
 * has one comes with its line number in the sheet (the first line is 1), so a preview names the rows a
 * spreadsheet shows.
 */
export function numberedSheetRows(lines: unknown[][]): { rows: SheetRows; row_numbers: number[] } {
  const head = lines.findIndex((r) => !blank(r));
  if (head < 0) return { rows: [], row_numbers: [] };
  const columns = columnsOf(lines[head]);
  const rows: SheetRows = [];
  const numbers: number[] = [];
  lines.forEach((r, i) => {
    if (i <= head || blank(r)) return;
    rows.push(keyed(columns, r));
    numbers.push(i + 1);
  });
  return { rows, row_numbers: numbers };
}
