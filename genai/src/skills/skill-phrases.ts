/**
 * Open skill phrases: skills the dictionary does not name, found from how job ads ask for them
 * ("excellent negotiation skills", "ability to build strong relationships", "experience of
 * managing budgets", "managing all aspects of the kitchen"). Patterns as data; each returns the
 * span of the skill itself, not of the cue words around it.
 */
import { cityCodes, countryCodes, regionCodes } from '../taxonomy/gazetteer';
import { titleHeads } from '../taxonomy/title-heads';
import { trimmedSpan } from '../text/tokenize';
import { workVerbLemma } from './work-verbs';
import { lookupSkill } from '../taxonomy/dictionary';
import { wordRoles } from '../text/word-roles';

export interface SkillPhrase {
  text: string;
  start: number;
  end: number;
  cue: 'skills' | 'ability' | 'experience' | 'knowledge' | 'activity' | 'trait' | 'list';
}

const STOP_AT =
  /^(and|to|in|for|with|within|on|at|as|from|by|during|across|throughout|while|whilst|which|who|that|where|including|is|are|will|would|should|must|can|the)$/i;
const TRAITS =
  /\b(dynamic|proactive|articulate|positive|motivated|self-motivated|selfmotivated|enthusiastic|flexible|reliable|innovative|organised|organized|creative|energetic|hardworking|hard-working|passionate|driven|confident|friendly|professional|approachable|resilient|commercially aware|customer focused|customerfocused|detail oriented|numerate|literate|self-disciplined|selfdisciplined|team player|leader)\b/gi;

/** Words after which a clause (and so a duty) starts: "and", "to", "will", "include", "responsible for". */
const CLAUSE_OPENERS = /(?:^|\s)(?:and|or|to|will|be|include|includes|including|involve|involves|also|both|then|whilst|while|by|for|you|must|should|can)\s*$/i;

/** True when a duty could start at `start`: the text's start, after clause punctuation or an opener word. */
function clauseStartsAt(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  if (!before.trim()) return true;
  if (/[\n,;:•(.!?*|/-]\s*$/.test(before)) return true;
  if (CLAUSE_OPENERS.test(before)) return true;
  // "proactively seek …": an adverb that itself starts the clause.
  const adverb = /([\p{L}]+ly)\s+$/u.exec(before);
  return !!adverb && clauseStartsAt(text, start - adverb[0].length);
}

/** Where an "-ly" adverb just before `start` begins ("successfully executing"), if there is one. */
function adverbBefore(text: string, start: number): number | undefined {
  const m = /([\p{L}]+ly)\s+$/u.exec(text.slice(Math.max(0, start - 30), start));
  return m ? start - m[0].length : undefined;
}

/** "-ing" words that are nouns, adjectives or prepositions, not duties. */
const NOT_GERUNDS =
  /^(?:during|including|according|regarding|concerning|following|pending|morning|evening|building|ceiling|clothing|wedding|something|anything|everything|nothing|thing|things|king|ring|spring|string|sibling|offspring|bring|being|feeling|meaning|setting|earnings|funding|housing|timing|pricing|warning|outstanding|exciting|interesting|leading|existing|growing|ongoing|upcoming|amazing|challenging|rewarding|demanding|fitting|willing|caring)$/i;

/**
 * Job ads also tell the reader what they will get or do as an applicant ("join our bank", "work
 * for a local council", "receive training", "respond to all applications"): not duties.
 */
const APPLICANT_VERBS = /^(join|joining|receive|receiving|apply|applying|click|visit|send|call|pick|enjoy|earn|earning|benefit|benefiting)$/i;
/** Objects that are the reader or the employer ("join our bank", "help you"), not the work. */
const PRONOUN_OBJECT = /^(your|our|us|you|it|them|my|me|him|her)$/i;
const DEMONSTRATIVE = /^(this|that|these|those)$/i;
const EMPLOYMENT_PLACE = /^(in|for|as|at|alongside|within|where|from|on)$/i;
const HIRING_WORDS = /^(applications?|applicants?|cv|cvs|vacanc(y|ies)|salary|benefits?|career|opportunity|potential|recruiter|feedback)$/i;

function isDuty(words: string[]): boolean {
  const [verb = '', next = ''] = words;
  if (APPLICANT_VERBS.test(verb) || PRONOUN_OBJECT.test(next) || (DEMONSTRATIVE.test(next) && words.length === 2)) return false;
  if (/^work(ing|s)?$/i.test(verb) && EMPLOYMENT_PLACE.test(next)) return false;
  return !words.some((w) => HIRING_WORDS.test(w));
}

/** Adjective endings of personal qualities; compounds such as "forward thinking", "successdriven". */
const QUALITY_FORM =
  /^(?:[\p{L}-]+(?:ive|ful|able|ible|ous|ent|ant|ic|ile|ated|ented|oted|ised|ized|used|ted))$|(?:driven|thinking|minded|focused|facing|motivated|oriented|orientated)$/iu;
/** Words of those forms that are nouns or say nothing of the person. */
const NOT_QUALITIES =
  /^(client|patient|student|parent|event|agent|content|percent|talent|plant|restaurant|merchant|grant|accident|incident|component|document|excellent|relevant|current|recent|different|significant|important|competitive|attractive|exciting|extensive|effective|additional|permanent|available|applicable|suitable|successful|able|possible|responsible|comfortable|expected|related|based|dedicated|listed|noted|rated|located|situated|contented|united|limited|used|accused|excited|interested|invited|associated|automated|integrated|estimated|updated|abused|focused|caused|paused|closed|amused|mused|housed|roused|ussed|mutated|fantastic)$/i;

const PERSON_WORDS =
  /^(?:candidates?|individuals?|persons?|people|professionals?|player|self-starter|starter|personality|attitude|approach|manner|nature|team|graduates?|applicants?|you|someone|communicator|leader|manager|member|staff)$/i;

/** True when a person word (or a job title's head) follows `from` within four words, inside the clause. */
function describesPerson(input: string, from: number): boolean {
  const after = input.slice(from, from + 80).split(/[.;:!?\n]/)[0] ?? '';
  return after
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 5)
    .some((w) => PERSON_WORDS.test(w) || titleHeads().has(w.toLowerCase()));
}

