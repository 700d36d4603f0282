/**
 * Job title normalisation: expands abbreviations ("Sr. SWE" → "Senior Software Engineer"),
 * finds the seniority and the title family (curated), and the closest O*NET occupation with its
 * SOC code, so titles from any field can be compared.
 */
import { ONET } from './onet';
import {
  SENIORITY_LEVELS,
  SENIORITY_RULES,
  TITLE_ABBREVIATIONS,
  TITLE_FAMILY_RULES,
  familySimilarity,
  type Seniority,
  type TitleFamily,
} from './curated-titles';

export interface NormalizedTitle {
  input: string;
  /** Expanded, title-cased: "Senior Software Engineer". */
  canonical: string;
  seniority: Seniority;
  /** Whether the seniority was written in the title or assumed ("mid"). */
  senioritySource: 'title' | 'default';
  family?: TitleFamily;
  occupation?: { code: string; title: string; score: number };
}

interface OnetTitles {
  occupations: [string, string][];
  titles: [string, number][];
  acronyms: [string, string, number][];
}

export const SMALL_WORDS = new Set(['of', 'and', 'in', 'for', 'the', 'to', 'a', 'at', 'on']);
const UPPER_WORDS = new Set(['ui', 'ux', 'qa', 'ios', 'ai', 'it', 'hr', 'sap', 'seo', 'etl', 'bi', 'mern', 'mean', 'lamp', 'ii', 'iii', 'iv']);

