import type { ResumeSkill } from './json-resume';
import type { ResumeLine } from './resume-line';
import { sectionKindOf } from './section-headings';
import { unseparatedListItems } from './summary-skills';

// Rows of a skills section that are not skills: spoken languages and pastimes.
const NON_SKILL_LABEL = /^(interests?|hobbies|activities|language|spoken languages?|languages spoken|mother tongue|nationality|references)\s*$/i;
// "Python (Advanced): …", "Data Analysis (100, 80): …": a level or figures in brackets before the
// colon rate the group; they are not part of its name.
const LABEL = /^([\p{L}][\p{L}\s&/+#.-]{1,40}?)\s*(?:\([^()]{1,24}\))?\s*[:：]\s*(.*)$/u;
const SEPARATORS = /\s*(?:,|;|\||‖|•|·|▪|◦|\s{2,}|\t)\s*/;

const outsideBrackets = (text: string) => text.replace(/[([{][^()[\]{}]*[)\]}]/g, '');

/** Splits a list at its separators, but not inside brackets: "Java [Spring, Maven]" is one item as written. */
export function splitItems(body: string, separators: RegExp = SEPARATORS): string[] {
  const items: string[] = [];
  let depth = 0;
  let from = 0;
  let at = 0;
  const scanTo = (to: number) => {
    for (; at < to; at++) {
      const ch = body[at]!;
      if ('([{'.includes(ch)) depth++;
      else if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    }
  };
  for (const match of body.matchAll(new RegExp(separators.source, 'g'))) {
    scanTo(match.index);
    if (depth > 0) continue;
    items.push(body.slice(from, match.index));
    from = at = match.index + match[0].length;
  }
  items.push(body.slice(from));
  scanTo(body.length);
  // An unclosed bracket would swallow the rest of the list: split as before.
  return depth > 0 ? body.split(separators) : items;
}

const GENERIC_HEADING =
  /^((technical|core|key|professional|other|additional|hard|soft)\s+)?(skills?|competenc(ies|e)|expertise|proficienc(ies|y)|skill ?set|strengths)\s*[:：]?$/i;

/** A row of the section: its text (levels taken out, wrapped tail joined) and the line it starts on. */
type Row = { text: string; segments: string[]; line?: ResumeLine; last?: ResumeLine };

/** A skill level as themes print it beside or under a group ("Advanced", "Frontend — expert"): neither a skill nor a group. */
const LEVEL_WORDS =
  'beginner|novice|elementary|basic|intermediate|advanced|expert|proficient|master|fluent|native|familiar|competent|skilled|working knowledge';
export const LEVEL = new RegExp(`^(?:${LEVEL_WORDS})$`, 'i');
/** A rating in figures on a row of its own ("100,80,60", "75%"): how well, not what. */
const RATING = /^\d{1,3}(?:\s*[,/]\s*\d{1,3})*\s*%?$/;
// "Frontend — expert", "HTML (Master)", "React (Advanced):".
const TRAILING_LEVEL = new RegExp(`\\s*(?:[—–-]\\s*(?:${LEVEL_WORDS})|\\((?:${LEVEL_WORDS})\\))\\s*[:：]?$`, 'i');
const withoutLevel = (text: string) => text.replace(TRAILING_LEVEL, '').trim();

/**
 * A row that only names the group under it: it ends in a colon, or it is a few words with no
 * separator set apart by style (bold over regular) or followed by a separated list.
 */
function isGroupLabel(row: Row, next: Row | undefined, lines: ResumeLine[]): boolean {
  const text = row.text.trim();
  if (!next || row.segments.length > 1 || /[,;|•·]/.test(text) || text.split(/\s+/).length > 4 || text.length > 40) return false;
  // A run of rows each with its level ("Python (Expert):" / "SQL (Advanced):") is a list of skills.
  if (TRAILING_LEVEL.test(text) && TRAILING_LEVEL.test(next.text.trim())) return false;
  if (/[:：]$/.test(text)) return true;
  const line = row.line ?? lines.find((l) => l.text === row.text);
  const nextLine = next.line ?? lines.find((l) => l.text === next.text || next.text.startsWith(l.text));
  const styled = !!line && !!nextLine && !line.plain && ((line.bold && !nextLine.bold) || line.fontSize > nextLine.fontSize + 0.4);
  const listUnder = next.segments.join(', ').split(SEPARATORS).filter(Boolean).length >= 2 || !!unseparatedListItems(next.text);
  return (styled || listUnder) && !LABEL.test(next.text) && !line?.bulleted;
}

/** Below this share of the list's usual line gap, a line is the wrapped tail of the one above. */
const TIGHT_PITCH = 0.85;
/** …and at most this many times its type size apart: set single-spaced. */
const SINGLE_SPACING = 1.5;

/**
 * The usual gap between the section's lines in one type size (the median of the gaps between
 * two lines in that size, else the lower median of all gaps): the pitch its rows are set at. Gaps next to
 * a line in another size (a group's name, a level) do not set it.
 */
function listPitch(lines: ResumeLine[], fontSize: number): number {
  const median = (gaps: number[], lower: boolean) => gaps.sort((a, b) => a - b)[Math.floor((gaps.length - (lower ? 1 : 0)) / 2)]!;
  const sameSize = (l: ResumeLine | undefined) => !!l && Math.abs(l.fontSize - fontSize) < 0.3;
  const own = lines.filter((l, i) => l.gapAbove > 0 && sameSize(l) && sameSize(lines[i - 1])).map((l) => l.gapAbove);
  if (own.length >= 2) return median(own, false);
  // Across sizes the few wide gaps above groups must not set the pitch of a short list.
  const all = lines.map((l) => l.gapAbove).filter((g) => g > 0);
  return all.length >= 4 ? median(all, true) : 0;
}

/**
 * The next line's first word would not have fitted on this line: it runs to the column's right
 * edge, so its text goes on below. Width is a narrow estimate (0.4 em a character), so a line
 * that only might be full is not taken as wrapped.
 */
function filledLine(line: ResumeLine, next: string, columnRight: number): boolean {
  if (!line.right || !columnRight || !line.fontSize) return false;
  const word = next.trim().split(/\s+/)[0] ?? '';
  return line.right + (word.length + 1) * 0.4 * line.fontSize > columnRight;
}

/** A separator followed by a group's label, inside a row: "Go, Deno • Storage: Redis". */
const RUN_IN_BREAK = /\s*[•·▪|;]\s*(?=[\p{L}][\p{L}\s&/+#.-]{1,40}?\s*(?:\([^()]{1,24}\))?\s*[:：])/u;
/** A row of run-in groups: a label, a list and a separator ("Languages: C#, Go • …"). */
const RUN_IN = /^[\p{L}][\p{L}\s&/+#.-]{1,40}?\s*(?:\([^()]{1,24}\))?\s*[:：].*[•·▪|]/u;

function splitRunIn(row: Row): Row[] {
  const text = row.segments.join('  ');
  if (!LABEL.test(text) || !RUN_IN_BREAK.test(text)) return [row];
  return text
    .split(new RegExp(RUN_IN_BREAK.source, 'gu'))
    .filter((part) => part.trim())
    .map((part) => ({ text: part.trim(), segments: [part.trim()], line: row.line, last: row.last }));
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

/** The row's cells (tags set apart by a wide gap) while they still spell its text, else its segments. */
function pieces(line: ResumeLine): string[] {
  return line.cells && squeeze(line.cells.join('')) === squeeze(line.text) ? line.cells : line.segments;
}

function isCellLabel(segments: string[]): boolean {
  const first = segments[0]!.trim();
  return first.split(/\s+/).length <= 4 && first.length <= 40 && !/[,;|•·]/.test(first) && segments.slice(1).some((s) => /[,;|•·]/.test(s));
}

/** Skills as separate items, grouped by their row label ("Languages: Python, Go"). */
/**
 * @param heading the section's heading as written: a specific one ("Tools:", "Programming
 *   Languages") names the group of rows that carry no label of their own.
 */
export function extractSkills(lines: ResumeLine[], heading = ''): ResumeSkill[] {
  const sectionGroup = heading && !GENERIC_HEADING.test(heading.trim()) ? withoutLevel(heading.trim().replace(/[:：]\s*$/, '')) : '';
  // Join rows wrapped onto the next line: "…, Kubernetes, Distributed" / "Systems".
  const rows: Row[] = [];
  const columnRight = Math.max(0, ...lines.map((l) => l.right ?? 0));
  const pitches = new Map<number, number>();
  const pitchOf = (size: number) => pitches.get(size) ?? pitches.set(size, listPitch(lines, size)).get(size)!;
  let lineAbove: ResumeLine | undefined;
  for (const raw of lines) {
    // Level cells beside a row ("Web Development    Master") or rows of their own ("ADVANCED").
    const cells = pieces(raw);
    const segments = cells.filter((seg) => !LEVEL.test(seg.trim()) && !RATING.test(seg.trim()));
    const previousLine = lineAbove;
    lineAbove = raw;
    if (!segments.length) continue;
    const line = cells === raw.segments && segments.length === raw.segments.length ? raw : { ...raw, segments, text: segments.join('  ') };
    const prev = rows[rows.length - 1];
    // The row's last line, when it is right above (not across a level row left out).
    const above = prev?.last && prev.last === previousLine ? prev.last : undefined;
    // A wrapped tail sits at the line pitch; a row set apart by a wider gap starts a new group.
    const apart = raw.fontSize > 0 && raw.gapAbove > 1.6 * raw.fontSize;
    const sameType = !!above && Math.abs(above.fontSize - raw.fontSize) < 0.3;
    const single = !line.bulleted && line.segments.length === 1;
    // The line above ran to the column's edge: the first word here did not fit on it.
    const filled = !!above && filledLine(above, line.text, columnRight);
    const wrapped =
      prev &&
      !apart &&
      single &&
      /[,;]/.test(outsideBrackets(prev.text)) &&
      // A row that ends on its separator goes on below only when it ran to the column's edge.
      (filled ? !/:\s*$/.test(prev.text) : !/[,;:]\s*$/.test(prev.text)) &&
      !LABEL.test(line.text) &&
      // A bold line under a regular list is the next group's name, not the list's tail.
      !(sameType && above.bold !== raw.bold) &&
      (filled || !/[,;]/.test(line.text.split(/\s+/)[0] ?? '')) &&
      line.text.split(/[,;]/)[0]!.split(/\s+/).length <= 3 &&
      /[,;]|^\S+(\s\S+)?$/.test(line.text);
    // A line set much closer than the rows of the list are to each other is the tail of the row
    // above ("Site Reliability" / "Engineering"); in a table row, of its first cell when set like a label.
    const tight =
      prev &&
      sameType &&
      single &&
      raw.gapAbove > 0 &&
      raw.gapAbove < TIGHT_PITCH * pitchOf(raw.fontSize) &&
      raw.gapAbove <= SINGLE_SPACING * raw.fontSize &&
      !LABEL.test(line.text) &&
      !/[,;:]\s*$/.test(prev.text);
    // "Languages: Kotlin, Go • Web &" / "Frameworks: Phoenix • …": run-in groups wrapped across lines.
    const runIn = prev && !apart && single && filled && RUN_IN.test(prev.text);
    if (tight && prev.segments.length >= 2 && raw.bold && !prev.line?.bold) {
      prev.segments = [`${prev.segments[0]!} ${line.text}`, ...prev.segments.slice(1)];
      prev.text = prev.segments.join('  ');
      prev.last = raw;
    } else if (wrapped || runIn || (tight && prev.segments.length === 1 && above.bold === raw.bold)) {
      prev.text = `${prev.text} ${line.text}`;
      prev.segments = [prev.text];
      prev.last = raw;
    } else rows.push({ text: line.text, segments: line.segments, line: raw, last: raw });
  }
  // Each run-in group is a row of its own: "Back End: Go, Deno • Storage: Redis".
  rows.splice(0, rows.length, ...rows.flatMap((row) => splitRunIn(row)));
  const groups = new Map<string, string[]>();
  // A label on a row of its own ("Languages:", or "Databases" over "PostgreSQL, Redis") names the
  // group of the rows under it until the next label.
  let group0 = sectionGroup;
  for (const [index, row] of rows.entries()) {
    const labelled = LABEL.exec(row.text);
    // "Skills" again (a repeated or sub-heading): a heading, not a skill; "Tools:" is a group.
    if (sectionKindOf(row.text) === 'skills' && !labelled?.[2] && GENERIC_HEADING.test(row.text.trim())) {
      group0 = '';
      continue;
    }
    if (isGroupLabel(row, rows[index + 1], lines)) {
      group0 = withoutLevel(row.text.replace(/[:：]\s*$/, '').trim());
      continue;
    }
    let group = group0;
    let body = row.segments.join('  ');
    if (labelled && labelled[2]) {
      group = labelled[1]!.trim();
      body = labelled[2];
    } else if (row.segments.length >= 2 && isCellLabel(row.segments)) {
      // "Databases    PostgreSQL, Redis": a category in its own cell beside its list (a table
      // or a two-column row); a grid of single skills has no list in its cells.
      group = row.segments[0]!.trim();
      body = row.segments.slice(1).join('  ');
    }
    if (NON_SKILL_LABEL.test(group)) continue;
    const parts = splitItems(body);
    // "Django Python PostgreSQL Redis Docker": names set apart by spaces alone.
    const spaced = parts.length === 1 ? unseparatedListItems(body) : null;
    for (const raw of spaced ?? parts) {
      const item = withoutLevel(
        raw
          .replace(/^(and|&)\s+/i, '')
          .replace(/[.;:,]+$/, '')
          .trim(),
      );
      if (!item || LEVEL.test(item) || item.length > 50 || item.split(/\s+/).length > 5) continue;
      const list = groups.get(group) ?? [];
      if (!list.includes(item)) list.push(item);
      groups.set(group, list);
    }
  }
  return [...groups].map(([name, keywords]) => ({ name: name || 'Skills', keywords }));
}