function isQuality(word: string): boolean {
  const w = word.toLowerCase();
  if (NOT_QUALITIES.test(w) || /ment$|^un/.test(w) || titleHeads().has(w) || workVerbLemma(w)) return false;
  return QUALITY_FORM.test(w);
}

/** Nouns of activity: nominalisations ("analysis", "reduction", "management") and gerunds of work verbs ("shipping"). */
const NOMINALISATION = /(?:ment|tion|sion|ysis|ance|ence)s?$/i;
/** Nominalisations that name no activity a person does. */
const NOT_ACTIVITIES =
  /^(environments?|departments?|positions?|applications?|information|organi[sz]ations?|opportunit(?:y|ies)|experiences?|government|attention|locations?|stations?|nations?|questions?|reputation|commissions?|compensation|excellence|independence|qualifications?|vacanc(?:y|ies)|presence|references?|preferences?|licen[cs]es?|balance|insurance|finance|science|instance|distance|evidence|audience|sentence|difference|confidence|essence|permanence|existence|residence|sequence|consequence|ambulance|allowance|appearance|attendance|guidance|assurance|tolerance|relevance|importance|entrance|romance|province|sciences?|requirements?|agreements?|statements?|settlements?|comments?|moments?|segments?|elements?|documents?|payments?|equipment|investments?|nation|functions?|sections?|options?|conditions?|editions?|mentions?|intentions?|motion|portion|ration|station|tuition|nutrition|tradition|addition|edition|ambition|competition|mission|pension|tension|version|vision|occasion|division|divisions)$/i;
