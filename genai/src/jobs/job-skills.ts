/**
 * Which skills a posting asks for, and how strongly: only lines that ask something of the
 * candidate count (a requirement or nice-to-have section, or a line with a requirement cue such
 * as "must", "experience with", "knowledge of"). Duties, the company's story, benefits and EEO
 * text name tools without asking for them, so their skills are left out.
 *
 * Two sources of skills per line: the taxonomy (every alias, with the span as written), and
 * list items after a requirement cue ("Experience with entity reconciliation, data matching")
 * that the taxonomy does not know; those are marked `source: 'phrase'`.
 */
import { derivedCompetencyHits } from '../skills/competency-nouns';
import { competencyHits } from '../skills/competency-phrases';
import { findSkillHits, type SkillHit } from '../skills/extract-skills';
import { pluralAliasHits } from '../skills/plural-aliases';
import { aliasKey, skillDictionary, type SkillEntry } from '../taxonomy/dictionary';
import { isKnownWord } from '../text/known-words';
import { americanSpelling } from '../skills/spelling-variants';
import { STOPWORDS } from '../text/stopwords';
import { wordRoles, type WordRole } from '../text/word-roles';
import skillModel from '../../data/job-skill-weights.json';
import { titleHeads } from '../taxonomy/title-heads';
import { isPlace } from './job-place';
import { phraseChunks } from './phrase-chunks';

export type SkillImportance = 'required' | 'preferred';

/** The section kinds whose lines ask for skills without needing a cue. */
export type AskingKind = 'requirements' | 'preferred';

/** Line-level cues that a skill is a plus, not a must. */
export const PREFERRED_CUE =
  /\b(preferred|preferably|nice[- ]to[- ]have|(?:is |are |would be |as )?an? (?:[\w-]+ )?(?:plus|bonus|advantage|asset)|additional (?:knowledge|experience|skills?)|bonus|desirable|desired(?! (?:individual|candidate|person))|advantageous|would be (?:great|nice|helpful|an advantage|appreciated)|beneficial|highly valued|not essential|ideally|pluses|helpful|(?:is|are|also) welcome(?:d)?|appreciated|we'?d love|(?:love|like) to see|optional|extra (?:points|credit)|strongly preferred|but not (?:required|necessary|mandatory|essential)|not (?:a )?(?:must|mandatory)|an asset|assets|good[- ]to[- ]have|great[- ]to[- ]have|brownie points|favou?rable|(?:would be |it'?s )?(?:great|nice|cool) if|even better|optionally|points for|(?:set|sets) you apart|stand out|that'?s (?:great|awesome|a plus|a bonus)|would be ideal|(?:is|are|be|highly|greatly|much|also) (?:valued|regarded)|(?:would be|is|are) valuable|(?:an?|the) (?:nice |welcome )?(?:extra|edge|differentiator)|preference (?:will|may|is) (?:be )?given|you may (?:also )?have|(?:we|i) would love|would love (?:it )?if|^plus(?=\s*:))\b/i;

