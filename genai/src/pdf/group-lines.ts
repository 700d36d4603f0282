import type { ResumeLine } from '../resume/resume-line';
import type { TextItem } from './clean-text-items';
import { INSTITUTION_PATTERN, isLocation } from '../resume/resume-vocabulary';
import { boundLineText } from '../resume/text-lines';
import { isDateOnly } from '../resume/resume-dates';
import { sectionKindOf } from '../resume/section-headings';
import { readCardGrids } from './card-grid';
import { marginBeforeBlocks } from './margin-column';
import { readNotesBesideProse } from './notes-beside-prose';

/** A gap wider than this many font sizes splits a line into segments (a tab stop, a right-aligned date). */
const SEGMENT_GAP_EM = 1.6;
/** Items whose baselines differ by less than this share a line. */
const SAME_LINE_EM = 0.45;
// \u0000 and \uFFFD: a marker drawn from a font with no Unicode map for it (some browser themes'
// list markers reach the text layer as NUL), still a bullet when text follows it.
// eslint-disable-next-line no-control-regex -- NUL is the marker's text here, on purpose
const BULLET = /^\s*([•●▪■◦‣∙·○◆◇►▸➢➤✓✔\-–—*o\u0000\uFFFD])(\s+|$)/u;

function groupRows(items: TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextItem[][] = [];
  let current: TextItem[] = [];
  let rowY = -Infinity;
  let rowSize = 0;
  for (const item of sorted) {
    const tolerance = Math.max(1.5, SAME_LINE_EM * Math.max(item.fontSize, rowSize));
    if (current.length && Math.abs(item.y - rowY) <= tolerance) {
      current.push(item);
      rowSize = Math.max(rowSize, item.fontSize);
    } else {
      if (current.length) rows.push(current);
      current = [item];
      rowY = item.y;
      rowSize = item.fontSize;
    }
  }
  if (current.length) rows.push(current);
  return rows;
}

/** A line while the layout step works on it: each segment's boldness rides along (dropped at the end). */
type LayoutLine = ResumeLine & { segmentBold?: boolean[]; segmentMarked?: boolean[] };

const isVisibleText = (i: TextItem) => /[\p{L}\p{N}]/u.test(i.text);
const allBold = (items: TextItem[]) => items.some(isVisibleText) && items.filter(isVisibleText).every((i) => i.bold);

function buildLine(row: TextItem[], page: number): LayoutLine | null {
  const items = row.filter((i) => i.text.trim()).sort((a, b) => a.x - b.x);
  if (!items.length) return null;
  const size = Math.max(...items.map((i) => i.fontSize));
  // Items split into segments at wide gaps (a tab stop, a right-aligned date).
  const groups: TextItem[][] = [];
  let prevEnd = -Infinity;
  let prevSize = 0;
  for (const item of items) {
    // Type of a very different size set apart by a space is another piece: a name in large type
    // beside the contact details in small ("Ines Varga   ines@mail.example").
    const smaller = Math.min(prevSize, item.fontSize);
    // So is a heading set a wide space (an em) before an entry's first line in other type
    // ("Education   Northgate Institute" from a margin column of headings).
    const larger = Math.max(prevSize, item.fontSize);
    const sizeJump = smaller > 0 && ((larger > smaller * 1.6 && item.x - prevEnd > smaller * 0.8) || (larger > smaller * 1.15 && item.x - prevEnd > smaller));
    if (isVisibleText(item)) prevSize = item.fontSize;
    if (groups.length && (item.x - prevEnd > SEGMENT_GAP_EM * size || sizeJump)) groups.push([item]);
    else if (groups.length) groups[groups.length - 1]!.push(item);
    else groups.push([item]);
    prevEnd = Math.max(prevEnd, item.x + item.width);
  }
  // A label column set close to its content ("Feb 2023 – Oct 2024   Senior Clinical Pharmacist"
  // with a narrow gap): a leading date range followed by a visible gap is a segment of its own;
  // so is a date set flush right in a narrow cell ("BSc (Hons) Structural   2014").
  if (groups.length === 1) splitDateEdge(groups, size, 'leading');
  splitDateEdge(groups, size, 'trailing');
  const bounds: [number, number][] = groups.map((g) => [g[0]!.x, Math.max(...g.map((i) => i.x + i.width))]);
  const segments = groups.map((g) => joinItems(g, size));
  const segmentBold = groups.map(allBold);
  const segmentSizes = groups.map((g) => Math.max(...g.map((i) => i.fontSize)));
  const parts = segments.map((s) => s.replace(/\s+/g, ' ').trim());
  let bulleted = false;
  if (parts.length) {
    const match = BULLET.exec(parts[0]!);
    // A lone "o" or "-" only counts as a bullet when text follows it.
    // "– Present", "- Dec 2018": the end of a date range its narrow cell wrapped, not a bullet.
    if (match && (match[1] !== 'o' || match[2]) && !(/[-–—]/.test(match[1]!) && isDateContinuation(parts[0]!))) {
      const rest = parts[0]!.slice(match[0].length).trim();
      if (rest || parts.length > 1) {
        bulleted = true;
        if (rest) parts[0] = rest;
        else {
          parts.shift();
          bounds.shift();
          segmentBold.shift();
          segmentSizes.shift();
        }
      }
    }
  }
  const kept = parts.map((p, i) => (p ? i : -1)).filter((i) => i >= 0);
  if (!kept.length) return null;
  const bounded = kept.map((i) => boundLineText(parts[i]!));
  // Pieces of each segment (pills in two columns of skill groups: the column gap would hide the
  // pills' own gaps in a reading of the whole row).
  const cells =
    groups.length > 1
      ? groups.flatMap((g) => {
          const own = cellsOf(g, size);
          return own.length ? own : [joinItems(g, size)];
        })
      : cellsOf(items, size);
  return {
    text: bounded.join('  ').trim(),
    segments: bounded,
    page,
    x: items[0]!.x,
    y: items[0]!.y,
    right: Math.max(...items.map((i) => i.x + i.width)),
    ...(bounded.length > 1 ? { segmentBounds: kept.map((i) => bounds[i]!), segmentSizes: kept.map((i) => segmentSizes[i]!) } : {}),
    segmentBold: kept.map((i) => segmentBold[i]!),
    ...(cells.length > bounded.length && !bulleted ? { cells } : {}),
    fontSize: size,
    bold: allBold(items),
    gapAbove: 0,
    bulleted,
  };
}

