// CSV as spreadsheet programs read and write it (RFC 4180): a header row, commas, CRLF, and a cell quoted when it
// holds a comma, a quote or a line break. A cell starting with = + - @ is prefixed with ' so a spreadsheet shows
// it as text rather than running it as a formula (a team named "=HYPERLINK(...)" stays a name). Text that is a
// negative number and nothing else ("-3") is left as it is; "-2+3+cmd|..." starts like one but is a formula.
const FORMULA = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA.test(text) && !NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Cell = string | number | null | undefined;

/** Rows of cells, the first row being the header, as one CSV text. */
export function csvOf(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Records as CSV under `columns`, each record's cell read by its column's name. */
export function toCsv(columns: readonly string[], rows: Record<string, Cell>[]): string {
  return csvOf([columns, ...rows.map((r) => columns.map((c) => r[c]))]);
}
