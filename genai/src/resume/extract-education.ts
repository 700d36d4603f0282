import type { ResumeEducation } from './json-resume';
import type { ResumeLine } from './resume-line';
import { headerPieces, type HeaderPiece } from './header-pieces';
import { findDateRange, isDateOnly } from './resume-dates';
import { DEGREE_PATTERN, INSTITUTION_PATTERN, isLocation, isPlaceName } from './resume-vocabulary';
import { splitEntries, type SectionEntry } from './split-entries';
import { pairHalfEntries } from './pair-education';
import { joinWrappedLines } from './wrapped-lines';
import { detailHighlights, mergeDatelessHeaders, separateDates } from './extract-work';

export interface EducationResult {
  education: ResumeEducation;
  /** How sure the reading is, 0..1, per field of `education` (0 when the field is empty). */
  confidence: { institution: number; degree: number; area: number; startDate: number; endDate: number; score: number };
}

const SCORE =
  /\b(c?gpa|cpi|grade|percentage|score|marks|result)\b\s*[:-]?\s*([\d.]+\s*(?:\/\s*[\d.]+|%)?)|([\d.]+\s*(?:\/\s*(?:4|5|10)(?:\.0+)?|%))\s*(c?gpa|cpi)?|\b([\d.]+)\s+(c?gpa)\b|\b(?:c?gpa|grade|result|classification)\s*:\s*((?:summa |magna )?cum laude|first[- ]class(?: honou?rs)?|upper second(?:[- ]class)?|distinction|merit|with honou?rs)/i;
/** A grade in brackets after a degree's field: "(3.5)", "(CGPA: 9.52)", "(cum laude)", "(First Class)". */
const GRADE_IN_BRACKETS =
  /\s*\((?:(?:c?gpa|cpi|grade|score)\s*[:-]?\s*)?(\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?|(?:summa |magna )?cum laude|first class(?: honou?rs)?|distinction|merit|honou?rs)\)$/i;
/** A grade in words and nothing else: "cum laude", "with honours", "First Class Honours", "Distinction". */
const GRADE_IN_WORDS = /^\s*(?:(?:summa |magna )?cum laude|with (?:high(?:est)? )?(?:honou?rs|distinction)|first[- ]class(?: honou?rs)?|distinction)\s*$/i;
/** Words a design prints before a degree's date, left at a piece's end once the date is read: "Completed in", "Graduated". */
const DATE_LEAD_IN = /[\s,–—-]*\b(?:completed|graduated|awarded|conferred|finished|expected)(?:\s+(?:in|on))?\s*$/i;
/** The grade a SCORE match holds, in numbers ("3.8/4") or words ("cum laude"). */
const scoreOf = (s: RegExpExecArray) => (s[2] ?? s[3] ?? s[5] ?? s[7] ?? '').trim();

/**
 * "B.S. in Computer Science" → studyType "B.S.", area "Computer Science"; also "BSc (Hons)
 * Accounting", "MSc Nursing", "Licence en Droit", "Bacharelado em Finanças", "MBA, Finance".
 */