/** A gap between two runs wider than this many font sizes (a word space is ~0.25–0.35) may set cells apart. */
const CELL_GAP_EM = 0.5;
/** Every gap of a row at least this many font sizes: pills, however many. */
const PILL_GAP_EM = 1.2;

/**
 * Pieces of a row set apart by a gap wider than a word space: tags or pills ("Python   Go   SQL"),
 * a level beside a skill group ("Frontend   Expert"). The row's gaps fall in two clusters (word
 * spaces, cell gaps); or, in a row of a few words, every gap is wide. Justified text widens every
 * word space of a line alike, and letter-spaced text is a run of single glyphs: neither is cells.
 */
function cellsOf(items: TextItem[], size: number): string[] {
  if (items.length < 2 || items.filter((i) => i.text.trim().length <= 1).length > items.length / 2) return [];
  const gaps = items.slice(1).map((item, k) => item.x - Math.max(...items.slice(0, k + 1).map((i) => i.x + i.width)));
  // Spaces only: runs of one word split by a ligature or a change of style touch.
  const spaces = gaps.filter((g) => g >= 0.15 * size).sort((a, b) => a - b);
  if (!spaces.length) return [];
  // The cell gap: the smallest space after the widest jump (≥ 1.3×) between two sorted spaces.
  let cut = -1;
  for (let k = 1; k < spaces.length; k++)
    if (spaces[k]! >= 1.3 * spaces[k - 1]! && (cut < 0 || spaces[k]! / spaces[k - 1]! > spaces[cut]! / spaces[cut - 1]!)) cut = k;
  const words = items.reduce((n, i) => n + i.text.trim().split(/\s+/).length, 0);
  // No jump: a row of a few words is cells when every space is near an em wide, or wide between
  // a few runs that keep their own word spaces ("Unreal Engine   Unity"); a row of any length is
  // when every space is wider than an em and a fifth (a row of pills: justified text stays under).
  const fewRuns = items.length <= 3 || items.some((i) => /\S\s\S/.test(i.text.trim()));
  const threshold = cut > 0 ? spaces[cut]! : (words <= 5 && (spaces[0]! >= 0.9 * size || fewRuns)) || spaces[0]! >= PILL_GAP_EM * size ? spaces[0]! : Infinity;
  if (!(threshold > CELL_GAP_EM * size)) return [];
  const groups: TextItem[][] = [[items[0]!]];
  gaps.forEach((gap, k) => (gap >= threshold ? groups.push([items[k + 1]!]) : groups[groups.length - 1]!.push(items[k + 1]!)));
  return groups.length < 2 ? [] : groups.map((g) => joinItems(g, size)).filter(Boolean);
}

