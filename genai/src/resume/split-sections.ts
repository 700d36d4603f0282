import type { ResumeLine } from './resume-line';
import { collapseSpacedLetters, SECTION_PHRASES, sectionKindOf, type SectionKind } from './section-headings';
import { findDateRange } from './resume-dates';
import { findSkillHits } from '../skills/extract-skills';
import { DEGREE_PATTERN, INSTITUTION_PATTERN, ORGANIZATION_WORDS, TITLE_WORDS, lowerCaseWords, organizationScore, titleScore } from './resume-vocabulary';

export interface ResumeSection {
  kind: SectionKind;
  /** The heading as written ("" for the top of the resume before any heading). */
  heading: string;
  lines: ResumeLine[];
}

const MAX_HEADING_WORDS = 5;

function letters(text: string): string {
  return text.replace(/[^\p{L}]/gu, '');
}

function isUpperCase(text: string): boolean {
  const l = letters(text);
  return l.length >= 3 && l === l.toUpperCase() && l !== l.toLowerCase();
}

/** Looks like a heading by form alone: short, no sentence punctuation, no date, styled apart. */
function headingForm(line: ResumeLine, bodySize: number): boolean {
  const text = collapseSpacedLetters(line.text)
    .replace(/[:：]\s*$/, '')
    .trim();
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > MAX_HEADING_WORDS) return false;
  // A row of tags ("Python   C/C++", pills set apart by wide gaps) is a list, not a heading.
  if (line.bulleted || line.segments.length > 1 || (line.cells?.length ?? 0) > 1) return false;
  if (/[@|•·,;.!?]|\d/.test(text) || findDateRange(text)) return false;
  if (!/^\p{L}/u.test(text)) return false;
  const styled = line.heading === true || line.bold || isUpperCase(text) || (bodySize > 0 && line.fontSize >= bodySize + 0.9);
  return styled;
}

