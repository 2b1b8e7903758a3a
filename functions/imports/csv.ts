// CSV as spreadsheet programs read and write it (RFC 4180): a header row, commas, CRLF, and a cell quoted when it
// holds a comma, a quote or a line break. A cell starting with = + - @ is prefixed with ' so a spreadsheet shows
// it as text rather than running it as a formula (a team named "=HYPERLINK(...)" stays a name).
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA.test(text) && !/^-\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: Record<string, string | number | null | undefined>[]): string {
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}
