import { findDateRange } from './resume-dates';
import type { ResumeLine } from './resume-line';
import { DEGREE_PATTERN, INSTITUTION_PATTERN, isLocation, isPlaceName } from './resume-vocabulary';

/** A line that stops on a word that cannot end a name: "College of", "Science and", "University,". */
const OPEN_END = /(?:\s(?:of|and|in|for|with|on|de|du|des|la|le|di|del|der|und|the)|[,&/–—-])$/i;

/**
 * Header lines a narrow column wrapped are one line again: "Sri Lanka Institute of" /
 * "Technology", "Bachelor of Science, Marine" / "Biology and" / "Ecology". Two lines of a PDF
 * are one when they share their left edge, type and style at a paragraph's line spacing, the lower
 * one opens no new piece (a date, a degree, "at School") and either the upper one stops on a
 * word that cannot end a name or the lower one's first word would not have fitted on the upper
 * line before the column's right edge (the right edge of its widest line). Lines without a right
 * edge (plain text, DOCX paragraphs) are never wrapped by a layout and stay as they are.
 */
export function joinWrappedLines(lines: ResumeLine[]): ResumeLine[] {
  const limit = Math.max(0, ...lines.filter((l) => l.segments.length === 1).map((l) => l.right ?? 0));
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && namesOnUnderDates(prev, line)) {
      // "Northgate Institute of Science  01/2022 – 01/2024" / "and Technology": the name goes on
      // under its first cell; the dates stay the row's second.
      const segments = [`${prev.segments[0]!.trim()} ${line.text.trim()}`, ...prev.segments.slice(1)];
      out[out.length - 1] = { ...prev, text: segments.join('  '), segments, segmentBounds: undefined, cells: undefined };
      continue;
    }
    if (prev && continues(prev, line, limit, lines)) {
      const text = `${prev.text.trim()} ${line.text.trim()}`;
      out[out.length - 1] = { ...prev, text, segments: [text], right: Math.max(prev.right ?? 0, line.right ?? 0), segmentBounds: undefined, cells: undefined };
      continue;
    }
    out.push(line);
  }
  return out;
}

/** A row of a name and its dates, then a line under the name that only a joining word opens ("and Technology"). */
function namesOnUnderDates(prev: ResumeLine, line: ResumeLine): boolean {
  if (!prev.right || !line.right || prev.page !== line.page || prev.bulleted || line.bulleted || line.segments.length !== 1) return false;
  if (prev.segments.length !== 2 || !findDateRange(prev.segments[1]!) || findDateRange(prev.segments[0]!)) return false;
  if (Math.abs(prev.x - line.x) > 1.5 || Math.abs(prev.fontSize - line.fontSize) > 0.3 || line.gapAbove > 1.6 * line.fontSize) return false;
  const text = line.text.trim();
  return /^(?:and|of|for|&|de|du|des)\s+\p{Lu}/u.test(text) && text.split(/\s+/).length <= 5 && !findDateRange(text);
}

