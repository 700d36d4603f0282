// Small text helpers for interview answers: content words, a light stemmer so "documented" meets
// "documentation", and phrase matching on stems.
import { STOPWORDS } from '../text/stopwords';
import { words } from '../text/tokenize';

/** A light suffix stripper: enough to match a job's wording with an answer's, not a full stemmer. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 4) return w;
  for (const suffix of [
    'ational',
    'ation',
    'ations',
    'ments',
    'ment',
    'ness',
    'ities',
    'ity',
    'ingly',
    'ing',
    'ies',
    'ied',
    'ed',
    'es',
    'er',
    'ers',
    'ly',
    's',
  ]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.slice(0, 7);
}

/** Endings that leave a short stem's word the same word ("fixed", "owns"), not another ("fixers", "owner"). */
const INFLECTION = /^(s|es|d|ed|ing|e|ly)$/;

/**
 * True when an answer's word stem is a form of stem `s`: a stem of five letters or more matches
 * any word it begins ("investi" in "investigated"); a shorter one only its inflections, so the cue
 * "own" is not found in "owner" nor "fix" in "fixers".
 */
export function stemMatches(word: string, s: string): boolean {
  if (!word.startsWith(s)) return false;
  return s.length >= 5 || word.length === s.length || INFLECTION.test(word.slice(s.length));
}

export function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length > 2 && !STOPWORDS.has(w) && !/^\d/.test(w));
}

export function stemSet(text: string): Set<string> {
  return new Set(contentWords(text).map(stem));
}

/** True when every content word of `phrase` appears (by stem) in `stems`. */
export function phraseIn(phrase: string, stems: Set<string>): boolean {
  const parts = contentWords(phrase).map(stem);
  return parts.length > 0 && parts.every((p) => stems.has(p));
}

/** Jaccard overlap of two texts' content stems, 0–1. */
export function similarity(a: string, b: string): number {
  const x = stemSet(a);
  const y = stemSet(b);
  if (!x.size || !y.size) return 0;
  let both = 0;
  for (const s of x) if (y.has(s)) both++;
  return both / (x.size + y.size - both);
}

export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** How a question names the role: "this Registered Nurse role", or "this role" when the posting has no title. */
export function rolePhrase(title: string): string {
  const t = title.trim();
  if (!t || /^this role$/i.test(t)) return 'this role';
  return /\brole$/i.test(t) ? `this ${t}` : `this ${t} role`;
}
