// Dates as resumes write them: "Jan 2020", "January 2020", "Sept. 2023", "01/2020", "2020-01", "2020-01-15",
// "2020", "Summer 2022", "20XX" (template placeholders), and ranges joined by -, –, —, "to",
// ending in Present / Current / Now / Today.

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  // Common non-English abbreviations (Europass CVs): German, French, Spanish, Italian, Dutch.
  mär: 3,
  mrz: 3,
  mai: 5,
  okt: 10,
  dez: 12,
  janv: 1,
  févr: 2,
  fevr: 2,
  avr: 4,
  juil: 7,
  août: 8,
  aout: 8,
  déc: 12,
  ene: 1,
  abr: 4,
  ago: 8,
  dic: 12,
  gen: 1,
  mag: 5,
  giu: 6,
  lug: 7,
  set: 9,
  ott: 10,
  mei: 5,
  mrt: 3,
};
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

const MONTH_WORD = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter)\.?`;
const YEAR = String.raw`(?:19|20)(?:\d{2}|XX|xx)`;
// A full ISO date ("2019-04-01", as JSON Resume stores dates and many of its themes print them)
// is its year and month; it comes first so "2019-04" is not read with "-01" left over.
const ISO_DAY = String.raw`${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])`;
const POINT = String.raw`(?:${ISO_DAY}|${MONTH_WORD}\s*,?\s*${YEAR}|(?:0?[1-9]|1[0-2])\s*[/.]\s*${YEAR}|${YEAR}\s*[-/.]\s*(?:0[1-9]|1[0-2])(?![\d])|${YEAR}|(?:0?[1-9]|[12]\d|3[01])\s*[/.]\s*(?:0?[1-9]|1[0-2])\s*[/.]\s*${YEAR})`;
const OPEN_END = String.raw`(?:(?:till|to|until)\s+(?:date|now|present)|present|current(?:ly)?|now|today|ongoing|date|heute|aujourd'hui|actual)`;
// A dash whose glyph a font maps to no character reaches the text as a control character or
// U+FFFD ("2016-11 \u0015 2018-09"): between two dates it can only be the range's dash.
const SEPARATOR = String.raw`\s*(?:-|–|—|−|to|until|till|through|thru|~|→|bis|à|[\u0001-\u001f\ufffd])\s*`;

export const DATE_RANGE = new RegExp(String.raw`(?<![\w/])(${POINT})(?:${SEPARATOR}(${POINT}|${OPEN_END}))?(?![\w/])`, 'i');
const DATE_RANGE_GLOBAL = new RegExp(DATE_RANGE.source, 'gi');
const STANDALONE_OPEN = new RegExp(String.raw`^\s*(?:since|from|seit|depuis)\s+(${POINT})`, 'i');
const OPEN_END_WHOLE = new RegExp(`^${OPEN_END}$`, 'i');

export interface DateRange {
  startDate: string;
  endDate: string;
  current: boolean;
  /** The text matched, as written. */
  text: string;
  index: number;
}

/** "Jan 2020" → "2020-01", "2020" → "2020", "20XX" → "20XX", unknown → "". */
export function normalizeDatePoint(point: string): string {
  const text = point.trim().toLowerCase().replace(/\s+/g, ' ');
  const year = /((?:19|20)(?:\d{2}|xx))/.exec(text)?.[1]?.toUpperCase().replace('XX', 'XX') ?? '';
  if (!year) return '';
  const word = /^([a-zéûä]+)\.?/.exec(text)?.[1];
  if (word) {
    const month = MONTHS[word.slice(0, 3)] ?? MONTHS[word.slice(0, 4)] ?? MONTHS[word] ?? SEASONS[word];
    return month ? `${year}-${String(month).padStart(2, '0')}` : year;
  }
  const numeric = /^(\d{1,2})\s*[/.]\s*(\d{1,2})\s*[/.]\s*\d{4}$/.exec(text);
  if (numeric) return `${year}-${numeric[2]!.padStart(2, '0')}`;
  const monthFirst = /^(\d{1,2})\s*[/.]\s*\d{4}$/.exec(text);
  if (monthFirst) return `${year}-${monthFirst[1]!.padStart(2, '0')}`;
  const isoDay = /^\d{4}-(\d{2})-\d{2}$/.exec(text);
  if (isoDay) return `${year}-${isoDay[1]}`;
  const yearFirst = /^\d{4}\s*[-/.]\s*(\d{2})$/.exec(text);
  if (yearFirst) return `${year}-${yearFirst[1]}`;
  return year;
}

function toRange(match: RegExpExecArray): DateRange {
  const [text, start, end] = match;
  const open = end !== undefined && OPEN_END_WHOLE.test(end.trim());
  return {
    startDate: normalizeDatePoint(start ?? ''),
    endDate: end && !open ? normalizeDatePoint(end) : '',
    current: open,
    text,
    index: match.index,
  };
}

/** The most date-like range in a piece of text (a range beats a single date), or null. */
export function findDateRange(text: string): DateRange | null {
  const ranges: DateRange[] = [];
  for (const match of text.matchAll(DATE_RANGE_GLOBAL)) ranges.push(toRange(match as RegExpExecArray));
  const since = STANDALONE_OPEN.exec(text);
  if (since) return { startDate: normalizeDatePoint(since[1]!), endDate: '', current: true, text: since[0], index: since.index };
  if (!ranges.length) return null;
  const best = ranges.find((r) => r.endDate || r.current) ?? ranges[0]!;
  // "2023-02 2023-12": two months written as numbers with only a space between them (the dash a
  // design drew as a shape) are a range when the second is not before the first.
  const next =
    !best.endDate && !best.current && /^\d{4}-\d{2}$/.test(best.text.trim())
      ? /^\s+((?:19|20)\d{2}-(?:0[1-9]|1[0-2]))(?![\w/])/.exec(text.slice(best.index + best.text.length))
      : null;
  if (next && next[1]! >= best.startDate) return { ...best, endDate: next[1]!, text: `${best.text}${next[0]}` };
  // "2024-02 —" closing the text: a range whose end was left empty, as themes print a role with
  // no end date (a current one). A range broken over two lines was joined before this is asked.
  if (!best.endDate && !best.current && /^\s*[-–—]\s*$/.test(text.slice(best.index + best.text.length))) return { ...best, current: true };
  return best;
}

/** A span written beside a role's dates: "3 years", "a year", "4 months", "1 yr 2 mos", and a clock library's words for a short one ("a few seconds", "5 days"). */
export const DURATION = /^\s*(?:(?:\d{1,2}|an?|a few)\s+(?:years?|yrs?|months?|mos?|weeks?|days?|hours?|minutes?|seconds?)\s*)+/i;

/** The text is nothing but such a span ("6 years", "a year"): no title, employer or school. */
export function isDurationOnly(text: string): boolean {
  const m = DURATION.exec(text);
  return !!m && m[0].length === text.length;
}

/** Nothing but dates, after the span some designs print before them ("3 years  July 2021 — Present"). */
export function isDatesLine(text: string): boolean {
  return isDateOnly(text.replace(DURATION, ''));
}

/** The line is nothing but a date or date range (with light punctuation). */
export function isDateOnly(text: string): boolean {
  const range = findDateRange(text);
  if (!range) return false;
  const rest = text.replace(range.text, '').replace(/[\s()|,·•–—-]+/g, '');
  return rest.length === 0;
}

// "2017 - CurrentSenior Developer": a date's last word run into the capitalised word after it
// (a table cell or a flex item printed without a space). Case-sensitive on purpose: only an
// upper-case letter followed by lower-case starts a new word ("Presentation" stays whole).
const RUN_ON_DATE = /((?:19|20)\d{2}|\b(?:Present|PRESENT|present|Current|CURRENT|current|Now|NOW|Today|TODAY|Ongoing|ongoing))(?=\p{Lu}\p{Ll})/gu;

/** Puts back the space a layout lost between a date range's end and the text after it. */
export function separateRunOnDates(text: string): string {
  return text.replace(RUN_ON_DATE, '$1 ');
}

// "Bachelor of ScienceCompleted in May 2004": a label of the date ("Completed in", "Graduated",
// "Expected") run into the text before it, as a right-hand cell printed without a space.
const RUN_ON_DATE_LABEL = /(?<=[\p{Ll})\].])(?=(?:Completed|Graduated|Expected|Awarded|Conferred)\b)/u;

/** Splits a segment where a date's label runs into the text before it; the part from the label on must hold a date. */
export function splitRunOnDateLabel(segment: string): string[] {
  const at = RUN_ON_DATE_LABEL.exec(segment);
  if (!at || !findDateRange(segment.slice(at.index))) return [segment];
  return [segment.slice(0, at.index).trim(), segment.slice(at.index).trim()].filter(Boolean);
}
