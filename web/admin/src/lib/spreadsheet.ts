// A spreadsheet file as rows of text cells keyed by column name: CSV through papaparse, XLSX (what spreadsheet
// programs save) through read-excel-file, loaded only when such a file is chosen. Header names are matched loosely
// ('Home Score' is home_score); dates and times a spreadsheet stored as such are written back as yyyy-MM-dd and HH:mm.
import Papa from 'papaparse';
import { columnKey } from '../../../../shared/import-schema';

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

function keyed(header: unknown[], body: unknown[][]): SheetRows {
  const columns = header.map((h) => columnKey(String(h ?? '')));
  return body
    .filter((r) => r.some((c) => c !== null && c !== undefined && String(c).trim() !== ''))
    .map((r) => Object.fromEntries(columns.map((c, i) => [c, cellText(r[i], c)])));
}

export async function readSpreadsheet(file: File): Promise<SheetRows> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    const sheet = await readSheet(file);
    return sheet.length ? keyed(sheet[0], sheet.slice(1)) : [];
  }
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  // A cell the export prefixed with ' (to keep a spreadsheet from running it) reads back without it.
  const rows = parsed.data.map((r) => r.map((c) => (/^'[=+\-@]/.test(c) ? c.slice(1) : c)));
  return rows.length ? keyed(rows[0], rows.slice(1)) : [];
}

/** Saves text as a file the browser downloads. */
export function download(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
