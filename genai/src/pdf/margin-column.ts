/**
 * A left column that holds only section headings (and the dates of the entries beside them) is a
 * margin, not a sidebar. Designs that set such a column as a table cell centre each heading on its
 * block: read as a column, every heading comes before all the content; read across, a heading
 * lands mid-section. Each margin row goes instead before the block of content rows (rows set apart
 * by a wider gap than the column's line pitch) that spans its height.
 */
import { isDateOnly } from '../resume/resume-dates';
import { median } from '../resume/split-entries';
import type { TextItem } from './clean-text-items';
import type { OrderedRow } from './card-grid';
import { rowText, rowTop } from './row-geometry';

const top = rowTop;
const textOf = rowText;

/** A heading wrapped in its cell ("PROFESSIONAL SKILLS" / "SUMMARY") becomes one row again. */
function joinWrappedHeadings(rows: TextItem[][]): TextItem[][] {
  const out: TextItem[][] = [];
  for (const row of rows) {
    const prev = out[out.length - 1];
    const size = Math.max(...row.map((i) => i.fontSize));
    if (prev && !isDateOnly(textOf(prev)) && !isDateOnly(textOf(row)) && top(row) - top(prev) <= 1.5 * size) {
      const shift = Math.max(...prev.map((i) => i.x + i.width)) + 0.3 * size - Math.min(...row.map((i) => i.x));
      out[out.length - 1] = [...prev, ...row.map((i) => ({ ...i, x: i.x + shift, y: prev[0]!.y }))];
    } else out.push(row);
  }
  return out;
}

export function marginBeforeBlocks(marginRows: TextItem[][], contentRows: TextItem[][]): OrderedRow[] {
  if (!contentRows.length) return marginRows.map((items) => ({ items }));
  const gaps = contentRows.slice(1).map((row, i) => top(row) - top(contentRows[i]!));
  // The line pitch: the lower quartile of the gaps, as entries of two or three lines make half of
  // them the wider gaps between entries.
  const sorted = gaps.filter((g) => g > 0).sort((a, b) => a - b);
  const pitch = sorted.length ? sorted[Math.floor((sorted.length - 1) / 4)]! : median(gaps);
  // Blocks of content rows: a gap clearly wider than the line pitch starts one.
  const starts = [0, ...gaps.flatMap((gap, i) => (gap > pitch * 1.6 ? [i + 1] : []))];
  const blocks = starts.map((start, b) => {
    const end = (starts[b + 1] ?? contentRows.length) - 1;
    return { start, end, from: top(contentRows[start]!), to: top(contentRows[end]!) };
  });
  const assigned = blocks.map(() => [] as TextItem[][]);
  for (const row of marginRows) {
    const y = top(row);
    // The block spanning the row's height; else the first below it; else the last.
    let b = blocks.findIndex((block) => y >= block.from - pitch && y <= block.to + pitch);
    if (b < 0) b = blocks.findIndex((block) => block.from >= y);
    if (b < 0) b = blocks.length - 1;
    assigned[b]!.push(row);
  }
  const out: OrderedRow[] = [];
  blocks.forEach((block, b) => {
    const gapAbove = block.start > 0 ? top(contentRows[block.start]!) - top(contentRows[block.start - 1]!) : 0;
    const margin = joinWrappedHeadings(assigned[b]!.sort((p, q) => top(p) - top(q)));
    margin.forEach((items, i) => out.push({ items, gapAbove: i === 0 ? gapAbove : pitch }));
    contentRows.slice(block.start, block.end + 1).forEach((items, i) => out.push(i === 0 && margin.length ? { items, gapAbove: pitch } : { items }));
  });
  return out;
}
