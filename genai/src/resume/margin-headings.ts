import type { ResumeLine } from './resume-line';
import { exactPhrase } from './split-sections';
import { median } from './split-entries';

/** The left edge most lines start at (points, rounded): the body column's edge. */
export function bodyLeftEdge(lines: ResumeLine[]): number {
  const counts = new Map<number, number>();
  // List items are indented past the body's edge; they would outnumber the lines on it in a long list.
  for (const line of lines) if (line.x > 0) counts.set(Math.round(line.x), (counts.get(Math.round(line.x)) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [x, count] of counts)
    if (count > bestCount) {
      best = x;
      bestCount = count;
    }
  return best;
}

function withoutSizes({ segmentSizes: _, cells: __, ...line }: ResumeLine): ResumeLine {
  return line;
}

/** The size of the segments after the first, when the line knows each segment's size. */
function restSize(line: ResumeLine): Partial<ResumeLine> {
  const sizes = line.segmentSizes;
  if (!sizes || sizes.length !== line.segments.length) return {};
  return { fontSize: Math.max(...sizes.slice(1)), segmentSizes: sizes.slice(1) };
}

/**
 * The row's first segment is set in a clearly larger type than the rest of it: a heading printed
 * beside its section's first entry wherever the body's edge is (a design may print the later
 * entries under the heading, at the margin's edge).
 */
function largerFirst(line: ResumeLine): boolean {
  const sizes = line.segmentSizes;
  return !!sizes && sizes.length === line.segments.length && sizes[0]! >= 1.12 * Math.max(...sizes.slice(1));
}

/**
 * Designs that print section headings in the left margin ("Experience" beside the first role, at
 * its height) reach us as one line "Experience  Frontend Engineer": the first segment is a whole
 * section name standing left of the body's edge, the rest starts at that edge. The heading becomes
 * a line of its own, marked as a heading (its place sets it apart as a heading style does), and
 * the rest the body line it is.
 */
export function splitMarginHeadings(lines: ResumeLine[]): ResumeLine[] {
  // Per page: a design may print its later pages without the margin (the body moves left there),
  // so the edge of the whole document can be a page's margin.
  const edges = new Map<number, number>();
  for (const page of new Set(lines.map((l) => l.page))) edges.set(page, bodyLeftEdge(lines.filter((l) => l.page === page)));
  // Headings printed on lines of their own: a row at their edge whose label is set smaller than
  // they are ("Languages  Python, SQL" under "Skills" in a label column) is a row of the section.
  const ownLineHeadings = lines.filter((l) => l.segments.length === 1 && l.x > 0 && l.fontSize > 0 && exactPhrase(l.text.replace(/[:：]\s*$/, '').trim()));
  const underLargerHeading = (line: ResumeLine) => {
    const headSize = line.segmentSizes?.[0] ?? line.fontSize;
    return ownLineHeadings.some((h) => h.page === line.page && Math.abs(h.x - line.x) <= 4 && h.fontSize >= 1.12 * headSize);
  };
  const split = lines.flatMap((line) => {
    const edge = edges.get(line.page) ?? 0;
    if (!edge) return [line];
    const bounds = line.segmentBounds;
    if (line.segments.length < 2 || line.bulleted || !bounds || bounds.length !== line.segments.length) return [line];
    const head = line.segments[0]!.replace(/[:：]\s*$/, '').trim();
    const restX = bounds[1]![0];
    if (!exactPhrase(head) || !((line.x < edge - 8 && Math.abs(restX - edge) <= 4 && !underLargerHeading(line)) || largerFirst(line))) return [line];
    const segments = line.segments.slice(1);
    return [
      { ...withoutSizes(line), text: head, segments: [head], segmentBounds: [bounds[0]!], right: bounds[0]![1], heading: true },
      // The row's size was the heading's (a larger type); the rest keeps its own.
      {
        ...line,
        text: segments.join('  '),
        segments,
        segmentBounds: bounds.slice(1),
        x: restX,
        gapAbove: 0,
        ...restSize(line),
        ...(line.cells && line.cells.length > 2 ? { cells: line.cells.slice(1) } : {}),
      },
    ];
  });
  return centredHeadingsFirst(split, edges);
}

/**
 * A margin heading centred on its block (a table cell set to the middle) sits beside a line in the
 * middle of its section, with about as many of the block's lines above it as below. It goes before
 * the block's first line: the lines above it are its section's, not the one before.
 */
function centredHeadingsFirst(lines: ResumeLine[], edges: Map<number, number>): ResumeLine[] {
  const out = [...lines];
  const pitch = new Map<number, number>();
  for (const page of edges.keys()) pitch.set(page, median(lines.filter((l) => l.page === page && l.gapAbove > 0).map((l) => l.gapAbove)));
  for (let h = 0; h < out.length; h++) {
    const heading = out[h]!;
    if (!heading.heading || h + 1 >= out.length || out[h + 1]!.gapAbove !== 0) continue;
    const row = h + 1;
    const page = heading.page;
    const edge = edges.get(page) ?? 0;
    const wide = 1.6 * (pitch.get(page) ?? 0);
    // A section name on a line of its own ends the block: the lines above it are another section's.
    const body = (l: ResumeLine) => l.page === page && !l.heading && l.x >= edge - 4 && !exactPhrase(l.text.replace(/[:：]\s*$/, '').trim());
    // Up from the heading's row while the gap joining two lines is the line pitch (the split row's
    // own gap is 0, so its distance to the line above is measured).
    let first = h;
    let joinGap = h > 0 ? out[row]!.y - out[h - 1]!.y : Infinity;
    while (first > 0 && body(out[first - 1]!) && joinGap > 0 && joinGap <= wide) {
      first--;
      joinGap = out[first]!.gapAbove;
    }
    let last = row;
    while (last + 1 < out.length && body(out[last + 1]!) && out[last + 1]!.gapAbove > 0 && out[last + 1]!.gapAbove <= wide) last++;
    const above = h - first;
    const below = last - row;
    // Centred on a block means a block: set apart from what is above it by a wider gap.
    if (above < 1 || Math.abs(above - below) > 1 || !(joinGap > wide)) continue;
    out.splice(h, 1);
    out.splice(first, 0, { ...heading, gapAbove: out[first]!.gapAbove });
    out[first + 1] = { ...out[first + 1]!, gapAbove: pitch.get(page) ?? 0 };
  }
  return out;
}
