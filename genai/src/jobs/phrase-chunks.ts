/**
 * Noun-phrase candidates of a requirement line: what a line asks for is often named with no cue
 * word before it ("- Person management skills", "Valid nursing license", "… and pipeline
 * troubleshooting"). compromise tags the words in context; a run of nouns, adjectives and
 * gerunds between punctuation, prepositions, conjunctions and verbs is one candidate. Candidates
 * are many and loose on purpose: the learnt keep/drop model in job-skills.ts decides.
 *
 * api/engine-side only: compromise is loaded on first use (text/nlp.ts), never by a screen.
 */
import { nlp } from '../text/nlp';
import { STOPWORDS } from '../text/stopwords';

export interface PhraseChunk {
  /** The chunk as written, filler words trimmed ("Person management skills"). */
  text: string;
  start: number;
  /** The chunk without a trailing "skills" / "capability" ("Person management"), when it has one. */
  core?: string;
  /** The first word is a verb in context ("providing advice"), not a noun ("nursing license"). */
  verbLead?: boolean;
}

interface Term {
  text: string;
  pre: string;
  post: string;
  tags: string[];
  offset: { start: number; length: number };
}

/** Words before the named thing that say how much or how good, not what. */
const LEAD =
  /^(?:a|an|the|current|latest|new|equivalent|strong|solid|good|great|excellent|exceptional|outstanding|basic|advanced|deep|proven|demonstrated|demonstrable|working|hands-on|practical|relevant|related|previous|prior|thorough|sound|effective|superb|impeccable|high|highly|keen|robust|significant|extensive|broad|some|any|valid|current|general|fluent|native|professional|minimum|clear|confident|credible|real|true|big|huge|genuine|passionate|superior|resourceful|years?|e\.g|i\.e|eg|ie|specifically|particularly|especially|ideally|preferably|experience|experienced|knowledge|familiarity|understanding|proficiency|expertise|ability|capability|background|track|record)$/i;
/** Words after it that name the asking, not the skill ("… skills", "… experience"). */
const TAIL =
  /^(?:skills?|skillset|language|fluency|abilit(?:y|ies)|capabilit(?:y|ies)|experience|knowledge|expertise|background|proficiency|competenc(?:e|y|ies)|understanding|familiarity|is|are|a|plus|required|preferred|etc)$/i;
/** Chunk heads that never name a skill on their own. */
const EMPTY_HEAD =
  /^(?:years?|months?|degree|bachelor'?s?|master'?s?|diploma|candidates?|person|people|someone|individual|team|teams|company|companies|role|roles|position|job|environment|environments|setting|settings|opportunit(?:y|ies)|way|ways|things?|level|levels|time|day|days|week|hours?|lot|part|range|variety|number|plus|bonus|field|fields|area|areas|ideas?|kind|type|types|world|industry|sector|you|we|us|they|it|own|others?|place|work|job|jobs|interest|passion|desire|willingness|attitude|mindset|eye|eyes|track|record|history|example|examples|e\.g|etc|requirements?|qualifications?|responsibilit(?:y|ies)|preference|advantage|asset|required|desirable|preferred|preferably|advantageous|note)$/i;

function tagged(t: Term, tag: string): boolean {
  return t.tags.includes(tag);
}

/** A word that may stand inside a noun phrase. */
function nominal(t: Term, next: Term | undefined, prev: Term | undefined): boolean {
  if (/^[\p{Lu}\p{N}][\p{L}\p{N}.+#-]*$/u.test(t.text) && /[\p{Lu}]/u.test(t.text.slice(1)) && !tagged(t, 'Pronoun')) return true; // "SQL", "GraphQL"
  if (
    tagged(t, 'Pronoun') ||
    tagged(t, 'Determiner') ||
    tagged(t, 'Preposition') ||
    tagged(t, 'Conjunction') ||
    tagged(t, 'Adverb') ||
    tagged(t, 'Modal') ||
    tagged(t, 'Copula') ||
    tagged(t, 'QuestionWord')
  )
    return false;
  if (tagged(t, 'Noun') || tagged(t, 'Adjective') || tagged(t, 'Acronym')) return true;
  // "problem solving", "data warehousing", "writing skills": a gerund beside a noun names an activity.
  // After a plural it is the plural's verb ("projects using Git", "teams building apps").
  if (tagged(t, 'Gerund') || /ing$/i.test(t.text)) {
    if (prev && tagged(prev, 'Plural') && /^\p{Ll}/u.test(t.text)) return false;
    return !!(prev && tagged(prev, 'Noun')) || !!(next && tagged(next, 'Noun') && !tagged(next, 'Pronoun'));
  }
  return false;
}

/** A break between two words: punctuation other than a hyphen or an apostrophe. */
function breaksAfter(t: Term): boolean {
  return /[^\s'’-]/.test(t.post);
}

let cache: { line: string; chunks: PhraseChunk[] } | undefined;

/** The noun-phrase candidates of one line, in order; each 1–4 words. */
export function phraseChunks(line: string): PhraseChunk[] {
  if (cache?.line === line) return cache.chunks;
  const doc = nlp()(line);
  const terms = (doc.json({ offset: true }) as { terms: Term[] }[]).flatMap((s) => s.terms);
  const runs: Term[][] = [];
  let run: Term[] = [];
  terms.forEach((t, i) => {
    // "SQL/NoSQL", "HTML / CSS": alternatives, each the list's to name, not one phrase.
    const ok = nominal(t, terms[i + 1], terms[i - 1]) && !/[([]/.test(t.pre) && !t.text.includes('/');
    if (!ok) {
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    if (/[([]/.test(t.pre) && run.length) {
      runs.push(run);
      run = [];
    }
    run.push(t);
    if (breaksAfter(t)) {
      runs.push(run);
      run = [];
    }
  });
  if (run.length) runs.push(run);
  const out: PhraseChunk[] = [];
  for (let r of runs) {
    while (r.length && (LEAD.test(r[0]!.text.replace(/\.$/, '')) || STOPWORDS.has(r[0]!.text.toLowerCase()))) r = r.slice(1);
    let tail = r;
    while (tail.length && (TAIL.test(tail[tail.length - 1]!.text) || STOPWORDS.has(tail[tail.length - 1]!.text.toLowerCase()))) tail = tail.slice(0, -1);
    if (!tail.length || tail.length > 4 || r.length > 5) continue;
    const head = tail[tail.length - 1]!;
    if (EMPTY_HEAD.test(head.text) || !/^[\p{L}]/u.test(tail[0]!.text)) continue;
    // "flexible", "highly organised": a phrase ending in an adjective describes a person, not a skill.
    // "Analytical skills" keeps its adjective: the line names it a skill.
    if (tagged(head, 'Adjective') && !tagged(head, 'Noun') && !/[\p{Lu}\p{N}]/u.test(head.text) && tail.length === r.length) continue;
    const start = r[0]!.offset.start;
    const last = r[r.length - 1]!;
    const text = line.slice(start, last.offset.start + last.offset.length).replace(/[\s'"’*.,:;&]+$/, '');
    const coreLast = tail[tail.length - 1]!;
    const core = line.slice(start, coreLast.offset.start + coreLast.offset.length).replace(/[\s'"’*.,:;&]+$/, '');
    if (text.length < 2) continue;
    const lead = r[0]!;
    const verbLead = tagged(lead, 'Verb') && !tagged(lead, 'Noun');
    out.push({ text, start, ...(core !== text && core.length >= 2 ? { core } : {}), ...(verbLead ? { verbLead } : {}) });
  }
  cache = { line, chunks: out };
  return out;
}