function joinItems(items: TextItem[], size: number): string {
  let text = '';
  let end = -Infinity;
  for (const item of items) {
    if (text && item.x - end > 0.12 * size && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    text += item.text;
    end = Math.max(end, item.x + item.width);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Width of the gap (in font sizes) that sets a date apart from its cell's text inside one segment. */
const DATE_GAP_EM = 0.6;

/**
 * Splits a date range off the first segment's start ('leading') or the last segment's end
 * ('trailing') when a visible gap separates it from letters.
 */
function splitDateEdge(groups: TextItem[][], size: number, edge: 'leading' | 'trailing'): void {
  const index = edge === 'leading' ? 0 : groups.length - 1;
  const items = groups[index]!;
  let end = -Infinity;
  const cuts: number[] = [];
  for (let i = 0; i < items.length - 1; i++) {
    end = Math.max(end, items[i]!.x + items[i]!.width);
    if (items[i + 1]!.x - end > DATE_GAP_EM * size) cuts.push(i + 1);
  }
  if (!cuts.length) return;
  const cut = edge === 'leading' ? cuts[0]! : cuts[cuts.length - 1]!;
  const head = items.slice(0, cut);
  const tail = items.slice(cut);
  const date = edge === 'leading' ? head : tail;
  const other = edge === 'leading' ? tail : head;
  // A trailing date needs a wider gap than a word space in justified text.
  if (edge === 'trailing' && tail[0]!.x - Math.max(...head.map((i) => i.x + i.width)) <= 1.0 * size) return;
  const dateText = joinItems(date, size);
  const isDate = isDateOnly(dateText) || (edge === 'leading' && (isUnfinishedRange(dateText) || isDateContinuation(dateText)));
  if (isDate && /\p{L}/u.test(joinItems(other, size))) groups.splice(index, 1, head, tail);
}

/** "– Present", "- December", "to Dec 2018": the end of a range whose start is on the line above. */
export function isDateContinuation(text: string): boolean {
  const t = text.trim();
  return /^(?:[-–—]|to\b)\s*\S/i.test(t) && (isDateOnly(`2000 ${t}`) || isDateOnly(`2000 ${t} 2001`));
}

/**
 * A date range whose end wrapped onto the next line of its cell: "June 2022–February" (the year
 * follows), "Sep 2019 –", "May 2018 to".
 */
function isUnfinishedRange(text: string): boolean {
  return !isDateOnly(text) && /\d{4}/.test(text) && (/[-–—]\s*$|\bto$/i.test(text) || isDateOnly(`${text} 2000`));
}

// Month names whole (or as their usual abbreviations), so "Marketing", "Junior" or "Decision" are
// not dates.
const DATEISH =
  /\b(19|20)\d{2}\b|\bpresent\b|\bcurrent\b|\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b\.?/i;

/** The narrowest empty strip between two columns, in points (a word space is ~3 pt, a tab stop more). */
const MIN_GUTTER = 6;
/**
 * Rows of a table or form share their lines with the other side: each sits at the same small
 * offset from a baseline there (zero, or the difference of two type sizes in top-aligned cells).
 * A column of its own keeps its own rhythm, so its offsets spread.
 */
const LOCKED_SPREAD = 0.6;
const LOCKED_MAX_OFFSET = 3;

/**
 * Where no body text crosses x: each candidate x of the middle of the page, with the top of the
 * body there (below any header line that crosses it). Header lines (name, title, contact) may
 * cross a gutter only in the top 35% of the page.
 */
function gutterCandidates(solid: TextItem[], pageWidth: number, pageHeight: number, totalChars: number, step: number): { x: number; bodyTop: number }[] {
  const valid: { x: number; bodyTop: number }[] = [];
  for (let x = pageWidth * 0.18; x <= pageWidth * 0.82; x += step) {
    let bodyTop = 0;
    let ok = true;
    for (const item of solid) {
      if (item.x < x - 0.5 && item.x + item.width > x + 0.5) {
        if (item.y > pageHeight * 0.35) {
          ok = false;
          break;
        }
        bodyTop = Math.max(bodyTop, item.y + 0.5);
      }
    }
    if (!ok) continue;
    // Most of the text must sit below the crossing header, with text on both sides.
    let bodyChars = 0;
    let leftSide = false;
    let rightSide = false;
    for (const item of solid) {
      if (item.y <= bodyTop) continue;
      bodyChars += item.text.trim().length;
      if (item.x + item.width <= x) leftSide = true;
      else if (item.x >= x) rightSide = true;
    }
    if (leftSide && rightSide && bodyChars >= totalChars * 0.6) valid.push({ x, bodyTop });
  }
  return valid;
}

/**
 * The gutter: the widest run of empty positions under the fewest header lines that is at least
 * MIN_GUTTER wide. A header line that ends inside the gutter (a long name over a sidebar) narrows
 * the strip that is empty from the top of the page; then the strip below that line is the gutter.
 */
function widestRun(valid: { x: number; bodyTop: number }[], step: number): { x: number; bodyTop: number } | null {
  const tops = [...new Set(valid.map((v) => v.bodyTop))].sort((a, b) => a - b);
  for (const top of tops) {
    let best: { x: number; width: number } | null = null;
    let runStart = -1;
    let prevX = -Infinity;
    for (const v of valid) {
      if (v.bodyTop > top + 1) {
        runStart = -1;
        continue;
      }
      if (runStart < 0 || v.x - prevX > step + 0.01) runStart = v.x;
      prevX = v.x;
      const width = v.x - runStart;
      if (!best || width > best.width) best = { x: (runStart + v.x) / 2, width };
    }
    if (best && best.width >= MIN_GUTTER) return { x: best.x, bodyTop: top };
  }
  return null;
}

/** Share of `rows` that sit at one common offset (≤ 3 pt) from a baseline of `others`. */
function baselineLockedShare(rows: TextItem[][], others: TextItem[][]): number {
  if (!rows.length || !others.length) return 0;
  const ys = others.map((r) => r[0]!.y);
  const offsets = rows.map((r) => {
    const y = r[0]!.y;
    let best = Infinity;
    for (const o of ys) if (Math.abs(y - o) < Math.abs(best)) best = y - o;
    return best;
  });
  const sorted = [...offsets].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1]!;
  if (Math.abs(median) > LOCKED_MAX_OFFSET) return 0;
  return offsets.filter((o) => Math.abs(o - median) <= LOCKED_SPREAD).length / rows.length;
}

/**
 * Finds a vertical gutter that splits the page body into two columns read one after the other.
 * Lines above the body (a full-width name/contact header) may cross the gutter. A right-hand
 * strip of dates or places aligned with the left text is not a column, nor is a label column
 * (a form or table read row by row).
 */
export function findGutter(items: TextItem[], pageWidth: number, pageHeight: number): { x: number; bodyTop: number } | null {
  const solid = items.filter((i) => i.text.trim());
  if (solid.length < 12) return null;
  const totalChars = solid.reduce((n, i) => n + i.text.trim().length, 0);
  const step = 2;
  const best = widestRun(gutterCandidates(solid, pageWidth, pageHeight, totalChars, step), step);
  if (!best) return null;
  const body = solid.filter((i) => i.y > best.bodyTop);
  const left = body.filter((i) => i.x + i.width <= best.x);
  const right = body.filter((i) => i.x >= best.x);
  const leftRows = groupRows(left);
  const rightRows = groupRows(right);
  if (leftRows.length < 4 || rightRows.length < 4) return null;
  const chars = (rows: TextItem[][]) => rows.reduce((n, r) => n + r.reduce((m, i) => m + i.text.trim().length, 0), 0);
  const rightChars = chars(rightRows);
  const leftChars = chars(leftRows);
  // A side with little text is a column only when it keeps its own line rhythm (a sidebar set
  // in its own type size and spacing); one whose rows sit on the other side's baselines is part
  // of those lines (a strip of dates, places or labels).
  const [minorRows, majorRows] = leftChars < rightChars ? [leftRows, rightRows] : [rightRows, leftRows];
  if (Math.min(leftChars, rightChars) < totalChars * 0.12 && baselineLockedShare(minorRows, majorRows) >= 0.5) return null;
  // A right-hand strip that only holds dates/places on the baselines of left-hand lines.
  const leftYs = leftRows.map((r) => r[0]!.y);
  const aligned = rightRows.filter((r) => leftYs.some((y) => Math.abs(y - r[0]!.y) < 2)).length;
  const rightText = rightRows.map((r) =>
    r
      .map((i) => i.text)
      .join(' ')
      .trim(),
  );
  const datey = rightText.filter((t) => DATEISH.test(t) || isLocation(t)).length;
  if (aligned / rightRows.length > 0.6 && datey / rightRows.length > 0.7) return null;
  // A left-hand label column (Europass: "Address", "Telephone", dates) whose short labels sit on
  // the first baseline of right-hand rows is one table, read row by row, not two columns.
  const leftText = leftRows.map((r) =>
    r
      .map((i) => i.text)
      .join(' ')
      .trim(),
  );
  const labelsAligned = baselineLockedShare(leftRows, rightRows);
  if (labelsAligned > 0.8 && leftChars / leftRows.length < 28 && leftRows.length < rightRows.length * 0.6 && leftText.every((t) => t.split(/\s+/).length <= 6))
    return null;
  if (datey / rightRows.length > 0.85 && rightChars / rightRows.length < 24) return null;
  return { x: best.x, bodyTop: best.bodyTop };
}

const FIELD_LABEL = /^(name|address|telephone|phone|mobile|e-?mail|website|nationality|date of birth|location)$/i;

/**
 * Left rows that are only a date range or a field label on the baseline of a right-hand row: many
 * of them make the page a label-column table (Europass: "Address | Barcelona, Spain", "Feb 2022 —
 * Feb 2025 | Principal Structural Engineer"), read row by row rather than as two columns.
 */
function rowLabelCount(left: TextItem[], right: TextItem[]): number {
  const rightRows = groupRows(right);
  let labels = 0;
  for (const row of groupRows(left)) {
    // Joined as a line is (letter-spaced "T O" reads "TO"), not item by item.
    const text = buildLine(row, 0)?.text ?? '';
    if (!isDateOnly(text) && !FIELD_LABEL.test(text.replace(/[:：]$/, ''))) continue;
    const y = row[0]!.y;
    if (rightRows.some((r) => Math.abs(r[0]!.y - y) < Math.max(3, 0.35 * row[0]!.fontSize))) labels++;
  }
  return labels;
}

function marginOnly(left: TextItem[]): boolean {
  const rows = groupRows(left).map((row) => buildLine(row, 0));
  const texts = rows.map((line) => line?.text.trim() ?? '');
  const headings = texts.filter((t) => sectionKindOf(t) !== null).length;
  // A heading the vocabulary does not know ("PERSONAL") still reads as one: a few words in capitals.
  const headingLike = (t: string) => sectionKindOf(t) !== null || (/^[\p{Lu}\s&/-]{3,40}$/u.test(t) && t.split(/\s+/).length <= 3);
  // A day's date ("NOVEMBER 28, 2026", an award's) is a date too.
  const dated = (t: string) => isDateOnly(t) || /^(?:\p{L}{3,9}\.? \d{1,2},? \d{4}|\d{1,2} \p{L}{3,9}\.? \d{4})$/u.test(t);
  // A label in capitals set in the dates' own type ("HARTWELL MEMORIAL PRIZE" over its date) names the
  // entry beside it, as its date does.
  const dateSizes = rows.filter((l, i) => !!l && dated(texts[i]!)).map((l) => l!.fontSize);
  const asDate = (i: number) =>
    /^[\p{Lu}\d\s&/,.'-]{3,80}$/u.test(texts[i]!) &&
    dateSizes.some((size) => Math.abs(size - (rows[i]?.fontSize ?? 0)) <= 0.3) &&
    sectionKindOf(texts[i]!) === null;
  const others = texts.filter((t, i) => t && !FIELD_LABEL.test(t.replace(/[:：]$/, '')) && !dated(t) && !asDate(i));
  // Most of them known headings: a sidebar set in capitals (skills, tags) is no margin.
  return headings >= 2 && headings >= 0.6 * others.length && others.every(headingLike);
}

/**
 * Lines of one page in reading order: header, then left column, then right column. A caller that
 * already looked for the page's gutter (the ATS report counts column pages) passes it in.
 */
export function pageLines(
  items: TextItem[],
  page: number,
  pageWidth: number,
  pageHeight: number,
  gutter: { x: number; bodyTop: number } | null = findGutter(items, pageWidth, pageHeight),
  marks: [number, number, number, number][] = [],
): ResumeLine[] {
  // Marks in the items' space (y down from the page's top).
  const shapes = marks.map(([x0, y0, x1, y1]) => ({ x0, x1, top: pageHeight - y1, bottom: pageHeight - y0 }));
  let regions: TextItem[][] = gutter
    ? [
        items.filter((i) => i.y <= gutter.bodyTop),
        items.filter((i) => i.y > gutter.bodyTop && i.x < gutter.x),
        items.filter((i) => i.y > gutter.bodyTop && i.x >= gutter.x),
      ]
    : [items];
  if (gutter) {
    // Many left rows that are labels of right-hand rows: a label-column table (Europass), read row by row.
    const labels = rowLabelCount(regions[1]!, regions[2]!);
    const leftRows = groupRows(regions[1]!).length;
    if (labels >= 3 && labels >= 0.25 * leftRows) regions = [items];
  }
  // Each row is built once: the grid check reads the lines it builds, and rows it leaves in place
  // (nearly all) are the same arrays when the lines are made below.
  const built = new Map<TextItem[], LayoutLine | null>();
  const shapeOf = (row: TextItem[]) => {
    if (!built.has(row)) built.set(row, buildLine(row, page));
    return built.get(row)!;
  };
  let ordered = regions.map((region) => readNotesBesideProse(readCardGrids(groupRows(region), shapeOf)));
  // A left column of nothing but section headings (and entries' dates) is a margin: each of its
  // rows goes before the block of content it sits beside (margin-column.ts).
  if (gutter && regions.length === 3 && marginOnly(regions[1]!)) ordered = [ordered[0]!, marginBeforeBlocks(groupRows(regions[1]!), groupRows(regions[2]!))];
  const bodySize = bodyFontSize(items);
  const lines: LayoutLine[] = [];
  ordered.forEach((rows, regionIndex) => {
    let prev: LayoutLine | null = null;
    for (const { items: row, gapAbove } of rows) {
      const line = built.get(row) ?? buildLine(row, page);
      if (!line) continue;
      if (shapes.length) {
        line.segmentMarked = (line.segmentBounds ?? [[line.x, line.right ?? line.x]]).map(([x0]) => hasMarkerBefore({ ...line, x: x0 }, shapes));
        // List items are set in the body's type; a dot before a larger line is a timeline's mark
        // beside a role's title, not a list marker.
        if (line.segmentMarked[0] && line.fontSize <= bodySize * 1.1) line.bulleted = true;
      }
      if (!prev && regionIndex === ordered.length - 1 && ordered.length > 1) line.columnStart = true;
      line.gapAbove = gapAbove ?? (prev ? Math.max(0, line.y - prev.y) : 0);
      lines.push(line);
      prev = line;
    }
  });
  const joined = joinWrappedLines(joinStackedDateCells(joinWrappedDateCells(lines)).map(dateColumnLast));
  // segmentBold only guides joining here; the parser gets plain ResumeLines.
  return joined.map(({ segmentBold: _, segmentMarked: __, ...line }) => line);
}

/** The type size most of the page's text is set in (by characters). */
function bodyFontSize(items: TextItem[]): number {
  const chars = new Map<number, number>();
  for (const i of items) {
    const size = Math.round(i.fontSize * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + i.text.trim().length);
  }
  let best = 0;
  let most = -1;
  for (const [size, n] of chars) if (n > most) [best, most] = [size, n];
  return best || Infinity;
}

/**
 * A list item whose marker is drawn as a shape (Chromium paints a <li>'s disc, circle and square
 * as paths, not text): a small mark just left of the line's first word, centred between its
 * baseline and x-height. Without it two list items read as one wrapped line.
 */
function hasMarkerBefore(line: ResumeLine, shapes: { x0: number; x1: number; top: number; bottom: number }[]): boolean {
  const size = line.fontSize || 10;
  return shapes.some((m) => {
    const height = m.bottom - m.top;
    const middle = (m.top + m.bottom) / 2;
    return (
      height >= 0.12 * size &&
      height <= 0.75 * size &&
      middle <= line.y - 0.05 * size &&
      middle >= line.y - 0.8 * size &&
      m.x1 <= line.x - 0.1 * size &&
      m.x1 >= line.x - 2.5 * size
    );
  });
}

/**
 * "September 2019 –  Title" / "February 2021  Company" (or "May 2018 to Jan" / "2022"): a date
 * range wrapped inside its narrow left cell is put back together on the row where it starts.
 */
function joinWrappedDateCells(lines: LayoutLine[]): LayoutLine[] {
  const out = lines.map((l) => ({ ...l }));
  const open = (text: string) => /[-–—]\s*$|\bto$/i.test(text.trim()) || !isDateOnly(text);
  for (const line of out) {
    if (!line.text || !line.segmentBounds) continue;
    // The cell's first line is an unfinished date ("September 2019 –", "May 2018 to Jan",
    // "Mar 2022 to Till", or "Jan 2019" over "– Present") that the cell's next lines complete. The
    // other column's lines may sit between them (a list item a few points higher than the date).
    let lastY = line.y;
    for (let k = out.indexOf(line) + 1; k < out.length && k <= out.indexOf(line) + 4; k++) {
      const next = out[k]!;
      if (!next.text || next.page !== line.page) continue;
      if (next.y - lastY > 1.6 * next.fontSize) break;
      if (Math.abs(next.x - line.x) > 1.5) continue;
      const head = line.segments[0]!;
      const piece = next.segments[0]!;
      const joined = `${head} ${piece}`;
      // "Mar 2022 to Till" / "Date" completes the range; "March 2016 –" / "December" goes on.
      const starts = open(head) || isDateContinuation(piece);
      const completes = isDateOnly(joined);
      const goesOn = isUnfinishedRange(joined) && (DATEISH.test(piece) || isDateContinuation(piece));
      if (!starts || !(completes || goesOn)) break;
      line.segments = [joined, ...line.segments.slice(1)];
      line.text = line.segments.join('  ');
      const nb = next.segmentBounds;
      if (nb && next.segments.length > 1) {
        next.segments = next.segments.slice(1);
        next.segmentBold = next.segmentBold?.slice(1);
        if (next.segmentSizes) next.segmentSizes = next.segmentSizes.slice(1);
        next.text = next.segments.join('  ');
        next.x = nb[1]![0];
        // The row's content cell starts a list item when its marker was drawn before it.
        if (next.segmentMarked?.[1]) next.bulleted = true;
        next.segmentMarked = next.segmentMarked?.slice(1);
        next.segmentBounds = nb.length > 2 ? nb.slice(1) : undefined;
        if (!next.segmentBounds) delete next.segmentBounds;
      } else {
        next.segments = [];
        next.text = '';
      }
      lastY = next.y;
      if (!open(joined)) break;
    }
  }
  return out.filter((l) => l.text);
}

/**
 * A row of a dates-on-the-left layout (a table or label column: "Sep 2021 – Current | Senior
 * Financial Analyst") reads as the usual "Senior Financial Analyst   Sep 2021 – Current", starting
 * where its content column starts, so the lines under it in that column line up with it.
 */
function dateColumnLast(line: LayoutLine): LayoutLine {
  const bounds = line.segmentBounds;
  if (!bounds || line.segments.length < 2 || !isDateOnly(line.segments[0]!)) return line;
  const segments = [...line.segments.slice(1), line.segments[0]!];
  const segmentBold = line.segmentBold && [...line.segmentBold.slice(1), line.segmentBold[0]!];
  const segmentSizes = line.segmentSizes && [...line.segmentSizes.slice(1), line.segmentSizes[0]!];
  return {
    ...line,
    segments,
    segmentBold,
    ...(segmentSizes ? { segmentSizes } : {}),
    text: segments.join('  '),
    x: bounds[1]![0],
    segmentBounds: [...bounds.slice(1), bounds[0]!],
  };
}

/**
 * "Master of Science in   May" / "Psychology   2020": a row of two cells whose text and date both
 * wrapped in a narrow column (a sidebar's degree with its date flush right) is one row again,
 * "Master of Science in Psychology   May 2020". Both lines have the same two cells (same left
 * edge, the date cell aligned on one of its edges), sit at a wrapped line's pitch, and the first
 * date piece is incomplete ("May", "Mar 2020 — Feb", "Sep 2019 –") while both pieces together are a date.
 */
function joinStackedDateCells(lines: LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const b = prev?.segmentBounds;
    const nb = line.segmentBounds;
    if (prev && b && nb && b.length === 2 && nb.length === 2 && prev.page === line.page && !line.bulleted && !line.columnStart) {
      const first = prev.segments[1]!;
      const date = `${first} ${line.segments[1]}`;
      // "May", "Mar 2020 — Feb", "Sep 2019 –": the date goes on on the next line.
      const incomplete = !isDateOnly(first) || /[-–—]\s*$|\bto$/i.test(first);
      const cellsAligned = Math.abs(nb[0]![0] - b[0]![0]) <= 1.5 && (Math.abs(nb[1]![0] - b[1]![0]) <= 1.5 || Math.abs(nb[1]![1] - b[1]![1]) <= 1.5);
      const pitch = line.gapAbove > 0 && line.gapAbove <= 1.55 * line.fontSize && Math.abs(line.fontSize - prev.fontSize) <= 0.3;
      if (incomplete && cellsAligned && pitch && isDateOnly(date)) {
        const segments = [`${prev.segments[0]} ${line.segments[0]}`, date];
        out[out.length - 1] = {
          ...prev,
          segments,
          text: segments.join('  '),
          right: Math.max(prev.right ?? 0, line.right ?? 0),
          segmentBounds: [
            [b[0]![0], Math.max(b[0]![1], nb[0]![1])],
            [Math.min(b[1]![0], nb[1]![0]), Math.max(b[1]![1], nb[1]![1])],
          ],
        };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

/** Average glyph width as a share of the font size (body fonts run 0.45–0.55). */
const GLYPH_EM = 0.5;

/**
 * Joins a line the layout wrapped onto the next one: the typographic test is that the next
 * line's first word would not have fitted after the previous line inside its text block, with
 * the same font, the same left edge (or the hanging indent of a bullet), no extra space between
 * them, and no sentence end. Works the same for bullets drawn as shapes (no glyph in the text),
 * wrapped headings in a narrow sidebar and paragraphs.
 */
export function joinWrappedLines<L extends LayoutLine>(lines: L[]): L[] {
  const out: L[] = [];
  // The right edge of the text block each line belongs to: the widest line starting near its left edge.
  const blockRight = (line: ResumeLine) =>
    Math.max(...lines.filter((l) => l.page === line.page && Math.abs(l.x - line.x) < 20 && l.columnStart === line.columnStart).map((l) => l.right ?? 0));
  // Whether another line of the block ends near its right edge (within a long word's width of it:
  // ragged text leaves that much), so the wrap width is known; a line already joined to the one
  // above it was wrapped there.
  const reachesRight = (line: ResumeLine, right: number) =>
    !lines.includes(line as L) ||
    lines.some(
      (l) =>
        l !== line && l.page === line.page && Math.abs(l.x - line.x) < 20 && l.columnStart === line.columnStart && (l.right ?? 0) >= right - 5 * line.fontSize,
    );
  const rightEdges = new Map<ResumeLine, number>();
  let region = 0;
  const regionOf = new Map<ResumeLine, number>();
  for (const line of lines) {
    if (line.columnStart) region++;
    regionOf.set(line, region);
  }
  // The tightest line pitch per font size: lines of one wrapped paragraph sit this close; list
  // items (bullets drawn as shapes) usually have a little more space between them.
  const pitch = new Map<number, number>();
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    if (!prev || line.gapAbove <= 0 || Math.abs(prev.fontSize - line.fontSize) > 0.3) return;
    const size = Math.round(line.fontSize * 2) / 2;
    pitch.set(size, Math.min(pitch.get(size) ?? Infinity, line.gapAbove));
  });
  // A wrapped cell joins once: a third line under it is the next field (the school under a degree),
  // unless the cell has a style of its own (bold) that the next line shares. Kept: where the
  // joined cell's last line ended, for the next fit test.
  const cellJoined = new Map<ResumeLine, number>();
  const tightest = (line: ResumeLine) => pitch.get(Math.round(line.fontSize * 2) / 2) ?? Infinity;
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && line.gapAbove > tightest(line) + Math.max(0.9, 0.08 * line.fontSize)) {
      out.push(line);
      continue;
    }
    const boldCell = !!prev?.segmentBold?.[0] && line.bold;
    if (prev && (!cellJoined.has(prev) || boldCell) && joinsCell(prev, line, cellJoined.get(prev))) {
      const first = `${prev.segments[0]} ${line.text}`;
      out[out.length - 1] = { ...prev, text: [first, ...prev.segments.slice(1)].join('  '), segments: [first, ...prev.segments.slice(1)] };
      cellJoined.set(out[out.length - 1]!, line.right ?? 0);
      rightEdges.set(out[out.length - 1]!, rightEdges.get(prev) ?? blockRight(prev));
      regionOf.set(out[out.length - 1]!, regionOf.get(prev)!);
      continue;
    }
    if (prev && canJoin(prev, line, regionOf, rightEdges, blockRight, reachesRight)) {
      const joiner = /[-‐]$/.test(prev.text) && /^\p{Ll}/u.test(line.text) ? '' : ' ';
      const text = `${prev.text}${joiner}${line.text}`;
      out[out.length - 1] = { ...prev, text, segments: [text], right: line.right ?? prev.right };
      rightEdges.set(out[out.length - 1]!, rightEdges.get(prev) ?? blockRight(prev));
      regionOf.set(out[out.length - 1]!, regionOf.get(prev)!);
    } else out.push(line);
  }
  return out;
}

/**
 * "Bachelor of        2015" / "Communications": the first cell of a row with a right-hand date
 * wrapped; the next word would not have fitted before the date column.
 */
function joinsCell(prev: LayoutLine, line: LayoutLine, cellEnd?: number): boolean {
  const bounds = prev.segmentBounds;
  if (!bounds || bounds.length !== 2 || line.segments.length !== 1 || line.bulleted || line.page !== prev.page) return false;
  // The cell's own text and its continuation share a style ("BSc (Hons) Structural" /
  // "Engineering" both bold); a regular line under a bold degree is the school.
  if (prev.segmentBold && prev.segmentBold[0] !== line.bold) return false;
  if (!DATEISH.test(prev.segments[1] ?? '') || DATEISH.test(line.text) || Math.abs(line.x - prev.x) > 1.5) return false;
  if (bounds[1]![0] <= bounds[0]![1]) return false;
  if (Math.abs(line.fontSize - prev.fontSize) > 0.3 || line.gapAbove <= 0 || line.gapAbove > 1.55 * line.fontSize) return false;
  if (line.text.split(/\s+/).length > 4) return false;
  const firstWord = line.text.split(/\s+/)[0] ?? '';
  return (cellEnd || bounds[0]![1]) + (firstWord.length + 1) * GLYPH_EM * line.fontSize > bounds[1]![0] - SEGMENT_GAP_EM * line.fontSize;
}

const LABELLED_ROW = /^[\p{L}][\p{L}&/ -]{0,30}:\s/u;

function canJoin(
  prev: ResumeLine,
  line: ResumeLine,
  regionOf: Map<ResumeLine, number>,
  rightEdges: Map<ResumeLine, number>,
  blockRight: (l: ResumeLine) => number,
  reachesRight: (l: ResumeLine, right: number) => boolean = () => true,
): boolean {
  if (line.bulleted || prev.segments.length > 1 || line.segments.length > 1 || line.page !== prev.page) return false;
  if (regionOf.get(prev) !== regionOf.get(line)) return false;
  if (Math.abs(line.fontSize - prev.fontSize) > 0.3 || line.bold !== prev.bold) return false;
  // Lines of a paragraph sit at most ~1.75 em apart (CSS line-height up to 1.75); the caller has
  // already checked the gap is this size's tightest line pitch.
  if (line.gapAbove <= 0 || line.gapAbove > 1.75 * line.fontSize) return false;
  // Under an inside marker a colon ends no item ("…on GitHub:" / "Ember, Homebrew."): a new item
  // would carry a marker of its own.
  const underMarker = prev.bulleted && line.x < prev.x - 1.5 && prev.x - line.x < 2.5 * line.fontSize;
  if ((underMarker ? /[.!?;]$/ : /[.!?:;]$/).test(prev.text.trim())) return false;
  // "Label: items" rows (skills by kind, contact fields) each start a row of their own.
  if (LABELLED_ROW.test(line.text)) return false;
  // Same left edge, the hanging indent of a bullet (text starts right of the glyph), or a list whose
  // marker sits inside the text box (CSS `list-style-position: inside`): the item's wrapped lines
  // start under the marker, a little left of the item's first word.
  const indentOk = Math.abs(line.x - prev.x) < 1.5 || (prev.bulleted && line.x > prev.x && line.x - prev.x < 3 * line.fontSize) || underMarker;
  if (!indentOk) return false;
  // A capitalised next line is a new item (a list of short skills in a narrow sidebar) unless the
  // previous line is a long run of words, or both are capitals (a heading wrapped in two).
  const letters = (t: string) => t.replace(/[^\p{L}]/gu, '');
  const caps = (t: string) => letters(t).length > 2 && letters(t) === letters(t).toUpperCase();
  // A name wrapped in a narrow column goes on, capitalised: after a joining word ("University
  // of" / "Northern Colorado"), or a school's name set bold ("Technical" / "University" / "Munich").
  const namesGoOn =
    /\s(of|and|for|the|de|du|des|der|di|da|y|&|at|in|für)$/i.test(prev.text.trim()) ||
    (prev.bold && line.bold && INSTITUTION_PATTERN.test(`${prev.text} ${line.text}`));
  if (/^\p{Lu}/u.test(line.text) && prev.text.split(/\s+/).length < 6 && !(caps(prev.text) && caps(line.text)) && !namesGoOn) return false;
  const right = rightEdges.get(prev) ?? blockRight(prev);
  if (!prev.right || !right) return false;
  // A capitalised line under the block's only line that reaches its right edge: that edge may be
  // the line's own end, not the wrap width ("Westmoor School of Design (Eastfield Campus)" /
  // "Graphic Design" on a page with little else), so it carries nothing on.
  // A line left unfinished (a comma, a bracket still open) goes on all the same.
  const unfinished = /[,(/&+-]$/.test(prev.text.trim()) || (prev.text.match(/\(/g) ?? []).length > (prev.text.match(/\)/g) ?? []).length;
  if (/^\p{Lu}/u.test(line.text) && !prev.bulleted && !namesGoOn && !unfinished && !reachesRight(prev, right)) return false;
  // The first word and a space at an average glyph width, or at the next line's own average when
  // that is wider (digits and "%" are wider than letters: "reduced grievances by" / "26%").
  const firstWord = line.text.split(/\s+/)[0] ?? '';
  const width = (line.right ?? 0) - line.x;
  const ownGlyph = width > 0 && line.text.length ? width / line.text.length : 0;
  const needed = Math.max((firstWord.length + 1) * GLYPH_EM * line.fontSize, firstWord.length * ownGlyph + 0.3 * line.fontSize);
  return prev.right + needed > right - 1;
}

const PAGE_NUMBER = /^(page\s*)?\d{1,3}(\s*(of|\/)\s*\d{1,3})?$/i;

/** Drops running headers and footers: lines in the top/bottom band repeated on later pages, and page numbers. */
export function dropRunningLines(pages: { lines: ResumeLine[]; height: number }[]): ResumeLine[] {
  const band = (line: ResumeLine, height: number) => line.y < height * 0.1 || line.y > height * 0.9;
  const key = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  // Where each text stands in the bands, per page: a running header or footer is printed at the
  // same height on every page; a role's title that happens to open two pages is not.
  const seen = new Map<string, { page: number; y: number }[]>();
  pages.forEach(({ lines, height }, page) => {
    for (const l of lines.filter((x) => band(x, height))) seen.set(key(l.text), [...(seen.get(key(l.text)) ?? []), { page, y: l.y }]);
  });
  const repeated = (line: ResumeLine, page: number) => (seen.get(key(line.text)) ?? []).some((o) => o.page !== page && Math.abs(o.y - line.y) <= 3);
  const out: ResumeLine[] = [];
  pages.forEach(({ lines, height }, index) => {
    for (const line of lines) {
      if (band(line, height)) {
        if (PAGE_NUMBER.test(line.text.trim())) continue;
        if (pages.length > 1 && index > 0 && repeated(line, index)) continue;
        if (pages.length > 1 && index === 0 && line.y > height * 0.9 && repeated(line, index)) continue;
      }
      out.push(line);
    }
  });
  return out;
}
