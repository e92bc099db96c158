// CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark (so Excel reads Thai as Thai), CRLF rows, every
// cell quoted when it holds a quote, a comma or a line break. A text cell starting with = + - @ (or a tab or a
// carriage return) is what a spreadsheet runs as a formula: it is prefixed with an apostrophe (OWASP "CSV
// injection"). Numbers are written as numbers, so amounts stay summable.

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as CSV text. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole document: a byte-order mark, then one CRLF-ended row per array. */
export function csvDocument(rows: readonly (readonly CsvCell[])[]): string {
  return `\ufeff${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
