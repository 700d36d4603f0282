/**
 * A narrow column of short notes (employer, dates, a place; or a contact list) printed beside a
 * paragraph of prose in a wider column: HTML designs that lay each entry out as two table cells or
 * grid areas. Read row by row, each note lands inside the paragraph ("Northgate Labs  Northgate
 * Labs builds …" / "… all its clients.  Jan 2019 – Mar 2021") and the entry's dates and employer are
 * lost in its text. Such a block is read as two columns instead: the notes first, then the prose.
 *
 * The block is told from a row of a title and its right-aligned dates by what the right column
 * holds: prose (several words a row, most in lower case: no wrapped title), in a column at least
 * half again as wide as the notes', beside two notes or more (a label column's date beside its
 * role is one note a row, read across as it is).
 */
import type { OrderedRow } from './card-grid';
import type { TextItem } from './clean-text-items';
import { rowSize, rowText, rowTop } from './row-geometry';

/** Rows of one block sit closer than this many type sizes. */
const MAX_ROW_GAP_EM = 2.2;
/** The empty strip between the columns is at least this many type sizes wide. */
const MIN_GUTTER_EM = 1;
/** The prose column's rows (but its last) hold at least this many words, most of them in lower case. */
const MIN_PROSE_WORDS = 5;

const top = rowTop;
const sizeOf = rowSize;
const textOf = rowText;
const words = (text: string) => text.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The x where a row's right-hand piece starts, when an empty strip of the gutter's width comes before it. */
function gutterOf(items: TextItem[]): number | undefined {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const size = sizeOf(items);
  for (let i = 1; i < sorted.length; i++) {
    const leftEnd = Math.max(...sorted.slice(0, i).map((it) => it.x + it.width));
    if (sorted[i]!.x - leftEnd >= MIN_GUTTER_EM * size) return sorted[i]!.x;
  }
  return undefined;
}

interface Block {
  first: number;
  last: number;
  gutter: number;
}

/** The block around row `i` whose rows keep to either side of `gutter`, or null when it is no such block. */
function blockAround(rows: OrderedRow[], i: number, gutter: number): Block | null {
  const size = sizeOf(rows[i]!.items);
  // Every item keeps to one side of the gutter, and the right side's row starts on its edge (a left-aligned column).
  const fits = (j: number) => {
    const items = rows[j]!.items;
    if (rows[j]!.gapAbove !== undefined && j !== i) return false;
    if (Math.abs(sizeOf(items) - size) > 0.15 * size) return false;
    if (!items.every((it) => it.x + it.width <= gutter - 0.3 * size || it.x >= gutter - 0.3 * size)) return false;
    const rightStart = Math.min(...items.filter((it) => it.x >= gutter - 0.3 * size).map((it) => it.x));
    return rightStart === Infinity || Math.abs(rightStart - gutter) <= 0.3 * size;
  };
  const near = (a: number, b: number) => top(rows[b]!.items) - top(rows[a]!.items) <= MAX_ROW_GAP_EM * size;
  let first = i;
  while (first > 0 && fits(first - 1) && near(first - 1, first)) first--;
  let last = i;
  while (last + 1 < rows.length && fits(last + 1) && near(last, last + 1)) last++;
  const block = rows.slice(first, last + 1).map((r) => r.items);
  const left = block.map((items) => items.filter((it) => it.x < gutter - 0.3 * size)).filter((s) => s.length);
  const right = block.map((items) => items.filter((it) => it.x >= gutter - 0.3 * size)).filter((s) => s.length);
  // Two notes at least (a label column holds one a row: its date stays on its role's row), and a
  // row of prose at least.
  if (left.length < 2 || !right.length) return null;
  // The right column is prose: every row but the last (or its only one) holds several words.
  if ((right.length > 1 ? right.slice(0, -1) : right).some((items) => words(textOf(items)) < MIN_PROSE_WORDS)) return null;
  // Sentences, not a wrapped name or title: most of their words are in lower case.
  const rightWords = right.flatMap((items) => textOf(items).split(' ')).filter((w) => /\p{L}/u.test(w));
  if (rightWords.filter((w) => /^\p{Ll}/u.test(w)).length < 0.5 * rightWords.length) return null;
  // The notes' column is the narrower: the prose column is at least half again as wide.
  const leftStart = Math.min(...left.flat().map((it) => it.x));
  const rightEnd = Math.max(...right.flat().map((it) => it.x + it.width));
  if (rightEnd - gutter < 1.5 * (gutter - leftStart)) return null;
  return { first, last, gutter };
}

export function readNotesBesideProse(rows: OrderedRow[]): OrderedRow[] {
  const blocks: Block[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (blocks.length && i <= blocks[blocks.length - 1]!.last) continue;
    const gutter = gutterOf(rows[i]!.items);
    if (gutter === undefined) continue;
    const block = blockAround(rows, i, gutter);
    if (block && (!blocks.length || block.first > blocks[blocks.length - 1]!.last)) blocks.push(block);
  }
  if (!blocks.length) return rows;
  const out: OrderedRow[] = [];
  let next = 0;
  for (const { first, last, gutter } of blocks) {
    out.push(...rows.slice(next, first));
    const size = sizeOf(rows[first]!.items);
    const pieces = rows.slice(first, last + 1);
    const side = (row: OrderedRow, leftSide: boolean) => row.items.filter((it) => it.x < gutter - 0.3 * size === leftSide);
    const gapAbove = first > 0 ? top(rows[first]!.items) - top(rows[first - 1]!.items) : undefined;
    const leftRows = pieces.map((row) => side(row, true)).filter((items) => items.length);
    const rightRows = pieces.map((row) => side(row, false)).filter((items) => items.length);
    leftRows.forEach((items, k) => out.push(k === 0 && gapAbove !== undefined ? { items, gapAbove } : { items }));
    // The prose starts as a new paragraph under the notes.
    rightRows.forEach((items, k) => out.push(k === 0 ? { items, gapAbove: 1.5 * size } : { items }));
    next = last + 1;
  }
  out.push(...rows.slice(next));
  return out;
}