/** A line that asks the candidate for something, wherever it stands. */
const ASKING_CUE =
  /\b(must (?:have|be|possess)|required|requirements?|you (?:have|bring|are|should|will need|need)|we(?:'re| are) looking for (?:someone|a person|candidates?) (?:with|who)|(?:\d+\+?\s*(?:years?|yrs)\b.{0,40})?experience (?:with|in|of|using|working)|knowledge of|proficien(?:t|cy) (?:in|with)|familiarity with|familiar with|understanding of|fluent in|fluency in|expertise (?:in|with)|ability to|skills? in|certification|certified|licen[cs]e[ds]?|exposure to|comfortable (?:with|using|in)|(?:have |has )?worked with|background in|track record (?:in|of|with)|(?:good |strong |solid |firm )?(?:command|grasp) of|competen(?:t|ce|cy) (?:in|with)|skilled (?:in|with|at)|adept (?:at|in|with)|(?:well[- ])?versed in|hands[- ]on (?:with|experience))\b/i;

/** The line says the skill is not needed ("no Python experience required"). */
const NOT_NEEDED =
  /\b(not (?:required|necessary|needed|a requirement)|no (?:prior )?[\w -]{0,30}(?:experience|knowledge) (?:is )?(?:required|needed|necessary)|don'?t need|do not need|will (?:teach|train) you|do(?:es)? not use|don'?t use|interested in learning|willing(?:ness)? to learn|eager to learn|opportunit(?:y|ies) to learn|you will learn|we'?ll teach)\b/i;

const LEARNING_CUE =
  /[\s,;–—-]+(?:and\s+|with\s+|or\s+)?(?:an?\s+)?(?:(?:interest in|interested in|willing(?:ness)? to|eager(?:ness)? to|keen to|desire to|opportunit(?:y|ies) to) learn(?:ing)?|you will learn|we'?ll teach)\b/i;

/**
 * "Experience with privacy, data protection and consumer protection – and a willingness to learn":
 * a learning cue after the asked-for list ends what the line asks; returns the line's asked part,
 * or the line itself when the cue opens it ("Willingness to learn Go") or is absent.
 */
export function askedPart(line: string): string {
  // "(Note: our projects do not use PHP, Perl)": a bracketed aside that says what is not needed
  // asks for nothing; blanked to spaces so that offsets into the line still hold.
  line = line.replace(/\([^()]*\)/g, (aside) => (NOT_NEEDED.test(aside) ? ' '.repeat(aside.length) : aside));
  const m = LEARNING_CUE.exec(line);
  if (!m || m.index < 25 || !/\b(?:experience|knowledge|familiar|understanding|proficien|skills?|expertise)\b/i.test(line.slice(0, m.index))) return line;
  return line.slice(0, m.index);
}

/**
 * O*NET's technology categories ("Email software", "Calendar and scheduling software") and
 * content-model areas reached through an everyday word ("email", "calendar", "maintain") name a
 * kind of tool, not one the posting asks for; only the category's own name, as written, counts.
 */
function genericCategoryHit(entry: SkillEntry, hit: SkillHit): boolean {
  // A two-part area ("Maintenance and repair", "Health and safety") written as one everyday word
  // ("maintenance" of an application, "safety" of a product) names the work, not the trade.
  if (entry.source !== 'onet') return / and /i.test(entry.name) && /^\p{Ll}+$/u.test(hit.text) && isKnownWord(hit.text);
  const written = hit.text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const name = entry.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (/\bsoftware\b|\bsystems?\b|\band\b/.test(name) && written !== name) return true;
  return false;
}

/** Traits, not skills: how someone is, not what they can do ("proactive", "self-starter"). */
const TRAIT_SURFACE =
  /^(self[- ]?motivated|self[- ]?starter|proactive|initiative|willing(ness)? to learn|flexibility|collaborative|analytical|organi[sz]ational|cross[- ]functional|judge?ment|accuracy|strategy)$/i;

export interface LineSkill {
  id: string;
  name: string;
  category: string;
  source: 'taxonomy' | 'phrase';
  /** How it was found: a taxonomy alias, a list item after a cue, a product name as written, or a noun phrase of the line. */
  via: 'taxonomy' | 'list' | 'name' | 'coordinated' | 'chunk';
  /** A chunk that holds another found skill ("nursing license" holding "nursing"), or one held by a longer chunk. */
  overlap?: 'contains' | 'inside';
  /** The skill as the posting names it, where that differs from the taxonomy's name ("verbal communication"). */
  label?: string;
  /** A shorter reading of a chunk: its leading verb ("giving code reviews") or generic last noun ("network security measures") dropped. */
  trim?: 'verb' | 'tail';
  /** A chunk whose first word the tagger reads as a verb ("giving code reviews"). */
  verbLead?: boolean;
  /** One everyday noun the line asks for as its object ("experience with spreadsheets", "ecosystem, deployment, and CI"). */
  everyday?: boolean;
  /** 'onet' for O*NET rows, 'curated' for the hand-written layer; absent off the taxonomy. */
  origin?: 'onet' | 'curated';
  start: number;
  end: number;
  text: string;
}

/**
 * "SQL experience (ideally Postgres)", "Highly numerate, ideally with statistics": a cue that opens
 * a clause makes only that clause a plus. Returns the clause's character range.
 */
export function leadingPreferredScope(line: string): { cue: number; from: number; to: number } | undefined {
  // "… in a customer-facing role and preferably has experience with …": "and" alone opens the clause too.
  const m = /(?:([(,;]|\s[-–—])\s*(?:and\s+)?|\s(?:and|or)\s+)(ideally|preferably|even better|bonus(?: points)? (?:if|for)|a plus if)\b/i.exec(line);
  if (!m) return undefined;
  const from = m.index + m[0].length;
  const close = m[1] === '(' ? line.indexOf(')', from) : -1;
  const to = close >= 0 ? close : line.length;
  // "If you know Svelte, even better": a cue that ends its line scopes back over the whole line.
  if (!/\p{L}{2,}/u.test(line.slice(from, to))) return undefined;
  return { cue: m.index, from, to };
}

/**
 * "3 years of software engineering experience (prior teaching experience a plus)": a bracketed
 * aside that holds a plus cue and names something besides it is a plus of its own; the rest of
 * the line asks as it would without it. "Experience with AWS (a plus)" names nothing in its
 * brackets, so its cue speaks of the whole line. Returns the asides' ranges.
 */
export function plusAsides(line: string): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (const m of line.matchAll(/\(([^()]*)\)/g)) {
    const inner = m[1]!;
    const cue = PREFERRED_CUE.exec(inner);
    if (!cue) continue;
    const rest = (inner.slice(0, cue.index) + ' ' + inner.slice(cue.index + cue[0].length))
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 3 && !STOPWORDS.has(w.toLowerCase()));
    if (rest.length) out.push({ from: m.index ?? 0, to: (m.index ?? 0) + m[0].length });
  }
  return out;
}

/** What the line asks of the candidate, or undefined when it asks nothing. */
export function lineImportance(line: string, sectionAsks: AskingKind | undefined): SkillImportance | undefined {
  const notNeeded = NOT_NEEDED.exec(line);
  // "(we would consider ... and a willingness to learn Python)": only that clause is not asked for.
  // "Preferred but not required": a plus, not something to leave out.
  const aPlus = notNeeded && /^not (?:required|necessary|needed|a requirement)/i.test(notNeeded[0]) && PREFERRED_CUE.test(line);
  if (notNeeded && !aPlus && !/[()]/.test(line.slice(0, notNeeded.index))) return undefined;
  if (sectionAsks === 'preferred') return 'preferred';
  const lead = leadingPreferredScope(line);
  let outside = lead ? line.slice(0, lead.cue) + ' '.repeat(lead.to - lead.cue) + line.slice(lead.to) : line;
  for (const a of plusAsides(line)) outside = outside.slice(0, a.from) + ' '.repeat(a.to - a.from) + outside.slice(a.to);
  if (PREFERRED_CUE.test(outside) && (sectionAsks === 'requirements' || ASKING_CUE.test(line) || /experience|knowledge|skills?\b/i.test(line)))
    return 'preferred';
  if (sectionAsks === 'requirements') return 'required';
  return ASKING_CUE.test(line) ? 'required' : undefined;
}

/** A cue that closes one list item and speaks of that item alone: "Java (must)", "Kotlin (nice to have)", "Redis – a plus". */
const ITEM_CUE =
  /(?:\(\s*|\s[-–—]\s*)(?:(must(?:[- ]have)?|required|mandatory|essential)|(preferred|nice[- ]to[- ]have|(?:a |big )?plus|bonus|desirable|desired|optional|advantageous|an? (?:advantage|asset)|good[- ]to[- ]have))\s*\)?\s*$/i;

/**
 * "Experience with Java (must), Spring Boot (must), Kotlin (nice to have)": when items of one line
 * each carry their own cue, each item's cue decides it; items without one take what the line asks
 * outright (required in a requirement list or after an asking cue). Returns the items' ranges, or
 * undefined when no item of a list of two or more carries a cue.
 */
export function itemImportances(line: string, section: AskingKind | undefined): { from: number; to: number; importance: SkillImportance }[] | undefined {
  const cuts = [0];
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if ((c === ',' || c === ';') && depth === 0) cuts.push(i + 1);
  }
  if (cuts.length < 2) return undefined;
  cuts.push(line.length);
  const items = cuts.slice(0, -1).map((from, i) => {
    const to = cuts[i + 1]!;
    const m = ITEM_CUE.exec(line.slice(from, to).replace(/[,;]\s*$/, ''));
    return { from, to, cue: m ? (m[1] ? ('required' as const) : ('preferred' as const)) : undefined };
  });
  if (!items.some((i) => i.cue)) return undefined;
  const outright: SkillImportance = section === 'preferred' ? 'preferred' : section === 'requirements' || ASKING_CUE.test(line) ? 'required' : 'preferred';
  return items.map(({ from, to, cue }) => ({ from, to, importance: cue ?? outright }));
}

/** The clause says outright that it is needed. */
const MUST_CUE = /\b(?:must|mandatory|required|essential|necessary|you (?:have|bring|are|will need|need))\b/i;

/**
 * "Proficiency with Microsoft Office. Knowledge of design software highly desirable.": a line
 * that a preferred cue makes a plus may hold sentences or ";"-clauses that ask outright. Each
 * clause without a preferred cue is required when the line stands in a requirement list or the
 * clause itself asks; returns the clauses' ranges, or undefined when the line has one clause.
 */
export function clauseImportances(line: string, section: AskingKind | undefined): { from: number; to: number; importance: SkillImportance }[] | undefined {
  if (section === 'preferred') return undefined;
  const cuts = [0];
  for (const m of line.matchAll(/(?<!\b(?:e\.g|i\.e|etc|vs|incl|approx))(?:[.!?](?=\s+[\p{Lu}])|;)\s*/gu)) cuts.push((m.index ?? 0) + m[0].length);
  if (cuts.length < 2) return undefined;
  cuts.push(line.length);
  const out: { from: number; to: number; importance: SkillImportance }[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const clause = line.slice(cuts[i], cuts[i + 1]);
    const asks = section === 'requirements' || MUST_CUE.test(clause) || ASKING_CUE.test(clause);
    out.push({ from: cuts[i]!, to: cuts[i + 1]!, importance: PREFERRED_CUE.test(clause) || !asks ? 'preferred' : 'required' });
  }
  return out;
}

/**
 * "Harbour Books (ME) seeks a friendly bookseller to join our Customer Experience team. … You must
 * have experience with Shopify": in a paragraph that a cue alone makes asking (no
 * requirement section holds it), only the sentences that ask name skills; the others speak of the
 * employer, the team or the job. Returns those sentences' ranges, or undefined for one sentence.
 */
export function askingSentences(line: string): { from: number; to: number }[] | undefined {
  const cuts = [0];
  for (const m of line.matchAll(/(?<!\b(?:e\.g|i\.e|etc|vs|incl|approx|St|Dr|Mr|Ms|Mrs))[.!?](?=\s+[\p{Lu}])\s*/gu)) cuts.push((m.index ?? 0) + m[0].length);
  if (cuts.length < 2) return undefined;
  cuts.push(line.length);
  const out: { from: number; to: number }[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const sentence = line.slice(cuts[i], cuts[i + 1]);
    if (ASKING_CUE.test(sentence) || MUST_CUE.test(sentence) || PREFERRED_CUE.test(sentence)) out.push({ from: cuts[i]!, to: cuts[i + 1]! });
  }
  return out;
}

const LIST_CUE =
  /\b(?:experience|experienced|expertise|exposure|versed|background|knowledge|proficiency|proficient|fluency|fluent|familiarity|familiar|understanding|skilled|competen(?:ce|cy|t)|comfortable|strong|solid|good|excellent|hands-on|working|practical|deep|certified|certification|a plus|bonus)\b(?:\s+(?:\w+ing|the|a|an|of|with|in|on|using|at|and|to|for)){0,3}\s+(?:with|in|of|using|on|at)\s+/i;

/** Words that begin a list item but are not part of the skill ("modern", "strong"). */
const LEADING_FILLER =
  /^(?:(?:a|an|the|some|any|ideally|preferably|particularly|especially|specifically|mainly|mostly|primarily|modern|current|latest|new|existing|equivalent|strong|solid|good|great|excellent|basic|advanced|deep|proven|working|hands-on|practical|relevant|related|common|popular|various|other|similar|core|general|professional|previous|prior|demonstrable|demonstrated|exceptional|outstanding|effective|thorough|sound|\d+\+?\s*years?(?: of)?)\s+)+/i;
const TRAILING_FILLER =
  /\s+(?:experience|skills?|knowledge|expertise|background|environments?|tools?|technologies|concepts|principles|(?<!best )practices|is a plus|a plus|preferred|preferably|required|etc|advantageous|desirable|(?:is )?an? (?:advantage|asset|bonus))$/i;

/** One-word list items too general to be a skill on their own. */
const GENERIC_NOUNS =
  /^(tools?|platforms?|technolog(?:y|ies)|systems?|software|development|practices?|principles?|frameworks?|materials?|documents?|new|things|work|projects?|products?|processes|solutions?|applications?|areas?|fields?|topics?|concepts?|methods?|techniques?|environments?|languages?|services?|issues?|problems?|tasks?|duties|teams?|data|information|business|industry|sector|settings?|roles?|positions?)$/i;

/** List items after a requirement cue, as written, when short enough to be a skill's name. */
function phraseItems(line: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const from of listStarts(line)) {
    const tail =
      line.slice(from).split(/[.;:!?)]|\s[-–—]\s|\b(?:to|that|which|who|where|when|as well as|in order|so that|while|across|within|for)\b/i)[0] ?? '';
    out.push(...itemsOf(line, tail, from));
  }
  const seen = new Set<number>();
  return out.filter((i) => !seen.has(i.start) && seen.add(i.start));
}