export function splitDegree(degree: string): { studyType: string; area: string } {
  // The last connector whose head is a degree: "Master of Science in Education" → "Master of
  // Science" + "Education"; "Bachelor of Business Administration" → "Bachelor" + "Business
  // Administration"; a bare degree type ("Bachelor of Science") has no field.
  // "BS - Computer Science", "Bachelor of Engineering - Communications Engineering", "Computer
  // Science Honours – Bachelor": a spaced dash between a degree's type and its field, either side.
  // "B.A.: Liberal Arts": a colon after the degree's type works like the dash.
  // Two degree words ("Master Diploma", "Postgraduate Certificate") are a type with no field,
  // though the second is capitalised.
  if (isDegreeTypeOnly(degree) && /\s(?:diploma|certificate)$/i.test(degree.trim())) return { studyType: degree.trim(), area: '' };
  const dashed = degree.split(/\s+[-–—]\s+|(?<=\S):\s+/).map((p) => p.trim());
  if (dashed.length === 2 && dashed.every(Boolean)) {
    const at = dashed.findIndex(isDegreeTypeOnly);
    const other = dashed[1 - at];
    if (at >= 0 && other && !isDegreeTypeOnly(other) && !INSTITUTION_PATTERN.test(other)) return { studyType: dashed[at]!, area: other };
  }
  const connectors = [...degree.matchAll(/\s+(?:in|of|on|en|em|im)\s+/gi)].reverse();
  for (const m of connectors) {
    const head = degree.slice(0, m.index).trim();
    const tail = degree.slice(m.index! + m[0].length).trim();
    // "Bachelor of Science, Computer Engineering": the connector is inside the degree's name; the
    // field follows the comma.
    if (/^(science|arts|laws|philosophy|medicine|engineering|education|business administration|commerce|technology)\s*,/i.test(tail)) continue;
    // "Master of Science, Major in Geology": the connector names the major; the field is the
    // whole "Major in …" after the comma.
    if (/,\s*(?:major|minor|concentration|speciali[sz]ation)$/i.test(head)) continue;
    // "Técnico superior en gestión de redes, Network Administration": a degree's name
    // that goes on in lower case after its connector (as Romance languages write it) ends at the
    // comma; the capitalised field follows.
    const lowerName = /^\p{Ll}[^,]*,\s*(\p{Lu}[^,]*)$/u.exec(tail);
    if (lowerName && DEGREE_PATTERN.test(head) && isFieldOfStudy(lowerName[1]!))
      return { studyType: degree.slice(0, degree.length - lowerName[0].length + lowerName[0].indexOf(',')).trim(), area: lowerName[1]!.trim() };
    // A degree's name is a few words ("Bachelor of Business Administration"); a longer head has
    // the field in it already ("… in Statistics with a Year in Industry").
    // "Bachelor of Engineering", "Master of Technology": a degree's whole name, its field elsewhere
    // ("Master of Science in Engineering" has its field after "in").
    const wholeName =
      /^(science|arts|laws|philosophy|medicine)$/i.test(tail) ||
      (/^of$/i.test(m[0].trim()) && /^(engineering|technology|commerce|education|fine arts)$/i.test(tail));
    if (tail && DEGREE_PATTERN.test(head) && head.split(/\s+/).length <= 5 && !wholeName) return { studyType: head, area: tail };
  }
  const comma = /^(.*?),\s*(.+)$/.exec(degree);
  if (comma && DEGREE_PATTERN.test(comma[1]!)) return { studyType: comma[1]!.trim(), area: comma[2]!.trim() };
  // "Computer Science, Bachelor of Science" / "Philosophy, BA": the field first, then the degree's
  // type and nothing else after the last comma.
  // "Physiology / BSc", "Field / Master of Science /": one side of a slash is the type alone.
  const slashed = degree
    .split(/\s+\/\s+|\s+\/$/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (slashed.length === 2) {
    const at = slashed.findIndex(isDegreeTypeOnly);
    if (at >= 0 && !DEGREE_PATTERN.test(slashed[1 - at]!) && !INSTITUTION_PATTERN.test(slashed[1 - at]!))
      return { studyType: slashed[at]!, area: slashed[1 - at]! };
  }
  const typeLast = /^(.+),\s*([^,]+)$/.exec(degree);
  if (typeLast && isDegreeTypeOnly(typeLast[2]!) && !DEGREE_PATTERN.test(typeLast[1]!) && !INSTITUTION_PATTERN.test(typeLast[1]!))
    return { studyType: typeLast[2]!.trim(), area: typeLast[1]!.trim() };
  // A degree word or abbreviation, an optional "(Hons)", then the field.
  const lead = /^(\S+(?:\s+\S+)?(?:\s*\((?:hons?|honours|honors)\.?\))?)\s+(?:[-–—:]\s+)?(\p{Lu}.+)$/u.exec(degree);
  if (lead) {
    const token = lead[1]!;
    const head = token.replace(/\s*\(.*\)$/, '');
    const match = DEGREE_PATTERN.exec(head);
    if (match && match.index === 0 && match[0].length >= head.replace(/\.$/, '').length - 1) return { studyType: token, area: lead[2]! };
    const first = /^(\S+(?:\s*\((?:hons?|honours|honors)\.?\))?)\s+(\p{Lu}.+)$/u.exec(degree);
    const firstHead = first?.[1]!.replace(/\s*\(.*\)$/, '') ?? '';
    const firstMatch = first ? DEGREE_PATTERN.exec(firstHead) : null;
    if (first && firstMatch && firstMatch.index === 0 && firstMatch[0].length >= firstHead.replace(/\.$/, '').length - 1)
      return { studyType: first[1]!, area: first[2]! };
  }
  return { studyType: degree, area: '' };
}

/** A degree's type and nothing more: "Bachelor of Science", "Masters", "PhD", "M.Sc." (not "Master of Science in Physics"). */
function isDegreeTypeOnly(text: string): boolean {
  // "Honours Bachelor of Science": the honours word some countries write first is part of the type.
  const t = text.trim().replace(/^(?:honou?rs|hons\.?)\s+(?=\S)/i, '');
  const m = DEGREE_PATTERN.exec(t);
  if (!m || m.index !== 0) return false;
  const rest = t
    .slice(m[0].length)
    .replace(/^(?:['’]?s|s)\b/i, '')
    // "Master Diploma", "Postgraduate Certificate": a second degree word names the same award.
    .replace(/^\s*(?:degree|diploma|certificate)\b/i, '')
    .trim();
  return (
    rest === '' ||
    rest === '.' ||
    /^(?:of|in)\s+(?:science|arts|laws|philosophy|engineering|education|business administration|commerce|technology|fine arts)\.?$/i.test(rest) ||
    /^\([^()]*\)$/.test(rest)
  );
}

/**
 * "Computer Science, BS": a field, a comma, and a degree's type alone (not "Nassau, BS"). A type
 * that is also a region's code (BS, MA, MD, ME, MS) needs a discipline's word before it, so a town
 * the gazetteer lacks ("Oberlin, MA") stays a place.
 */
function fieldThenDegreeType(text: string): boolean {
  const m = /^(.+),\s*([^,]+)$/.exec(text.trim());
  if (!m || !isDegreeTypeOnly(m[2]!) || isPlaceName(m[1]!) || DEGREE_PATTERN.test(m[1]!) || INSTITUTION_PATTERN.test(m[1]!)) return false;
  return !/^\p{Lu}{2}$/u.test(m[2]!.trim()) || DISCIPLINE.test(m[1]!);
}

/** A field of study written alone: a few capitalised words, no digits, no school, degree, place or honour. */
function isFieldOfStudy(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length <= 6 &&
    /^[\p{Lu}]/u.test(text) &&
    !/\d|[:;]/.test(text) &&
    !DEGREE_PATTERN.test(text) &&
    !INSTITUTION_PATTERN.test(text) &&
    !HONOURS.test(text) &&
    !isPlaceName(text) &&
    !isLocation(text) &&
    !/^(relevant\s+)?(course ?work|courses|activities)\b/i.test(text)
  );
}

/** Fields of a double major or a list ("Computer Science & Molecular Biology, Immunology and Disease"): each part a field. */
function isFieldList(text: string): boolean {
  const t = text.trim();
  if (t.split(/\s+/).length > 12 || /[.!?]$/.test(t)) return false;
  const parts = t.split(/\s*(?:,|&|\band\b)\s*/i).filter(Boolean);
  return parts.length >= 2 && parts.every(isFieldOfStudy);
}

/** A field named with its honours or major ("Marine Biology Honours", "Major in Geology"): a field line but for those words. */
function fieldWithHonours(text: string): boolean {
  const t = text.trim();
  return (
    t.split(/\s+/).length <= 8 &&
    /^\p{Lu}/u.test(t) &&
    !/\d|[:;]/.test(t) &&
    /\b(honou?rs|major|minor)\b/i.test(t) &&
    !DEGREE_PATTERN.test(t) &&
    !INSTITUTION_PATTERN.test(t)
  );
}

/** A degree's type written alone: a degree word ("Bachelor", "B.A.") or one or two capitalised words ("Bootcamp", "CFA"). */
function degreeTypeAlone(text: string): boolean {
  const t = text.trim();
  const words = t.split(/\s+/);
  return (
    words.length <= 3 &&
    !/\d|[:;,]/.test(t) &&
    (DEGREE_PATTERN.test(t) || (words.length <= 2 && /^\p{Lu}/u.test(t))) &&
    !INSTITUTION_PATTERN.test(t) &&
    !HONOURS.test(t) &&
    !isPlaceName(t) &&
    !/^(relevant\s+)?(course ?work|courses|activities)$/i.test(t)
  );
}

const DISCIPLINE =
  /(?<![\p{L}])(engineering|science|sciences|studies|economics|finance|management|mathematics|physics|chemistry|biology|psychology|history|law|medicine|nursing|design|marketing|accounting|administration|informatics|computing|education|literature|philosophy|statistics|architecture|technology|arts|humanities|linguistics|journalism|communications?|analytics|robotics|automation|geography|geology|sociology|anthropology|pharmacy|dentistry|agriculture|music)(?![\p{L}])/iu;

const HONOURS = /\b(cum laude|honou?rs|distinction|merit|first class|class of|valedictorian|dean['’]?s list|minor|major|thesis|gpa|grade)\b/i;

/**
 * A degree the layout wrapped onto two lines is one line again: "Master of Business
 * Administration in Finance and" / "Accounting, Stanford University, 2020" (the first ends on a
 * connecting word), or "Bachelor of Science in Mechanical and Aerospace" / "Engineering  2016"
 * (one or two capitalised words that would not have fitted on the line above, then at most the
 * date: no school, degree, place or honours).
 */
export function joinWrappedDegreeLines(lines: ResumeLine[], blockRight = 0): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    // "Marine Biology" / "/ Bachelor of Science": a separator opening the line goes on the line
    // above (a wrapped "Field / Type"), as one left dangling at its end does.
    if (
      prev &&
      !prev.bulleted &&
      !line.bulleted &&
      prev.segments.length === 1 &&
      line.segments.length === 1 &&
      prev.page === line.page &&
      /^[/|]\s+\S/.test(line.text.trim()) &&
      (!line.fontSize || line.gapAbove <= 1.6 * line.fontSize)
    ) {
      const text = `${prev.text.trim()} ${line.text.trim()}`;
      out[out.length - 1] = { ...prev, text, segments: [text], right: Math.max(prev.right ?? 0, line.right ?? 0) || prev.right, segmentBounds: undefined };
      continue;
    }
    // The degree is the previous line's first segment; a date may sit beside it ("… Research  2019").
    const degreeText = prev?.segments[0] ?? prev?.text ?? '';
    const besideDate = !!prev && prev.segments.length === 2 && isDateOnly(prev.segments[1]!);
    if (
      prev &&
      !line.bulleted &&
      !prev.bulleted &&
      DEGREE_PATTERN.test(degreeText) &&
      !INSTITUTION_PATTERN.test(degreeText) &&
      !findDateRange(degreeText) &&
      (prev.segments.length === 1 || besideDate)
    ) {
      const lead = line.segments[0] ?? line.text;
      const words = lead.trim().split(/\s+/);
      const endsOpen = /(\s(and|of|in|for|with|&)|[,&-])$/i.test(degreeText.trim());
      // The next line's first word would not have fitted after the degree: before the date beside
      // it, or before the right edge of the text. The layout wrapped it.
      const degreeRight = prev.segmentBounds?.[0]?.[1] ?? prev.right ?? 0;
      // Beside a date the degree's cell ends a gutter (about 1.5 × the type size) before the date.
      const limit = besideDate ? (prev.segmentBounds?.[1]?.[0] ?? 0) - 1.5 * (prev.fontSize || 10) : blockRight;
      // The first word's width: measured on the line when it carries its right edge, else estimated.
      const measured = line.right && line.x > 0 ? ((line.right - line.x) * words[0]!.length) / Math.max(1, lead.trim().length) : 0;
      const wordWidth = (measured || words[0]!.length * 0.5 * (prev.fontSize || 10)) + 0.3 * (prev.fontSize || 10);
      const wrapped = limit > 0 && degreeRight > 0 && degreeRight + wordWidth > limit;
      const fragment =
        wrapped &&
        words.length <= 2 &&
        words.every((w) => /^[\p{Lu}]/u.test(w)) &&
        !DEGREE_PATTERN.test(lead) &&
        !INSTITUTION_PATTERN.test(lead) &&
        !HONOURS.test(lead) &&
        !isPlaceName(lead) &&
        !findDateRange(lead);
      // "M.Eng. (Information Science" / "and Technology) in …": a bracket left open goes on below;
      // "B.Eng. (Computing)" / "in Machine Learning": a line opened by a joining word goes on the degree.
      const opensJoined =
        line.segments.length === 1 &&
        ((/\([^()]*$/.test(degreeText) && /^[^()]*\)/.test(lead)) || (/^(?:in|and|of|with)\s+\p{Lu}/u.test(lead.trim()) && !INSTITUTION_PATTERN.test(lead)));
      if (endsOpen || fragment || opensJoined) {
        const text = `${degreeText.trim()} ${lead.trim()}`;
        const segments = [text, ...(besideDate ? [prev.segments[1]!] : []), ...line.segments.slice(1)];
        // The joined line ends where the lower one does, so a later wrapped line is measured from there.
        const right = besideDate ? prev.right : Math.max(prev.right ?? 0, line.right ?? 0) || prev.right;
        out[out.length - 1] = { ...prev, text: segments.join('  '), segments, right, ...(besideDate ? {} : { segmentBounds: undefined }) };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

const SHORT_PIECE = (text: string) => /^[\p{Lu}]/u.test(text) && text.split(/\s+/).length <= 6 && !/[.!?;:]$/.test(text) && !/\d{3,}/.test(text);

/**
 * The degree line of an entry whose degree names no known degree word: the first header line
 * below the school's whose one to three pieces are short capitalised phrases (no place, honour,
 * school or sentence). Split into studyType and area at its separator, the side naming a degree
 * (when one does) being the type: "Finance / CFA" → CFA + Finance; "Online, Data Science" and
 * "Bootcamp in Web Development" → the first part is the type.
 */
export function degreeLineUnder(
  parts: HeaderPiece[],
  schoolLine: number | undefined,
  institution: string,
): { text: string; split: { studyType: string; area: string } } | undefined {
  if (schoolLine === undefined) return undefined;
  const lines = [...new Set(parts.map((p) => p.line))].filter((l) => l > schoolLine).sort((a, b) => a - b);
  const line = lines[0];
  if (line === undefined) return undefined;
  const pieces = parts.filter((p) => p.line === line);
  // "Marine Ecology" / "Bachelor's" under the school: the field on a line, the type alone on the
  // next (a degree word, or no discipline where the line above names one).
  const below = lines[1] === undefined ? [] : parts.filter((p) => p.line === lines[1]);
  if (
    pieces.length === 1 &&
    below.length === 1 &&
    isFieldOfStudy(pieces[0]!.text) &&
    !DEGREE_PATTERN.test(pieces[0]!.text) &&
    degreeTypeAlone(below[0]!.text) &&
    (DEGREE_PATTERN.test(below[0]!.text) || (DISCIPLINE.test(pieces[0]!.text) && !DISCIPLINE.test(below[0]!.text)))
  ) {
    return { text: `${below[0]!.text}, ${pieces[0]!.text}`, split: { studyType: below[0]!.text, area: pieces[0]!.text } };
  }
  if (!pieces.length || pieces.length > 3) return undefined;
  if (
    pieces.some(
      (p) => p.location || !SHORT_PIECE(p.text) || HONOURS.test(p.text) || INSTITUTION_PATTERN.test(p.text) || p.text === institution || findDateRange(p.text),
    )
  )
    return undefined;
  // The degree's own words joined as printed: a slash or a comma kept, a dash kept as one.
  const joined = pieces.map((p, i) => (i === 0 ? p.text : `${/[,]/.test(p.before) ? ', ' : ` ${p.before.trim() || '–'} `}${p.text}`)).join('');
  const items = pieces.length > 1 ? pieces.map((p) => p.text) : joined.split(/\s*(?:,|\s\/\s|\s[-–—]\s)\s*/).filter(Boolean);
  if (items.length >= 2) {
    const typed = items.findIndex((t) => DEGREE_PATTERN.test(t));
    const at = typed > 0 ? typed : 0;
    return { text: joined, split: { studyType: items[at]!, area: items.filter((_, i) => i !== at && !SCORE.test(items[i]!)).join(', ') } };
  }
  const known = splitDegree(joined);
  if (known.area) return { text: joined, split: known };
  const connector = /^(\S+(?:\s\S+)?)\s+in\s+(\p{Lu}.*)$/u.exec(joined);
  return { text: joined, split: connector ? { studyType: connector[1]!, area: connector[2]! } : { studyType: joined, area: '' } };
}

/** A degree's line: a degree's word first ("Honours" may come before it), no school and no dates. */
function opensWithDegree(text: string): boolean {
  const t = text.trim().replace(/^(?:honou?rs|hons\.?)\s+(?=\S)/i, '');
  return DEGREE_PATTERN.exec(t)?.index === 0 && !INSTITUTION_PATTERN.test(t) && !findDateRange(t);
}

/**
 * A degree wrapped by a narrow column into one line long enough to read as prose ("Honours
 * Bachelor of Science in Marine" / "Biology, Ecology and Conservation"), or opened by the joining
 * word a design prints before an empty type ("in BASc in Geomatics"), is read as a detail: the last
 * one of the entry above, or of an entry with no header. The school under it ("at Eastmoor
 * University", its dates) then heads an entry with no degree. The degree goes back to the head of
 * the school's entry when it starts at the school's left edge and is no sentence or thesis line.
 */
export function degreesOverSchools(entries: SectionEntry[]): SectionEntry[] {
  const out: SectionEntry[] = entries.map((e) => ({ header: [...e.header], details: [...e.details] }));
  for (let i = 0; i + 1 < out.length; i++) {
    const entry = out[i]!;
    const next = out[i + 1]!;
    const line = entry.details[entry.details.length - 1];
    if (!line || line.bulleted || (entry.header.length === 0 && entry.details.length > 1)) continue;
    const text = line.text.trim().replace(/^in\s+(?=\S)/i, '');
    const schoolOnly =
      next.header.some((l) => INSTITUTION_PATTERN.test(l.text)) && !next.header.some((l) => opensWithDegree(l.text.replace(/^(?:at|from)\s+/i, '')));
    const atEdge = !(line.x > 0 && next.header[0] && next.header[0].x > 0 && line.x > next.header[0].x + 2);
    if (!schoolOnly || !atEdge || !opensWithDegree(text) || /[.!?;:]$/.test(text) || /\b(thesis|project|dissertation|course ?work|courses)\b/i.test(text))
      continue;
    entry.details.pop();
    next.header.unshift({ ...line, text, segments: [text] });
  }
  return out.filter((e) => e.header.length || e.details.length);
}

const GLUED_ISO_DATE = /(\p{L})((?:19|20)\d{2}-[01]\d(?:-[0-3]\d)?)(?!\d)/u;

const LEADER = /\s*(?:\.\s?){4,}\s*/;

/**
 * "Eastmoor University2018-08-01 — 2020-06-30": a theme printing a stored date right after the
 * name, with no space, is set apart from it. "Eastmoor University.........2019": a tab's leader
 * dots are a gap between two pieces, like the space a layout leaves.
 */
export function separateGluedDatesAndLeaders(line: ResumeLine): ResumeLine {
  if (!GLUED_ISO_DATE.test(line.text) && !LEADER.test(line.text)) return line;
  const apart = (t: string) => t.replace(new RegExp(GLUED_ISO_DATE.source, 'gu'), '$1 $2');
  const segments = line.segments.flatMap((s) => apart(s).split(LEADER)).filter(Boolean);
  return { ...line, text: segments.join('  '), segments, ...(segments.length !== line.segments.length ? { segmentBounds: undefined } : {}) };
}

/** The initials of a name's capitalised words: "École Polytechnique Supérieure de la Mer" → "EPSM". */
const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w.normalize('NFD')[0])
    .join('');

/**
 * "NIT - Northgate Institute of Technology", "EPSM Eastmoor - École Polytechnique Supérieure …": a name's
 * abbreviation and the name spelled out, joined by a spaced dash, are one name (the header split
 * them at the dash). The abbreviation is a word in capitals that the spelled-out name's initials
 * begin with.
 */
export function joinAbbreviatedNames(pieces: HeaderPiece[]): HeaderPiece[] {
  const out: HeaderPiece[] = [];
  for (const piece of pieces) {
    const prev = out[out.length - 1];
    const short = prev ? /^(\p{Lu}{2,6})(?:\s+\p{Lu}\p{L}*)?$/u.exec(prev.text.trim()) : null;
    if (prev && short && piece.line === prev.line && /^\s+[-–—]\s+$/.test(piece.before) && initials(piece.text).startsWith(short[1]!)) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trim()}${piece.before}${piece.text}`, location: false };
      continue;
    }
    out.push(piece);
  }
  return out;
}

/**
 * @param blockRight where the resume's text lines end on the right (PDF lines know their right
 *   edge; 0 when unknown: DOCX and plain text do not wrap).
 */
export function extractEducation(lines: ResumeLine[], blockRight = 0): EducationResult[] {
  const results: EducationResult[] = [];
  const entries = degreesOverSchools(
    mergeDatelessHeaders(
      splitEntries(joinWrappedLines(joinWrappedDegreeLines(separateDates(lines.map(separateGluedDatesAndLeaders)), blockRight)), true),
      false,
    ),
  );
  for (const entry of entries) {
    // Coursework and honours lines are details even when not bulleted.
    // "Honours Bachelor of Science" (and its field after it) is a degree, not an honours line.
    const header = entry.header.filter(
      (l) => !/^(relevant\s+)?(course ?work|courses|honou?rs|activities|thesis)\b/i.test(l.text) || isDegreeTypeOnly(l.text) || opensWithDegree(l.text),
    );
    const { pieces: printed, range } = headerPieces(header, { splitAt: false });
    const pieces = joinAbbreviatedNames(printed);
    let score: string | undefined;
    // "Technical University Munich, Germany" reads as a place ("X, Country"): a school word makes
    // it the school and its place.
    const schoolPlaces = pieces.flatMap((p) => {
      // "Computer Science, BS" reads as "Place, CODE" (BS is a country's code): a degree's type after
      // the comma, and no place before it, make it the field and the degree.
      if (p.location && fieldThenDegreeType(p.text)) return [{ ...p, location: false }];
      if (!p.location || !INSTITUTION_PATTERN.test(p.text) || !p.text.includes(',')) return [p];
      const [school, ...place] = p.text.split(/\s*,\s*/);
      return [
        { ...p, text: school!, location: false },
        { ...p, text: place.join(', '), before: ', ' },
      ];
    });
    // "Computer Science at Eastmoor University": the field (or degree) at the school.
    let fieldAt = '';
    const atSplit = schoolPlaces.flatMap((p) => {
      // "at Northwind College" on a line of its own: the school, without its "at".
      const lead = /^(?:at|from|@)\s+(\p{Lu}.+)$/u.exec(p.text);
      if (lead && INSTITUTION_PATTERN.test(lead[1]!)) return [{ ...p, text: lead[1]!.trim(), before: ' at ' }];
      const at = /^(.+?)\s+(?:at|from|@)\s+(\p{Lu}.+)$/u.exec(p.text);
      if (!at || p.location || !INSTITUTION_PATTERN.test(at[2]!) || INSTITUTION_PATTERN.test(at[1]!)) return [p];
      if (!DEGREE_PATTERN.test(at[1]!)) fieldAt = at[1]!.trim();
      return [...(fieldAt ? [] : [{ ...p, text: at[1]!.trim() }]), { ...p, text: at[2]!.trim(), before: ' at ' }];
    });
    const named = atSplit
      .filter((p) => !p.location)
      // "Doctorate Completed in March 2019": the words leading into a date stay with the date.
      .flatMap((p) => {
        const text = p.text.replace(DATE_LEAD_IN, '');
        return text === p.text ? [p] : text ? [{ ...p, text }] : [];
      })
      .flatMap((p) => {
        // "…, 2016 - 2017, cum laude": a grade in words alone is the score.
        if (GRADE_IN_WORDS.test(p.text)) {
          score ??= p.text.trim();
          return [];
        }
        const s = SCORE.exec(p.text);
        if (s) {
          score ??= scoreOf(s);
          const stripped = p.text
            .replace(SCORE, '')
            .replace(/[\s,;:-]+$/, '')
            .replace(/^[\s,;:-]+/, '')
            .trim();
          return stripped ? [{ ...p, text: stripped }] : [];
        }
        return [p];
      });
    // Comma lists such as "Associate degree, H.R. Management, Bellows College" hold both.
    const parts = named.flatMap((p) => {
      if (!p.text.includes(',') || !INSTITUTION_PATTERN.test(p.text) || !DEGREE_PATTERN.test(p.text)) return [p];
      const items = p.text.split(/\s*,\s*/);
      const at = items.findIndex((i) => INSTITUTION_PATTERN.test(i) && !DEGREE_PATTERN.test(i));
      // "Technical University Munich, M.Sc. Informatics, 2016": the school first, then the degree.
      if (at === 0 && items.length > 1 && DEGREE_PATTERN.test(items[1]!))
        return [
          { ...p, text: items[0]! },
          { ...p, text: items.slice(1).join(', '), before: ', ' },
        ];
      if (at <= 0) return [p];
      return [
        { ...p, text: items.slice(0, at).join(', ') },
        { ...p, text: items.slice(at).join(', '), before: ', ' },
      ];
    });
    const institutionPiece = parts.find(
      (p) => INSTITUTION_PATTERN.test(p.text) && !(DEGREE_PATTERN.test(p.text) && /^\s*(bachelor|master|b\.|m\.|ph)/i.test(p.text)),
    );
    const degreePiece = parts.find((p) => p !== institutionPiece && DEGREE_PATTERN.test(p.text));
    let institution = institutionPiece?.text ?? '';
    // "State Polytechnic University, Springfield": a bare place after the school stays with it.
    if (institutionPiece) {
      const next = parts[parts.indexOf(institutionPiece) + 1];
      if (next && next.line === institutionPiece.line && next.before.includes(',') && next !== degreePiece && !DEGREE_PATTERN.test(next.text))
        institution = `${institution}, ${next.text}`;
    }
    // "University of Calgary, Calgary, Canada": the school's place written after it with a comma is
    // part of the name as the person wrote it (a JSON Resume education has no place of its own).
    if (institutionPiece && institution === institutionPiece.text) {
      const at = atSplit.findIndex((p) => p.line === institutionPiece.line && p.text === institutionPiece.text);
      const place = at >= 0 ? atSplit[at + 1] : undefined;
      if (place?.location && place.line === institutionPiece.line && /^,\s*$/.test(place.before) && !findDateRange(place.text))
        institution = `${institution}, ${place.text}`;
    }
    let degree = degreePiece?.text ?? '';
    // "PhD in Computer Science, CalTech": with no school word anywhere, the last comma part is the
    // school, unless what precedes it is a bare degree ("Bachelor of Science, Computer
    // Engineering", "MBA, Finance"): then it is the field.
    if (!institutionPiece && degree.includes(', ')) {
      const items = degree.split(/\s*,\s*/);
      const last = items[items.length - 1]!;
      const head = items.slice(0, -1).join(', ');
      // A field after a spelled-out degree ("Bachelor of Science, …") or named by a discipline word
      // ("MBA, Finance"); an acronym or a name after "MBA" is the school ("MBA, INSEAD").
      // A degree's type alone before the comma ("Bachelor, Marine Ecology") with another line of the
      // entry left to name the school: what follows the comma is the field.
      const schoolLineLeft = parts.some(
        (p) =>
          p.line !== degreePiece!.line &&
          !p.location &&
          /^\p{Lu}/u.test(p.text) &&
          !DEGREE_PATTERN.test(p.text) &&
          !SCORE.test(p.text) &&
          !HONOURS.test(p.text),
      );
      const bareDegree =
        splitDegree(head).area === '' &&
        (/^(bachelor|master|doctor|associate)('?s)?\s+(of|in)\s+\p{L}+$/iu.test(head.trim()) ||
          DISCIPLINE.test(last) ||
          (isDegreeTypeOnly(head) && schoolLineLeft));
      if (!DEGREE_PATTERN.test(last) && /^[\p{Lu}]/u.test(last) && !bareDegree) {
        institution = last;
        degree = items.slice(0, -1).join(', ');
      }
    }
    // "Computer Science, PhD" / dates / "KU Leuven, Belgium": with a degree and no school word, a
    // line of its own that reads as "Name, Country" names the school (with its place).
    if (!institution && degreePiece) {
      const placeLine = atSplit.filter((p) => p.location && p.line !== degreePiece.line && !findDateRange(p.text));
      const only = placeLine.length === 1 && placeLine[0]!.text.includes(',') && !atSplit.some((p) => p !== placeLine[0] && p.line === placeLine[0]!.line);
      if (only && !isPlaceName(placeLine[0]!.text.split(/\s*,\s*/)[0]!)) institution = placeLine[0]!.text;
      // "PhD, Field, KU Eastmoor, Norway, 2015 - 2019": after a type and a field, a "Name, Country"
      // further along the degree's line is the school.
      const after = atSplit.find(
        (p) => p.location && p.line === degreePiece.line && /^\s*,\s*$/.test(p.before) && p.text.includes(',') && !findDateRange(p.text),
      );
      if (!institution && after && splitDegree(degree).area && !isPlaceName(after.text.split(/\s*,\s*/)[0]!)) institution = after.text;
    }
    if (!institution && !degree) {
      const first = parts[0];
      // "KU Leuven, Belgium" (a name that reads as a place) over "• PhD: Computer Engineering": the school.
      const item = entry.details[0]?.bulleted ? splitDegree(entry.details[0].text) : undefined;
      const placeSchool = !first && item?.area && isDegreeTypeOnly(item.studyType) ? atSplit.find((p) => p.location && !findDateRange(p.text)) : undefined;
      // "2013-09-01 - 2016-07-01" / "GPA: 5.3" set apart under a school and its degree: the dates
      // (and grade) of the entry above, when it has none.
      const above = results[results.length - 1]?.education;
      if (!first && !placeSchool && range && above && !above.startDate && !above.endDate) {
        above.startDate = range.endDate || range.current ? range.startDate : '';
        above.endDate = range.endDate || (range.current ? '' : range.startDate);
        if (score && !above.score) above.score = score;
        const c = results[results.length - 1]!.confidence;
        c.startDate = above.startDate ? 0.7 : 0;
        c.endDate = above.endDate ? 0.6 : 0;
        c.score = above.score ? 0.7 : c.score;
      }
      if (!first && !placeSchool) continue;
      institution = (first ?? placeSchool)!.text;
    }
    // "Computer Science" / "Bachelor": designs that print no school put the field where the
    // school would be; a piece naming a discipline (and no school word) is the field then.
    let areaAbove = '';
    if (!institution && degree) {
      // A second degree line ("Master of Science in Engineering" / "Master") names no school.
      const other = parts.find((p) => p !== degreePiece && p.text.length > 3 && !GRADE_IN_WORDS.test(p.text) && !isDegreeTypeOnly(p.text));
      if (other && !splitDegree(degree).area && isFieldOfStudy(other.text) && DISCIPLINE.test(other.text)) areaAbove = other.text;
      else if (other) institution = other.text;
    }
    // Designs that print the JSON's studyType and area on a line of their own under the school
    // ("Bootcamp in Software Development", "Online – Data Science", "Finance / CFA") use words no
    // degree vocabulary knows: with no degree found, that line is the degree.
    let lineSplit: { studyType: string; area: string } | undefined;
    let details = entry.details;
    // "• Computer Science" / "Bachelor" under the school: themes that print the field as a list
    // item and the degree type on the line after it, with no degree in the header.
    const [first, second] = details;
    if (
      !degreePiece &&
      !fieldAt &&
      first?.bulleted &&
      second &&
      !second.bulleted &&
      (isFieldOfStudy(first.text) || fieldWithHonours(first.text) || isFieldList(first.text)) &&
      (degreeTypeAlone(second.text) || DEGREE_PATTERN.exec(second.text.trim())?.index === 0 || isDegreeTypeOnly(second.text))
    ) {
      lineSplit = { studyType: second.text.trim(), area: first.text.trim() };
      degree = `${lineSplit.studyType}, ${lineSplit.area}`;
      details = details.slice(2);
    }
    // "• B.A.: Liberal Arts (3.5)" under the school: a list item that is a degree's type and its field.
    if (!degreePiece && !fieldAt && !lineSplit && first?.bulleted) {
      const grade = GRADE_IN_BRACKETS.exec(first.text);
      const itemSplit = splitDegree(first.text.replace(GRADE_IN_BRACKETS, '').trim());
      if (itemSplit.area && isDegreeTypeOnly(itemSplit.studyType)) {
        lineSplit = itemSplit;
        degree = first.text.replace(GRADE_IN_BRACKETS, '').trim();
        score ??= grade?.[1];
        details = details.slice(1);
      }
    }
    // "Geographic Information Systems and Cartography / Bachelor of Science": a long "Field / Type"
    // line under the school reads as a detail by its length; its type alone after the slash makes it the degree.
    // A grade after another slash ("… / M.Eng. (Information Science) / GPA: 3.81") is the score,
    // and a type may name its subject in brackets.
    if (!degreePiece && !fieldAt && !lineSplit && first && !first.bulleted && /\s\/(\s|$)/.test(first.text)) {
      const grade = /\s+\/\s*((?:c?gpa|grade)\b.*)$/i.exec(first.text.trim());
      const text = grade ? first.text.trim().slice(0, grade.index) : first.text.trim();
      const halves = text.split(/\s+\/\s+/);
      const bracketed = halves.length === 2 && isDegreeTypeOnly(halves[1]!.replace(/\s*\([^()]*\)$/, '')) && !DEGREE_PATTERN.test(halves[0]!);
      const slashSplit = bracketed ? { studyType: halves[1]!, area: halves[0]! } : splitDegree(text);
      if (slashSplit.area && isDegreeTypeOnly(slashSplit.studyType.replace(/\s*\([^()]*\)$/, ''))) {
        lineSplit = slashSplit;
        degree = text;
        details = details.slice(1);
        const s = grade ? SCORE.exec(grade[1]!) : null;
        if (s) score ??= scoreOf(s);
      }
    }
    if (!degreePiece && !fieldAt && !lineSplit) {
      const schoolLine = institutionPiece?.line ?? parts[0]?.line;
      const degreeLine = degreeLineUnder(parts, schoolLine, institution);
      // "Software Development, Bootcamp" over "Hack Harbour": a design that prints the field and
      // the type first. With no school word anywhere, a "Field, Type" line above a plain name is
      // the degree, and the name the school.
      const fieldType = (text: string) => {
        const m = /^(.+?),\s*(\S+)$/.exec(text);
        return m && isFieldOfStudy(m[1]!) && !isPlaceName(m[2]!) && !findDateRange(m[2]!) ? { studyType: m[2]!, area: m[1]! } : null;
      };
      // With a school word, the "Field, Type" line is any other line of the header.
      const typedAbove = institutionPiece
        ? atSplit.find(
            (p) => p.line !== institutionPiece.line && !p.location && fieldType(p.text) && !atSplit.some((q) => q !== p && q.line === p.line && !q.location),
          )
        : undefined;
      const swapped = !institutionPiece && degreeLine && !degreeLine.text.includes(',') && !DISCIPLINE.test(degreeLine.text) ? fieldType(institution) : null;
      if (typedAbove && !degreeLine) {
        degree = typedAbove.text;
        lineSplit = fieldType(typedAbove.text)!;
      } else if (swapped) {
        degree = institution;
        institution = degreeLine!.text;
        lineSplit = swapped;
      } else if (degreeLine) {
        degree = degreeLine.text;
        lineSplit = degreeLine.split;
      }
    }
    degree = degree.replace(/[\s,;:–—-]+$/, '');
    const split = lineSplit ?? splitDegree(degree);
    const studyType = split.studyType;
    // "Master of Science" / "Mechanical Engineering": a bare degree's field on a line of its own,
    // the header's one piece that is neither the school, a degree, a place nor an honour.
    const fieldLine =
      !split.area && !fieldAt && degreePiece
        ? parts.find(
            (p) =>
              p !== institutionPiece &&
              p !== degreePiece &&
              p.line !== degreePiece.line &&
              (!institutionPiece || p.line !== institutionPiece.line) &&
              p.text !== institution &&
              (isFieldOfStudy(p.text) || isFieldList(p.text)),
          )
        : undefined;
    // "PhD - Computer Engineering": a bare degree type, then its field after a dash on the same line
    // (the header split the line there).
    const besideDegree = degreePiece && !split.area && isDegreeTypeOnly(degreePiece.text) ? parts[parts.indexOf(degreePiece) + 1] : undefined;
    // A grade printed after the field ("… GPA: 3.5") is not part of it; its honours or major
    // ("Physics Honours", "Major in Geology") are.
    const besideText = besideDegree?.text.replace(/\s+(?:c?gpa|grade|score)\b.*$/i, '').trim() ?? '';
    const fieldBeside =
      besideDegree &&
      besideDegree.line === degreePiece!.line &&
      /^\s*[-–—:|]\s*$/.test(besideDegree.before) &&
      (isFieldOfStudy(besideText) || fieldWithHonours(besideText))
        ? besideText
        : '';
    let area = split.area || fieldAt || areaAbove || fieldBeside || fieldLine?.text || '';
    // "MSc, Software Engineering, 3.8": a bare number after the field (a theme printing the JSON's
    // score unlabelled) is the grade, not part of the field.
    const trailingScore = /,\s*(\d{1,3}(?:\.\d{1,2})?)(?:\s*\/\s*\d{1,3}(?:\.\d{1,2})?)?$/.exec(area);
    if (trailingScore && /\p{L}/u.test(area.slice(0, trailingScore.index))) {
      score ??= trailingScore[0].replace(/^,\s*/, '');
      area = area.slice(0, trailingScore.index).trim();
    }
    // "Aerospace Engineering (3.9)", "Physics (cum laude)": a grade in brackets after the field.
    const bracketGrade = GRADE_IN_BRACKETS.exec(area);
    if (bracketGrade && /\p{L}/u.test(area.slice(0, bracketGrade.index))) {
      score ??= bracketGrade[1];
      area = area.slice(0, bracketGrade.index).trim();
    }
    // "Robotics GPA: CGPA: 9.52", "Geology Grade: First Class": a labelled grade after the field ends it.
    // A grade's label left alone at the end (its value read as the score already) goes too.
    const labelledGrade = /\s+\(?(?:(?:c?gpa|cpi|grade|score)\s*:\s*(.*)|(?:c?gpa|cpi):?)$/i.exec(area);
    if (labelledGrade && /\p{L}/u.test(area.slice(0, labelledGrade.index))) {
      if (labelledGrade[1])
        score ??=
          labelledGrade[1]
            .replace(/^(?:c?gpa|cpi)\s*:\s*/i, '')
            .replace(/\s+(?:c?gpa|cpi)$/i, '')
            .replace(/\)$/, '')
            .trim() || undefined;
      area = area.slice(0, labelledGrade.index).trim();
    }
    const education: ResumeEducation = {
      institution,
      studyType,
      area,
      degree,
      // A single date under a degree is when it was (or will be) awarded.
      startDate: range && (range.endDate || range.current) ? range.startDate : '',
      endDate: range ? range.endDate || (range.current ? '' : range.startDate) : '',
    };
    // A grade on its own line under the school ("Cumulative GPA: 3.52 / 4.00") is the score, not a course.
    if (!score) {
      const gradeLine = details.find((l) => SCORE.test(l.text) && l.text.split(/\s+/).length <= 8);
      const s = gradeLine ? SCORE.exec(gradeLine.text) : null;
      if (s) {
        score = scoreOf(s);
        details = details.filter((l) => l !== gradeLine);
      }
    }
    if (score) education.score = score;
    const courses = detailHighlights(details.concat(entry.header.filter((l) => !header.includes(l))));
    if (courses.length) education.courses = courses;
    results.push({
      education,
      confidence: {
        institution: institutionPiece ? 0.9 : 0.4,
        degree: degreePiece ? 0.9 : 0.2,
        // A field split from the degree's own words is surer than one read from a line of its own.
        area: split.area ? 0.85 : fieldAt ? 0.8 : areaAbove || fieldLine ? 0.6 : 0,
        startDate: education.startDate ? 0.85 : 0,
        endDate: education.endDate ? (education.startDate ? 0.85 : 0.7) : 0,
        score: score ? 0.8 : 0,
      },
    });
  }
  return pairHalfEntries(results);
}
