/**
 * Entries printed as cards side by side (a two-column grid of schools or roles: name, dates and
 * degree in each card). Read row by row, the two cards' lines interleave ("ConsenSys Academy  Hack
 * Reactor" / "Jun 2018 - Aug 2018  Jun 2016 - Aug 2016"), and two entries become one. A row holding
 * two date ranges, one in each column, cannot be one entry: around such a row, lines that keep to
 * either side of the same gutter are a grid, read card by card (left card, then right card).
 */
import { isDateOnly } from '../resume/resume-dates';
import type { TextItem } from './clean-text-items';
import { rowSize, rowTop } from './row-geometry';

/** The segments of a row as the line builder splits them. */
export interface RowShape {
  segments: string[];
  segmentBounds?: [number, number][];
  fontSize: number;
}

/** A row of items in reading order; `gapAbove` set where reordering moved the row under another. */
export interface OrderedRow {
  items: TextItem[];
  gapAbove?: number;
}

const RANGE_MARK = /[-–—]|\bto\b|\b(?:present|current|now|today)\b/i;
const isRange = (text: string) => isDateOnly(text) && RANGE_MARK.test(text);
/** Lines of one card row sit closer than this many font sizes; a wider gap ends the grid. */
const MAX_ROW_GAP_EM = 3.5;

/** The gutter's x when the row holds exactly two date ranges, one each side of it. */
function gridGutter(shape: RowShape | null): number | undefined {
  if (!shape?.segmentBounds || shape.segments.length !== 2 || !shape.segments.every(isRange)) return undefined;
  return shape.segmentBounds[1]![0];
}

const top = rowTop;
const sizeOf = rowSize;

export function readCardGrids(rows: TextItem[][], shapeOf: (row: TextItem[]) => RowShape | null): OrderedRow[] {
  const shapes = rows.map(shapeOf);
  const inGrid = new Array<number | undefined>(rows.length).fill(undefined);
  rows.forEach((_, i) => {
    const gutter = gridGutter(shapes[i]!);
    if (gutter === undefined || inGrid[i] !== undefined) return;
    const size = shapes[i]!.fontSize;
    // Each item keeps to one side; a heading (larger type) or a wide gap ends the grid.
    const fits = (j: number) => sizeOf(rows[j]!) <= size * 1.3 && rows[j]!.every((item) => item.x + item.width <= gutter + 1 || item.x >= gutter - 3);
    const near = (a: number, b: number) => Math.abs(top(rows[b]!) - top(rows[a]!)) <= MAX_ROW_GAP_EM * size;
    let first = i;
    while (first > 0 && inGrid[first - 1] === undefined && fits(first - 1) && near(first - 1, first)) first--;
    let last = i;
    while (last + 1 < rows.length && fits(last + 1) && near(last, last + 1)) last++;
    const sides = rows.slice(first, last + 1).map((row) => [row.some((it) => it.x < gutter - 3), row.some((it) => it.x >= gutter - 3)]);
    // Both columns hold a card: at least a name above the dates on each side.
    if (sides.filter(([l]) => l).length < 2 || sides.filter(([, r]) => r).length < 2) return;
    for (let j = first; j <= last; j++) inGrid[j] = gutter;
  });

  const out: OrderedRow[] = [];
  for (let i = 0; i < rows.length; ) {
    const gutter = inGrid[i];
    if (gutter === undefined) {
      out.push({ items: rows[i]! });
      i++;
      continue;
    }
    let end = i;
    while (end + 1 < rows.length && inGrid[end + 1] === gutter) end++;
    // Card rows: a new one starts where the gap above a two-sided row is wider than the block's tightest.
    const gaps = [];
    for (let j = i + 1; j <= end; j++) gaps.push(top(rows[j]!) - top(rows[j - 1]!));
    const tight = Math.min(...gaps);
    let start = i;
    for (let j = i; j <= end + 1; j++) {
      const twoSided = j <= end && rows[j]!.some((it) => it.x < gutter - 3) && rows[j]!.some((it) => it.x >= gutter - 3);
      if (j === end + 1 || (j > start && twoSided && top(rows[j]!) - top(rows[j - 1]!) > tight * 1.5)) {
        const cardRows = rows.slice(start, j);
        // The right card is moved onto the left one's edge: one column, so indents keep their meaning.
        const shift = gutter - Math.min(...cardRows.flatMap((row) => row.filter((it) => it.x < gutter - 3).map((it) => it.x)));
        const gapAbove = start > 0 ? top(rows[start]!) - top(rows[start - 1]!) : 0;
        for (const side of ['left', 'right'] as const) {
          let firstOfSide = true;
          for (const row of cardRows) {
            const items =
              side === 'left' ? row.filter((it) => it.x < gutter - 3) : row.filter((it) => it.x >= gutter - 3).map((it) => ({ ...it, x: it.x - shift }));
            if (!items.length) continue;
            out.push(firstOfSide ? { items, gapAbove } : { items });
            firstOfSide = false;
          }
        }
        start = j;
      }
    }
    i = end + 1;
  }
  return out;
}
