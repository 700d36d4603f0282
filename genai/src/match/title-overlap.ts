/**
 * How much of the posting's own role title a resume's recent titles hold. A recruiter reads the
 * titles first: a "Technical Support Analyst" posting wants people whose roles were support
 * roles, whatever else their bullets mention. Each title word is weighed by how rare it is among
 * the titles of the pool being ranked, so the words every title shares ("engineer" in a pool of
 * engineers, "nurse" in a pool of nurses) count little and the words that name the role
 * ("support", "devops", "manager") carry it, in any profession.
 */
import { expandTitle, roleTitle, SENIORITY_WORDS, SMALL_WORDS } from '../taxonomy/titles';
import { bm25Idf } from './bm25';

/** Weight of a title by how recent it is: the current role counts most (as in the match's title part). */
export const TITLE_RECENCY = [1, 0.7, 0.55, 0.45];

/** Words that say a level, a way of working or a filler, not the role. */
const NOT_ROLE_WORDS = new Set([
  ...SENIORITY_WORDS,
  ...SMALL_WORDS,
  'sr',
  'jr',
  'with',
  'team',
  'time',
  'full',
  'part',
  'remote',
  'contract',
  'freelance',
  'now',
  'former',
  'formerly',
]);

/**
 * One form for a role word and its kin: "engineer"/"engineering", "technician"/"technical",
 * "teacher"/"teaching", "nurse"/"nursing", "developer"/"development". Plurals first.
 */
export function roleStem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  // Until none is left, so both forms meet: "engineering" → "engineer" → "engine" → "engin".
  for (let cut = true; cut; ) {
    cut = false;
    for (const suffix of ['ment', 'ing', 'ian', 'er', 'al', 'e']) {
      if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
        w = w.slice(0, -suffix.length);
        cut = true;
        break;
      }
    }
  }
  return w;
}

/** The words of a title that name the role: expanded, level and filler words out, stemmed. */
export function roleWords(title: string): string[] {
  const expanded = expandTitle(roleTitle(title))
    // "front end", "front-end" and "frontend" are one word in titles.
    .replace(/\b(front|back)[\s-]+end\b/g, '$1end')
    .replace(/\bfull[\s-]+stack\b/g, 'fullstack');
  const words = expanded
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1 && !NOT_ROLE_WORDS.has(w))
    .map(roleStem)
    // Again after stemming: "leader" is "lead", a level.
    .filter((w) => !NOT_ROLE_WORDS.has(w));
  return [...new Set(words)];
}

/**
 * Per resume of one pool, per recent title (most recent first, at most four), the share of the
 * job title's role words that title holds, each word weighed by its rarity among the pool's
 * recent titles (one count per resume): 0..1.
 */
export function titleShares(jobTitle: string, pool: string[][]): number[][] {
  const jobWords = roleWords(jobTitle);
  const recent = pool.map((titles) => titles.slice(0, TITLE_RECENCY.length).map(roleWords));
  const df = new Map<string, number>();
  for (const titles of recent) for (const w of new Set(titles.flat())) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => bm25Idf(pool.length, df.get(w) ?? 0);
  const total = jobWords.reduce((s, w) => s + idf(w), 0);
  return recent.map((titles) => titles.map((words) => (total ? jobWords.filter((w) => words.includes(w)).reduce((s, w) => s + idf(w), 0) / total : 0)));
}

/** The best recent title's share times its recency weight: how recently the resume held the job's role. */
export function titleOverlap(shares: number[]): number {
  return Math.max(0, ...shares.map((s, k) => s * (TITLE_RECENCY[k] ?? 0)));
}

/** Per resume of one pool, `titleOverlap` of its recent titles. */
export function titleOverlaps(jobTitle: string, pool: string[][]): number[] {
  return titleShares(jobTitle, pool).map(titleOverlap);
}
