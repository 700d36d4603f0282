/**
 * Person-specification tables: a header row such as "Requirement | Essential | Desirable" and rows
 * of cells. Each column says how strongly its cells are asked for; the first column names the
 * requirement and is asked for as strongly as its first filled column ("Fundraising ability | - |
 * Experience applying for funds" is only desirable).
 */
import { PREFERRED_CUE, type AskingKind } from './job-skills';

const REQUIRED_COLUMN = /\b(essential|required|requirements?|must|mandatory|minimum)\b/i;

/** The kind of each column of a header row, or undefined when the row is no such header. */
export function tableColumns(heading: string): (AskingKind | undefined)[] | undefined {
  const cells = heading.split('|').map((c) => c.trim());
  if (cells.length < 3) return undefined;
  const kinds = cells.map((c, i): AskingKind | undefined => {
    if (i === 0) return undefined;
    if (PREFERRED_CUE.test(c)) return 'preferred';
    return REQUIRED_COLUMN.test(c) ? 'requirements' : undefined;
  });
  return kinds.includes('preferred') && kinds.includes('requirements') ? kinds : undefined;
}

export interface TableCell {
  text: string;
  offset: number;
  kind: AskingKind;
}

/** The asked-for cells of one row, with their offsets in the row. */
export function tableCells(row: string, columns: (AskingKind | undefined)[]): TableCell[] | undefined {
  if (!row.includes('|')) return undefined;
  const out: TableCell[] = [];
  let offset = 0;
  const cells = row.split('|').map((text) => {
    const at = offset;
    offset += text.length + 1;
    const lead = text.length - text.trimStart().length;
    return { text: text.trim(), offset: at + lead };
  });
  const filled = (t: string) => /[\p{L}\p{N}]/u.test(t);
  const firstKind = columns.find((k, i) => k && filled(cells[i]?.text ?? ''));
  cells.forEach((c, i) => {
    const kind = i === 0 ? firstKind : columns[i];
    if (kind && filled(c.text)) out.push({ text: c.text, offset: c.offset, kind });
  });
  return out;
}

const REQUIRED_VALUE = /^(?:essential|required|mandatory|must(?:[- ]have)?|yes)$/i;
const PREFERRED_VALUE = /^(?:desirable|desired|preferred|nice[- ]to[- ]have|optional|a plus|plus|bonus|advantageous|an? (?:advantage|asset))$/i;

/**
 * "| Python | Essential |", "| Docker | Desirable |": a table whose rows each carry one cell that
 * says how strongly the row is asked for; the row's other filled cells are asked that strongly.
 * Undefined for any other row (a header naming both kinds is read by `tableColumns`).
 */
export function rowImportanceCells(row: string): TableCell[] | undefined {
  if (!/\|.*\|/.test(row)) return undefined;
  let offset = 0;
  const cells = row.split('|').map((text) => {
    const at = offset;
    offset += text.length + 1;
    return { text: text.trim(), offset: at + text.length - text.trimStart().length };
  });
  const kinds = cells.map((c): AskingKind | undefined =>
    REQUIRED_VALUE.test(c.text) ? 'requirements' : PREFERRED_VALUE.test(c.text) ? 'preferred' : undefined,
  );
  const marked = kinds.filter((k) => k !== undefined);
  if (marked.length !== 1) return undefined;
  const kind = marked[0]!;
  const out = cells.filter((c, i) => kinds[i] === undefined && /[\p{L}\p{N}]/u.test(c.text)).map((c) => ({ text: c.text, offset: c.offset, kind }));
  return out.length ? out : undefined;
}