const NP_BOUNDARY = /^(?:[,;:/(•|]|and|or|&|including|include|includes|such|as|on|in|of|for|with)$/i;

function isActivityNoun(word: string): boolean {
  if (NOT_ACTIVITIES.test(word)) return false;
  if (NOMINALISATION.test(word) && word.length > 5) return true;
  return /ing$/i.test(word) && !!workVerbLemma(word);
}

/** Noun phrases of up to three words whose last word is an activity noun, between list delimiters. */
function activityNouns(input: string): { start: number; end: number }[] {
  const tokens = [...input.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*|[,;:/(•|&]/gu)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const head = tokens[i]!;
    if (!isActivityNoun(head.text)) continue;
    const next = tokens[i + 1];
    const closesList = !next || /^(?:[,;:/(•|&)]|and|or)$/i.test(next.text) || /[.!?\n]/.test(input.slice(head.end, next.start));
    if (!closesList) continue;
    let from = i;
    while (from > i - 3 && from > 0) {
      const prev = tokens[from - 1]!;
      // A verb before the noun is not part of it ("receive full training").
      if (
        NP_BOUNDARY.test(prev.text) ||
        STOP_AT.test(prev.text) ||
        /^(a|an|the|your|our|their|its|his|her|this|these|that|those|all|any|some|each)$/i.test(prev.text) ||
        /[.!?\n]/.test(input.slice(prev.end, tokens[from]!.start)) ||
        APPLICANT_VERBS.test(prev.text) ||
        (!/ing$/i.test(prev.text) && workVerbLemma(prev.text))
      )
        break;
      from--;
    }
    const before = tokens[from - 1];
    // Between list delimiters any activity noun; elsewhere only a compound naming its object
    // ("fund management", "stock analysis"), where the modifier says what the activity is of.
    const delimited = from === 0 || !before || NP_BOUNDARY.test(before.text);
    const compound = from < i && /^\p{L}+$/u.test(tokens[from]!.text) && !isQuality(tokens[from]!.text) && !/(?:ly|al|ive|ous|ful)$/i.test(tokens[from]!.text);
    if (!delimited && !compound) continue;
    out.push({ start: tokens[from]!.start, end: head.end });
  }
  return out;
}

/** Words before "experience" that say how much or how good, not of what. */
const EXPERIENCE_WORDS =
  /^(previous|prior|proven|relevant|extensive|solid|good|strong|excellent|demonstrable|demonstrated|significant|some|any|recent|the|a|an|of|with|in|and|or|years|year|months|plus|your|our|their|his|her|have|has|had|must|should|will|be|is|are|working|practical|hands-on|real|direct|considerable|substantial|sound|broad|wide|deep|previously|ideally|essential|required|desirable|similar|this|that|level|minimum|at|least|more|than|no|first|further|gain|gained|general|specific|technical|professional|commercial|industry|sector|post|qualification|qualified|team|role|job|work|you|we|who|which|to|for|on|by|as|from)$/i;

function wordsAfter(text: string, from: number, max: number): { end: number; text: string } | undefined {
  // A phrase is a few words: look at a bounded window, never the whole rest of the text.
  const rest = text.slice(from, from + 300);
  const re = /[\p{L}\p{N}][\p{L}\p{N}'+#.&-]*/gu;
  let end = from;
  let count = 0;
  for (const m of rest.matchAll(re)) {
    const gap = rest.slice(end - from, m.index ?? 0);
    if (/[,;:.!?()\n/•|]/.test(gap) && count > 0) break;
    if (count > 0 && STOP_AT.test(m[0]) && count >= 2) break;
    // A capitalised work verb starts the next duty whose bullet was lost ("… plans Escalate …").
    if (count > 0 && /^\p{Lu}\p{Ll}/u.test(m[0]) && workVerbLemma(m[0])) break;
    // A word's own trailing dot or symbol ends the sentence, not the word ("Test Analyst.").
    const word = m[0].replace(/[.&'-]+$/, '');
    if (!word) break;
    end = from + (m.index ?? 0) + word.length;
    count++;
    if (count >= max) break;
  }
  if (!count) return undefined;
  return { end, text: text.slice(from, end).trim() };
}

/**
 * `known`: spans already found to be skills (the dictionary's hits), so that the other short
 * items of a list holding one are read as skills too.
 */
export function extractSkillPhrases(text: string, known: { start: number; end: number }[] = []): SkillPhrase[] {
  const input = text.slice(0, 200_000);
  const out: SkillPhrase[] = [];
  // Characters already in a phrase: overlap checks cost the span's length, not the number of
  // phrases (a long list or a pasted page yields thousands).
  const taken = new Uint8Array(input.length + 1);
  const spanFree = (mask: Uint8Array, start: number, end: number) => {
    for (let k = Math.max(0, start); k < Math.min(end, mask.length); k++) if (mask[k]) return false;
    return true;
  };
  const mark = (mask: Uint8Array, start: number, end: number) => mask.fill(1, Math.max(0, start), Math.min(end, mask.length));
  const traitStarts = new Uint8Array(input.length + 1);
  const push = (start: number, end: number, cue: SkillPhrase['cue']) => {
    const t = input.slice(start, end).trim();
    if (t.length < 3 || !spanFree(taken, start, end)) return;
    mark(taken, start, end);
    if (cue === 'trait') traitStarts[start] = 1;
    out.push({ text: t, start, end, cue });
  };

  // "... negotiation skills", "communication and influencing skills"
  for (const m of input.matchAll(/\b((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:skills|abilities)\b/giu)) {
    const words = (m[1] ?? '')
      .split(/\s+/)
      .filter(
        (w) =>
          !/^(excellent|good|strong|great|proven|the|your|and|with|of|have|has|key|solid|outstanding|exceptional|demonstrable|effective|sound|required|essential)$/i.test(
            w,
          ),
      );
    if (!words.length) continue;
    const phrase = words.join(' ');
    const start = (m.index ?? 0) + (m[0].indexOf(phrase) >= 0 ? m[0].indexOf(phrase) : 0);
    push(start, start + phrase.length, 'skills');
  }
  // "Previous care experience", "Proven cost reduction experience": what the experience is of.
  for (const m of input.matchAll(/\b((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:experience|background|expertise|knowledge)\b/giu)) {
    const words = (m[1] ?? '').split(/\s+/).filter((w) => !EXPERIENCE_WORDS.test(w));
    if (!words.length || words.some((w) => /^\d/.test(w))) continue;
    const phrase = words.join(' ');
    const at = m[0].indexOf(phrase);
    if (at < 0) continue;
    const start = (m.index ?? 0) + at;
    push(start, start + phrase.length, 'experience');
  }
  // "ability to build strong relationships", "able to work under pressure"
  for (const m of input.matchAll(/\b(?:ability|able|willing|willingness|capable)\s+to\s+/gi)) {
    const from = (m.index ?? 0) + m[0].length;
    const w = wordsAfter(input, from, 6);
    if (w) push(from, w.end, 'ability');
  }
  // "experience of/in/with accounting", "knowledge of IFRS", "understanding of best practice"
  for (const m of input.matchAll(
    /\b(experience|experienced|knowledge|knowledgeable|understanding|proficiency|proficient|expertise|expert|background|competent|competence|familiar|familiarity|skilled|trained|fluent|fluency|grounding|exposure|awareness|track record)\s+(?:of|in|with|at)\s+(?:the\s+|an?\s+)?/gi,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    const w = wordsAfter(input, from, 5);
    if (w) push(from, w.end, /experience|background/i.test(m[1] ?? '') ? 'experience' : 'knowledge');
  }
  // Duties: a work verb (any form but the past) where a clause starts, with its object:
  // "managing all aspects of the kitchen", "Respond to stakeholder queries", "proactively seek to
  // resolve stakeholder issues".
  for (const m of input.matchAll(/\p{L}[\p{L}'-]*/gu)) {
    const start = m.index ?? 0;
    // A verb of the lexicon, or any lower-case "-ing" word opening a clause ("streamlining …").
    const gerund = /^\p{Ll}{3,}ing$/u.test(m[0]) && !NOT_GERUNDS.test(m[0]);
    if (!workVerbLemma(m[0]) && !gerund) continue;
    // A capitalised verb inside a sentence starts a list item whose bullet was lost ("… partners
    // Provide a point of contact"); a gerund after a preposition is a duty too ("in delivering …").
    const capitalised = /^\p{Lu}\p{Ll}/u.test(m[0]);
    const gerundAfterPreposition =
      /ing$/i.test(m[0]) && /(?:^|\s)(?:in|of|on|at|through|about|towards?)\s+$/i.test(input.slice(Math.max(0, start - 12), start));
    if (!capitalised && !gerundAfterPreposition && !clauseStartsAt(input, start)) continue;
    const w = wordsAfter(input, start, 7);
    if (!w) continue;
    const words = w.text.split(/\s+/);
    while (words.length > 1 && STOP_AT.test(words[words.length - 1] ?? '')) words.pop();
    if (words.length < 2) continue;
    if (!isDuty(words) || titleHeads().has((words[1] ?? '').toLowerCase())) continue;
    const from = adverbBefore(input, start) ?? start;
    push(from, start + words.join(' ').length, 'activity');
  }
  // Activities named as nouns in a list: "stock analysis , pricing models , shipping", "budget
  // control , improvement projects", "development and analysis".
  const nominal = new Set<number>();
  const offered = offerSentences(input);
  for (const np of activityNouns(input)) {
    if (offered[np.start]) continue;
    push(np.start, np.end, 'activity');
    nominal.add(np.start);
  }
  for (const m of input.matchAll(TRAITS)) push(m.index ?? 0, (m.index ?? 0) + m[0].length, 'trait');
  // Qualities asked of the person (or said of the team): adjectives in a describing frame, "a
  // talented …", "highly personable , clientfacing , forward thinking candidate", "be adaptable".
  for (const m of input.matchAll(
    /(?<=^|[\s,(])(?:(?:an?|highly|very|extremely|truly|genuinely)\s+)+([\p{L}-]+(?:\s+(?:thinking|minded|driven|focused|facing))?)(?=\s)/giu,
  )) {
    const word = m[1] ?? '';
    if (!isQuality(word)) continue;
    const start = (m.index ?? 0) + m[0].length - word.length;
    // Of a person, not of the employer or the offer: a person word follows within a few words.
    if (!describesPerson(input, start + word.length)) continue;
    push(start, start + word.length, 'trait');
  }
  // Two qualities joined: "ambitious and talented".
  for (const m of input.matchAll(/(?<=^|[\s,(])([\p{L}-]+)\s+(?:and|&)\s+([\p{L}-]+)(?=\s)/gu)) {
    const [a = '', b = ''] = [m[1], m[2]];
    if (!isQuality(a) || !isQuality(b) || !describesPerson(input, (m.index ?? 0) + m[0].length)) continue;
    const start = m.index ?? 0;
    push(start, start + a.length, 'trait');
    const bStart = start + m[0].length - b.length;
    push(bStart, bStart + b.length, 'trait');
  }
  for (const m of input.matchAll(/,\s+([\p{L}-]+(?:\s+(?:thinking|minded|driven|focused|facing))?)(?=\s*(?:,|and\b))/giu)) {
    const word = m[1] ?? '';
    const start = (m.index ?? 0) + m[0].length - word.length;
    // In a list only next to another quality: "proactive , personable and confident".
    if (isQuality(word) && !spanFree(traitStarts, start - 40, start + 40)) push(start, start + word.length, 'trait');
  }
  // A list is of one kind: its other short items are skills when one already is ("manage
  // operations , production , warehousing , delivery , reporting").
  // Only a named skill or a duty marks a list as skills; nouns and qualities could be anything's.
  const anchors = new Uint8Array(input.length + 1);
  for (const k of known) {
    mark(anchors, k.start, k.end);
    mark(taken, k.start, k.end);
  }
  for (const p of out) if (p.cue !== 'trait' && !nominal.has(p.start)) mark(anchors, p.start, p.end);
  for (const run of listRuns(input, offered)) {
    if (run.every((item) => spanFree(anchors, item.start, item.end))) continue;
    for (const item of run) {
      if (!spanFree(taken, item.start, item.end)) continue;
      const text = input.slice(item.start, item.end);
      const last = text.split(/\s+/).pop() ?? '';
      // People ("Senior Buyer", "Planner") and places ("Newcastle") are not skills.
      if (
        titleHeads().has(last.toLowerCase()) ||
        /^\p{Lu}\p{Ll}+(?:er|or|ist|ian)s?$/u.test(last) ||
        cityCodes(text).length ||
        countryCodes(text).length ||
        regionCodes(text).length
      )
        continue;
      push(item.start, item.end, 'list');
    }
  }
  return keepSkillLike(input, out).sort((a, b) => a.start - b.start);
}

/**
 * What a reader would keep as a skill: never a run joined by a dash or bar ("Pay — Remote"), a
 * name followed by its verb ("Northwind Pay moves money"), or an adjective alone ("comfortable",
 * or "driven" said only of "you"): those are fragments of the posting's sentences.
 */
/** Lone words are tagged in the first part of a long text only: tagging is the slow step. */
const ROLE_TAGGED_CHARS = 20_000;

function keepSkillLike(input: string, phrases: SkillPhrase[]): SkillPhrase[] {
  let roles: Map<number, string> | undefined;
  return phrases.filter((p) => {
    if (/\s[—–|·]\s/.test(p.text)) return false;
    if (
      p.cue === 'activity' &&
      /^\p{Lu}/u.test(p.text) &&
      /\p{Lu}[\p{L}'-]*[ \t]+$/u.test(
        input
          .slice(Math.max(0, p.start - 40), p.start)
          .split('\n')
          .pop() ?? '',
      )
    )
      return false;
    if (/\s/.test(p.text) || lookupSkill(p.text)) return true;
    // A quality is kept unless it is only said of the reader ("You are driven and comfortable with
    // ambiguity") with no person word after it, as "a driven and adaptable administrator" has.
    if (p.cue === 'trait')
      return describesPerson(input, p.end) || !/\b(?:you are|you're|you)\s+(?:\p{L}+\s+){0,2}$/iu.test(input.slice(Math.max(0, p.start - 40), p.start));
    roles ??= wordRoles(input, ROLE_TAGGED_CHARS);
    return roles.get(p.start) !== 'adjective';
  });
}

// No leading `\s*`: it would rescan every run of spaces (items are trimmed instead).
const LIST_DELIMITER = /[,;/|•&]|\b(?:and|or)\b/giu;
const NOT_ITEM =
  /^(?:when|where|if|required|needed|necessary|possible|appropriate|either|need|needs|etc|a|an|the|your|our|their|its|this|these|that|those|all|any|some|each|etc|more|other|others|also|well|as|is|are|be|will|with|to|of|in|on|for|at|by|from|we|you|they|it|who|which)$/i;

const OFFER = /\b(?:we offer|we can offer|on offer|in return|benefits|package|perks|you will receive|you will get|rates? of pay|salary)\b/i;

/** Characters of sentences telling what the employer offers (pay, benefits, training). */
function offerSentences(input: string): Uint8Array {
  const mask = new Uint8Array(input.length + 1);
  for (const sentence of input.matchAll(/[^.!?\n]+/g)) {
    if (OFFER.test(sentence[0])) mask.fill(1, sentence.index ?? 0, (sentence.index ?? 0) + sentence[0].length);
  }
  return mask;
}

/** Runs of three or more short items (1–4 words) separated only by list punctuation or and/or, within a sentence. */
function listRuns(input: string, offered: Uint8Array): { start: number; end: number }[][] {
  type Item = { start: number; end: number; short: boolean; tail?: Span; head?: Span };
  type Span = { start: number; end: number };
  const runs: Span[][] = [];
  const isItemWords = (words: string[]) =>
    words.length >= 1 &&
    words.length <= 4 &&
    !NOT_ITEM.test(words[0] ?? '') &&
    !/ly$/i.test(words[words.length - 1] ?? '') &&
    !words.every((w) => NOT_ITEM.test(w) || !/\p{L}/u.test(w));
  for (const sentence of input.matchAll(/[^.!?\n]+/g)) {
    const base = sentence.index ?? 0;
    const body = sentence[0];
    // What the employer offers ("We offer … rates of pay , weekly pay roll and training") is no skill list.
    if (offered[base]) continue;
    const items: Item[] = [];
    let at = 0;
    const cut = (to: number) => {
      const { text, start: inBody } = trimmedSpan(body, at, to);
      const start = base + inBody;
      const words = [...text.matchAll(/\S+/g)];
      const item: Item = { start, end: start + text.length, short: isItemWords(words.map((w) => w[0])) };
      if (!item.short && words.length > 1) {
        // A longer first item ends with the list's first member ("You will handle bookkeeping"),
        // a longer last one starts with its last ("credit control for clients in Leeds").
        let k = words.length;
        while (k > 0 && !STOP_AT.test(words[k - 1]![0]) && !NOT_ITEM.test(words[k - 1]![0]) && !workVerbLemma(words[k - 1]![0])) k--;
        const tail = words.slice(k);
        if (k > 0 && isItemWords(tail.map((w) => w[0]))) item.tail = { start: start + (tail[0]!.index ?? 0), end: start + text.length };
        let j = 0;
        while (j < words.length && !STOP_AT.test(words[j]![0]) && !NOT_ITEM.test(words[j]![0])) j++;
        const head = words.slice(0, j);
        const last = head[head.length - 1];
        if (j < words.length && last && isItemWords(head.map((w) => w[0]))) item.head = { start, end: start + (last.index ?? 0) + last[0].length };
      }
      items.push(item);
    };
    for (const d of body.matchAll(LIST_DELIMITER)) {
      cut(d.index ?? 0);
      at = (d.index ?? 0) + d[0].length;
    }
    cut(body.length);
    let run: Span[] = [];
    for (const item of [...items, { start: 0, end: 0, short: false }]) {
      if (item.short && item.end > item.start) {
        run.push({ start: item.start, end: item.end });
        continue;
      }
      if (run.length && item.head) run.push(item.head);
      if (run.length >= 3) runs.push(run);
      run = item.tail ? [item.tail] : [];
    }
  }
  return runs;
}
