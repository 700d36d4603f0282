/**
 * "Is this a word?" for the non-word eval. A word is real when
 * - the English lexicon (the npm package word-list, ~274k words with inflections and British
 *   spellings; read as its words.txt, the package itself being ESM only) holds it in lower case
 *   and it is written in lower case or capitalised;
 * - the input wrote it exactly so (names, acronyms, "iOS"), or in lower case and the output only
 *   capitalised it ("co-founder" → "Co-Founder");
 * - the engine's own skills and titles dictionary spells it so ("PostgreSQL", "BLS/ACLS"), or its
 *   action-verb list holds it ("refactored", which the lexicon lacks).
 * Case matters: "Icu" made from "ICU" is a non-word, even where the dictionary has "icu".
 */
import fs from 'node:fs';
import path from 'node:path';
import { ACTION_VERBS } from '../src/enhance/resume-wording';

let lexicon: Set<string> | undefined;
let dictionaryNames: Set<string> | undefined;

/** Letters with inner apostrophes; hyphens, slashes and digits separate words. */
export function wordsOf(text: string): string[] {
  return (text.match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []).map((w) => w.replace(/['’]s$/u, ''));
}

function englishWords(): Set<string> {
  lexicon ??= new Set(
    fs
      .readFileSync(path.join(path.dirname(require.resolve('word-list')), 'words.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return lexicon;
}

/** Every spelling in the engine's taxonomy data and curated layers (string literals only). */
function engineNames(): Set<string> {
  if (dictionaryNames) return dictionaryNames;
  const root = path.resolve(__dirname, '..');
  const texts = [fs.readFileSync(path.join(root, 'data/onet-taxonomy.json'), 'utf8')];
  for (const file of ['src/taxonomy/curated-skills.ts', 'src/taxonomy/curated-titles.ts']) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    texts.push(...[...source.matchAll(/'([^'\\\n]*)'/g)].map((m) => m[1]!));
  }
  // The enhancer's hand-kept action verbs ("refactored", "architected": the lexicon lacks a few).
  texts.push([...ACTION_VERBS].join(' '));
  dictionaryNames = new Set(texts.flatMap(wordsOf));
  return dictionaryNames;
}

/** Contractions the lexicon keeps apart ("you'll" = you + will). */
const CONTRACTION = /^(\p{L}+)['’](ll|re|ve|d|t|m)$/u;

function isEnglish(word: string): boolean {
  const lower = word.toLowerCase();
  const cased = word === lower || word === lower.charAt(0).toUpperCase() + lower.slice(1);
  if (!cased) return false;
  // The list leaves out one-letter words.
  if (lower === 'a' || word === 'I') return true;
  if (englishWords().has(lower)) return true;
  const c = CONTRACTION.exec(lower);
  return !!c && (englishWords().has(c[1]!) || englishWords().has(`${c[1]}n`) || ["won't", "can't"].includes(lower));
}

export type WordVerdict = 'english' | 'input' | 'dictionary' | 'non-word';

export function judgeWord(word: string, inputWords: ReadonlySet<string>): WordVerdict {
  if (inputWords.has(word)) return 'input';
  // An input word the writer wrote in lower case, capitalised at a sentence's or a title word's start.
  if (word.length > 1 && word === word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() && inputWords.has(word.toLowerCase())) return 'input';
  if (isEnglish(word)) return 'english';
  if (engineNames().has(word)) return 'dictionary';
  // The input wrote this name in another case ("ICU", "DevOps"): "Icu" and "Devops" are faults,
  // whatever case the dictionary has it in.
  const lowerWord = word.toLowerCase();
  for (const w of inputWords) if (w !== word && w.toLowerCase() === lowerWord && w !== lowerWord) return 'non-word';
  // A dictionary word may open a sentence capitalised; lower-casing a name ("rhodes") is a fault.
  if (word === lowerWord.charAt(0).toUpperCase() + lowerWord.slice(1) && engineNames().has(lowerWord)) return 'dictionary';
  return 'non-word';
}

/** The words of `output` that are neither English nor the input's nor the dictionary's. */
export function nonWords(output: string, input: string | readonly string[]): string[] {
  const inputWords = new Set(wordsOf(Array.isArray(input) ? input.join('\n') : (input as string)));
  return wordsOf(output).filter((w) => judgeWord(w, inputWords) === 'non-word');
}
