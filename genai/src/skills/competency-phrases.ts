/**
 * Named competencies as postings ask for them in a clause rather than by name: "able to juggle
 * multiple projects" is multitasking, "meet deadlines" time management, "a problem solver" problem
 * solving. The dictionary holds the competencies' names; this table holds the ordinary English
 * verb phrases and person nouns for them, which an alias list of noun phrases cannot. Heuristics
 * as data: each row is a pattern and the competency it names, in the words a skill list uses.
 */
import { isKnownWord } from '../text/known-words';

export interface CompetencyPhrase {
  /** The competency as a skill list names it; looked up in the dictionary by this name. */
  name: string;
  pattern: RegExp;
}

// Quantities and kinds of parallel work: "multiple tasks", "several competing priorities".
const MANY = String.raw`(?:multiple|several|many|various|numerous|competing|concurrent|simultaneous|a number of|a variety of)`;
const PARALLEL_WORK = String.raw`(?:(?:competing|concurrent|simultaneous)\s+)?(?:tasks|projects|priorities|workstreams|assignments|responsibilities|deadlines|requests)`;

export const COMPETENCY_PHRASES: readonly CompetencyPhrase[] = [
  { name: 'multitasking', pattern: /\bmulti-?task(?:s|ing|er)?\b/i },
  {
    name: 'multitasking',
    pattern: new RegExp(
      String.raw`\b(?:handl|manag|juggl|balanc|work(?:ing)? on|switch(?:ing)? between)\w*\s+${MANY}\s+${PARALLEL_WORK}(?:\s+at once)?\b`,
      'i',
    ),
  },
  { name: 'prioritization', pattern: /\bprioriti[sz](?:e|es|ing)\b|\bset(?:s|ting)?\s+(?:clear\s+)?priorities\b/i },
  {
    name: 'time management',
    pattern: /\bmeet(?:s|ing)?\s+(?:tight\s+|strict\s+)?deadlines\b|\bmanag(?:e|es|ing)\s+(?:your|their|one'?s)\s+(?:own\s+)?time\b/i,
  },
  { name: 'problem solving', pattern: /\bproblem[- ]solvers?\b|\bsolv(?:e|es|ing)\s+(?:complex\s+|difficult\s+|hard\s+)?problems\b/i },
  {
    name: 'teamwork',
    pattern:
      /\bwork(?:s|ing)?\s+(?:well\s+|effectively\s+)?(?:(?:independently|alone)\s+(?:and|or)\s+)?(?:as\s+(?:a\s+)?part\s+of\s+a\s+team|in\s+a\s+team|as\s+a\s+team\s+member)\b/i,
  },
  {
    name: 'mentoring',
    pattern:
      /\b(?:mentor|coach)(?:s|ing)?\s+(?:junior|new|less experienced|other|fellow)\b|\bmentor(?:s|ing)?\s+(?:and\s+\w+\s+)?(?:engineers|developers|colleagues|staff|team members|others)\b/i,
  },
  { name: 'attention to detail', pattern: /\beye\s+for\s+detail\b|\bdetail[- ](?:focused|minded)\b/i },
  {
    name: 'relationship building',
    pattern:
      /\b(?:build(?:s|ing)?|develop(?:s|ing)?|foster(?:s|ing)?)\s+(?:and\s+maintain(?:ing)?\s+)?(?:strong\s+|lasting\s+|effective\s+|positive\s+|trusted\s+)?(?:working\s+)?relationships\b/i,
  },
];

/**
 * "Highly numerate", "very adaptable": a quality asked for by its adjective, said of the person (no
 * noun follows it), names the competency its noun names, by regular English nominalisations:
 * adaptable → adaptability, accurate → accuracy. The compromise lexicon lacks some of these nouns
 * (numeracy, creativity): then the adjective as written names the skill.
 */
const NOMINALISATIONS: [RegExp, string][] = [
  [/ate$/, 'acy'],
  [/able$/, 'ability'],
  [/ive$/, 'ivity'],
];
// Said of the person: opening the bullet ("- Highly numerate") or after "you are" / "be"
// ("hours are highly variable" is said of the work).
const DEGREE_QUALITY =
  /(?:^[^\p{L}]*|\b(?:you(?:'re|’re| are)|be|being|(?:someone|a person|candidates?) who (?:is|are))\s+)(?:highly|very|extremely|exceptionally)\s+(\p{Ll}{4,})\b(?!\s+(?!and\b|or\b|with\b|in\b|at\b|to\b)\p{L})/giu;
/** How much a posting wants something, not a quality of the person ("highly desirable"). */
const IMPORTANCE_WORDS = /^(?:desirable|preferable|advisable|valuable|beneficial)$/;

function qualityHits(line: string): CompetencyHit[] {
  const out: CompetencyHit[] = [];
  for (const m of line.matchAll(DEGREE_QUALITY)) {
    const adjective = m[1]!;
    const rule = NOMINALISATIONS.find(([suffix]) => suffix.test(adjective));
    if (!rule || IMPORTANCE_WORDS.test(adjective)) continue;
    // The noun when English knows it; else the adjective as the posting wrote it ("numerate").
    const noun = adjective.replace(rule[0], rule[1]);
    const start = (m.index ?? 0) + m[0].length - adjective.length;
    out.push({ name: isKnownWord(noun) ? noun : adjective, start, end: start + adjective.length, text: adjective });
  }
  return out;
}

export interface CompetencyHit {
  name: string;
  start: number;
  end: number;
  text: string;
}

/** The competencies a line asks for in its own words, each with the words it was read from. */
export function competencyHits(line: string): CompetencyHit[] {
  const out: CompetencyHit[] = [];
  for (const c of COMPETENCY_PHRASES) {
    for (const m of line.matchAll(new RegExp(c.pattern.source, c.pattern.flags.includes('g') ? c.pattern.flags : `${c.pattern.flags}g`))) {
      const start = m.index ?? 0;
      if (out.some((h) => h.name === c.name || (h.start < start + m[0].length && h.end > start))) continue;
      out.push({ name: c.name, start, end: start + m[0].length, text: m[0] });
    }
  }
  for (const q of qualityHits(line)) if (!out.some((h) => h.start < q.end && h.end > q.start)) out.push(q);
  return out.sort((a, b) => a.start - b.start);
}
