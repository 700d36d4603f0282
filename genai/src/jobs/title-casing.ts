/**
 * The normaliser title-cases the titles it returns ("ICU Staff Nurse" → "Icu Staff Nurse",
 * "R&D" → "R&d"): a draft written for that title gives each word back the casing its author
 * gave it (acronyms, "iOS", "DevOps"). In an all-capitals title only the words English does not
 * know keep their capitals ("ICU NURSE" → "ICU Nurse"); a lower-case word English does not know
 * takes the skills dictionary's spelling ("devops" → "DevOps") or stays as written.
 */
import { lookupSkill } from '../taxonomy/dictionary';
import { isKnownWord } from '../text/known-words';

const CHUNK = /\S+/g;
const LETTERS = /\p{L}+/gu;
const trimPunctuation = (s: string) => s.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');

export function withInputCasing(canonical: string, input: string): string {
  const shouting = !/\p{Ll}/u.test(input);
  const written = new Map<string, string>();
  const keep = (w: string) => {
    if (!w) return;
    // A lower-case word English does not know is a name: the dictionary's spelling, else the writer's.
    if (w === w.toLowerCase()) {
      if (/^\p{L}+$/u.test(w) && !isKnownWord(w)) written.set(w, lookupSkill(w)?.name.toLowerCase() === w ? lookupSkill(w)!.name : w);
      return;
    }
    if (shouting && [...w.matchAll(LETTERS)].every((m) => isKnownWord(m[0]))) return;
    if (!written.has(w.toLowerCase())) written.set(w.toLowerCase(), w);
  };
  for (const chunk of input.match(CHUNK) ?? []) {
    keep(trimPunctuation(chunk));
    for (const m of chunk.matchAll(LETTERS)) keep(m[0]);
  }
  return canonical.replace(CHUNK, (chunk) => {
    const core = trimPunctuation(chunk);
    const whole = core && written.get(core.toLowerCase());
    if (whole) return chunk.replace(core, whole);
    return chunk.replace(LETTERS, (run) => written.get(run.toLowerCase()) ?? run);
  });
}