function titleCase(s: string): string {
  return s
    .split(' ')
    .map((w, i) => (UPPER_WORDS.has(w) ? w.toUpperCase() : i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Lower-case, abbreviations expanded, punctuation dropped. */
let acronymMap: Map<string, string> | undefined;
let occupationByCode: Map<string, [string, string]> | undefined;

export function expandTitle(title: string): string {
  acronymMap ??= new Map(ONET.acronyms.map((a) => [a[0], a[1]]));
  const words = title
    .replace(/[()[\],;:|/]+/g, ' ')
    .replace(/\b(\w+)\.(?=\s|$)/g, '$1')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (const raw of words) {
    const lower = raw.toLowerCase().replace(/\.$/, '');
    const curated = TITLE_ABBREVIATIONS[lower];
    if (curated !== undefined) {
      out.push(curated);
      continue;
    }
    // O*NET acronym short titles ("LPN", "CNA") when written in capitals.
    const acro = /^[A-Z]{2,6}$/.test(raw) ? acronymMap.get(raw) : undefined;
    out.push(acro ? acro.toLowerCase() : lower);
  }
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

export function titleFamily(expanded: string): TitleFamily | undefined {
  for (const [family, re] of TITLE_FAMILY_RULES) if (re.test(expanded)) return family;
  return undefined;
}

export function titleSeniority(expanded: string): { seniority: Seniority; source: 'title' | 'default' } {
  for (const [level, re] of SENIORITY_RULES) if (re.test(expanded)) return { seniority: level, source: 'title' };
  return { seniority: 'mid', source: 'default' };
}

export function seniorityRank(s: Seniority): number {
  return SENIORITY_LEVELS.indexOf(s);
}

interface TitleIndex {
  entries: { words: string[]; occ: number }[];
  byWord: Map<string, number[]>;
  /** Per last word, how many occupations have a title ending in it ("technician" 153, "biologist" 3). */
  headBreadth: Map<string, number>;
}
/** A head ending the titles of this many occupations does not say the line of work on its own. */
const BROAD_HEAD_OCCUPATIONS = 20;
let titleIndex: TitleIndex | undefined;

/**
 * O*NET reports many titles with their other form in brackets ("Information Technology Manager (IT
 * Manager)"). Indexed as one run of words, the pair is twice as long as either form, so a short
 * title matched it worse than any two-word occupation sharing its head ("IT Manager" went to
 * Marketing Managers); each form is indexed on its own.
 */
export function titleForms(title: string): string[] {
  const m = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(title);
  return m ? [m[1]!, m[2]!] : [title];
}

function buildTitleIndex(): TitleIndex {
  const data: OnetTitles = ONET;
  const entries: TitleIndex['entries'] = [];
  const add = (title: string, occ: number) =>
    entries.push({
      words: title
        .toLowerCase()
        .split(/[^a-z0-9+#]+/)
        .filter((w) => w && !SMALL_WORDS.has(w))
        .map(stem),
      occ,
    });
  data.occupations.forEach(([, title], i) => add(title, i));
  for (const [title, occ] of data.titles) for (const form of titleForms(title)) add(form, occ);
  for (const [, title, occ] of data.acronyms) add(title, occ);
  const byWord = new Map<string, number[]>();
  entries.forEach((e, i) => {
    for (const w of new Set(e.words)) {
      const l = byWord.get(w) ?? [];
      l.push(i);
      byWord.set(w, l);
    }
  });
  const occupationsByHead = new Map<string, Set<number>>();
  for (const e of entries) {
    const last = e.words[e.words.length - 1];
    if (last) occupationsByHead.set(last, (occupationsByHead.get(last) ?? new Set()).add(e.occ));
  }
  return { entries, byWord, headBreadth: new Map([...occupationsByHead].map(([w, occs]) => [w, occs.size])) };
}

export const SENIORITY_WORDS = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'staff',
  'intern',
  'associate',
  'entry',
  'level',
  'mid',
  'ii',
  'iii',
  'iv',
  'i',
  'head',
  'experienced',
  'trainee',
]);

/** The closest O*NET occupation by word overlap, the last (head) word counting double. */
export function closestOccupation(expanded: string): NormalizedTitle['occupation'] {
  titleIndex ??= buildTitleIndex();
  const words = expanded
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w && !SMALL_WORDS.has(w) && !SENIORITY_WORDS.has(w))
    .map(stem);
  if (!words.length) return undefined;
  const head = words[words.length - 1]!;
  const scores = new Map<number, number>();
  for (const w of new Set(words)) for (const i of titleIndex.byWord.get(w) ?? []) scores.set(i, (scores.get(i) ?? 0) + (w === head ? 2 : 1));
  // A title of several words names its line of work before its head. When the head ends the
  // titles of many occupations, one sharing only the head ("HPC/cloud specialist" and Water
  // Resource Specialists, "IT Technician" and Bioinformatics Technicians) is another job that ends
  // in the same noun; a narrow head ("Marine Biologist": three occupations) still places it.
  const needsOwnWord = new Set(words).size > 1 && (titleIndex.headBreadth.get(head) ?? 0) >= BROAD_HEAD_OCCUPATIONS;
  let best = -1;
  let bestScore = 0;
  for (const [i, hits] of scores) {
    if (needsOwnWord && hits <= 2 && titleIndex.entries[i]!.words.includes(head)) continue;
    const e = titleIndex.entries[i]!;
    const eHead = e.words[e.words.length - 1];
    const score = hits / (words.length + 1 + Math.max(0, e.words.length - words.length) * 0.5) + (eHead === head ? 0.1 : 0);
    if (score > bestScore || (score === bestScore && i < best)) {
      best = i;
      bestScore = score;
    }
  }
  if (best < 0 || bestScore < 0.45) return undefined;
  const occ = ONET.occupations[titleIndex.entries[best]!.occ]!;
  return { code: occ[0], title: occ[1], score: Math.round(Math.min(1, bestScore) * 100) / 100 };
}

/** Where a curated family has a clear O*NET occupation, use it rather than word overlap. */
const FAMILY_OCCUPATION: Partial<Record<TitleFamily, string>> = {
  frontend: '15-1254.00',
  fullstack: '15-1252.00',
  backend: '15-1252.00',
  software: '15-1252.00',
  mobile: '15-1252.00',
  qa: '15-1253.00',
  ml: '15-2051.00',
  'data-science': '15-2051.00',
  security: '15-1212.00',
  'data-engineering': '15-1243.00',
};

function occupationFor(expanded: string, family: TitleFamily | undefined): NormalizedTitle['occupation'] {
  const code = family ? FAMILY_OCCUPATION[family] : undefined;
  occupationByCode ??= new Map(ONET.occupations.map((o) => [o[0], o]));
  const occ = code ? occupationByCode.get(code) : undefined;
  if (occ) return { code: occ[0], title: occ[1], score: 1 };
  return closestOccupation(expanded);
}

export interface NormalizeTitleOptions {
  /** 'always' (default) or only when no curated family was found (cheaper, for ranking many resumes). */
  occupation?: 'always' | 'if-no-family';
}

/**
 * The title without a team or unit written after a dash or bar ("Technical Support Analyst —
 * Platform Support Team"): the part before it is kept when it ends in a title head, so the job is
 * read from the role's own words. "Registered Nurse - ICU" keeps the whole, as "ICU" is no team,
 * and so does "Software Engineer - Team Lead", whose tail is a level.
 */
export function roleTitle(title: string): string {
  const m = /^(.+?)\s+[—–|-]\s+(.+)$/.exec(title);
  if (!m) return title;
  const lead = m[1]!.trim();
  const tail = m[2]!.toLowerCase();
  const last = stem(
    lead
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean)
      .pop() ?? '',
  );
  titleIndex ??= buildTitleIndex();
  // The lead is a role when an O*NET title ends in its last word.
  // The tail is a team when it ends in one and says no level ("— Team Lead" is a role).
  const team = /\b(?:team|group|squad|unit|department|division|tribe)s?$/.test(tail) && titleSeniority(tail).source === 'default';
  return titleIndex.headBreadth.has(last) && team ? lead : title;
}

export function normalizeTitle(title: string, options: NormalizeTitleOptions = {}): NormalizedTitle {
  const input = title.slice(0, 200);
  const expanded = expandTitle(roleTitle(input));
  const { seniority, source } = titleSeniority(expanded);
  const family = titleFamily(expanded);
  return {
    input,
    canonical: titleCase(expanded),
    seniority,
    senioritySource: source,
    ...(family ? { family } : {}),
    ...(() => {
      if (family && options.occupation === 'if-no-family') return {};
      const o = occupationFor(expanded, family);
      return o ? { occupation: o } : {};
    })(),
  };
}

/** How close two titles are as jobs, 0..1: curated family first, then the O*NET SOC code. */
export function titleSimilarity(a: NormalizedTitle, b: NormalizedTitle): number {
  const fam = familySimilarity(a.family, b.family);
  if (a.family && b.family) return fam;
  if (a.occupation && b.occupation) {
    const x = a.occupation.code;
    const y = b.occupation.code;
    if (x === y) return 0.95;
    if (x.slice(0, 6) === y.slice(0, 6)) return 0.8;
    if (x.slice(0, 5) === y.slice(0, 5)) return 0.6;
    if (x.slice(0, 4) === y.slice(0, 4)) return 0.45;
    if (x.slice(0, 2) === y.slice(0, 2)) return 0.25;
    return 0;
  }
  return fam;
}
