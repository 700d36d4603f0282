import type { ResumeLine } from './resume-line';
import { findDateRange, isDateOnly, isDatesLine } from './resume-dates';
import { DEGREE_PATTERN, INSTITUTION_PATTERN, lowerCaseWords, organizationScore, titleScore } from './resume-vocabulary';

/** One entry of a section (a role, a degree, a project): its heading lines and its detail lines. */
export interface SectionEntry {
  header: ResumeLine[];
  details: ResumeLine[];
}

const LONG_LINE = 70;

const PRINTED_LINK = /\(?\s*(?:https?:\/\/|www\.)[^\s()]+\s*\)?/gi;
const LINK_ONLY = /^\s*(?:https?:\/\/|www\.)\S+\s*$/i;

function styleOf(line: ResumeLine): string {
  return `${line.bold}|${Math.round(line.fontSize * 2)}`;
}

/** The middle value (the upper one of an even count); 0 for none. */
export function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const MINOR_WORDS = /^(of|and|the|for|in|at|on|to|de|du|la|le|von|van|der|y|e|&|-)$/i;

/**
 * A long header line ("Senior Clinical Nurse Specialist, Cardiothoracic Intensive Care Unit, St
 * Mary's Hospital NHS Trust"): pieces of a few words between separators, in title case, one of
 * them a job title or an organisation, no sentence punctuation. Bullets are written in sentences.
 */
