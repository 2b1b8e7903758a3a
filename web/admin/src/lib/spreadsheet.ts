// A spreadsheet file as rows of text cells keyed by column name (shared/sheet-rows.ts): CSV through papaparse, XLSX
// (what spreadsheet programs save) through read-excel-file, loaded only when such a file is chosen.
import Papa from 'papaparse';
import { sheetRows as keyed, type SheetRows } from '../../../../shared/sheet-rows';

export type { SheetRows };

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
