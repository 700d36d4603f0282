/**
 * Noun phrases of a requirement line, as candidate skills no cue word introduces ("Mastery of the
 * iOS SDK and ... (networking, multithreading, memory management)", "Analytical thinking"). The
 * words are tagged by compromise in context; a phrase is a run of nouns and adjectives (a gerund
 * only as a noun: "public speaking", "multitasking") between punctuation, prepositions,
 * conjunctions and verbs. Which of them the posting asks for is left to the learnt keep/drop
 * model in job-skills.ts; this module only proposes them.
 */
import { nlp } from '../text/nlp';
import { STOPWORDS } from '../text/stopwords';
import { skillDictionary } from '../taxonomy/dictionary';

export interface NounPhrase {
  /** The phrase as written (offsets into the line). */
  text: string;
  start: number;
  end: number;
  /** The last word, lower case ("management" of "memory management"). */
  head: string;
  /** The phrase ends in "skills" / "abilities" and the words before it are the skill's name. */
  skillsSuffix: boolean;
}

interface TaggedTerm { text: string; pre: string; post: string; tags: string[]; offset: { start: number; length: number } }

/** Words that say how much or what kind of asking, never part of a skill's name. */
const CUE_WORDS = new Set(['experience', 'experiences', 'experienced', 'knowledge', 'understanding', 'proficiency', 'familiarity', 'ability', 'abilities', 'expertise', 'background', 'mastery', 'fluency', 'command', 'grasp', 'exposure', 'level', 'years', 'year', 'yrs', 'degree', 'track', 'record', 'plus', 'bonus', 'asset', 'advantage', 'preference', 'interest', 'passion', 'desire', 'comfortability', 'facility', 'requirement', 'requirements', 'qualification', 'qualifications', 'candidate', 'candidates', 'you', 'etc', 'e.g', 'i.e']);

/** Words that qualify how well, not what: dropped from a phrase's start. */
const FILLER = new Set(['strong', 'solid', 'good', 'great', 'excellent', 'exceptional', 'outstanding', 'proven', 'demonstrated', 'demonstrable', 'basic', 'advanced', 'deep', 'thorough', 'sound', 'working', 'hands-on', 'practical', 'relevant', 'related', 'previous', 'prior', 'some', 'any', 'various', 'other', 'similar', 'general', 'extensive', 'significant', 'considerable', 'effective', 'superb', 'exemplary', 'high', 'highly', 'very', 'keen', 'professional', 'overall', 'current', 'new', 'modern', 'appropriate', 'necessary', 'required', 'preferred', 'desired', 'desirable', 'ideal', 'minimum', 'least', 'clear', 'confident', 'comfortable', 'able', 'willing', 'eager', 'valid', 'active', 'solid', 'superior', 'broad', 'wide', 'further', 'additional', 'well-developed']);

/** One-word phrases too general to name a skill. */
const GENERIC = new Set(['tools', 'tool', 'platforms', 'platform', 'technology', 'technologies', 'systems', 'system', 'software', 'practices', 'practice', 'principles', 'frameworks', 'framework', 'materials', 'documents', 'things', 'work', 'projects', 'project', 'products', 'product', 'processes', 'process', 'solutions', 'solution', 'applications', 'application', 'areas', 'area', 'fields', 'field', 'topics', 'concepts', 'methods', 'techniques', 'environment', 'environments', 'languages', 'services', 'issues', 'problems', 'tasks', 'duties', 'team', 'teams', 'information', 'business', 'industry', 'sector', 'settings', 'setting', 'role', 'roles', 'position', 'positions', 'people', 'company', 'companies', 'ideas', 'way', 'ways', 'time', 'part', 'day', 'days', 'week', 'hours', 'world', 'lot', 'range', 'variety', 'number', 'kind', 'type', 'types', 'others', 'someone', 'person', 'individual', 'opportunity', 'needs', 'use', 'skills', 'skill', 'job', 'jobs', 'focus', 'attitude', 'mindset', 'approach', 'eye', 'detail', 'details', 'fun', 'love', 'success', 'results', 'goals', 'growth', 'impact', 'quality', 'support', 'help', 'care', 'changes', 'change', 'level', 'levels', 'context', 'customers', 'clients', 'users', 'members', 'staff', 'stakeholders', 'partners', 'employees', 'students', 'children']);

const MAX_WORDS = 4;
/** Tagging is linear but not cheap; a longer line is a pasted blob, not a requirement. */
const MAX_LINE = 600;

function chunkable(tags: Set<string>, lower: string): boolean {
  if (STOPWORDS.has(lower) && !tags.has('Acronym')) return false;
  if (['Determiner', 'Pronoun', 'Preposition', 'Conjunction', 'Value', 'Cardinal', 'Modal', 'Copula', 'Adverb', 'QuestionWord', 'Negative'].some((t) => tags.has(t))) return false;
  if (tags.has('Verb') && !tags.has('Gerund') && !tags.has('Noun')) return false;
  return tags.has('Noun') || tags.has('Adjective') || tags.has('Gerund') || tags.has('Acronym') || tags.has('ProperNoun');
}

