import type { ResumeWork } from './json-resume';
import type { ResumeLine } from './resume-line';
import { headerPieces, type HeaderPiece } from './header-pieces';
import { findDateRange, isDateOnly, isDatesLine, separateRunOnDates, splitRunOnDateLabel } from './resume-dates';
import { isLocation, isPlaceName, organizationScore, titleScore } from './resume-vocabulary';
import { isLeadInText, splitEntries, type SectionEntry } from './split-entries';

const SEASON = /\b(?:spring|summer|fall|autumn|winter)\b/i;

/** Where a role was worked when it names no place. */
const WORK_ARRANGEMENT = /^(remote|hybrid|on-?site)$/i;

export interface WorkResult {
  work: ResumeWork;
  /** How sure the reading is, 0..1, per field of `work` that it set (0 when the field is empty). */
  confidence: { position: number; name: number; dates: number; startDate: number; endDate: number; location: number; highlights: number };
}

/** Detail lines as highlights: a wrapped bullet's continuation joins its bullet. */
export function detailHighlights(details: ResumeLine[]): string[] {
  const out: string[] = [];
  let lastBulletX = -1;
  // The space above the list item being read (0 when it is not a list item).
  let itemGap = 0;
  // A line filled to (near) the widest detail line's length was wrapped by the layout.
  const widest = Math.max(0, ...details.map((l) => l.text.length));
  let prevText = '';
  // PDF lists that space their bullets apart: a line at the tightest pitch under a line that
  // reached the block's right edge without ending a sentence is that line's tail, capitalised or
  // not ("…wrote the clinic's first" / "Standard Operating Procedure for …").
  const gaps = details
    .slice(1)
    .map((l) => l.gapAbove)
    .filter((g) => g > 0);
  const tightest = gaps.length ? Math.min(...gaps) : 0;
  const spaced = gaps.some((g) => g > tightest + 1.5);
  const blockRight = Math.max(0, ...details.map((l) => l.right ?? 0));
  for (const [index, line] of details.entries()) {
    // "Responsibilities:" over the list names it; it is no item of its own.
    if (isLeadInText(line) && details[index + 1]?.bulleted) continue;
    const prev = details[index - 1];
    const filledTail =
      spaced &&
      !!prev &&
      !line.bulleted &&
      (prev.right ?? 0) > 0 &&
      blockRight - (prev.right ?? 0) <= Math.max(6, (prev.fontSize || 10) * 2.5) &&
      line.gapAbove > 0 &&
      line.gapAbove <= tightest + 0.5 &&
      !/[.!?;:]$/.test(prevText);
    const wrappedTail =
      filledTail ||
      (!line.bulleted && /^[\p{Ll}]/u.test(line.text) && !/[.!?]$/.test(prevText) && prevText.length >= widest * 0.6 && line.text.length < prevText.length);
    // A list whose marker is drawn apart from the text (a shape, or a marker outside the text box):
    // the item's wrapped lines start under its first word, closer to it than the items are to each other.
    const hangingTail = itemGap > 0 && !line.bulleted && line.x > 0 && Math.abs(line.x - lastBulletX) <= 1 && line.gapAbove > 0 && line.gapAbove < itemGap - 1;
    const continuation =
      out.length > 0 &&
      !line.bulleted &&
      (wrappedTail ||
        hangingTail ||
        (line.plain ? lastBulletX >= 0 : lastBulletX >= 0 ? line.x > lastBulletX + 2 || line.x === 0 : /^[\p{Ll}(]/u.test(line.text)));
    prevText = line.text;
    if (continuation || (out.length > 0 && /[,\-–]$/.test(out[out.length - 1]!)))
      out[out.length - 1] = `${out[out.length - 1]} ${line.text}`.replace(/(\w)- (\w)/g, '$1-$2');
    else {
      out.push(line.text);
      lastBulletX = line.bulleted ? line.x : -1;
      itemGap = line.bulleted ? line.gapAbove : 0;
      if (!line.bulleted && lastBulletX < 0) lastBulletX = line.x - 0.5;
    }
  }
  return out
    .map((h) => h.replace(/\s+/g, ' ').trim())
    .flatMap(inlinePoints)
    .filter(Boolean);
}

/** A marker glyph set between spaces inside a line: points a design printed run together. */
const INLINE_MARKER = /\s[•●▪■◦‣]\s/u;

/**
 * "Built the ledger. • Ran the audits. • Cut close time to two days": points printed as one
 * paragraph with their markers inline are the points; a piece of one or two words (a name list's
 * separator: "Go • Rust") keeps the line whole.
 */
function inlinePoints(text: string): string[] {
  if (!INLINE_MARKER.test(text)) return [text];
  const pieces = text
    .split(new RegExp(INLINE_MARKER.source, 'gu'))
    .map((p) => p.trim())
    .filter(Boolean);
  return pieces.every((p) => p.split(/\s+/).length >= 3) ? pieces : [text];
}

/** "Backend Engineer (Freelance, Part-time), Daylight" → parts at the commas outside brackets. */
export function commaPartsOutsideBrackets(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (ch === ',' && depth === 0 && /\s/.test(text[i + 1] ?? '')) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** "Software Engineer, Globex Corporation" → title and organisation pieces. */
function splitCommaPiece(piece: HeaderPiece): HeaderPiece[] {
  if (!piece.text.includes(', ')) return [piece];
  const parts = commaPartsOutsideBrackets(piece.text);
  if (parts.length < 2) return [piece];
  const first = parts[0]!;
  const rest = parts.slice(1).join(', ');
  // "Principal Structural Engineer, Tidewater Engineering Regional Health and Care Partnership":
  // the part after the comma names an organisation even if one of its words is a title word.
  if (titleScore(first) > 0 && (titleScore(rest) === 0 || (titleScore(rest) < titleScore(first) && organizationScore(rest) >= 0.6))) {
    return [
      { ...piece, text: first },
      { ...piece, text: rest, before: ', ', location: false },
    ];
  }
  const last = parts[parts.length - 1]!;
  const head = parts.slice(0, -1).join(', ');
  if (titleScore(last) > 0 && titleScore(head) === 0) {
    return [
      { ...piece, text: head },
      { ...piece, text: last, before: ', ', location: false },
    ];
  }
  return [piece];
}

/** The month it is now, "YYYY-MM" (UTC). */
function thisMonth(): string {
  const now = new Date();
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** An end month ("2026-11", at month precision only) that is this month: not over yet. A later one is a planned end, kept as written. */
export function endsNotYet(endDate: string, now = thisMonth()): boolean {
  return /^\d{4}-\d{2}/.test(endDate) && endDate.slice(0, 7) === now;
}

// What a theme prints for a date it could not read.
const INVALID_DATE = /^invalid date$/i;

/**
 * "Mechanical Engineer - Intern" / "Researcher | Desktop Developer" on a line of its own, the
 * employer named on another line: what follows the title after a dash or bar on its line is
 * part of the title as written, not a piece to drop.
 */
function withTitleTail(title: HeaderPiece, pieces: HeaderPiece[], employer: HeaderPiece[]): string {
  // A "Label: items" line (technologies used) names no employer: the reading is unsure, leave the title.
  if (!employer.length || employer.some((p) => p.line === title.line || /:\s/.test(p.text))) return title.text;
  let text = title.text;
  for (const piece of pieces.slice(pieces.indexOf(title) + 1)) {
    if (piece.line !== title.line || piece.location || !/^\s*[-–—|]\s*$/.test(piece.before) || piece.before.trim() === '' || INVALID_DATE.test(piece.text))
      break;
    text = `${text} ${piece.before.trim()} ${piece.text}`;
  }
  return text;
}

function isTeam(text: string): boolean {
  // "Group" ends company names ("Silverline Group"); a team is named "… Team" or "… Squad".
  return /\b(team|squad)$/i.test(text.trim()) && titleScore(text) === 0;
}

/**
 * A title no word list knows ("Barista Trainer", "Sommelier"): the role of each header line by
 * layout. A piece naming an organisation is the employer; otherwise the title is the piece that
 * shares its line with the dates (title-first and company-first layouts both put the dates beside
 * the title), then the first piece of a one-line header.
 */
function titleByPosition(named: HeaderPiece[], header: ResumeLine[], titleFirst?: boolean): HeaderPiece | undefined {
  const sorted = [...named].sort((a, b) => organizationScore(a.text) - organizationScore(b.text));
  if (organizationScore(sorted[0]!.text) < organizationScore(sorted[1]!.text)) return sorted[0];
  // The other roles of the section whose titles are known show the order this resume uses.
  if (titleFirst !== undefined) return titleFirst ? named[0] : named[1];
  const dateLine = header.findIndex((l) => findDateRange(l.text) !== null);
  const onDateLine = named.filter((p) => p.line === dateLine);
  if (dateLine >= 0 && onDateLine.length === 1 && named.some((p) => p.line !== dateLine)) return onDateLine[0];
  // One-line headers ("Sommelier at Noma", "HR Generalist, Evergreen Retail", "Title | Company")
  // are written title first far more often than not.
  if (named[1]!.line === named[0]!.line) return named[0];
  return named[1];
}

/**
 * "Lead Product Manager - Design at Acme": a dash then "at" on one line; the words between them
 * qualify the title (its specialty or team), and the employer is the piece after "at".
 */
function joinTitleQualifier(pieces: HeaderPiece[]): HeaderPiece[] {
  const out: HeaderPiece[] = [];
  for (const [i, piece] of pieces.entries()) {
    const prev = out[out.length - 1];
    const next = pieces[i + 1];
    const dashed = /^[-–—]$/.test(piece.before.trim());
    const atNext = !!next && next.line === piece.line && /^\s+(at|@)\s+$/i.test(next.before);
    // "Mechanical Engineer - Intern": a kind of post after a dash qualifies the title too.
    const kind = /^(?:intern|internship|trainee|apprentice|working student|volunteer|co-?op)$/i.test(piece.text.trim());
    if (prev && dashed && (atNext || kind) && prev.line === piece.line && !prev.location && !piece.location && titleScore(prev.text) > 0) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${piece.before.trim()} ${piece.text}` };
    } else out.push(piece);
  }
  return out;
}

const LINK = /\(?\s*(?:https?:\/\/|www\.)[^\s()]+\s*\)?/giu;

/**
 * The employer's website printed beside its name ("Acme ∙ https://acme.example", "Acme
 * (https://acme.example)", or a piece of its own) is no part of the name or the title.
 */
export function withoutLinks(pieces: HeaderPiece[]): HeaderPiece[] {
  return pieces.flatMap((p) => {
    if (!/https?:\/\/|www\./i.test(p.text)) return [p];
    const text = p.text
      .replace(LINK, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s∙·•|,;:–—-]+|[\s∙·•|,;:–—-]+$/g, '')
      .trim();
    return text ? [{ ...p, text }] : [];
  });
}

const LEGAL_FORM =
  /^(?:S\.?\s?[LA]\.?(?:U\.?)?|Inc\.?|Ltd\.?|LLC|L\.?L\.?P\.?|GmbH|AG|plc|B\.?V\.?|N\.?V\.?|Pty\.?\s?Ltd\.?|S\.?p\.?A\.?|S\.?r\.?l\.?|Oy|AB|A\/S|Corp\.?|Co\.|Limited|Pvt\.?\s?Ltd\.?|S\.?A\.?S\.?|KG)$/i;

/**
 * A name the layout wrapped is one piece again: after a joining word ("Social Ecological Gaming
 * and" / "Simulation Lab"), or before what only ends a name, its short form in brackets
 * ("Solar Energy Research Center" / "(CIESOL)") or its legal form ("Automatización," / "S.L.").
 */
function joinOpenEnded(pieces: HeaderPiece[]): HeaderPiece[] {
  const out: HeaderPiece[] = [];
  for (const piece of pieces) {
    const prev = out[out.length - 1];
    const opensLine = pieces.find((p) => p.line === piece.line) === piece;
    const text = piece.text.trim();
    // The pieces step may have taken the opening bracket for a separator: "SERC)".
    const bracket = /^\(?([^()]{1,30})\)$/.exec(text);
    const endsName = !!bracket || LEGAL_FORM.test(text);
    const openEnd = /\s(?:of|and|for|the)$|\s&$/i.test(prev?.text.trim() ?? '') && /^\p{Lu}/u.test(text);
    // "Senior developer/Solutions" / "architect": a title's tail wrapped on to the next line.
    const lowerTail = /^\p{Ll}[\p{L}-]*(?:\s\p{Ll}[\p{L}-]*){0,2}$/u.test(text) && !!prev && titleScore(prev.text) > 0 && titleScore(text) > 0;
    if (prev && opensLine && piece.line === prev.line + 1 && !prev.location && !piece.location && (openEnd || endsName || lowerTail)) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trim()} ${bracket ? `(${bracket[1]!.trim()})` : text}` };
      continue;
    }
    out.push(piece);
  }
  return out;
}

const LABELLED_LIST = /^\p{L}[\p{L} &/-]{1,24}:\s+\S/u;

/** An entry's header read into pieces: the dates, every piece, and the named (non-place) ones. */
function readHeader(entry: SectionEntry) {
  let header = entry.header;
  let details = entry.details;
  // "Mar 2021 – Present" / "• Staff Engineer, Globex Systems": the first detail names the role.
  if (header.every((l) => isDatesLine(l.text)) && details[0] && details[0].text.length <= 80) {
    header = [...header, details[0]];
    details = details.slice(1);
  }
  // "Technologies: PHP, Ruby, MySQL" under the role: a labelled list is a detail, never the employer.
  const lists = header.filter((l, i) => i > 0 && LABELLED_LIST.test(l.text) && l.text.split(',').length >= 3);
  if (lists.length && lists.length < header.length) {
    header = header.filter((l) => !lists.includes(l));
    details = [...lists, ...details];
  }
  const { pieces: rawPieces, range } = headerPieces(header);
  const pieces = joinTitleQualifier(joinOpenEnded(withoutLinks(rawPieces)).flatMap((p) => (p.location ? [p] : splitCommaPiece(p))));
  const named = pieces.filter((p) => !p.location && p.text.length <= 90);
  let title: HeaderPiece | undefined;
  let bestTitle = 0;
  for (const piece of named) {
    const score = titleScore(piece.text) - organizationScore(piece.text) * 0.3;
    // Between two equal readings the line that is the piece alone names the role: "Tidewell - Harbour
    // DevOps" over "Technical Lead" is an organisation and its unit.
    const alone = score > 0 && named.filter((p) => p.line === piece.line).length === 1;
    if (score > bestTitle || (alone && score === bestTitle && !!title && isUnitAfterDash(title, named))) {
      bestTitle = score;
      title = piece;
    }
  }
  return { header, details, pieces, named, range, title, bestTitle };
}

/** A piece after a dash on a line whose piece before it names no role ("Tidewell - Harbour DevOps"). */
function isUnitAfterDash(piece: HeaderPiece, named: HeaderPiece[]): boolean {
  if (!/^\s*[-–—]\s*$/.test(piece.before)) return false;
  const at = named.indexOf(piece);
  const before = named[at - 1];
  return !!before && before.line === piece.line && titleScore(before.text) === 0;
}

/** Whether this section writes the title before the employer, from the roles whose titles a word list knows. */
export function titleOrder(entries: SectionEntry[]): boolean | undefined {
  let first = 0,
    second = 0;
  for (const entry of entries) {
    const { named, title } = readHeader(entry);
    if (!title || named.length < 2) continue;
    if (named.indexOf(title) === 0) first++;
    else if (named.indexOf(title) === 1) second++;
  }
  return first === second ? undefined : first > second;
}

/** How the job was held ("Contract", "Full-time"): no unit of an employer. */
const EMPLOYMENT_TYPE = /^(full-?time|part-?time|contract(or)?|freelance|internship|temporary|permanent|self-employed)$/i;

/**
 * A piece joined to the one before it by a dash, as a unit to its organisation ("Georgia Tech -
 * MINED Group", "University — IT Service Desk"): an en or em dash, or a spaced hyphen before a
 * name that is no role and no way of working.
 */
function unitDash(piece: HeaderPiece): boolean {
  if (/[—–]/.test(piece.before)) return true;
  return (
    /^\s+-\s+$/.test(piece.before) &&
    titleScore(piece.text) === 0 &&
    !WORK_ARRANGEMENT.test(piece.text.trim()) &&
    !EMPLOYMENT_TYPE.test(piece.text.trim()) &&
    /^[\p{Lu}\d]/u.test(piece.text)
  );
}

export function entryToWork(entry: SectionEntry, titleFirst?: boolean): WorkResult | null {
  const read = readHeader(entry);
  const { header, details, pieces, named, range, bestTitle } = read;
  let title = read.title;
  if (!named.length && !range) return null;
  if (!title && named.length === 1) {
    // "HR Generalist, Evergreen Retail" as one piece: title, then employer; "Birch Ledger, Inc" is
    // one employer with its legal form.
    const comma = /^([^,]+),\s+([^,]+)$/.exec(named[0]!.text);
    if (comma && !LEGAL_FORM.test(comma[2]!.trim()))
      named.splice(0, 1, { ...named[0]!, text: comma[1]!.trim() }, { ...named[0]!, text: comma[2]!.trim(), before: ', ' });
  }
  if (!title && named.length >= 2) title = titleByPosition(named, header, titleFirst);
  // A lone dated line with no organisation word under an employer ("HR Generalist  2018–2022"
  // after "Atlas Logistics / Senior HR Business Partner …") names a role, not a company.
  if (
    !title &&
    named.length === 1 &&
    range &&
    organizationScore(named[0]!.text) < 0.6 &&
    header.some((l) => l === header[named[0]!.line] && findDateRange(l.text))
  )
    title = named[0];
  const rest = named.filter((p) => p !== title && !isTeam(p.text));
  let company = '';
  let employerPieces: HeaderPiece[] = [];
  if (rest.length) {
    // "Clinical Nurse, Cardiology" / "Royal Free Hospital, London": the piece naming an
    // organisation is the employer, not a unit written beside the title.
    // A unit joined to its organisation by a dash ("Engineering Program – State University") stays whole.
    const named0 = rest[0]!;
    const orgPiece = organizationScore(named0.text) < 0.6 ? rest.find((p) => organizationScore(p.text) >= 0.6) : undefined;
    const joinedByDash = !!orgPiece && unitDash(orgPiece) && pieces.indexOf(orgPiece) === pieces.indexOf(named0) + 1;
    const first = orgPiece && !joinedByDash ? orgPiece : named0;
    const sameLine = rest.filter((p) => p.line === first.line);
    const run: HeaderPiece[] = [first];
    // An organisation and its unit ("University — IT Service Desk") stay together.
    // With the role named on a line of its own, a name after a spaced hyphen is a unit whatever
    // its words ("Tidewell Freight - Harbour DevOps" over "Technical Lead").
    const unitBesideTitle = (piece: HeaderPiece) =>
      !!title &&
      title.line !== piece.line &&
      /^\s+-\s+$/.test(piece.before) &&
      /^[\p{Lu}\d]/u.test(piece.text) &&
      !WORK_ARRANGEMENT.test(piece.text.trim()) &&
      !EMPLOYMENT_TYPE.test(piece.text.trim());
    for (const piece of sameLine.slice(1)) {
      if ((unitDash(piece) || unitBesideTitle(piece)) && pieces.indexOf(piece) === pieces.indexOf(run[run.length - 1]!) + 1) run.push(piece);
      else break;
    }
    company = run.map((p, i) => (i === 0 ? p.text : `${p.before.trim() === '' ? ' ' : ` ${p.before.trim()} `}${p.text}`)).join('');
    employerPieces = run;
  }
  // The pieces the employer was read from: "Birch Ledger  2021" over "Full Stack Developer - Birch Ledger"
  // keeps the title as written, its tail naming the employer again.
  const position = title ? withTitleTail(title, pieces, employerPieces) : '';
  let location = pieces.find((p) => p.location)?.text;
  // "Pinecrest Accountants, Manchester": a lone place name after the employer is where it is; so
  // is a way of working ("Tidewell, Remote").
  const lonePlace = /^(.+?),\s*([\p{Lu}][\p{L}.' -]+)$/u.exec(company);
  if (lonePlace && !location && (isPlaceName(lonePlace[2]!) || WORK_ARRANGEMENT.test(lonePlace[2]!)) && !isPlaceName(lonePlace[1]!)) {
    company = lonePlace[1]!.trim();
    location = lonePlace[2]!.trim();
  }
  // "DevOps Engineer - Acme, Berlin": with no employer found, a "place" whose first part names no
  // place is the employer and where it is.
  const placeParts = !company && location ? location.split(/\s*,\s*/) : [];
  if (
    placeParts.length >= 2 &&
    /^[\p{Lu}\d]/u.test(placeParts[0]!) &&
    !isPlaceName(placeParts[0]!) &&
    !WORK_ARRANGEMENT.test(placeParts[0]!) &&
    titleScore(placeParts[0]!) === 0
  ) {
    company = placeParts[0]!;
    location = placeParts.slice(1).join(', ');
  }
  // "Tidewell. Remote, 2025 – Present", "Lantern Foundry.": a design that ends the employer's name
  // with a full stop, then where it is. An abbreviation's stop ("Acme Inc.", "Co.") stays.
  // A stop after an abbreviation's own ("Birch S.p.A..") is the design's too.
  company = company.replace(/(\p{L})\.\.$/u, '$1.');
  const stop = /^(.*\p{L}{2,})\.(?:\s+(\p{Lu}[\p{L}.' -]*))?$/u.exec(company);
  if (stop && !LEGAL_FORM.test(stop[1]!.split(/\s+/).pop()!) && /\p{L}{4,}$/u.test(stop[1]!)) {
    const place = stop[2]?.trim();
    if (!place) company = stop[1]!;
    else if (isPlaceName(place) || WORK_ARRANGEMENT.test(place) || isLocation(place)) {
      // "Tidewell. Melbourne, Australia": the city, then the country read apart.
      company = stop[1]!;
      location = location ? `${place}, ${location}` : place;
    }
  }
  // A role "ending" in the month the resume is read has not ended: some designs print today's
  // month where a current role's end is missing.
  const ongoing = !!range && !range.current && !!range.endDate && endsNotYet(range.endDate);
  const work: ResumeWork = {
    name: company,
    position,
    startDate: range?.startDate ?? '',
    // A current role ends "Present" (and says current: true), as people write it and JSON Resume
    // themes print it; consumers treat a non-date end as open.
    // A lone date ("2016", "Jun 2019") is the period the role was in: it began and ended then, as
    // designs print a role whose two dates fall in the same year or month ("since 2019" reads as
    // current; a season, "Summer 2022", names when it began and keeps no end).
    endDate: range?.current || ongoing ? 'Present' : range?.endDate || (range && !SEASON.test(range.text) ? range.startDate : ''),
    highlights: detailHighlights(details),
  };
  if (range?.current || ongoing) work.current = true;
  if (location) work.location = location;
  // A range with both ends (or "Present") is a role's dates; a lone date is less certain.
  const whole = !!range && (!!range.endDate || range.current);
  // Highlights read from marked list items are sure; lines joined by the wrap rules less so.
  const bulleted = details.filter((l) => l.bulleted).length;
  return {
    work,
    confidence: {
      position: title ? Math.min(1, 0.4 + Math.max(0, bestTitle)) : 0,
      name: company ? Math.min(1, 0.4 + organizationScore(company) * 0.6) : 0,
      dates: range ? 0.9 : 0,
      startDate: range?.startDate ? (whole ? 0.9 : 0.6) : 0,
      endDate: whole ? (range!.current ? 0.85 : 0.9) : range ? 0.4 : 0,
      location: location ? (pieces.some((p) => p.location && p.text === location) ? 0.8 : 0.6) : 0,
      highlights: work.highlights.length ? (bulleted === work.highlights.length ? 0.9 : bulleted > 0 ? 0.7 : 0.6) : 0,
    },
  };
}

/** A header naming no job title: an employer (and its unit) alone, its link and dates aside. */
function namesOnlyEmployer(entry: SectionEntry): boolean {
  const { named } = readHeader(entry);
  return named.length > 0 && named.every((p) => titleScore(p.text) === 0);
}

/** A header naming a job title and nothing else (its dates aside). */
function namesOnlyTitle(entry: SectionEntry): boolean {
  const { named } = readHeader(entry);
  return named.length === 1 && titleScore(named[0]!.text) > 0;
}

/**
 * "Senior Developer, Nimbus Freight" / "Jan 2019 – Present" / bullets: a role's header with no
 * dates and nothing under it, then an entry whose header is only a date range, is one role (the
 * date line was read as the start of the next entry). A date range alone with nothing under it,
 * after an entry that has no dates, is that entry's too: a design that prints dates in a margin
 * may set them below the entry's first line of text.
 * @param roles the entries are roles (a school with no dates under another's is an entry of its own).
 */
export function mergeDatelessHeaders(entries: SectionEntry[], roles = true): SectionEntry[] {
  const out: SectionEntry[] = [];
  for (const entry of entries) {
    const prev = out[out.length - 1];
    const dated = (e: SectionEntry) => e.header.some((l) => findDateRange(l.text)) || e.details.some((l) => isDatesLine(l.text));
    const prevDateless = !!prev && prev.details.length === 0 && prev.header.length <= 2 && !dated(prev);
    const datesOnly = entry.header.length > 0 && entry.header.every((l) => isDatesLine(l.text));
    const prevDatesOnly = !!prev && !prev.details.length && prev.header.length > 0 && prev.header.every((l) => isDatesLine(l.text));
    if (prev && prevDateless && datesOnly) {
      out[out.length - 1] = { header: [...prev.header, ...entry.header], details: entry.details };
    } else if (roles && prev && prevDatesOnly && !dated(entry)) {
      // "2018 – Present" set in a margin above its role: the dates, then the entry they date.
      out[out.length - 1] = { header: [...prev.header, ...entry.header], details: entry.details };
    } else if (prev && datesOnly && !entry.details.length && entry.header.length === 1 && !dated(prev)) {
      out[out.length - 1] = { ...prev, header: [...prev.header, entry.header[0]!] };
    } else if (
      roles &&
      prev &&
      !prev.details.length &&
      dated(prev) &&
      entry.header.length === 1 &&
      entry.details.length &&
      !dated(entry) &&
      namesOnlyEmployer(prev)
    ) {
      // "Birch Ledger  2016 – 2018" / its link / "Senior Engineer" set apart by more space than the
      // link: a title with no dates of its own, under a dated employer that names no title and
      // has nothing under it yet.
      out[out.length - 1] = { header: [...prev.header, ...entry.header], details: entry.details };
    } else if (
      roles &&
      prev &&
      !prev.details.length &&
      prev.header.length <= 2 &&
      !dated(prev) &&
      namesOnlyEmployer(prev) &&
      dated(entry) &&
      namesOnlyTitle(entry)
    ) {
      // "Birch Ledger - Payments Platform" set apart above "Senior Engineer" / its dates: the
      // employer (and its unit) of the role under it.
      out[out.length - 1] = { header: [...prev.header, ...entry.header], details: entry.details };
    } else out.push(entry);
  }
  return out;
}

/**
 * Dates as the layout left them, repaired: an end word run into the title ("2017 -
 * CurrentSenior Developer") is separated, and a range's end on a line of its own ("Jan 2019" /
 * "– Present", "Mar 2016 –" / "Dec 2018") is joined to the date it ends.
 */
export function separateDates(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const raw of lines) {
    const segments = raw.segments.flatMap(splitRunOnDateLabel);
    const text = separateRunOnDates(segments.length > raw.segments.length ? segments.join(' ') : raw.text);
    const line =
      text === raw.text && segments.length === raw.segments.length
        ? raw
        : { ...raw, text, segments: segments.map(separateRunOnDates), ...(segments.length > raw.segments.length ? { segmentBounds: undefined } : {}) };
    const prev = out[out.length - 1];
    const prevLast = prev?.segments[prev.segments.length - 1] ?? '';
    // A dash read as a bullet marker ("– Present" in plain text) leaves only the date's end.
    const dashBullet =
      line.bulleted &&
      (isDateOnly(line.text) || /^(present|current(ly)?|now|today|ongoing|till date|to date)$/i.test(line.text.trim())) &&
      line.text.split(/\s+/).length <= 3;
    const endsDate =
      !!prev && prev.page === line.page && (!line.bulleted || dashBullet) && line.segments.length === 1 && /(?:19|20)\d{2}\s*(?:[-–—]|to)?\s*$/i.test(prevLast);
    const continuation = /^(?:[-–—]|to\b)\s*\S/i.test(line.text)
      ? `${prevLast} ${line.text}`
      : /[-–—]\s*$|\bto\s*$/i.test(prevLast)
        ? `${prevLast} ${line.text}`
        : dashBullet
          ? `${prevLast} – ${line.text}`
          : '';
    const range = continuation ? findDateRange(continuation) : null;
    if (endsDate && range && (range.endDate || range.current) && isDateOnly(continuation.slice(range.index))) {
      const segments = [...prev!.segments.slice(0, -1), continuation];
      out[out.length - 1] = { ...prev!, text: segments.join('  '), segments };
      continue;
    }
    out.push(line);
  }
  return out;
}

export function extractWork(lines: ResumeLine[]): WorkResult[] {
  const entries = mergeDatelessHeaders(splitEntries(separateDates(lines)));
  const titleFirst = titleOrder(entries);
  return entries.map((entry) => entryToWork(entry, titleFirst)).filter((r): r is WorkResult => r !== null && (r.work.position !== '' || r.work.name !== ''));
}
