/**
 * Whether a word is one English knows as a common (lower-case) word: compromise's lexicon, any
 * form of a verb it conjugates, or a word the O*NET data writes in lower case somewhere (its
 * descriptions and tool names: "digital", "dental", "handheld"). Names ("Rhodes", "Raman",
 * "Lenel") and acronyms are not, so a caller changing a word's case leaves them as written.
 */
import nlp from 'compromise';
import onet from '../../data/onet-taxonomy.json';
import { verbForms } from './verb-forms';

let lexicon: Record<string, unknown> | undefined;
let onetWords: Set<string> | undefined;

function lowerCaseWordsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const w of value.match(/(?<!\p{L})\p{Ll}+(?!\p{L})/gu) ?? []) into.add(w);
  else if (Array.isArray(value)) for (const v of value) lowerCaseWordsOf(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) lowerCaseWordsOf(v, into);
}

export function isKnownWord(word: string): boolean {
  const lower = word.toLowerCase();
  // compromise's model is plain data; its typings leave the lexicon's shape open.
  lexicon ??= (nlp.model() as { one?: { lexicon?: Record<string, unknown> } }).one?.lexicon ?? {};
  if (Object.prototype.hasOwnProperty.call(lexicon, lower)) return true;
  if (!onetWords) { onetWords = new Set(); lowerCaseWordsOf(onet, onetWords); }
  return onetWords.has(lower) || !!verbForms(lower);
}