export function nounPhrases(line: string): NounPhrase[] {
  if (line.length > MAX_LINE) return [];
  // compromise's typings do not describe json({ offset }) terms.
  const sentences = nlp()(line).json({ offset: true }) as { terms: TaggedTerm[] }[];
  const out: NounPhrase[] = [];
  for (const s of sentences) {
    let run: { term: TaggedTerm; start: number; end: number; tags: Set<string>; lower: string }[] = [];
    const flush = () => {
      const phrase = trimRun(run);
      run = [];
      if (phrase) out.push(phrase);
    };
    for (let i = 0; i < s.terms.length; i++) {
      const t = s.terms[i]!;
      const lead = /^[^\p{L}\p{N}]*/u.exec(line.slice(t.offset.start, t.offset.start + t.offset.length))?.[0].length ?? 0;
      const word = t.text.replace(/^[^\p{L}\p{N}.#]+|[^\p{L}\p{N}+#]+$/gu, '');
      const start = line.indexOf(word, t.offset.start + lead);
      const tags = new Set(t.tags);
      const lower = word.toLowerCase();
      // Punctuation before a word ends the phrase before it: "(networking", "; SQL".
      if (run.length && /[^\s-]/.test(t.pre + (s.terms[i - 1]?.post ?? ''))) flush();
      if (!word || start < 0 || !chunkable(tags, lower) || CUE_WORDS.has(lower)) { flush(); continue; }
      // A gerund that starts a phrase and takes an object is a verb ("scaling internal tooling").
      const next = s.terms[i + 1];
      const nextTags = new Set(next?.tags ?? []);
      const opensObject = tags.has('Gerund') && !run.length && next && !/[^\s-]/.test(t.post) && (nextTags.has('Noun') || nextTags.has('Adjective') || nextTags.has('Determiner'));
      if (opensObject) { flush(); continue; }
      // "looking for", "creating and": a lone gerund before a preposition or conjunction is a verb.
      if (tags.has('Gerund') && !run.length && (nextTags.has('Preposition') || nextTags.has('Conjunction') || nextTags.has('Pronoun')) && !/[^\s-]/.test(t.post)) { flush(); continue; }
      run.push({ term: t, start, end: start + word.length, tags, lower });
    }
    flush();
  }

  function trimRun(run: { start: number; end: number; tags: Set<string>; lower: string }[]): NounPhrase | undefined {
    let r = run;
    while (r.length && (FILLER.has(r[0]!.lower) || /ly$/.test(r[0]!.lower))) r = r.slice(1);
    // A phrase ends in its noun: trailing adjectives are a predicate ("skills essential").
    while (r.length && !r[r.length - 1]!.tags.has('Noun') && !r[r.length - 1]!.tags.has('Gerund') && !r[r.length - 1]!.tags.has('Acronym')) r = r.slice(0, -1);
    if (!r.length || r.length > MAX_WORDS) return undefined;
    const head = r[r.length - 1]!.lower;
    const skillsSuffix = /^(?:skills?|abilities)$/.test(head) && r.length >= 2;
    const named = skillsSuffix ? r.slice(0, -1) : r;
    if (named.length === 1 && (GENERIC.has(named[0]!.lower) || named[0]!.lower.length < 2)) return undefined;
    if (named.every((w) => FILLER.has(w.lower) || GENERIC.has(w.lower))) return undefined;
    const start = r[0]!.start;
    const end = r[r.length - 1]!.end;
    if (!/^[\p{L}\p{N}][\p{L}\p{N} .+#&'’/]*(?:-[\p{L}\p{N}][\p{L}\p{N} .+#&'’/]*)*$/u.test(line.slice(start, end))) return undefined;
    return { text: line.slice(start, end), start, end, head: skillsSuffix ? named[named.length - 1]!.lower : head, skillsSuffix };
  }
  return out;
}

let vocab: { heads: Map<string, number>; words: Set<string> } | undefined;

/**
 * Words of the skills vocabulary: how many skill names and aliases end in a word ("management",
 * "testing"), and every word any of them uses. A phrase whose head is a common head of skill
 * names is shaped like one ("memory management"), whatever its other words.
 */
export function vocabularyWords(): { heads: Map<string, number>; words: Set<string> } {
  if (vocab) return vocab;
  const heads = new Map<string, number>();
  const words = new Set<string>();
  const dict = skillDictionary();
  const add = (phrase: string) => {
    const w = phrase.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter(Boolean);
    if (w.length >= 2) heads.set(w[w.length - 1]!, (heads.get(w[w.length - 1]!) ?? 0) + 1);
    for (const x of w) words.add(x);
  };
  for (const key of dict.aliases.keys()) add(key);
  vocab = { heads, words };
  return vocab;
}
