// A spreadsheet file as rows of text cells keyed by column name (shared/sheet-rows.ts): CSV through papaparse, XLSX
// (what spreadsheet programs save) through read-excel-file, loaded only when such a file is chosen.
import Papa from 'papaparse';
import { numberedSheetRows, type SheetRows } from '../../../../shared/sheet-rows';

export type { SheetRows };
/** A file's rows under its header, and each row's line number in the file (blank lines counted, as a spreadsheet shows them). */
export interface SheetFile { rows: SheetRows; row_numbers: number[] }

export async function readSpreadsheet(file: File): Promise<SheetFile> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    return numberedSheetRows(await readSheet(file));
  }
  const text = await file.text();
  // Blank lines are kept (and skipped as rows later) so every row keeps the line number the file gives it.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  // A cell the export prefixed with ' (to keep a spreadsheet from running it) reads back without it.
  return numberedSheetRows(parsed.data.map((r) => r.map((c) => (/^'[=+\-@]/.test(c) ? c.slice(1) : c))));
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