/** Most common font size of the lines: the body text size. */
export function bodyFontSize(lines: ResumeLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    counts.set(size, (counts.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestCount = -1;
  for (const [size, count] of counts)
    if (count > bestCount) {
      best = size;
      bestCount = count;
    }
  return best;
}

const ALL_PHRASES = new Set(SECTION_PHRASES.flatMap(([, phrases]) => phrases));
const SECTION_WORDS = new Set([...ALL_PHRASES].flatMap((p) => p.split(' ')));

/**
 * "Project Manager", "Education Coordinator", "Skills Academy": a short bold line holding a
 * section word but ending in a job title's or an organisation's head noun names a role or an
 * employer (DOCX roles are often bold paragraphs of their own), not a section.
 */
function endsLikeRoleOrEmployer(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\s&-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const last = words[words.length - 1] ?? '';
  if (words.length < 2 || SECTION_WORDS.has(last)) return false;
  return TITLE_WORDS.has(last) || ORGANIZATION_WORDS.has(last);
}

/** The whole line is one known section phrase ("Work Experience", "Skills"). */
export function exactPhrase(text: string): boolean {
  const t = text
    .toLowerCase()
    .replace(/[^\p{L}\s&-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ALL_PHRASES.has(t) || ALL_PHRASES.has(t.replace(/^(work|professional|relevant|technical|key|core|academic)\s+/, ''));
}

/**
 * The line is the wrapped tail of the one above ("B.Sc. Marketing … with Management" / "Studies"):
 * same weight and size, at the tight line pitch, under a line that does not end a sentence. A
 * heading has space above it; a wrapped word does not, even when it is a section word.
 */
function continuesLineAbove(lines: ResumeLine[], index: number): boolean {
  const line = lines[index]!;
  const above = lines[index - 1];
  if (!above || line.plain || !(line.fontSize > 0) || line.page !== above.page || line.columnStart) return false;
  // A line marked a heading (a DOCX heading style, a heading in the margin) never continues body text.
  if (line.heading === true && above.heading !== true) return false;
  // A line with a date beside it is not bold as a whole even when its text is.
  const sameWeight = above.bold === line.bold || above.segments.length > 1;
  return (
    sameWeight &&
    Math.abs(above.fontSize - line.fontSize) < 0.5 &&
    line.gapAbove > 0 &&
    line.gapAbove <= 1.5 * line.fontSize &&
    !/[.!?:]$/.test(above.segments[0]?.trim() ?? '') &&
    (above.segments[0]?.length ?? 0) > line.text.length
  );
}

export interface HeadingDecision {
  kind: SectionKind;
  text: string;
  /** The second line of a heading wrapped onto two lines: part of the heading above, no section of its own. */
  continuation?: boolean;
  /**
   * A label inside a role ("Highlights", "Responsibilities:" over its bullets), in a smaller size
   * than the section heading above it: no section, and no line of the entry.
   */
  label?: boolean;
}

const ENTRY_SECTIONS = new Set<SectionKind>(['experience', 'education', 'projects']);

const ENTRY_LABEL = /^(?:key\s+)?(?:highlights|responsibilities|achievements|accomplishments)$/i;

/**
 * Decides which lines are section headings. A line is a heading when it has heading form and
 * names a known section; or when it has exactly the style (size, bold, case) of the headings
 * already recognised: that catches headings with unusual words ("Where I've Worked").
 */
export function findHeadings(lines: ResumeLine[]): (HeadingDecision | null)[] {
  const bodySize = bodyFontSize(lines);
  const decisions: (HeadingDecision | null)[] = lines.map(() => null);
  const styles = new Set<string>();
  // Styles of headings that are a section phrase and nothing else ("Work Experience"): only
  // these teach the heading style when there are any, so a short list that happens to hold a
  // section phrase ("Open Source Cycling Chess" under Interests) does not make every line in its
  // size (employer names in some designs) a heading.
  const exactStyles = new Set<string>();
  let section: { kind: SectionKind; size: number } | null = null;
  const styleOf = (line: ResumeLine) => `${Math.round(line.fontSize)}|${line.bold}|${isUpperCase(line.text)}|${line.heading === true}`;
  // Styles in which the current section's entries name their employer or role: a later line in
  // one of them that holds a section word ("Corvel Technologies FZE") is the next entry's name.
  let entryStyles = new Set<string>();
  // At the same left edge: a sidebar's group heading in the same type is no entry of the main column.
  const entryStyleOf = (line: ResumeLine) => `${styleOf(line)}|${Math.round(line.x / 4)}`;
  lines.forEach((line, index) => {
    const prev = lines[index - 1];
    if (prev && !decisions[index - 1] && section && ENTRY_SECTIONS.has(section.kind) && !prev.bulleted) {
      const prevText = prev.text.trim();
      if (prevText.split(/\s+/).length <= 8 && (organizationScore(prevText) >= 0.6 || titleScore(prevText) > 0)) entryStyles.add(entryStyleOf(prev));
    }
    const text = collapseSpacedLetters(line.text)
      .replace(/[:：]\s*$/, '')
      .trim();
    const kind = sectionKindOf(text);
    const plainTextLine = line.plain === true && !line.bold && !line.heading;
    const shortPlain = text.split(/\s+/).length <= 4 && !/[,.;|@\d]/.test(text);
    // Unstyled headings (underlined with a rule, which text extraction does not see): the whole
    // line is a section name and stands apart from the line above.
    const apart =
      kind !== null &&
      kind !== 'other' &&
      shortPlain &&
      !line.bulleted &&
      line.segments.length === 1 &&
      line.fontSize > 0 &&
      // The first line of a page has no gap above it to measure: it stands apart by where it is.
      (line.gapAbove >= 1.6 * line.fontSize || (index > 0 && lines[index - 1]!.page !== line.page)) &&
      exactPhrase(text);
    const known = kind !== null && (headingForm(line, bodySize) || (plainTextLine && shortPlain) || apart) && !endsLikeRoleOrEmployer(text);
    // A "Label: value" line is not a heading even if the label is a section word.
    const above = decisions[index - 1];
    if (known && above && !above.continuation && continuesLineAbove(lines, index)) {
      // A heading wrapped onto two lines ("EDUCATION AND" / "TRAINING") is one heading.
      const whole = `${above.text} ${text}`;
      decisions[index - 1] = { kind: sectionKindOf(whole) ?? above.kind, text: whole };
      decisions[index] = { kind: decisions[index - 1]!.kind, text: whole, continuation: true };
    } else if (known && !/:\s*\S/.test(line.text) && !continuesLineAbove(lines, index)) {
      if (
        ENTRY_LABEL.test(text) &&
        section &&
        (section.kind === 'experience' || section.kind === 'projects') &&
        line.fontSize > 0 &&
        line.fontSize < section.size - 0.9
      ) {
        decisions[index] = { kind: section.kind, text, label: true };
        return;
      }
      // "Programming Languages" over a group of skills, set clearly smaller than the "Skills"
      // heading above it and in a style no heading so far had: the group's name, a line of the section.
      // Likewise "Arvo Technologies - ETCH" (an employer holding a section word) under a larger
      // "Work Experience": an entry's line, unless it is a section phrase and nothing else.
      const smaller =
        !!section && line.fontSize > 0 && line.fontSize < section.size - 0.9 && !styles.has(styleOf(line)) && !line.columnStart && line.heading !== true;
      if (smaller && (section!.kind === 'skills' || (ENTRY_SECTIONS.has(section!.kind) && !exactPhrase(text)))) return;
      // …and it opens an entry as they did: a date beside it or a role under it.
      const opensEntry = findDateRange(line.text) !== null || titleScore(lines[index + 1]?.text.trim() ?? '') > 0;
      if (section && ENTRY_SECTIONS.has(section.kind) && !exactPhrase(text) && opensEntry && entryStyles.has(entryStyleOf(line))) return;
      decisions[index] = { kind: kind!, text };
      section = { kind: kind!, size: line.fontSize };
      entryStyles = new Set();
      styles.add(styleOf(line));
      if (exactPhrase(text)) exactStyles.add(styleOf(line));
    }
  });
  const taught = exactStyles.size ? exactStyles : styles;
  if (taught.size) {
    // The heading above each line, as found so far: inside a section whose heading is clearly
    // larger ("Work" at 16 pt), a line in a smaller taught style ("Compass" at 12.6 pt bold, the
    // size of the sidebar's "Contact") is an entry's name, not a section.
    let enclosing: ResumeLine | undefined;
    lines.forEach((line, index) => {
      if (decisions[index] && !decisions[index]!.label && !decisions[index]!.continuation) enclosing = line;
      if (decisions[index] || index === 0) return;
      if (!headingForm(line, bodySize) || !taught.has(styleOf(line))) return;
      if (enclosing && enclosing.fontSize > line.fontSize + 0.9 && ENTRY_SECTIONS.has(sectionKindOf(enclosing.text) ?? 'other')) return;
      // Role/company lines in bold share the heading style in some templates; real headings
      // are separated by a larger gap or are all capitals like the known ones.
      const text = line.text.trim();
      if (!isUpperCase(text) && !(line.fontSize >= bodySize + 0.9)) return;
      // A role or employer line in capitals is not a heading.
      if (/\s[-–—]\s/.test(text) || titleScore(text) > 0 || organizationScore(text) >= 0.6) return;
      if (line.plain && line.gapAbove <= 1.5 * line.fontSize) return;
      decisions[index] = { kind: 'other', text };
    });
  }
  return decisions;
}

const CONTACT_PATTERN = /@|https?:|www\.|\+?\d[\d\s().-]{7,}\d/;

/** Contact details on the line; a date range such as "12/2020 - 04/2024" is not a phone number. */
function contactish(text: string): boolean {
  const range = findDateRange(text);
  return CONTACT_PATTERN.test(range ? text.slice(0, range.index) + ' ' + text.slice(range.index + range.text.length) : text);
}

/** What a section holds, read from its lines when its heading words are unknown. */
export function contentKind(lines: ResumeLine[]): SectionKind | null {
  if (!lines.length) return null;
  const dated = lines.filter((l) => findDateRange(l.text) && !contactish(l.text)).length;
  const degree = lines.filter((l) => DEGREE_PATTERN.test(l.text) || INSTITUTION_PATTERN.test(l.text)).length;
  const titled = lines.filter((l) => l.text.length <= 90 && l.text.split(/\s*[,|·•—–]\s*/).some((p) => titleScore(p) > 0.5)).length;
  const long = lines.filter((l) => l.text.split(/\s+/).length >= 8).length;
  if (dated > 0 && titled > 0 && long >= 2) return 'experience';
  if (degree > 0 && degree >= titled && lines.length <= 4 * degree + 2) return 'education';
  if (dated > 0 && titled > 0 && long > 0) return 'experience';
  const short = lines.filter((l) => l.text.split(/\s+/).length <= 4 || /,|\||·/.test(l.text)).length;
  if (!dated && !long && short === lines.length) return 'skills';
  if (!dated && long === lines.length) return 'summary';
  return null;
}

/**
 * Roles written straight after the top of the resume with no heading ("Name / contact /
 * tagline / Title — Company — dates / bullets"): from the first dated role line (and the one or
 * two short header lines just above it) to the first heading, the lines are an experience
 * section, so their bullets are read like any other role's.
 */
function splitHeadlessExperience(section: ResumeSection): ResumeSection[] {
  const lines = section.lines;
  // A sentence naming a year ("… professionally since 2000.") is a tagline, not a role's line.
  const sentence = (text: string) => /[.!?]$/.test(text.trim()) && lowerCaseWords(text) >= 4;
  const first = lines.findIndex(
    (l, i) => i >= 1 && !contactish(l.text) && findDateRange(l.text) !== null && l.text.split(/\s+/).length <= 16 && !sentence(l.text),
  );
  if (first < 0) return [section];
  let start = first;
  // A dated line naming both title and employer ("Title, Company  dates") starts its own entry.
  const selfContained =
    lines[first]!.text.replace(/\s{2,}.*$/, '')
      .split(/\s*[,|·•—–]\s+|\s+at\s+/)
      .filter((p) => p.trim() && !findDateRange(p)).length >= 2;
  for (let back = 1; back <= 2 && start - 1 >= 1 && !selfContained; back++) {
    const above = lines[start - 1]!;
    if (contactish(above.text) || /[.!?]$/.test(above.text.trim()) || above.text.split(/\s+/).length > 8 || above.bulleted) break;
    start--;
  }
  const rest = lines.slice(start);
  if (contentKind(rest) !== 'experience') return [section];
  return [
    { ...section, lines: lines.slice(0, start) },
    { kind: 'experience', heading: '', lines: rest },
  ];
}

/** Most items of the lines are skills of the dictionary (spoken languages are not in it). */
export function namesSkills(lines: ResumeLine[]): boolean {
  const items = lines
    .flatMap((l) => (l.cells ?? [l.text]).flatMap((c) => c.split(/\s*[,;|•·]\s*/)))
    .map((i) => i.trim())
    .filter(Boolean);
  // Most of each item is dictionary words: "Python", "C/C++" are; "Dutch (Native speaker)" is not.
  const letters = (t: string) => t.replace(/[^\p{L}\p{N}+#]/gu, '').length;
  const hits = items.filter((i) => findSkillHits(i).reduce((n, h) => n + letters(h.text), 0) >= 0.6 * letters(i)).length;
  return hits >= 2 && hits >= 0.6 * items.length;
}

/**
 * A later column that opens a page without a heading carries on the section its column (the
 * nearest left edge at or before its first line) ended in on the page before: a main column continued beside a sidebar
 * whose own headings were read first.
 */
function continuedColumn(columnEnds: { page: number; x: number; section: ResumeSection }[], line: ResumeLine): ResumeSection | undefined {
  // The column the line falls in: the nearest left edge at or before it. A column may open the
  // page with an indented line (a bullet's second line), so up to a bullet's indent past its edge.
  const before = columnEnds.filter((c) => c.page === line.page - 1 && c.x <= line.x + 8 && line.x - c.x <= 24);
  const nearest = Math.max(...before.map((c) => c.x));
  const section = before.filter((c) => c.x === nearest).pop()?.section;
  return section && section.kind !== 'contact' ? section : undefined;
}

export function splitSections(lines: ResumeLine[]): ResumeSection[] {
  const decisions = findHeadings(lines);
  const sections: ResumeSection[] = [{ kind: 'contact', heading: '', lines: [] }];
  const headingLines = new Map<ResumeSection, ResumeLine>();
  const bodySize = bodyFontSize(lines);
  // Where each column ended, by page: its left edge and section.
  const columnEnds: { page: number; x: number; section: ResumeSection }[] = [];
  let column: { page: number; x: number } | null = null;
  let target: ResumeSection | null = null;
  // Pages set in columns; on them the first column (read before any columnStart line) is tracked
  // as the later ones are: a sidebar that runs on to the next page carries on its own section there.
  const columnPages = new Set(lines.filter((l) => l.columnStart).map((l) => l.page));
  lines.forEach((line, index) => {
    const decision = decisions[index];
    const opensPage = index === 0 || lines[index - 1]!.page !== line.page;
    if (line.columnStart) column = { page: line.page, x: line.x };
    else if (opensPage && columnPages.has(line.page)) {
      column = { page: line.page, x: line.x };
      if (!decision) target = continuedColumn(columnEnds, line) ?? null;
    } else if (column && column.page !== line.page) column = null;
    // A column that opens with a name-sized line or contact details starts a headerless top part.
    if (!decision && line.columnStart && (line.fontSize >= bodySize + 3 || /@|\+?\d[\d\s().-]{8,}\d/.test(line.text))) {
      sections.push({ kind: 'contact', heading: '', lines: [] });
      target = null;
    } else if (!decision && line.columnStart) {
      target = continuedColumn(columnEnds, line) ?? null;
    }
    if (decision?.continuation || decision?.label) return;
    if (decision) {
      sections.push({ kind: decision.kind, heading: decision.text, lines: [] });
      headingLines.set(sections[sections.length - 1]!, line);
      target = null;
    } else (target ?? sections[sections.length - 1]!).lines.push(line);
    if (column) {
      const section = target ?? sections[sections.length - 1]!;
      const end = columnEnds.find((c) => c.page === column!.page && c.x === column!.x);
      if (end) end.section = section;
      else columnEnds.push({ ...column, section });
    }
  });
  // Headings with words the tables do not know: the content decides what the section is.
  for (const section of sections) {
    // A heading that names a group of skills ("Geospatial Tooling" over Python, PostgreSQL, Docker)
    // heads a list whose items are mostly the dictionary's skills.
    if (section.heading && section.kind === 'other' && sectionKindOf(section.heading) === null)
      section.kind = contentKind(section.lines) ?? (namesSkills(section.lines.filter((l) => !SKILL_LEVEL.test(l.text.trim()))) ? 'skills' : 'other');
  }
  // "Languages" over Python and C++: programming languages, a group of skills.
  for (const section of sections) if (section.kind === 'languages' && namesSkills(section.lines)) section.kind = 'skills';
  return foldCourseHeadings(foldLevelledSkills(sections, headingLines)).flatMap((s) => (s.kind === 'contact' && !s.heading ? splitHeadlessExperience(s) : [s]));
}

const SKILL_LEVEL = /^(?:master|expert|advanced|intermediate|beginner|basic|novice|proficient|senior|junior|familiar)$/i;

/**
 * A design that sets each skill as large as a heading, its level under it ("REACT" / "Master",
 * "GIT" / "Advanced"), reads as a run of sections with unknown headings holding only a level word
 * (and perhaps a keyword or two). Three or more in a row are one skills section: the headings are
 * the skills, the other lines their keywords, the levels dropped.
 */
function foldLevelledSkills(sections: ResumeSection[], headingLines: Map<ResumeSection, ResumeLine>): ResumeSection[] {
  const levelled = (s: ResumeSection) =>
    !!s.heading &&
    headingLines.has(s) &&
    sectionKindOf(s.heading) === null &&
    s.lines.length <= 4 &&
    s.lines.filter((l) => SKILL_LEVEL.test(l.text.trim())).length >= Math.min(1, s.lines.length) &&
    s.lines.every((l) => l.text.trim().split(/\s+/).length <= 3);
  const out: ResumeSection[] = [];
  for (let i = 0; i < sections.length; i++) {
    let j = i;
    while (j < sections.length && levelled(sections[j]!)) j++;
    if (j - i < 3) {
      out.push(sections[i]!);
      continue;
    }
    const lines = sections.slice(i, j).flatMap((s) => [headingLines.get(s)!, ...s.lines.filter((l) => !SKILL_LEVEL.test(l.text.trim()))]);
    out.push({ kind: 'skills', heading: '', lines: lines.map((l) => ({ ...l, heading: false })) });
    i = j - 1;
  }
  return out;
}

const COURSES_HEADING = /^(?:relevant\s+)?(?:courses|course ?work)$/i;

/**
 * "Courses" printed under each degree is a sub-heading of the education section, not a section:
 * when a run of such headings after an education section holds another school's dated line
 * ("Northwind College  2012 — 2016"), the run is folded back into the education section (its
 * course lines become the degree's details).
 */
export function foldCourseHeadings(sections: ResumeSection[]): ResumeSection[] {
  const out: ResumeSection[] = [];
  for (let i = 0; i < sections.length; i++) {
    const section = sections[i]!;
    out.push(section);
    if (section.kind !== 'education') continue;
    let end = i + 1;
    while (end < sections.length && COURSES_HEADING.test(sections[end]!.heading.trim())) end++;
    const run = sections.slice(i + 1, end);
    if (!run.some((s) => s.lines.some((l) => INSTITUTION_PATTERN.test(l.text) && findDateRange(l.text)))) continue;
    out[out.length - 1] = { ...section, lines: [...section.lines, ...run.flatMap((s) => s.lines)] };
    i = end - 1;
  }
  return out;
}
