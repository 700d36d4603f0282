/**
 * Whether a word is one English knows as a common (lower-case) word: in compromise's lexicon or
 * written in lower case somewhere in the O*NET data (its descriptions and tool names: "digital",
 * "dental", "handheld"), or a form of a verb that is ("surveying"). Names ("Rhodes", "Raman",
 * "Lenel") and acronyms are not, so a caller changing a word's case leaves them as written.
 */
import { nlp } from './nlp';
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
  lexicon ??= (nlp().model() as { one?: { lexicon?: Record<string, unknown> } }).one?.lexicon ?? {};
  if (!onetWords) {
    onetWords = new Set();
    lowerCaseWordsOf(onet, onetWords);
  }
  const known = (w: string) => Object.prototype.hasOwnProperty.call(lexicon, w) || onetWords!.has(w);
  if (known(lower)) return true;
  // A form of a known verb ("surveying" of survey), not of one the tagger guessed ("audioconferencing").
  const forms = verbForms(lower);
  return !!forms && forms.infinitive !== lower && known(forms.infinitive);
}