function continues(prev: ResumeLine, line: ResumeLine, limit: number, lines: readonly ResumeLine[] = []): boolean {
  if (!prev.right || !line.right || prev.page !== line.page || prev.bulleted || line.bulleted) return false;
  if (prev.segments.length !== 1 || line.segments.length !== 1) return false;
  // A separator left dangling at the end ("Datacenter Networks /") says the next line goes on, in
  // whatever type the design sets the next part.
  if (/\s[/|]$/.test(prev.text.trim()) && Math.abs(prev.x - line.x) <= 1.5 && !findDateRange(line.text) && line.gapAbove <= 1.6 * line.fontSize) return true;
  if (Math.abs(prev.x - line.x) > 1.5 || Math.abs(prev.fontSize - line.fontSize) > 0.3 || prev.bold !== line.bold) return false;
  if (line.fontSize > 0 && line.gapAbove > 1.6 * line.fontSize) return false;
  const text = line.text.trim();
  if (findDateRange(text) || /^(?:at|from|@)\s/i.test(text) || /^[\d(]/.test(text) || DEGREE_PATTERN.exec(text)?.index === 0) return false;
  if (OPEN_END.test(prev.text.trim())) return !isLocation(text);
  const words = text.split(/\s+/);
  // "at Eastfield Coastal" / "University": a school named after "at" whose head word (its
  // "University", "College") the column wrapped onto the next line.
  if (/^(?:at|from)\s+\p{Lu}/u.test(prev.text.trim()) && !INSTITUTION_PATTERN.test(prev.text) && words.length <= 2 && INSTITUTION_PATTERN.test(text))
    return true;
  // Without an open end, only a fragment that names nothing alone: no school, degree or place.
  if (
    words.length > 4 ||
    !/^\p{Lu}/u.test(text) ||
    /\d|\b(?:gpa|grade|score|honou?rs|minor|major|thesis)\b/i.test(text) ||
    INSTITUTION_PATTERN.test(text) ||
    DEGREE_PATTERN.test(text) ||
    isLocation(text) ||
    isPlaceName(text) ||
    /[.:;]$/.test(prev.text.trim())
  )
    return false;
  // The column's edge is known only when another line ends near it (within a long word's width):
  // the only wide line of a short section ends where its own text does.
  const edgeKnown = lines.some((l) => l !== prev && l.segments.length === 1 && (l.right ?? 0) >= limit - 5 * line.fontSize);
  // The first word's width at this line's own average character width, plus a space.
  const charWidth = (line.right - line.x) / Math.max(1, text.length);
  return limit > 0 && edgeKnown && prev.right + charWidth * (words[0]!.length + 1) > limit;
}

/**
 * Rows of a two-column header a layout wrapped cell by cell are one row again: "Acme
 * Mobility India Private  Product" / "Limited  Owner" is the employer "… Private Limited" beside
 * the title "Product Owner". Two lines are one row when each has two segments starting at the same
 * two left edges, in one type and style at a paragraph's line spacing, the lower one holds no date
 * and no list mark, and the lower first cell's first word would not have fitted in the upper first
 * cell before the second column starts. A run of three or more such rows is a table, not a wrap.
 */
export function joinWrappedCells(lines: ResumeLine[]): ResumeLine[] {
  const aligned = (a: ResumeLine | undefined, b: ResumeLine | undefined) =>
    !!a &&
    !!b &&
    a.page === b.page &&
    a.segments.length === 2 &&
    b.segments.length === 2 &&
    a.segmentBounds?.length === 2 &&
    b.segmentBounds?.length === 2 &&
    Math.abs(a.segmentBounds[0]![0] - b.segmentBounds[0]![0]) <= 1.5 &&
    Math.abs(a.segmentBounds[1]![0] - b.segmentBounds[1]![0]) <= 1.5 &&
    Math.abs(a.fontSize - b.fontSize) <= 0.3 &&
    a.bold === b.bold;
  const out: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const upper = lines[i]!;
    const lower = lines[i + 1];
    if (!aligned(upper, lower) || aligned(lines[i - 1], upper) || aligned(lower, lines[i + 2]) || !wrapsInto(upper, lower!)) {
      out.push(upper);
      continue;
    }
    const segments = [0, 1].map((k) => `${upper.segments[k]!.trim()} ${lower!.segments[k]!.trim()}`);
    const bounds = [0, 1].map((k): [number, number] => [upper.segmentBounds![k]![0], Math.max(upper.segmentBounds![k]![1], lower!.segmentBounds![k]![1])]);
    out.push({ ...upper, text: segments.join('  '), segments, segmentBounds: bounds, right: Math.max(upper.right ?? 0, lower!.right ?? 0), cells: undefined });
    i++;
  }
  return out;
}

function wrapsInto(upper: ResumeLine, lower: ResumeLine): boolean {
  if (upper.bulleted || lower.bulleted || (lower.fontSize > 0 && lower.gapAbove > 1.6 * lower.fontSize)) return false;
  if (lower.segments.some((s) => findDateRange(s)) || upper.segments.some((s) => /[.:;!?]$/.test(s.trim()))) return false;
  const [first, second] = upper.segmentBounds!;
  const cell = upper.segments[0]!.trim();
  const word = lower.segments[0]!.trim().split(/\s+/)[0]!;
  const charWidth = (first![1] - first![0]) / Math.max(1, cell.length);
  return first![1] + charWidth * (word.length + 1) > second![0];
}
