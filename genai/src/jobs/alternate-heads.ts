/**
 * Occupations for job titles whose head word only O*NET's alternate titles know ("Sommelier",
 * "Head Sommelier", "Innkeeper"): `data/onet-alternate-heads.json`, built from O*NET 29.2 by
 * `scripts/build-alternate-heads.ts`, lists for each such word its occupations, best first.
 */
import data from '../../data/onet-alternate-heads.json';
import taxonomy from '../../data/onet-taxonomy.json';

const heads = data.heads as Record<string, string[]>;

let vocabulary: Set<string> | null = null;
/** Every word of O*NET's occupation and reported titles, and the alternate heads. */
function titleVocabulary(): Set<string> {
  if (vocabulary) return vocabulary;
  vocabulary = new Set(Object.keys(heads));
  const titles = [...(taxonomy.occupations as [string, string][]).map(([, t]) => t), ...(taxonomy.titles as [string, number][]).map(([t]) => t)];
  for (const title of titles) for (const w of title.toLowerCase().match(/[a-z]+/g) ?? []) vocabulary.add(w);
  return vocabulary;
}
const known = (w: string) => w.length <= 2 || titleVocabulary().has(w) || titleVocabulary().has(w.replace(/s$/, '')) || titleVocabulary().has(`${w}s`);

/** The O*NET codes a title's head word points to, best first ([] when the word is not listed). */
export function occupationsByAlternateHead(title: string): string[] {
  const words =
    title
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .match(/[a-z]+/g) ?? [];
  // The head is the last word, or the word before "of/for/in" ("Sommelier of the Year" is rare;
  // "Keeper of Records" is the form O*NET writes).
  const cut = words.findIndex((w, i) => i > 0 && /^(of|for|in|at|to)$/.test(w));
  const head = (cut > 0 ? words.slice(0, cut) : words).pop();
  // The other words must be title words O*NET uses too ("Head", "Senior", "Wine"): a made-up
  // modifier ("Quibbleflux Wrangler") says the head alone is not the job.
  if (!head || !words.filter((w) => w !== head).every(known)) return [];
  return heads[head] ?? heads[head.replace(/s$/, '')] ?? [];
}
