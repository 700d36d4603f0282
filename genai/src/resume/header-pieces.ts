import type { ResumeLine } from './resume-line';
import { findDateRange, isDurationOnly, type DateRange } from './resume-dates';
import { isLocation, organizationScore, titleScore } from './resume-vocabulary';

/** A piece of an entry's header line, split at a separator ("|", "·", " — ", a wide gap, ...). */
export interface HeaderPiece {
  text: string;
  line: number;
  /** Separator written before this piece ("" for the first piece of a line). */
  before: string;
  bold: boolean;
  location: boolean;
}

const STRONG_SEPARATOR = /(\s*[|‖•·◦▪⋅]\s*|\s+[—–]\s+|\s[-]\s|\s*\u2014\s*|\s+@\s+|\s+at\s+(?=[\p{Lu}]))/u;
const STRONG_SEPARATOR_NO_AT = /(\s*[|‖•·◦▪⋅]\s*|\s+[—–]\s+|\s[-]\s|\s*\u2014\s*)/u;
const TRAILING_LOCATION = /,\s*([\p{Lu}][\p{L}.' -]+,\s*(?:[A-Z]{2}|[\p{Lu}][\p{L}]+(?: [\p{Lu}][\p{L}]+)?))$/u;

/**
 * "Google, Mountain View, CA, USA" → rest "Google", location "Mountain View, CA, USA". Three
 * parts only when the middle one is a state or region ("City, ST, Country"); else two.
 */
export function splitTrailingLocation(text: string): { rest: string; location: string | null } {
  const parts = text.split(/\s*,\s*/);
  if (parts.length >= 4) {
    const three = parts.slice(-3);
    if (isLocation(three.slice(1).join(', ')) && isLocation(three.slice(0, 2).join(', '))) {
      return { rest: parts.slice(0, -3).join(', '), location: three.join(', ') };
    }
  }
  const tail = TRAILING_LOCATION.exec(text);
  if (tail && isLocation(tail[1]!) && tail.index > 0) return { rest: text.slice(0, tail.index).trim(), location: tail[1]! };
  return { rest: text, location: null };
}

/** Removes the entry's date range from a header line; text after a mid-line date is description. */
export function stripDate(text: string): { rest: string; range: DateRange | null } {
  const range = findDateRange(text);
  if (!range) return { rest: text, range: null };
  let before = text.slice(0, range.index);
  const after = text.slice(range.index + range.text.length);
  // "(Mar 2021 - Present) Leads the automation guild." keeps only what precedes the date.
  const afterWords = after
    .replace(/^[\s)\]|,·•–—-]+/, '')
    .split(/\s+/)
    .filter(Boolean);
  const keepAfter = afterWords.length > 0 && afterWords.length <= 4 && !/[.!]$/.test(after.trim());
  before = before.replace(/[\s(|,·•–—:-]+$/, '');
  const afterText = after.replace(/^[\s)\]|,·•–—:-]+/, '');
  // "2016 – 2018 Master of Business Administration, Stanford": the date leads, the text follows.
  if (!before.trim()) return { rest: afterText.trim(), range };
  const rest = keepAfter ? `${before} | ${afterText}` : before;
  return { rest: rest.replace(/^[\s|,·•–—-]+/, '').trim(), range };
}

/** Splits header lines into pieces, pulling out a trailing "City, ST" from a comma-separated piece. */
export function headerPieces(lines: ResumeLine[], options: { splitAt?: boolean } = {}): { pieces: HeaderPiece[]; range: DateRange | null } {
  const pieces: HeaderPiece[] = [];
  let range: DateRange | null = null;
  lines.forEach((line, lineIndex) => {
    const lineDated = findDateRange(line.text) !== null;
    line.segments.forEach((segment, segmentIndex) => {
      const stripped = stripDate(segment);
      if (stripped.range && !range) range = stripped.range;
      else if (stripped.range && range && !range.endDate && !range.current && (stripped.range.endDate || stripped.range.current)) range = stripped.range;
      const parts = stripped.rest.split(options.splitAt === false ? STRONG_SEPARATOR_NO_AT : STRONG_SEPARATOR);
      let before = segmentIndex === 0 ? '' : '  ';
      for (let i = 0; i < parts.length; i += 2) {
        let text = (parts[i] ?? '')
          .trim()
          .replace(/^[,;:(]+|[,;:]+$/g, '')
          .trim();
        const separator = i > 0 ? (parts[i - 1] ?? '') : before;
        // "6 years | 2017 — 2023": the span some designs print beside the dates names nothing.
        if (!text || /^[()]+$/.test(text) || (isDurationOnly(text) && lineDated)) {
          before = separator;
          continue;
        }
        if (/^\(.*\)$/.test(text) && !isLocation(text)) {
          // "(40 hours per week)" belongs to the piece before it.
          const last = pieces[pieces.length - 1];
          if (last && last.line === lineIndex) {
            last.text = `${last.text} ${text}`;
            continue;
          }
        }
        // "Westmoor University at Eastfield", "Center of Excellence at Birch Institute": an
        // organisation's name goes on after "at"; only a title is followed by its employer that way.
        const last = pieces[pieces.length - 1];
        if (
          i > 0 &&
          /^\s+at\s+$/.test(separator) &&
          last &&
          last.line === lineIndex &&
          !last.location &&
          organizationScore(last.text) >= 0.6 &&
          titleScore(last.text) === 0
        ) {
          last.text = `${last.text} at ${text}`;
          continue;
        }
        const split = splitTrailingLocation(text);
        const trailing = split.location;
        text = split.rest;
        pieces.push({ text, line: lineIndex, before: separator, bold: line.bold, location: isLocation(text) });
        if (trailing) pieces.push({ text: trailing, line: lineIndex, before: ', ', bold: line.bold, location: true });
        before = '';
      }
    });
  });
  return { pieces, range };
}
