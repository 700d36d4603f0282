/**
 * The one CSV cell writer for every export HireGen makes (the admin audit log from the api, a
 * job's pipeline from the HR area): RFC 4180 quoting, and text a spreadsheet would run as a
 * formula defused with a leading apostrophe.
 *
 * Spreadsheets start a formula at `=`, `+`, `-` or `@` (and their fullwidth forms ＝ ＋ － ＠,
 * which some normalise to ASCII), after any leading spaces or invisible characters they trim,
 * and treat a leading tab or carriage return as the start of one too. A `;` splits cells where it
 * is the list separator (many European locales), so `a;=cmd()` would begin a new cell with
 * `=`: every cell holding a `;` (or a comma, quote or line break) is quoted, which keeps it one
 * cell in either reading.
 */

/** Leading characters a spreadsheet skips before it looks for a formula: whitespace, controls, invisible format characters. */
const SKIPPED = '[\\s\\p{Cc}\\p{Cf}]*';
const FORMULA_START = new RegExp(`^(?:[\\t\\r]|${SKIPPED}[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20])`, 'u');
const NEEDS_QUOTES = /[",;\r\n]/;

/** True when a spreadsheet could read this text as a formula. */
export function isCsvFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** One cell: text as it is, numbers and booleans as written, null/undefined empty, anything else as JSON. */
export function csvCell(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (value === null || value === undefined) text = '';
  else text = JSON.stringify(value);
  if (isCsvFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, without its line break. */
export function csvRow(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',');
}