/** Where lists begin: after a requirement cue, and inside examples ("(e.g. seaborn, plotly)", "such as"). */
function listStarts(line: string): number[] {
  const starts: number[] = [];
  const cue = LIST_CUE.exec(line);
  if (cue) starts.push(cue.index + cue[0].length);
  for (const m of line.matchAll(/(?:\((?:e\.g\.?|i\.e\.?|eg|ie)?[,:]?|\be\.g\.?[,:]?|\bsuch as|\bincluding|\blike)\s*/gi))
    starts.push((m.index ?? 0) + m[0].length);
  return starts;
}

/** The asking words that open a list item, before the thing asked for. */
const ITEM_LEAD_CUE =
  /^(?:experience|experienced|knowledge|understanding|familiarity|familiar|proficiency|proficient|expertise|exposure|background|comfortable|skilled|fluent|fluency)\s+(?:with|in|of|using|to|on)\s+(?:(?:the|a|an)\s+)?/i;

function itemsOf(line: string, tail: string, from: number): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const re = /[^,/()&]+/g;
  for (const m of tail.matchAll(re)) {
    for (const piece of m[0].split(/\s+(?:and|or|and\/or|including|such as|like|e\.g\.?)\s+/i)) {
      let text = piece
        .trim()
        .replace(LEADING_FILLER, '')
        .replace(TRAILING_FILLER, '')
        .replace(/^(?:and|or|e\.g\.?|i\.e\.?|etc)\s+/i, '')
        .trim();
      // "… and general experience with e-commerce", "comfortable in spreadsheets": the item is what the cue asks for.
      text = text.replace(ITEM_LEAD_CUE, '').replace(/[\s'"’*]+$/, '');
      const words = text.split(/\s+/).filter(Boolean);
      if (!words.length || words.length > 4 || text.length < 2) continue;
      if (words.every((w) => STOPWORDS.has(w.toLowerCase()))) continue;
      if (STOPWORDS.has(words[0]!.toLowerCase()) || STOPWORDS.has(words[words.length - 1]!.toLowerCase())) continue;
      if (words.length === 1 && GENERIC_NOUNS.test(text)) continue;
      // "preferably", "ideally": the cue itself, left when the list item was only the cue.
      if (words.length === 1 && PREFERRED_CUE.test(text) && PREFERRED_CUE.exec(text)![0].length === text.length) continue;
      // "providing advice", "implementing projects": a duty's verb phrase, not a skill's name.
      // "writing, speaking": an activity named alone is a skill's name; the model weighs it.
      if (/^\p{L}+ing$/u.test(words[0]!) && !/^(?:data|unit|load|pen|machine|deep|software|web)$/i.test(words[0]!) && /^\p{Ll}/u.test(words[0]!)) continue;
      if (!/^[\p{L}.#]/u.test(text)) continue;
      if (
        /\b(years?|degree|bachelor|master|ability|team|company|environment|startup|industry|role|position|people|customers?|clients?|others|stakeholders)\b/i.test(
          text,
        )
      )
        continue;
      const start = line.indexOf(text, from);
      if (start >= 0) out.push({ text, start });
    }
  }
  return out;
}

const MAX_LIST_LINE = 1_500;
const MAX_COORDINATED_LINE = 400;

/** Time zones and clock times ("CET", "10AM") in "core hours" lines. */
const TIME_WORDS = /^(?:[A-Z]{1,2}[SD]?T|CEST|UTC|GMT|\d{1,2}\s?(?:AM|PM))$|\d(?:AM|PM)\b/;

/** Capitalised words that are English, not product names, wherever they stand. */
const NOT_NAMES = new Set(
  `etc… note cv resume required desirable essential i we you our your us they the a an and or of in on for to with this that these those it its is are be as at by from not no all any some each other more most strong good great excellent proven solid experience experienced knowledge ability understanding familiarity proficiency must required preferred bonus plus ideally nice desirable degree bachelor bachelors master masters phd years year team teams company role position job candidate candidates you'll we're you're please note equivalent related relevant similar including e.g i.e etc ie eg working work demonstrated deep hands-on basic advanced fluent fluency written verbal spoken native professional excellent outstanding minimum at least plus senior junior lead mid level high new modern bs ba bsc msc ms ma mba phd b.s b.a m.s m.a ph.d bs/ba ba/bs bs/ms solutions engineering monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december`.split(
    /\s+/,
  ),
);

/** Next to a list separator on either side: "Jenkins, Mockito and Gatling", "(Flask)". */
function listNeighbour(line: string, start: number, end: number): boolean {
  return /(?:[,/(]|\band|\bor)\s*$/.test(line.slice(Math.max(0, start - 6), start)) || /^\s*(?:[,/)]|and\b|or\b)/.test(line.slice(end, end + 6));
}

/**
 * Product and technology names the taxonomy lacks, as written in a requirement line: a run of
 * capitalised or symbol-bearing words ("AWS Glue", "Power BI", "Vert.x", "JBoss") that does not
 * start the sentence and is not an English word.
 */
function namedItems(line: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const re =
    /(?<![\p{L}\p{N}])(?:[\p{Lu}][\p{L}\p{N}]*(?:[.+#-][\p{L}\p{N}+#]+)*[+#]*|\p{Ll}+[\p{Lu}][\p{L}\p{N}]*|\p{L}+\.(?:js|io|net|x)\b)(?:\s+(?:[\p{Lu}][\p{L}\p{N}]*(?:[.+#-][\p{L}\p{N}]+)*|\d+(?:\.\d+)?))*/gu;
  for (const m of line.matchAll(re)) {
    const start = m.index ?? 0;
    let words = m[0].split(/\s+/);
    // A bullet that is only a name ("- Proxmox", "- Power BI") names a tool, capital and all.
    if (m[0] === line.trim() && words.length <= 3 && !words.some((w) => NOT_NAMES.has(w.toLowerCase())) && !isPlace(m[0]) && !TIME_WORDS.test(m[0])) {
      out.push({ text: m[0], start });
      continue;
    }
    // The first word of the line or sentence is capitalised for grammar, not as a name.
    const before = line.slice(Math.max(0, start - 8), start);
    const sentenceStart = start === 0 || /[.!?:;]\s*$/.test(before) || (start <= 8 && /^\s*[-–•*]?\s*$/.test(before));
    let offset = start;
    while (words.length && (NOT_NAMES.has(words[0]!.toLowerCase()) || (sentenceStart && offset === start && /^\p{Lu}\p{Ll}+$/u.test(words[0]!)))) {
      offset += words[0]!.length + (line.slice(offset + words[0]!.length).match(/^\s*/)?.[0].length ?? 0);
      words = words.slice(1);
    }
    while (words.length && NOT_NAMES.has(words[words.length - 1]!.toLowerCase())) words = words.slice(0, -1);
    if (!words.length || words.length > 4) continue;
    const text = words.join(' ');
    if (text.length < 2 || /^\d/.test(text) || isPlace(text) || TIME_WORDS.test(text)) continue;
    // "Pixel-perfect", "Senior-level", "Full-time": hyphenated descriptions, not names.
    if (/^\p{Lu}\p{Ll}+-\p{Ll}+$/u.test(text)) continue;
    const at = line.indexOf(text, offset);
    if (at < 0) continue;
    // A field of study after a degree ("BSc in Computer Science") is education, not a skill.
    if (/\b(degree|bachelor'?s?|master'?s?|b\.?sc?|m\.?sc?|b\.?a|diploma|ph\.?d)\b[^.;]{0,30}\b(in|of)\s+$/i.test(line.slice(Math.max(0, at - 60), at)))
      continue;
    // One ordinary capitalised word ("Library", "Key") is a name only among other listed items.
    if (words.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(text) && !listNeighbour(line, at, at + text.length)) continue;
    // "Vital signs", "Wound care": a common word capitalised only to start a list item in sentence
    // case begins a phrase; it is not a name of its own ("Proxmox clusters" keeps "Proxmox").
    if (words.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(text) && /^\s+\p{Ll}/u.test(line.slice(at + text.length)) && isKnownWord(text)) continue;
    out.push({ text, start: at });
  }
  return out;
}

/**
 * "written and verbal communication", "interpersonal, organisational and presentation skills":
 * one head word shared by a coordinated list of modifiers. Each modifier is its own skill
 * ("written communication", "presentation skills"); the span is the modifier as written.
 */
// A word may hold digits after its first letter ("B2B", "S3"), and a list never starts inside one.
const COORDINATED =
  /(?<![\p{L}\p{N}-])((?:[\p{L}][\p{L}\p{N}-]*(?:\s+[\p{L}][\p{L}\p{N}-]*)?,\s+)*[\p{L}][\p{L}\p{N}-]*(?:\s+[\p{L}][\p{L}\p{N}-]*)?),?\s+(?:and|or|&|and\/or)\s+([\p{L}][\p{L}\p{N}-]*(?:\s+[\p{L}][\p{L}\p{N}-]*)??)\s+(communication|skills|abilities|testing|tests|development|management)\b/giu;

interface CoordinatedItem {
  name: string;
  text: string;
  start: number;
  end: number;
}

/** "Unit, Integration, Acceptance testing": three or more modifiers by commas alone share the head too. */
const COMMA_COORDINATED =
  /(?<![\p{L}\p{N}-])((?:[\p{L}][\p{L}\p{N}-]*(?:\s+[\p{L}][\p{L}\p{N}-]*)?,\s+){2,})([\p{L}][\p{L}\p{N}-]*)\s+(communication|skills|abilities|testing|tests|development|management)\b/giu;

/**
 * "automated test practices (Unit, Integration & Acceptance)", "testing (unit, e2e)": the head is
 * named first and its modifiers follow in brackets; each is a skill of that head.
 */
const BRACKETED_MODIFIERS =
  /\b(test(?:s|ing)?|communication|development|management)(?:\s+(?:practices|skills|experience|methods|approaches))?\s*\(\s*((?:[\p{L}][\p{L}\p{N}-]*\s*(?:,|&|\/|\band\b|\bor\b)\s*)+[\p{L}][\p{L}\p{N}-]*)\s*\)/giu;

/**
 * "statistical and numerical computing", "virtual and physical server environments": adjectives
 * cannot stand alone as a skill, so adjectives joined by "and"/"or" share the noun phrase after
 * the last one. The tagger decides what is an adjective, in the line's own sentence.
 */
const ADJECTIVES_COORDINATED =
  /(?<![\p{L}\p{N}-])((?:[\p{L}][\p{L}-]*,\s+)*[\p{L}][\p{L}-]*),?\s+(?:and|or|&|and\/or)\s+([\p{L}][\p{L}-]*)\s+([\p{L}][\p{L}\p{N}-]*(?:\s+[\p{L}][\p{L}\p{N}-]*){0,2})/gu;

function adjectiveCoordinations(line: string, taken: Coordination[]): Coordination[] {
  const out: Coordination[] = [];
  let roles: Map<number, WordRole> | undefined;
  for (const m of line.matchAll(ADJECTIVES_COORDINATED)) {
    const from = m.index ?? 0;
    if (taken.some((c) => c.from < from + m[0].length && c.to > from)) continue;
    roles ??= wordRoles(line);
    const modifiers = [...m[1]!.split(/,\s+/), m[2]!];
    const at: number[] = [];
    let cursor = from;
    for (const w of modifiers) {
      const i = line.indexOf(w, cursor);
      at.push(i);
      cursor = i + w.length;
    }
    if (!at.every((i) => roles!.get(i) === 'adjective')) continue;
    // The shared noun phrase: nouns up to a small word or another part of speech.
    const headWords: string[] = [];
    let pos = line.indexOf(m[3]!, cursor);
    for (const w of m[3]!.split(/\s+/)) {
      const i = line.indexOf(w, pos);
      if (STOPWORDS.has(w.toLowerCase()) || roles.get(i) !== 'other') break;
      headWords.push(w);
      pos = i + w.length;
    }
    // Only a head that ends skill names ("computing", "environments"; learnt with the weights):
    // "internal and external stakeholders", "high and low level decisions" are no skills.
    if (!headWords.length || GENERIC_NOUNS.test(headWords.join(' ')) || !skillHeads.has(headWord(headWords.join(' ')))) continue;
    out.push({ raw: modifiers, head: headWords.join(' '), from, to: pos });
  }
  return out;
}

/** A coordination as found: the modifiers as written, the shared head, and where it stands. */
interface Coordination {
  raw: string[];
  head: string;
  from: number;
  to: number;
}

function coordinations(line: string): Coordination[] {
  const out: Coordination[] = [];
  for (const m of line.matchAll(COORDINATED))
    out.push({ raw: [...m[1]!.split(/,\s+/), m[2]!], head: m[3]!.toLowerCase(), from: m.index ?? 0, to: (m.index ?? 0) + m[0].length });
  for (const m of line.matchAll(COMMA_COORDINATED)) {
    const from = m.index ?? 0;
    if (out.some((c) => c.from < from + m[0].length && c.to > from)) continue;
    out.push({ raw: [...m[1]!.split(/,\s+/).filter(Boolean), m[2]!], head: m[3]!.toLowerCase(), from, to: from + m[0].length });
  }
  for (const m of line.matchAll(BRACKETED_MODIFIERS)) {
    const head = /^test/i.test(m[1]!) ? 'testing' : m[1]!.toLowerCase();
    const open = (m.index ?? 0) + m[0].indexOf('(');
    out.push({ raw: m[2]!.split(/\s*(?:,|&|\/|\band\b|\bor\b)\s*/i).filter(Boolean), head, from: open, to: (m.index ?? 0) + m[0].length });
  }
  return [...out, ...adjectiveCoordinations(line, out)];
}

export function coordinatedSkills(line: string): { items: CoordinatedItem[]; from: number; to: number }[] {
  const out: { items: CoordinatedItem[]; from: number; to: number }[] = [];
  let roles: Map<number, WordRole> | undefined;
  for (const c of coordinations(line)) {
    const { head, raw } = c;
    const items: CoordinatedItem[] = [];
    let cursor = c.from;
    for (const r of raw) {
      // "through writing unit and UI tests": the verb before the first modifier is the duty, not the skill.
      let text = r
        .replace(LEADING_FILLER, '')
        .replace(/^(?:and|or|in|with|of)\s+/i, '')
        .replace(/^\p{Ll}+ing\s+(?=\S+$)/u, '')
        .trim();
      let at = line.indexOf(text, cursor);
      if (at < 0 || !text) continue;
      // "Terrific written and verbal communication": a word of praise before the first modifier
      // qualifies the whole list; the tagger reads it as an adjective in its sentence.
      const limit = head === 'communication' || /\s/.test(head) ? 1 : 2;
      const first = /^(\p{L}+)\s+/u.exec(text);
      if (items.length === 0 && first && text.split(/\s+/).length === limit + 1 && (roles ??= wordRoles(line)).get(at) === 'adjective') {
        text = text.slice(first[0].length);
        at += first[0].length;
      }
      cursor = at + text.length;
      const words = text.split(/\s+/);
      if (words.some((w) => STOPWORDS.has(w.toLowerCase())) || words.length > limit) continue;
      // "exceptionally effective", "language fluency": how well, not what.
      if (words.some((w) => /ly$|^(?:fluency|proficiency|knowledge|experience|understanding|abilit(?:y|ies)|skills?)$/i.test(w))) continue;
      if (TRAIT_SURFACE.test(text) && head !== 'skills') continue;
      // "spreadsheets, databases and project management", "procurement, contract negotiation and vendor
      // management": whole things listed, not modifiers sharing the last item's head.
      if (/^(?:management|development|testing|tests)$/.test(head) && (words.length > 1 || /\p{Ll}{2,}(?<!s)s$/u.test(text))) continue;
      // "Excellent drafting, written and verbal communication": an activity listed before the modes
      // of communication is a skill of its own, not a kind of communication.
      const activity = head === 'communication' && /^\p{L}+ing$/u.test(text);
      items.push({ name: activity ? text : `${text} ${head}`, text, start: at, end: at + text.length });
    }
    // A real coordinated list is all modifiers; one item that is not makes it a sentence, not a list.
    if (items.length >= 2 && items.length === raw.length) out.push({ items, from: c.from, to: c.to });
  }
  return out;
}

/** Words that never name a skill alone: how it is used, when, where, in which currency or degree. */
const NEVER_SKILLS =
  /^(?:written|spoken|verbal|oral|specifically|required|desirable|preferred|essential|note|similar|equivalents?|etc\W*|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|nights?|evenings?|weekends?|holidays?(?: as needed)?|usd|eur|gbp|u\.?s\.?a?|federal|state|ged|jd|ll\.?m?|mba|(?:high )?school(?: diploma)?|diploma)$/i;

/** "Product managers", "HR Advisor", "UX-designers": a person in a job, not a skill. */
function namesAPerson(text: string): boolean {
  const last =
    text
      .toLowerCase()
      .split(/[\s-]+/)
      .pop() ?? '';
  const heads = titleHeads();
  return heads.has(last) || (last.endsWith('s') && heads.has(last.slice(0, -1)));
}

function notASkill(text: string): boolean {
  return NEVER_SKILLS.test(text.trim()) || namesAPerson(text);
}

/** A skill's identity: the taxonomy's entry when there is one, else a phrase keyed by its name. */
function skillIdentity(entry: SkillEntry | undefined, phraseKey: string): Pick<LineSkill, 'id' | 'source' | 'origin'> {
  return entry ? { id: entry.id, source: 'taxonomy', origin: entry.source } : { id: `phrase:${phraseKey}`, source: 'phrase' };
}

/** A competency named in a line, by the taxonomy's entry when one has that name, else as a phrase. */
function competencySkill(c: { name: string; start: number; end: number; text: string }): LineSkill {
  const dict = skillDictionary();
  const alias = dict.aliases.get(aliasKey(c.name));
  const entry = alias ? dict.skills.get(alias.skillId) : undefined;
  return {
    ...skillIdentity(entry, c.name),
    name: c.name,
    category: 'soft',
    via: 'taxonomy',
    label: c.name,
    start: c.start,
    end: c.end,
    text: c.text,
  };
}

/**
 * The skills one line names: taxonomy hits first, then unknown list items after a cue, product
 * names, and with `chunks` (lines that ask something) the line's other noun phrases.
 */
export function skillsOfLine(line: string, options: { chunks?: boolean } = {}): LineSkill[] {
  const dict = skillDictionary();
  const out: LineSkill[] = [];
  // Bullet-sized lines only: the pattern backtracks over long comma runs.
  // "spoken and written English skills" names one skill, the language, not two modes of it.
  const coordinated = (line.length <= MAX_COORDINATED_LINE ? coordinatedSkills(line) : []).filter((c) => !c.items.some((i) => languageIn(i.text)));
  const inCoordination = (start: number, end: number) => coordinated.some((c) => start >= c.from && end <= c.to);
  // Lists and names are read in lines of bullet or paragraph size; a pasted blob gets the taxonomy only.
  const listy = line.length <= MAX_LIST_LINE;
  const items = listy ? phraseItems(line) : [];
  // "entity reconciliation": an everyday word inside a longer listed item names that item, not
  // the taxonomy's skill ("reconciliation" → Accounting); names as written ("Python scripting") stay.
  // "Attention to details": an alias written with a plural word is the alias.
  const exactHits = findSkillHits(line);
  const hits = [...exactHits, ...pluralAliasHits(line, exactHits)].filter(
    (h) => !(/^[\p{Ll}\s-]+$/u.test(h.text) && items.some((i) => i.start <= h.start && i.start + i.text.length >= h.end && i.text.length > h.text.length)),
  );
  // Words read as a category and set aside are not read again as list items of their own.
  const setAside: { start: number; end: number }[] = [];
  for (const h of hits) {
    const entry = dict.skills.get(h.skillId);
    if (entry && genericCategoryHit(entry, h)) setAside.push(h);
    if (!entry || genericCategoryHit(entry, h)) continue;
    if (entry.category === 'soft' && TRAIT_SURFACE.test(h.text) && !/^\s*(skills?|abilities)\b/i.test(line.slice(h.end))) continue;
    if (inCoordination(h.start, h.end) || communicationInALanguage(line, h)) continue;
    out.push({
      id: entry.id,
      name: entry.name,
      category: entry.category,
      source: 'taxonomy',
      via: 'taxonomy',
      origin: entry.source,
      start: h.start,
      end: h.end,
      text: h.text,
    });
  }
  // "able to juggle multiple projects": a competency asked for in a clause; it replaces a broader
  // reading of the same words ("multi-tasking" filed under organisational skills).
  for (const c of competencyHits(line)) {
    if (inCoordination(c.start, c.end) || TRAIT_SURFACE.test(c.name)) continue;
    for (let i = out.length - 1; i >= 0; i--) if (out[i]!.start < c.end && out[i]!.end > c.start) out.splice(i, 1);
    out.push(competencySkill(c));
  }
  // "the ability to listen", "an expert collaborator": a competency asked by its verb, person or
  // adjective is named by its noun; a word the taxonomy already read keeps that reading.
  for (const d of derivedCompetencyHits(line)) {
    if (inCoordination(d.start, d.end) || out.some((h) => h.start < d.end && h.end > d.start)) continue;
    out.push(competencySkill(d));
  }
  for (const c of coordinated) {
    for (const item of c.items) {
      // "Python and Java skills": a known skill keeps its name; "unit testing" is named as written.
      const whole = dict.aliases.get(aliasKey(item.name));
      const alias = whole ?? dict.aliases.get(aliasKey(item.text));
      const entry = alias ? dict.skills.get(alias.skillId) : undefined;
      const key = item.name.toLowerCase().replace(/\s+/g, ' ');
      const name = entry && !whole && /^(?:skills|abilities)$/.test(item.name.split(' ').pop()!) ? entry.name : item.name;
      out.push({
        ...skillIdentity(entry, key),
        name,
        category: entry?.category ?? 'phrase',
        via: 'coordinated',
        label: item.name,
        start: item.start,
        end: item.end,
        text: item.text,
      });
    }
  }
  const taken = (from: number, to: number) => out.some((h) => h.start < to && h.end > from) || inCoordination(from, to);
  for (const item of items) {
    const end = item.start + item.text.length;
    // A taxonomy hit inside the item already names it, or the item is a longer form of it.
    if (taken(item.start, end) || notASkill(item.text) || setAside.some((h) => h.start === item.start && h.end === end)) continue;
    out.push({
      id: `phrase:${item.text.toLowerCase().replace(/\s+/g, ' ')}`,
      name: item.text,
      category: 'phrase',
      source: 'phrase',
      via: 'list',
      start: item.start,
      end,
      text: item.text,
    });
    for (const v of chunkVariants(item.text)) {
      const start = item.start + v.at;
      if (notASkill(v.text) || isPlace(v.text) || (!/\s/.test(v.text) && isKnownSpelling(v.text) && !/[\p{N}.+#]|\p{Lu}{2,}/u.test(v.text))) continue;
      out.push({
        id: `phrase:${v.text.toLowerCase().replace(/\s+/g, ' ')}`,
        name: v.text,
        category: 'phrase',
        source: 'phrase',
        via: 'list',
        trim: v.trim,
        start,
        end: start + v.text.length,
        text: v.text,
      });
    }
  }
  for (const item of listy ? namedItems(line) : []) {
    const end = item.start + item.text.length;
    // "AWS Glue", "iOS SDK": a product name that starts with a known skill is a product of its own.
    if (notASkill(item.text)) continue;
    const inside = out.filter((h) => h.start < end && h.end > item.start);
    if (
      inside.length &&
      !(
        inside.length === 1 &&
        inside[0]!.source === 'taxonomy' &&
        inside[0]!.start === item.start &&
        inside[0]!.end < end &&
        item.text.split(/\s+/).length === 2
      )
    )
      continue;
    const key = item.text.toLowerCase().replace(/\s+/g, ' ');
    out.push({ id: `phrase:${key}`, name: item.text, category: 'phrase', source: 'phrase', via: 'name', start: item.start, end, text: item.text });
  }
  if (options.chunks && listy) out.push(...chunkSkills(line, out, setAside));
  const languages = out.map((h) => asLanguage(h, dict)).filter((h, i, all) => !all.some((o, j) => j < i && o.start === h.start && o.end === h.end));
  return languages.sort((a, b) => a.start - b.start);
}

/**
 * "Excellent English communication skills", "communication skills in written English": the line
 * asks for the language, which it names; the bare word "communication" there is how it is used.
 */
function communicationInALanguage(line: string, hit: SkillHit): boolean {
  if (!/^communication(?: skills?)?$/i.test(hit.text)) return false;
  const before = /(\p{Lu}\p{Ll}+)\s+$/u.exec(line.slice(0, hit.start));
  if (before && isHumanLanguage(before[1]!)) return true;
  const after = /^\s*(?:skills?\s+)?in\s+(?:(?:written|spoken|verbal|oral|fluent|business|and)\s+)*(\p{Lu}\p{Ll}+)/u.exec(line.slice(hit.end));
  return !!after && isHumanLanguage(after[1]!);
}

let languageNames: Set<string> | undefined;

/** English names of human languages ("Italian", "Dutch"), from the runtime's own language names. */
function isHumanLanguage(word: string): boolean {
  if (!languageNames) {
    languageNames = new Set();
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const a of letters)
      for (const b of letters) {
        const name = names.of(a + b);
        if (name && /^\p{Lu}\p{Ll}+$/u.test(name)) languageNames.add(name);
      }
  }
  return languageNames.has(word);
}

const LANGUAGE_MODE =
  /^(?:(?:written|spoken|verbal|oral|fluent|native|business|conversational|professional|and|&)\s+)*(\p{Lu}\p{Ll}+)(?:\s+(?:skills?|language|communication(?:\s+skills?)?))?$/iu;

/** The language a phrase such as "spoken Italian" or "written English skills" names, with its offset in the phrase. */
function languageIn(text: string): { name: string; at: number } | undefined {
  const m = LANGUAGE_MODE.exec(text);
  if (!m || !isHumanLanguage(m[1]!)) return undefined;
  return { name: m[1]!, at: text.indexOf(m[1]!, text.length - m[0].length) };
}

/** A found phrase that names a language with how it is used is the language, spanning its name. */
function asLanguage(h: LineSkill, dict: ReturnType<typeof skillDictionary>): LineSkill {
  if (h.source !== 'phrase') return h;
  const lang = languageIn(h.text) ?? (h.label ? languageIn(h.label) : undefined);
  if (!lang || lang.at < 0) return h;
  const alias = dict.aliases.get(aliasKey(lang.name));
  const entry = alias ? dict.skills.get(alias.skillId) : undefined;
  const start = h.start + lang.at;
  return {
    ...skillIdentity(entry, lang.name.toLowerCase()),
    name: entry?.name ?? lang.name,
    category: entry?.category ?? 'phrase',
    via: h.via,
    start,
    end: start + lang.name.length,
    text: lang.name,
  };
}

/**
 * Noun phrases no cue introduced. A chunk that only repeats a found skill's span adds nothing; one
 * that crosses a found skill's edge is a mis-cut; one that holds found skills ("nursing license"
 * around "nursing") competes with them, and the model weighs both through `overlap`.
 */
function chunkSkills(line: string, found: LineSkill[], setAside: { start: number; end: number }[]): LineSkill[] {
  const out: LineSkill[] = [];
  for (const c of phraseChunks(line)) {
    const end = c.start + c.text.length;
    if (notASkill(c.text) || notASkill(c.core ?? c.text) || isPlace(c.text) || TIME_WORDS.test(c.text)) continue;
    const touching = found.filter((h) => h.start < end && h.end > c.start);
    if (touching.some((h) => h.start < c.start || h.end > end || (h.start === c.start && h.end === end))) continue;
    if (touching.some((h) => h.via === 'coordinated')) continue;
    const called = c.core && !/\s/.test(c.core) ? calledASkill(line, c.start, c.text, c.core) : undefined;
    // "statistical knowledge": an adjective the line calls a skill is named with the word that calls it so.
    const name = called === 'phrase' ? c.text : (c.core ?? c.text);
    // "Git experience": the found skill already is the chunk's core.
    if (c.core && touching.some((h) => h.start === c.start && h.end === c.start + c.core!.length)) continue;
    // One ordinary word ("Leadership", "sanitation") is the taxonomy's to know; a chunk of one word must
    // look like a name, unless the line asks for it as the object of a cue or lists it among skills.
    const everyday = called === 'phrase' || (!/\s/.test(name) && isKnownSpelling(name) && !/[\p{N}.+#]|\p{Lu}{2,}/u.test(name));
    // A word read as a category and set aside ("maintenance" of software) is not read again.
    if (everyday && (setAside.some((h) => h.start === c.start) || !(c.core ? called : everydayObject(line, c.start, end, found)))) continue;
    for (const h of touching) h.overlap = 'inside';
    out.push({
      id: `phrase:${name.toLowerCase().replace(/\s+/g, ' ')}`,
      name,
      category: 'phrase',
      source: 'phrase',
      via: 'chunk',
      ...(touching.length ? { overlap: 'contains' as const } : {}),
      ...(c.verbLead ? { verbLead: true } : {}),
      ...(everyday ? { everyday: true } : {}),
      start: c.start,
      end,
      text: c.text,
    });
    // "nursing license" keeps its first word: only a verb there is dropped.
    for (const v of chunkVariants(name, !!c.verbLead)) {
      const start = c.start + v.at;
      if (found.some((h) => h.start === start && h.end === start + v.text.length) || notASkill(v.text) || isPlace(v.text)) continue;
      if (!/\s/.test(v.text) && isKnownSpelling(v.text) && !/[\p{N}.+#]|\p{Lu}{2,}/u.test(v.text) && !isSkillHead(headWord(v.text))) continue;
      out.push({
        id: `phrase:${v.text.toLowerCase().replace(/\s+/g, ' ')}`,
        name: v.text,
        category: 'phrase',
        source: 'phrase',
        via: 'chunk',
        trim: v.trim,
        start,
        end: start + v.text.length,
        text: v.text,
      });
    }
  }
  return out;
}

/**
 * A lone everyday noun a requirement line asks for: right after a cue ("experience with
 * spreadsheets", "knowledge of bookkeeping") or listed beside a skill already found ("the iOS
 * ecosystem, deployment, and continuous integration"). The tagger must read it as a noun, not a
 * verb or an adjective ("Detailed"), and it must not name a person, a place, a kind of thing
 * ("tools", "projects") or a quality of the reader.
 */
function everydayObject(line: string, start: number, end: number, found: LineSkill[]): boolean {
  const word = line.slice(start, end);
  if (GENERIC_NOUNS.test(word) || EVERYDAY_NOT_ASKED.test(word) || TRAIT_SURFACE.test(word) || titleHeads().has(word.toLowerCase())) return false;
  const role = rolesOf(line).get(start);
  if (role !== 'other' && role !== 'gerund') return false;
  if (CUE_BEFORE.test(line.slice(Math.max(0, start - 60), start))) return true;
  // Beside a found skill in the same run of commas and "and"/"or".
  const before = /(?:,|\band|\bor|&)\s*$/.exec(line.slice(0, start));
  const after = /^\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|&\s*)/.exec(line.slice(end));
  return found.some(
    (h) =>
      h.via !== 'chunk' &&
      ((before && /^[\s,]*$/.test(line.slice(h.end, before.index)) && h.end <= before.index) || (after && h.start === end + after[0].length)),
  );
}

/** What the line calls the word before it: "cleaning experience", "writing skills", "research background". */
const ASKED_TAIL = /^(?:skills?|skillset|experience|knowledge|expertise|background|abilit(?:y|ies))$/i;

/**
 * "Previous professional cleaning experience", "compassion, writing skills, and technical
 * knowledge": one everyday word the line itself calls a skill or an experience is what it asks
 * for, as a cue's object is. A noun or gerund is named alone ('word': "cleaning"); an adjective
 * with the word that calls it so ('phrase': "technical knowledge"). Not a kind of thing ("software
 * skills"), a person, a quality of the reader ("people skills", "analytical"), a word the taxonomy
 * reads, or a verb.
 */
function calledASkill(line: string, start: number, text: string, word: string): 'word' | 'phrase' | undefined {
  if (!ASKED_TAIL.test(text.slice(word.length).trim())) return undefined;
  if (GENERIC_NOUNS.test(word) || EVERYDAY_NOT_ASKED.test(word) || TRAIT_SURFACE.test(word) || titleHeads().has(word.toLowerCase())) return undefined;
  // A word the taxonomy names is the taxonomy's to read: where it set the word aside ("communication
  // skills in written English" asks for the language) the word is not read again.
  if (skillDictionary().aliases.has(aliasKey(word)) || skillDictionary().aliases.has(aliasKey(text))) return undefined;
  const role = rolesOf(line).get(start);
  if (role === 'other' || role === 'gerund') return 'word';
  // "Additional knowledge of Shopify", "past experience of growing a team": an adjective before an
  // experience that has its object after it says how much or when, not what.
  return role === 'adjective' && !/^\s*(?:of|in|with|on|using|at|for)\b/i.test(line.slice(start + text.length)) ? 'phrase' : undefined;
}

/** Everyday nouns a requirement line holds that are never what it asks for. */
const EVERYDAY_NOT_ASKED =
  /^(?:experience|knowledge|understanding|ability|abilities|skills?|passion|interest|familiarity|proficiency|expertise|background|degree|years?|plus|bonus|advantage|asset|ideal|mind|attitude|approach|level|depth|breadth|standards?|needs|quality|success|growth|support|use|usage|ecosystem|space|state|world|field|domain|industry|company|organization|organisation|people|clients?|customers?|users?|stakeholders?|partners?|colleagues?|employees?|staff|others?)$/i;

let roleCache: { line: string; roles: Map<number, WordRole> } | undefined;

/** The tagger's reading of each word of a line, cached per line. */
function rolesOf(line: string): Map<number, WordRole> {
  if (roleCache?.line !== line) roleCache = { line, roles: wordRoles(line) };
  return roleCache.roles;
}

/** Last nouns that say what kind of thing, not which: "data warehousing solutions", "video conferencing tools". */
const GENERIC_TAIL =
  /^(?:solutions?|technolog(?:y|ies)|tools?|measures|environments?|methods?|procedures|techniques|features|issues|trends|activities|lists?|platforms?|applications|programs|products|capabilities|initiatives|efforts|tasks|workflows?|template language)$/i;

/**
 * "giving code reviews" → "code reviews", "network security measures" → "network security": the
 * posting names the skill inside a longer phrase. Both readings are candidates; the model weighs them.
 */
export function chunkVariants(chunk: string, leadsWithVerb = true): { text: string; at: number; trim: 'verb' | 'tail' }[] {
  const out: { text: string; at: number; trim: 'verb' | 'tail' }[] = [];
  const verb = leadsWithVerb ? /^(\p{Ll}+ing)\s+(?:and\s+\p{Ll}+ing\s+)?/u.exec(chunk) : null;
  const afterVerb = verb && chunk.length > verb[0].length ? { text: chunk.slice(verb[0].length), at: verb[0].length } : undefined;
  if (afterVerb) out.push({ ...afterVerb, trim: 'verb' });
  for (const base of [{ text: chunk, at: 0 }, ...(afterVerb ? [afterVerb] : [])]) {
    const tail = /\s+(\S+(?:\s+language)?)$/.exec(base.text);
    // "range of tools" has no shorter reading: what is left ends in a small word.
    const shorter = tail ? base.text.slice(0, tail.index) : '';
    if (tail && GENERIC_TAIL.test(tail[1]!) && tail.index > 1 && !STOPWORDS.has(shorter.split(/\s+/).pop()!.toLowerCase()))
      out.push({ text: shorter, at: base.at, trim: 'tail' });
  }
  return out;
}

/** What the confidence model sees of one found skill; see `scripts/learn-job-skill-weights.ts`. */
export const SKILL_FEATURES = [
  'bias',
  'list',
  'name',
  'coordinated',
  'soft',
  'onet',
  'words2',
  'words3plus',
  'lowercase',
  'technical',
  'fromSection',
  'askingCue',
  'preferredCue',
  'firstInLine',
  'wholeLine',
  'listNeighbour',
  'longLine',
  'repeated',
  'preferred',
  'chunk',
  'contains',
  'inside',
  'skillHead',
  'gerundHead',
  'skillsTail',
  'cueBefore',
  'mostOfLine',
  'unknownWord',
  'verbStart',
  'chunkLowercase',
  'chunkFromSection',
  'chunkFirstInLine',
  'chunkLongLine',
  'chunkWords3plus',
  'afterDegree',
  'trimVerb',
  'trimTail',
  'barePlural',
  'endsAdjective',
  'credential',
  'everydayObject',
] as const;

/**
 * Head nouns of a credential a posting asks for: "Registered nurse licence", "CPA certification",
 * "security clearance". With a modifier before it the phrase names which credential, so it is a skill.
 */
const CREDENTIAL_HEAD = /^(?:licen[cs]e|licensure|certification|certificate|certified|accreditation|registration|clearance|permit)$/i;

/** A requirement cue just before a phrase: "experience with", "knowledge of", "skills in". */
const CUE_BEFORE =
  /\b(?:experience|experienced|knowledge|understanding|familiarity|familiar|proficiency|proficient|expertise|skills?|skilled|adept|background|fluency|fluent|competence|competent|grasp|command|exposure|versed)\s+(?:[\p{L}-]+\s+)?(?:with|in|of|using|on|at|to)\s+(?:[\p{L}-]+\s+)?$|\b(?:abilit(?:y|ies)|able) to\s+\p{L}+\s+(?:(?:with|in|on|using)\s+)?(?:(?:the|a|an)\s+)?$/iu;

/**
 * Last words that end skill names ("management", "testing", "license"), learnt from the tune part's
 * truth lists by the weights script and stored with the weights: a chunk whose head is one of them
 * names a skill more often than one ending in "guidance" or "office setting".
 */
let skillHeads: ReadonlySet<string> = new Set((skillModel as { heads?: string[] }).heads ?? []);

/** For the weights script: the heads it has just learnt, before it learns the weights over them. */
export function useSkillHeads(heads: Iterable<string>): void {
  skillHeads = new Set(heads);
}

/** A skill head in either spelling: "licence" is the head "license" learnt from American postings. */
function isSkillHead(head: string): boolean {
  return skillHeads.has(head) || skillHeads.has(americanSpelling(head));
}

/** "licence", "organisation": a British spelling of a word English knows is no product's name. */
function isKnownSpelling(word: string): boolean {
  return isKnownWord(word) || isKnownWord(americanSpelling(word.toLowerCase()));
}

/** A phrase's last word, lower case, a plural's "s" dropped. */
export function headWord(text: string): string {
  const last =
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}+#\s-]+/gu, ' ')
      .trim()
      .split(/[\s-]+/)
      .pop() ?? '';
  return last.length > 3 && /[^s]s$/.test(last) ? last.slice(0, -1) : last;
}

const AFTER_DEGREE =
  /\b(?:degree|bachelor'?s?|master'?s?|b\.?sc?|m\.?sc?|b\.?a|bs|ba|ms|ma|mba|diploma|ph\.?d|doctorate|major(?:ing)?|graduate|qualification)\b[^.;:!?]{0,20}\b(?:in|of)\b[^.;:!?]{0,50}$/i;

/** The tagger's reading of a found phrase's last word, in its line. */
function lastWordRole(line: string, skill: LineSkill): WordRole | undefined {
  const last = /[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u.exec(line.slice(skill.start, skill.end));
  return last ? rolesOf(line).get(skill.start + last.index) : undefined;
}

let repeatCache: { body: string; counts: Map<string, number> } | undefined;

/** 1 or 2 (two or more): how often the posting writes this text; cached per posting. */
function timesNamed(body: string, text: string): number {
  if (repeatCache?.body !== body) repeatCache = { body, counts: new Map() };
  const known = repeatCache.counts.get(text);
  if (known !== undefined) return known;
  const first = body.indexOf(text);
  const n = first < 0 ? 0 : body.indexOf(text, first + 1) < 0 ? 1 : 2;
  repeatCache.counts.set(text, n);
  return n;
}

/** "- Kafka": the bullet is the skill and nothing else. */
function isWholeBullet(line: string, skill: LineSkill): boolean {
  return line.trim().replace(/[.;,]$/, '') === skill.text;
}

export function skillFeatures(skill: LineSkill, line: string, body: string, fromSection: boolean, importance: SkillImportance): number[] {
  const words = skill.text.split(/\s+/).length;
  const repeats = timesNamed(body, skill.text);
  const f: Record<(typeof SKILL_FEATURES)[number], number> = {
    bias: 1,
    list: skill.via === 'list' ? 1 : 0,
    name: skill.via === 'name' ? 1 : 0,
    coordinated: skill.via === 'coordinated' ? 1 : 0,
    soft: skill.category === 'soft' ? 1 : 0,
    onet: skill.origin === 'onet' ? 1 : 0,
    words2: words === 2 ? 1 : 0,
    words3plus: words >= 3 ? 1 : 0,
    lowercase: /^[\p{Ll}\s-]+$/u.test(skill.text) ? 1 : 0,
    technical: /[\p{N}.+#/]|\p{Lu}{2,}|\p{Ll}\p{Lu}/u.test(skill.text) ? 1 : 0,
    fromSection: fromSection ? 1 : 0,
    askingCue: ASKING_CUE.test(line) ? 1 : 0,
    preferredCue: PREFERRED_CUE.test(line) ? 1 : 0,
    // The first thing a bullet names is what the bullet is about; later ones may be its context.
    firstInLine: !/[\p{L}]{3,}.*[,;(]/u.test(line.slice(0, skill.start).replace(/^\W+/, '')) ? 1 : 0,
    // "- Kafka": the bullet is the skill and nothing else.
    wholeLine: isWholeBullet(line, skill) ? 1 : 0,
    listNeighbour: listNeighbour(line, skill.start, skill.end) ? 1 : 0,
    longLine: line.split(/\s+/).length > 18 ? 1 : 0,
    repeated: repeats >= 2 ? 1 : 0,
    preferred: importance === 'preferred' ? 1 : 0,
    chunk: skill.via === 'chunk' ? 1 : 0,
    contains: skill.overlap === 'contains' ? 1 : 0,
    inside: skill.overlap === 'inside' ? 1 : 0,
    skillHead: skill.via === 'chunk' && isSkillHead(headWord(skill.name)) ? 1 : 0,
    gerundHead: (skill.via === 'chunk' || skill.via === 'list') && /ing$/i.test(skill.name) ? 1 : 0,
    // "Person management skills": the line says the words before "skills" are a skill.
    skillsTail: skill.via === 'chunk' && skill.name !== skill.text ? 1 : 0,
    cueBefore: skill.via === 'chunk' && CUE_BEFORE.test(line.slice(Math.max(0, skill.start - 60), skill.start)) ? 1 : 0,
    // "- Valid nursing license": the bullet is the phrase and little else.
    mostOfLine: skill.via === 'chunk' && words >= 0.6 * line.split(/\s+/).length ? 1 : 0,
    // A word English does not know is a product's or a field's own name ("Procurve", "Kubernetes").
    unknownWord: skill.via === 'chunk' && skill.text.split(/[\s-]+/).some((w) => /\p{L}{2,}/u.test(w) && !isKnownSpelling(w.replace(/[^\p{L}]/gu, ''))) ? 1 : 0,
    // "providing advice", "ensuring compliance": a duty's verb, not a skill's name.
    verbStart: skill.via === 'chunk' && !skill.trim && skill.verbLead ? 1 : 0,
    // The line's shape weighs differently for a loose noun phrase than for a named skill.
    chunkLowercase: 0,
    chunkFromSection: 0,
    chunkFirstInLine: 0,
    chunkLongLine: 0,
    chunkWords3plus: 0,
    // "BS in Computer Science, Engineering or equivalent": a field of study, which the posting asks as a degree.
    afterDegree: AFTER_DEGREE.test(line.slice(Math.max(0, skill.start - 80), skill.start)) ? 1 : 0,
    trimVerb: skill.trim === 'verb' ? 1 : 0,
    trimTail: skill.trim === 'tail' ? 1 : 0,
    // "regulations", "procedures": one lowercase plural off the taxonomy names a kind of thing, not a skill.
    barePlural: skill.source === 'phrase' && /^\p{Ll}+(?<!s)s$/u.test(skill.text) ? 1 : 0,
    // "fast-paced", "highly variable": a phrase that ends in an adjective is no noun phrase. An
    // unhyphenated word English does not know ("serverless") is tagged by its suffix alone: a term.
    endsAdjective:
      skill.source === 'phrase' &&
      skill.via !== 'coordinated' &&
      !(/^\p{L}+$/u.test(skill.text) && !isKnownWord(skill.text)) &&
      lastWordRole(line, skill) === 'adjective'
        ? 1
        : 0,
    credential: words >= 2 && CREDENTIAL_HEAD.test(headWord(skill.name)) ? 1 : 0,
    // "experience with spreadsheets": one everyday noun asked for as the line's object (see everydayObject).
    everydayObject: skill.everyday ? 1 : 0,
  };
  if (skill.via === 'chunk') {
    f.chunkLowercase = f.lowercase;
    f.chunkFromSection = f.fromSection;
    f.chunkFirstInLine = f.firstInLine;
    f.chunkLongLine = f.longLine;
    f.chunkWords3plus = f.words3plus;
  }
  return SKILL_FEATURES.map((k) => f[k]);
}

/**
 * Logistic weights over SKILL_FEATURES and the confidence under which a found skill is dropped,
 * learnt on the tune part of jobs-real-dev by `scripts/learn-job-skill-weights.ts` (right = the
 * skill is in the truth list it was filed in, wrong = in no list; neutral ones left out).
 */
const model = skillModel as { features: string[]; weights: number[]; threshold: number };
if (model.features.join() !== SKILL_FEATURES.join())
  throw new Error('data/job-skill-weights.json was learnt over other features: run scripts/learn-job-skill-weights.ts');
export const SKILL_WEIGHTS: readonly number[] = model.weights;
export const SKILL_THRESHOLD = model.threshold;

export function skillConfidence(features: number[]): number {
  const z = features.reduce((a, x, i) => a + x * (SKILL_WEIGHTS[i] ?? 0), 0);
  return 1 / (1 + Math.exp(-z));
}