export function isLongHeaderLine(text: string): boolean {
  const t = text.trim();
  if (/[.!?;:]$/.test(t)) return false;
  const pieces = t.split(/\s*[,|·•]\s+|\s+[—–-]\s+|\s+at\s+/).filter(Boolean);
  if (pieces.length < 2 || pieces.some((p) => p.split(/\s+/).length > 8)) return false;
  const words = t
    .replace(/[,|·•—–]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !MINOR_WORDS.test(w));
  const capitalised = words.filter((w) => /^[\p{Lu}\d(]/u.test(w)).length;
  if (capitalised < words.length * 0.85) return false;
  return pieces.some((p) => titleScore(p) > 0 || organizationScore(p) >= 0.6);
}

/**
 * A detail line: bulleted, indented past the entry's left edge, or long running prose.
 * Header lines are the short lines naming the entry (title, company, dates, school, degree).
 */
export function isDetailLine(line: ResumeLine, baseX: number, schools = false): boolean {
  if (line.bulleted) return true;
  // A line of dates (with the span some themes print beside them: "3 years  July 2021 — Present")
  // names the entry wherever the design places it: indented, centred or right-aligned.
  if (isDatesLine(line.text)) return false;
  if (line.x > 0 && baseX > 0 && line.x > baseX + 6) return true;
  // "March 2019: I was made lead of the payments team …": a dated sentence in a role's story.
  const dated = /^([^:]{3,25}):\s+(.+)$/.exec(line.text.trim());
  if (dated && isDateOnly(dated[1]!) && lowerCaseWords(dated[2]!) >= 3) return true;
  // "Technologies: Java, React, Docker": a labelled list of three or more items is the entry's detail.
  if (/^[\p{Lu}][\p{L} &/]{2,30}:\s+[^,:]+(?:,[^,:]+){2,}$/u.test(line.text.trim()) && !findDateRange(line.text)) return true;
  // A link printed beside the employer ("Acme (https://acme.example)") makes no line prose.
  const length = line.text.replace(PRINTED_LINK, '').trim().length;
  // Segments set apart by the layout are pieces as separators are ("Acme Private Limited  Product Owner").
  if (length > LONG_LINE && !findDateRange(line.text) && !isLongHeaderLine(line.segments.length > 1 ? line.segments.join(' | ') : line.text)) return true;
  // Long running prose that names a year ("Since 2004 the studio has been designing …"); a role's
  // dates from one month to another ("… — Oct 2021 – Mar 2022 The company …") still head a line.
  const range = findDateRange(line.text);
  if (
    length > LONG_LINE &&
    line.segments.length === 1 &&
    !(range && range.endDate) &&
    !(range && range.current && !/^since\b/i.test(range.text)) &&
    lowerCaseWords(line.text) >= 8
  )
    return true;
  // Running prose: a sentence, or the lower-case continuation of one.
  const words = line.text.split(/\s+/).length;
  // A name written in camel case ("eForce21", "iRobot") opens a header, not a continuation.
  // "at Northwind College" under a degree names the entry's school, in a few capitalised words.
  if (schools && words <= 8 && /^(?:at|from)\s+\p{Lu}/u.test(line.text) && INSTITUTION_PATTERN.test(line.text) && !/[.!?;:]$/.test(line.text.trim()))
    return false;
  // A short sentence ("R&D of perception algorithms.") ends with a full stop after a word, and
  // holds a lower-case word that is not a small joining one; a header line never does both.
  const shortSentence =
    !schools && words >= 3 && /\p{L}{3}\.$/u.test(line.text.trim()) && line.text.split(/\s+/).some((w) => /^\p{Ll}{3,}/u.test(w) && !MINOR_WORDS.test(w));
  // A lower-case name on a row with its dates ("quiet harbor, llc  2004-02 —") heads an entry.
  const lowerStart = /^\p{Ll}+(?![\p{L}\d])/u.test(line.text) && !(line.segments.length > 1 && line.segments.slice(1).some((s) => isDatesLine(s)));
  return (((words >= 6 && /[.!?]$/.test(line.text.trim())) || shortSentence) && !findDateRange(line.text)) || lowerStart;
}

const opensWithDegree = (text: string) => DEGREE_PATTERN.exec(text)?.index === 0;

const dateItem = (line: ResumeLine | undefined) => !!line && line.bulleted && isDateOnly(line.text) && findDateRange(line.text) !== null;

/**
 * "Senior Engineer" / "• Northgate Labs" / "• Jan 2019 – Mar 2021": a design that lists an entry's
 * employer (or school) and dates as list items under its title. A list item that is only a date
 * range is no point of the story; a short name in the list just above it (its wrapped tail too)
 * is the entry's organisation. Only under a header that has no dates and no details yet.
 */
function isHeaderListItem(lines: ResumeLine[], index: number): boolean {
  const line = lines[index]!;
  // The name's wrapped tail: an unmarked short line at the edge of the list item above it.
  if (!line.bulleted) {
    for (let k = index - 1; k >= Math.max(0, index - 2); k--) {
      const above = lines[k]!;
      if (Math.abs(above.x - line.x) > 2 || line.text.split(/\s+/).length > 4) return false;
      if (above.bulleted) return !dateItem(above) && isHeaderListItem(lines, k);
    }
    return false;
  }
  if (dateItem(line)) return true;
  const text = line.text.trim();
  if (text.split(/\s+/).length > 6 || /[.!?;:]$/.test(text) || findDateRange(text)) return false;
  // Past the name's wrapped tail (an unmarked short line at the item's edge) to the dates.
  let next = index + 1;
  while (
    next < lines.length &&
    !lines[next]!.bulleted &&
    Math.abs(lines[next]!.x - line.x) <= 2 &&
    lines[next]!.text.split(/\s+/).length <= 4 &&
    next - index <= 2
  )
    next++;
  return dateItem(lines[next]);
}

const leftmost = (lines: ResumeLine[]) => Math.min(...lines.map((l) => (l.x > 0 ? l.x : Infinity)), Infinity);

/**
 * Where the section's entries start on the left. Designs that print dates in a column left of the
 * text ("2016-11 – 2018-09  Senior Engineer" / "Acme Corp" under the title) have lines that open
 * with a date far left of all the others: the text column's edge is the entries' edge, so the lines
 * under the title are not read as indented details.
 */
export function entriesLeftEdge(lines: ResumeLine[]): number {
  const main = withoutStrayLeftLines(lines);
  if (main.length < lines.length) return entriesLeftEdge(main);
  const opensWithDate = (l: ResumeLine) => findDateRange(l.text)?.index === 0;
  const dated = lines.filter(opensWithDate);
  const others = lines.filter((l) => !opensWithDate(l) && !l.bulleted);
  const textEdge = leftmost(others);
  const edge = dated.length && Number.isFinite(textEdge) && textEdge - Math.max(...dated.map((l) => l.x)) >= 30 ? textEdge : leftmost(lines);
  return Number.isFinite(edge) ? edge : 0;
}

/**
 * The entries' left edge on each page. A section that runs over pages may sit at another edge on
 * each (a design that prints its first page beside a margin column and its later pages across the
 * full width): a page holding an entry's dated header line has its own edge; a page of detail
 * lines only (a role's bullets carried over) keeps the section's.
 */
export function pageLeftEdges(lines: ResumeLine[]): Map<number, number> {
  const whole = entriesLeftEdge(lines);
  const edges = new Map<number, number>();
  for (const page of new Set(lines.map((l) => l.page))) {
    const own = lines.filter((l) => l.page === page);
    const dated = own.some((l) => !l.bulleted && findDateRange(l.text) !== null);
    edges.set(page, dated && own.length < lines.length ? entriesLeftEdge(own) : whole);
  }
  return edges;
}

/**
 * A few lines far left of all the others (a sidebar's row read into the main column on a later
 * page: "…skill  Created a tracking system…") set no edge: at most two lines and a tenth of the
 * section, at least 30 pt left of the next line's edge, are left out when the edge is found.
 */
function withoutStrayLeftLines(lines: ResumeLine[]): ResumeLine[] {
  const placed = lines.filter((l) => l.x > 0);
  if (placed.length < 10) return lines;
  const min = Math.min(...placed.map((l) => l.x));
  const strays = placed.filter((l) => l.x < min + 6);
  const rest = placed.filter((l) => l.x >= min + 6);
  if (strays.length > 2 || strays.length > placed.length / 10 || !rest.length || Math.min(...rest.map((l) => l.x)) - min < 30) return lines;
  return lines.filter((l) => !strays.includes(l));
}

/**
 * A role's one-line description between its header and its bullets ("Technologies: Go, Kafka",
 * "Payments platform for small shops"): a dateless line under a dated header of two lines or more,
 * set in the bullets' type, smaller than every header line that names the role. Designs print it apart from the header
 * by more space than their bullets, which would otherwise read as the start of an entry.
 */
export function isEntryDescription(line: ResumeLine, next: ResumeLine | undefined, current: SectionEntry | null): boolean {
  if (!current || current.details.length > 0 || current.header.length < 2 || !next?.bulleted || line.bulleted) return false;
  if (!(line.fontSize > 0) || Math.abs(next.fontSize - line.fontSize) > 0.3 || findDateRange(line.text)) return false;
  if (!current.header.some((h) => findDateRange(h.text))) return false;
  // A dates line may be set in the small type itself; the lines naming the role are larger.
  const naming = current.header.filter((h) => !isDatesLine(h.text));
  return naming.length > 0 && naming.every((h) => h.fontSize > line.fontSize + 0.3);
}

/**
 * A label that opens an entry's list ("Responsibilities:", "Key results:") under a header: a few
 * words ending in a colon, no date, the next line a list item (marked, or indented past the label).
 * It names no new entry.
 */
export function isListLeadIn(line: ResumeLine, next: ResumeLine | undefined, current: SectionEntry | null): boolean {
  const item = !!next && (next.bulleted || (line.x > 0 && next.page === line.page && next.x > line.x + 6));
  return isLeadInText(line) && !!current && current.header.length > 0 && item;
}

export const isLeadInText = (line: ResumeLine) =>
  !line.bulleted && /^[^:：]{2,40}[:：]$/.test(line.text.trim()) && line.text.trim().split(/\s+/).length <= 4 && !findDateRange(line.text);

/**
 * Splits a section into entries. A new entry starts at a header line after detail lines, at a
 * clearly larger vertical gap, or at a second date range in the same header.
 */
/** @param schools the lines are an education section's ("at School" lines name the entry). */
/** The next line is a dated header line, and `line` sits clearly nearer to it than to the line above. */
function opensNextEntry(line: ResumeLine, next: ResumeLine | undefined, base: number, schools: boolean): boolean {
  if (!next || next.page !== line.page || line.gapAbove <= 0 || next.gapAbove <= 0) return false;
  if (!findDateRange(next.text) || isDateOnly(next.text) || isDetailLine(next, base, schools)) return false;
  return line.gapAbove >= next.gapAbove + 1.5;
}

/** `line` sits clearly nearer to the header line above it than that line sits to its own line above. */
function nearerThanAbove(line: ResumeLine, header: ResumeLine): boolean {
  return header.page === line.page && header.gapAbove > 0 && line.gapAbove > 0 && line.gapAbove <= header.gapAbove - 4;
}

export function splitEntries(lines: ResumeLine[], schools = false): SectionEntry[] {
  if (!lines.length) return [];
  const edges = pageLeftEdges(lines);
  const ratios = lines
    .slice(1)
    .map((l) => (l.fontSize > 0 ? l.gapAbove / l.fontSize : 0))
    .filter((r) => r > 0);
  const typical = median(ratios);
  const isBigGap = (line: ResumeLine) => {
    const ratio = line.fontSize > 0 ? line.gapAbove / line.fontSize : 0;
    return typical > 0 && ratio > typical * 1.3 && line.gapAbove - typical * line.fontSize > 2.5;
  };
  // A design that sets its entries apart with space says where each starts; the first line's
  // style coming back ("Field, Degree" / dates / "School" in the degree's style) is no new entry there.
  const spacedEntries = lines.some((l, i) => i > 0 && isBigGap(l));
  // A design that floats the heading left of its first entry ("Education" in a margin, the first
  // school beside it, the later ones under both) sets that entry further right than the rest: up to
  // the first line at the section's edge, the first line's own edge is the entries' edge.
  const first = lines[0]!;
  const firstEdge = edges.get(first.page) ?? 0;
  const atEdge = lines.findIndex((l) => !l.bulleted && l.x > 0 && l.x <= firstEdge + 6);
  const floated = !first.bulleted && first.x > firstEdge + 6 && atEdge > 0 ? atEdge : 0;
  const entries: SectionEntry[] = [];
  let current: SectionEntry | null = null;
  let headerHasDate = false;
  let prevDetail = false;
  let prevBulleted = false;
  let prevLength = 0;
  let prevText = '';
  for (const [index, line] of lines.entries()) {
    // A short dateless line right after a bullet is the bullet's wrapped tail ("…Spring" / "Boot").
    // So is a capitalised dateless line between two bullets when the bullet above stopped mid-phrase
    // at the wrap width ("…wrote the clinic's first" / "Standard Operating Procedure for …" / "• …"):
    // a role's header is not followed straight by a bullet without a date or an employer beside it.
    const nextBulleted = lines[index + 1]?.bulleted === true;
    const midPhrase = prevLength >= 60 && !/[.!?;:)]$/.test(prevText);
    const wrappedTail: boolean =
      line.plain === true &&
      prevBulleted &&
      !line.bulleted &&
      !findDateRange(line.text) &&
      (/^[\p{Ll}]/u.test(line.text) ||
        (line.text.split(/\s+/).length <= 2 && prevLength >= 60 && titleScore(line.text) === 0 && organizationScore(line.text) < 0.5 && !/,/.test(line.text)) ||
        (nextBulleted && midPhrase && !/[,|]/.test(line.text) && titleScore(line.text) === 0 && organizationScore(line.text) < 0.5));
    // A link straight under an entry's header (the employer's website) belongs to the header.
    const headerLink = !line.bulleted && LINK_ONLY.test(line.text) && !!current && current.header.length > 0 && current.details.length === 0;
    const base = index < floated && line.page === first.page ? first.x : (edges.get(line.page) ?? 0);
    // "Founder" / "quiet harbor, llc" / "Feb 2004 – Present": a short lower-case name between a
    // header line and the entry's dates names the entry; it does not carry a sentence on.
    const next = lines[index + 1];
    // So is a row of a lower-case name beside a title, over the entry's dates ("quiet harbor, llc  Founder").
    const lowerName =
      !line.bulleted &&
      /^\p{Ll}/u.test(line.text) &&
      ((!!current && current.header.length > 0 && current.details.length === 0 && !headerHasDate) || line.segments.length === 2) &&
      line.text.split(/\s+/).length <= 6 &&
      !/[.!?;:]$/.test(line.text.trim()) &&
      !!next &&
      isDatesLine(next.text);
    // "Senior developer/Solutions  2023 – 2025" / "architect": a header line wrapped in a narrow
    // column, its lower-case tail set closer to it than it is to the line above.
    const above = current?.header[current.header.length - 1];
    const headerTail =
      !!above &&
      current!.details.length === 0 &&
      lines[index - 1] === above &&
      !line.bulleted &&
      /^\p{Ll}/u.test(line.text) &&
      line.text.trim().split(/\s+/).length <= 3 &&
      !/[.!?;:,]$/.test(line.text.trim()) &&
      !findDateRange(line.text) &&
      line.page === above.page &&
      line.gapAbove > 0 &&
      line.gapAbove < above.gapAbove - 4;
    const leadIn = isListLeadIn(line, lines[index + 1], current);
    const headerItem = !!current && current.header.length > 0 && current.details.length === 0 && !headerHasDate && isHeaderListItem(lines, index);
    const detail =
      !headerItem &&
      !headerLink &&
      !lowerName &&
      !headerTail &&
      (wrappedTail || isDetailLine(line, base, schools) || isEntryDescription(line, lines[index + 1], current) || leadIn);
    prevBulleted = line.bulleted || (wrappedTail && prevBulleted);
    const bigGap = isBigGap(line);
    const lineDate = !detail && findDateRange(line.text) !== null;
    let startNew = !current;
    if (current && !detail && !headerItem) {
      if (prevDetail) startNew = true;
      // "Compass Labs" / (space) / "Engineer  2019 - 2023": a dated line under a dateless header
      // that has no details yet, nearer to it than it is to the line above it, completes that header.
      else if (bigGap && !(lineDate && !headerHasDate && current.details.length === 0 && nearerThanAbove(line, current.header[0]!))) startNew = true;
      else if (lineDate && headerHasDate && !isDateOnly(line.text)) startNew = true;
      // "MA in Linguistics" / "at Westmoor School" / "2016 - 2018" / "BA in …": a degree line after
      // an entry that has its degree and closed on its dates opens the next degree.
      else if (
        schools &&
        headerHasDate &&
        opensWithDegree(line.text) &&
        isDateOnly(current.header[current.header.length - 1]!.text) &&
        current.header.some((h) => opensWithDegree(h.text))
      )
        startNew = true;
      // The entry's first line style comes back after a different style: a new entry.
      // A link on a line of its own (the employer's website under its name) has a link's style, not a header's.
      else if (
        !spacedEntries &&
        current.header.length >= 2 &&
        styleOf(line) === styleOf(current.header[0]!) &&
        current.header.some((h) => !LINK_ONLY.test(h.text) && styleOf(h) !== styleOf(line))
      )
        startNew = true;
      else if (lineDate && headerHasDate && current.header.length >= 2) startNew = true;
      // "MS, Physics" / "Eastmoor University, 2018" / "BSc, Chemistry" / "Westbrook College, 2014":
      // a dateless line set closer to the dated line under it than to the line above opens the
      // entry that dated line belongs to.
      else if (headerHasDate && !lineDate && opensNextEntry(line, lines[index + 1], base, schools)) startNew = true;
    }
    // A paragraph set apart under the details opens an entry of its own; a list's lead-in
    // ("Responsibilities:") set apart from the description above it does not.
    if (current && detail && !leadIn && bigGap && line.bulleted === false && current.details.length > 0 && line.x <= base + 1) startNew = true;
    if (startNew) {
      current = { header: [], details: [] };
      entries.push(current);
      headerHasDate = false;
    }
    if (detail && current!.header.length > 0) current!.details.push(line);
    else if (detail) current!.details.push(line);
    else {
      const last = current!.header[current!.header.length - 1];
      // A listed employer's wrapped tail goes back onto its name ("Birch Ledger Accounting" / "Services").
      if (headerItem && !line.bulleted && last?.bulleted) {
        const text = `${last.text.trim()} ${line.text.trim()}`;
        current!.header[current!.header.length - 1] = { ...last, text, segments: [text], segmentBounds: undefined, cells: undefined };
      } else current!.header.push(line);
      if (lineDate) headerHasDate = true;
    }
    prevDetail = detail;
    prevLength = line.text.length;
    prevText = line.text.trim();
  }
  return entries;
}
