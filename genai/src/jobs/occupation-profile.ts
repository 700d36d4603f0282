/**
 * What a job posting can say about an O*NET occupation: its description turned into duties, and
 * the technology skills and tools that best mark the job (chosen and trimmed at build time by
 * `scripts/build-taxonomy.ts`, the `profiles` rows of `data/onet-taxonomy.json`).
 */
import { isKnownWord } from '../text/known-words';
import { ONET } from '../taxonomy/onet';

export interface OccupationProfile {
  code: string;
  title: string;
  /** O*NET's description, whole sentences; empty for "all other" catch-all occupations. */
  description: string;
  technology: string[];
  tools: string[];
}

interface OnetProfiles {
  occupations: [string, string][];
  skills: { n: string }[];
  profiles?: [string, (number | string)[], string[]][];
}

let byCode: Map<string, number> | undefined;

export function occupationProfile(code: string): OccupationProfile | undefined {
  const data: OnetProfiles = ONET;
  byCode ??= new Map(data.occupations.map(([c], i) => [c, i]));
  const i = byCode.get(code);
  const row = i === undefined ? undefined : data.profiles?.[i];
  const occ = i === undefined ? undefined : data.occupations[i];
  if (!row || !occ) return undefined;
  const [description, tech, tools] = row;
  return {
    code: occ[0],
    title: occ[1],
    description,
    technology: tech.map((t) => (typeof t === 'number' ? (data.skills[t]?.n ?? '') : t)).filter(Boolean),
    tools,
  };
}

export function sentences(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? []).map((s) => s.trim().replace(/[.!?]+$/, '')).filter(Boolean);
}

function lowerFirst(s: string): string {
  // Keep acronyms and names ("HVAC", "Medicare", "Rhodes arcs", "Raman microscopes") as written:
  // only a word English knows as a common word loses its capital.
  const first = /^[A-Z][a-z]+/.exec(s)?.[0];
  return first && /^[A-Z][a-z]/.test(s) && isKnownWord(first) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

/**
 * O*NET writes duties in the imperative ("Install, maintain, and repair electrical wiring"), which
 * is how a posting lists them. "May ..." sentences are the occasional duties; "Includes/Excludes"
 * sentences are classification notes, not duties.
 */
export function dutiesFromDescription(description: string): string[] {
  const out: string[] = [];
  for (const s of sentences(description)) {
    if (/^(includes|excludes|this occupation|workers in this)/i.test(s) || isCredential(s)) continue;
    const may = s.match(/^May\s+(.+)$/);
    const body = may?.[1] ? lowerFirst(may[1]) : s.replace(/\band may\s+/g, 'and ');
    for (const part of splitDuties(body)) {
      const duty = may ? `Where needed, ${lowerFirst(part)}` : part;
      out.push(duty.charAt(0).toUpperCase() + duty.slice(1));
    }
  }
  return out;
}

/** "Licensing or registration required": a requirement O*NET states, not a duty. */
export function isCredential(sentence: string): boolean {
  return /\b(required|requires? (a )?(licen[cs]e|certification|registration))\b/i.test(sentence) && sentence.split(/\s+/).length <= 12;
}

export function credentialsFromDescription(description: string): string[] {
  return sentences(description).filter(isCredential);
}

let verbs: Set<string> | undefined;
/** Sentence openers in O*NET that are not duty verbs ("Other ...", "All ..."). */
const NOT_VERBS = new Set([
  'other',
  'others',
  'all',
  'any',
  'such',
  'those',
  'these',
  'this',
  'the',
  'a',
  'an',
  'also',
  'may',
  'including',
  'each',
  'both',
  'related',
  'similar',
  'various',
  'in',
  'for',
  'on',
  'as',
]);

/** The verbs O*NET opens its duty sentences with ("install", "assess", "construct"), learnt from every description. */
function dutyVerbs(): Set<string> {
  if (verbs) return verbs;
  verbs = new Set<string>();
  for (const row of ONET.profiles) {
    for (const s of sentences(row[0])) {
      const w = s
        .replace(/^May\s+/, '')
        .split(/[\s,]+/)[0]
        ?.toLowerCase();
      if (w && w !== 'may') verbs.add(w);
    }
  }
  return verbs;
}

/**
 * One sentence often holds two duties: "Assess patient oral hygiene problems or needs and maintain
 * health records". Split at "and <verb>" / "; <verb>" when both halves are whole duties (the left
 * one at least four words, so "compute and post wages" stays one).
 */
function splitDuties(sentence: string): string[] {
  const known = dutyVerbs();
  for (const m of sentence.matchAll(/(?:,?\s+and\s+|;\s+)([a-z]+)(?=\s)/g)) {
    const left = sentence.slice(0, m.index);
    const right = sentence.slice((m.index ?? 0) + m[0].length - (m[1]?.length ?? 0));
    // "develop, and implement nursing care plans", "risks and propose and implement strategies":
    // a lone word before the "and" is a verb sharing the object; no split there.
    const lastWord =
      left
        .split(/[\s,]+/)
        .pop()
        ?.toLowerCase() ?? '';
    const sharesObject = known.has(lastWord) || /(?:,|\band)\s+[a-z]+$/.test(left);
    if (m[1] && known.has(m[1]) && !NOT_VERBS.has(m[1]) && !sharesObject && left.split(/\s+/).length >= 4 && right.split(/\s+/).length >= 3)
      return [left, ...splitDuties(right)];
  }
  return [sentence];
}

/** The description's first duty as a clause after "you will": "install, maintain, and repair ...". */
export function roleClause(description: string): string | undefined {
  const first = sentences(description).find((s) => !/^(includes|excludes|may\s)/i.test(s));
  return first ? lowerFirst(first.replace(/\band may\s+/g, 'and ')) : undefined;
}

/** "a, b and c" */
export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Tool names are common nouns in O*NET ("Dental curettes"); written mid-sentence in lower case. */
export function toolPhrase(tools: string[]): string {
  return listPhrase(tools.map((t) => lowerFirst(t).replace(/\bx ray\b/gi, 'X-ray')));
}

let usage: { descriptionWords: Map<string, number>; toolWords: Map<string, number> } | undefined;

/** How many occupations' descriptions and tool lists use each word. */
function wordUsage(): NonNullable<typeof usage> {
  if (usage) return usage;
  const data: OnetProfiles = ONET;
  const count = (map: Map<string, number>, keys: Iterable<string>) => {
    for (const k of new Set(keys)) map.set(k, (map.get(k) ?? 0) + 1);
  };
  usage = { descriptionWords: new Map(), toolWords: new Map() };
  for (const [description, , tools] of data.profiles ?? []) {
    count(usage.descriptionWords, contentWords(description));
    count(usage.toolWords, tools.flatMap(contentWords));
  }
  return usage;
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !['and', 'the', 'for', 'with'].includes(w));
}

/**
 * O*NET's build keeps the tools that best mark an occupation, which are often the rarest:
 * "epidural pumps" for a registered nurse, "salamander ovens" for a cook. Out of context they
 * read oddly, so a tool is kept only when every word of it is in common use across the data:
 * in at least two occupations' descriptions or three occupations' tool lists.
 */
export function commonTools(tools: string[]): string[] {
  const { descriptionWords, toolWords } = wordUsage();
  return tools.filter((tool) => contentWords(tool).every((w) => (descriptionWords.get(w) ?? 0) >= 2 || (toolWords.get(w) ?? 0) >= 3));
}
