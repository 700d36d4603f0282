/**
 * The words of a title that say what the work is about ("Payments" in "Senior Payments Backend
 * Engineer", "ICU" in "ICU Staff Nurse", "Maths" in "Maths Teacher"), so a generated posting's
 * duties are about that and not about the job family in general.
 */
import { nlp } from '../text/nlp';
import { isKnownWord } from '../text/known-words';

/** Words that say the level or the kind of job rather than its subject. */
const ROLE_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'director',
  'manager',
  'intern',
  'trainee',
  'graduate',
  'entry',
  'level',
  'associate',
  'assistant',
  'i',
  'ii',
  'iii',
  'iv',
  'engineer',
  'engineering',
  'developer',
  'development',
  'programmer',
  'architect',
  'software',
  'backend',
  'back',
  'frontend',
  'front',
  'end',
  'fullstack',
  'full',
  'stack',
  'web',
  'application',
  'applications',
  'nurse',
  'nursing',
  'registered',
  'rn',
  'teacher',
  'teaching',
  'tutor',
  'sales',
  'representative',
  'rep',
  'accountant',
  'specialist',
  'generalist',
  'executive',
  'officer',
  'analyst',
  'scientist',
  'consultant',
  'data',
  'machine',
  'learning',
  'ml',
  'product',
  'worker',
  'technician',
  'operator',
  'coordinator',
  'administrator',
  'clerk',
  'agent',
  'of',
  'and',
  'the',
  'for',
  'in',
  'at',
  'with',
  'to',
  'a',
  'an',
  'team',
  'remote',
  'hybrid',
  'onsite',
  'part',
  'time',
  'contract',
]);

const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/(ies|es|s)$/, '')
    .slice(0, 6);

/**
 * The title's subject words as written (a word English knows loses its capital: "payments";
 * "ICU" stays), or undefined. Words the occupation's own title already has are not a subject:
 * "Dental" in "Dental Hygienist" is what the occupation is.
 */
export function titleDomain(title: string, alreadySaid: string[] = []): string | undefined {
  const saidWords = alreadySaid.flatMap((t) => t.match(/\p{L}+/gu) ?? []);
  const said = new Set(saidWords.map(stem));
  // "HR" for "Human Resources": the initials of words already said.
  const initials = saidWords.map((w) => w.charAt(0).toUpperCase()).join('');
  for (const w of title.match(/\b[A-Z]{2,4}\b/g) ?? []) if (initials.includes(w)) said.add(stem(w));
  const words = (title.match(/[\p{L}][\p{L}'+#.]*/gu) ?? []).map((w) => w.replace(/\.$/, ''));
  // The last word is the job itself ("Engineer", "Nurse", "Custodian").
  const subject = words.slice(0, -1).filter((w) => !ROLE_WORDS.has(w.toLowerCase()) && !said.has(stem(w)) && w.length > 1);
  if (!subject.length) return undefined;
  return subject.map((w) => (/^[A-Z][a-z]+$/.test(w) && isCommonWord(w) ? w.toLowerCase() : w)).join(' ');
}

/** An ordinary word mid-sentence ("payments"), not a name, place or abbreviation ("Italian", "Germany", "Surg"). */
function isCommonWord(word: string): boolean {
  if (!isKnownWord(word.toLowerCase())) return false;
  // compromise's json() terms are untyped in its typings.
  const tags = (nlp()(word).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return !tags.some((t) => t === 'ProperNoun' || t === 'Abbreviation' || t === 'Acronym');
}

/** Duties that share words with the title first (stable otherwise): the ones closest to the job lead. */
export function orderByTitleWords(duties: string[], title: string): string[] {
  const titleStems = new Set((title.match(/\p{L}+/gu) ?? []).filter((w) => !ROLE_WORDS.has(w.toLowerCase())).map(stem));
  const overlap = (d: string) => (d.match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && titleStems.has(stem(w))).length;
  return duties
    .map((d, i) => ({ d, i, o: overlap(d) }))
    .sort((a, b) => b.o - a.o || a.i - b.i)
    .map((x) => x.d);
}

/** Whether any of the duties already speaks of the domain. */
export function mentionsDomain(duties: string[], domain: string): boolean {
  const stems = (domain.match(/\p{L}+/gu) ?? []).map(stem);
  return duties.some((d) => (d.match(/\p{L}+/gu) ?? []).some((w) => stems.includes(stem(w))));
}

/** A duty for an occupation-based draft whose duties do not yet say the title's subject. */
export function domainDuty(domain: string): string {
  return `Focus this work on ${domain}, and build up the knowledge of ${domain} it needs`;
}
