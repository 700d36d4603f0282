/**
 * What the matcher knows about one resume: skills with how strongly each is evidenced, titles
 * in order of recency, years of experience, education, and signs of keyword stuffing. Built from
 * the resume TEXT (always) and the structured JSON Resume when the parser gave one, so a weak
 * parse never sinks a good candidate.
 */
import type { JsonResume } from '../resume/json-resume';
import { findSkillHits, findSkillHitsInTokens, inferSkills, type SkillHit } from '../skills/extract-skills';
import { skillDictionary } from '../taxonomy/dictionary';
import { normalizeTitle, titleFamily, expandTitle, type NormalizedTitle } from '../taxonomy/titles';
import { degreeLevel, studyFields, DEGREE_RANK, type DegreeLevel } from '../jobs/education';
import { tokenize, type Token } from '../text/tokenize';

export type ResumeSection = 'header' | 'summary' | 'skills' | 'experience' | 'projects' | 'education' | 'certifications' | 'other';

export interface ResumeSkillEvidence {
  id: string;
  name: string;
  /** 0..1: used in experience or projects = 1, listed in a skills section ≈ 0.65, keyword dump ≈ 0.25. */
  strength: number;
  sections: ResumeSection[];
  /** A short snippet around the best evidence. */
  evidence: string;
}

export interface ResumeTitle {
  title: string;
  normalized: NormalizedTitle;
  /** 0 = current or headline, 1 = previous, ... */
  recency: number;
  /**
   * The title with the piece written after it on its line ("Senior Engineer, Customer Support"
   * for "Senior Engineer"), for comparing roles word by word: a line split at its commas can cut
   * the role's own words off the title.
   */
  role?: string;
}

export interface ResumeInput {
  text: string;
  resume?: JsonResume;
}

export interface ResumeProfile {
  skills: Map<string, ResumeSkillEvidence>;
  /** Skills implied by found ones (React ⇒ JavaScript), with the source skill. */
  inferred: Map<string, { name: string; via: string; strength: number }>;
  titles: ResumeTitle[];
  yearsExperience?: number;
  education: { level: DegreeLevel; fields: string[] };
  /** Lower-case word counts of the usable text (for "other keywords"). */
  words: Set<string>;
  flags: string[];
  /** The text the skills were read from (copied job text removed). */
  usableText: string;
}

const SECTION_RULES: [ResumeSection, RegExp][] = [
  ['summary', /^(professional |career )?(summary|profile|objective|about( me)?|overview)$/i],
  [
    'skills',
    /^(technical |key |core |professional )?(skills|competencies|technologies|tech stack|expertise|skills (&|and) (tools|technologies|interests)|tools|areas of expertise)$/i,
  ],
  ['experience', /^(work |professional |employment |relevant )?(experience|history|employment|career history|work history)$/i],
  ['projects', /^(personal |academic |key |side )?projects$/i],
  ['education', /^(education|academic (background|qualifications)|qualifications|education (&|and) training)$/i],
  [
    'certifications',
    /^(certifications?|licenses?( (&|and) certifications)?|courses|training|awards?|achievements|publications|languages|interests|hobbies|references)$/i,
  ],
];

const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12 };
const DATE_RANGE_RE =
  /(?:(?<m1>jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s*,?\s*|(?<n1>\d{1,2})\s*[/.-]\s*)?(?<y1>(?:19|20)\d{2})\s*(?:-|–|—|to|until)\s*(?:(?<m2>jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s*,?\s*|(?<n2>\d{1,2})\s*[/.-]\s*)?(?<y2>(?:19|20)\d{2}|present|current|now|date|today|ongoing)/gi;

/** Splits resume text into lines tagged with the section they sit in. */
export function resumeSections(text: string): { line: string; section: ResumeSection; start: number; end: number }[] {
  const out: { line: string; section: ResumeSection; start: number; end: number }[] = [];
  let section: ResumeSection = 'header';
  let offset = 0;
  for (const raw of text.split('\n')) {
    const start = offset;
    offset += raw.length + 1;
    const line = raw.trim();
    if (!line) continue;
    const heading = line
      .replace(/[:#*_|]+$/g, '')
      .replace(/^[#*_\s]+/, '')
      .trim();
    const rule = heading.split(/\s+/).length <= 5 ? SECTION_RULES.find(([, re]) => re.test(heading)) : undefined;
    if (rule) {
      section = rule[0];
      continue;
    }
    // start/end: offsets of the trimmed line in `text`.
    const lead = raw.length - raw.trimStart().length;
    out.push({ line, section, start: start + lead, end: start + lead + line.length });
  }
  return out;
}

/** Year-month as a number of months, for interval arithmetic. */
function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

/** Total years covered by the date ranges (overlaps merged). `now` is fixed by the caller for determinism. */
export function yearsFromRanges(ranges: [number, number][]): number {
  const sorted = ranges.filter(([a, b]) => b >= a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let cur: [number, number] | undefined;
  for (const r of sorted) {
    if (!cur || r[0] > cur[1]) {
      if (cur) total += cur[1] - cur[0];
      cur = [r[0], r[1]];
    } else cur[1] = Math.max(cur[1], r[1]);
  }
  if (cur) total += cur[1] - cur[0];
  return Math.round((total / 12) * 10) / 10;
}

function rangesInText(text: string, nowMonth: number): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(DATE_RANGE_RE)) {
    const g = m.groups ?? {};
    const y1 = Number(g.y1);
    const m1 = g.m1 ? (MONTHS[g.m1.toLowerCase().slice(0, 3)] ?? 1) : g.n1 ? Math.min(12, Math.max(1, Number(g.n1))) : 1;
    const open = /present|current|now|date|today|ongoing/i.test(g.y2 ?? '');
    const end = open
      ? nowMonth
      : monthIndex(Number(g.y2), g.m2 ? (MONTHS[g.m2.toLowerCase().slice(0, 3)] ?? 12) : g.n2 ? Math.min(12, Math.max(1, Number(g.n2))) : 12);
    const start = monthIndex(y1, m1);
    if (end >= start && end - start < 50 * 12) out.push([start, end]);
  }
  return out;
}

function dateToMonth(d: string | undefined, fallback: number): number | undefined {
  if (!d) return undefined;
  const m = d.match(/^((?:19|20)\d{2})(?:-(\d{1,2}))?/);
  return m ? monthIndex(Number(m[1]), m[2] ? Number(m[2]) : 1) : fallback;
}

const TITLE_HEAD_RE =
  /\b(engineer|developer|manager|designer|analyst|scientist|architect|consultant|nurse|teacher|lead|director|specialist|administrator|officer|assistant|associate|accountant|intern|programmer|technician|coordinator|executive|representative|owner|head|chef|writer|recruiter|advisor|president|founder|clerk|supervisor|therapist|physician)s?\b/i;

/**
 * Title-like pieces of a line: "Full Stack Developer, Uber, San Francisco" → "Full Stack Developer",
 * with the piece after it as `role` ("Full Stack Developer Uber").
 */
function titleInLine(line: string): { title: string; role: string } | undefined {
  if (line.length > 140 || (/[.!?]$/.test(line) && line.split(/\s+/).length > 10)) return undefined;
  const pieces = line.replace(DATE_RANGE_RE, '|').split(/\s*(?:[,|•–—]|\s-\s|\bat\b|@)\s*/);
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!.trim();
    if (p.length < 3 || p.split(/\s+/).length > 7) continue;
    if (TITLE_HEAD_RE.test(p) && /^[\p{Lu}]/u.test(p)) return { title: p, role: `${p} ${pieces[i + 1]?.trim() ?? ''}`.trim() };
  }
  return undefined;
}

const SNIPPET = 70;
/** Strength of a skill seen only in a keyword list outside the skills section. */
const DUMP_STRENGTH = 0.2;

/**
 * Finds runs of 8+ consecutive words shared with the job text: a resume that pastes the job
 * description (often as hidden text) gets those runs removed before skills are read.
 */
const SHINGLE_WORDS = 8;

export function jobShingles(jobText: string): Set<string> {
  const jobWords = tokenize(jobText)
    .filter((t) => !t.punct)
    .map((t) => t.norm);
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= jobWords.length; i++) shingles.add(jobWords.slice(i, i + SHINGLE_WORDS).join(' '));
  return shingles;
}

export function removeCopiedJobText(
  resumeText: string,
  shingles: Set<string> | undefined,
  run = SHINGLE_WORDS,
  tokensIn?: Token[],
): { text: string; copiedWords: number } {
  if (!shingles || !shingles.size) return { text: resumeText, copiedWords: 0 };
  // Cheap prefilter: only where `run` consecutive words all occur in the job is a shingle built.
  const jobWords = shingleWords(shingles);
  const tokens = (tokensIn ?? tokenize(resumeText)).filter((t) => !t.punct);
  const copied = new Array<boolean>(tokens.length).fill(false);
  let streak = 0;
  let any = false;
  for (let i = 0; i < tokens.length; i++) {
    streak = jobWords.has(tokens[i]!.norm) ? streak + 1 : 0;
    if (streak < run) continue;
    const from = i - run + 1;
    let key = tokens[from]!.norm;
    for (let k = from + 1; k <= i; k++) key += ` ${tokens[k]!.norm}`;
    if (shingles.has(key)) {
      for (let k = from; k <= i; k++) copied[k] = true;
      any = true;
    }
  }
  if (!any) return { text: resumeText, copiedWords: 0 };
  let copiedWords = 0;
  let out = '';
  let last = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!copied[i]) continue;
    copiedWords++;
    const t = tokens[i]!;
    out += resumeText.slice(last, t.start);
    last = t.end;
  }
  out += resumeText.slice(last);
  return { text: out, copiedWords };
}

const shingleWordCache = new WeakMap<Set<string>, Set<string>>();
function shingleWords(shingles: Set<string>): Set<string> {
  let words = shingleWordCache.get(shingles);
  if (!words) {
    words = new Set<string>();
    for (const sh of shingles) for (const w of sh.split(' ')) words.add(w);
    shingleWordCache.set(shingles, words);
  }
  return words;
}

export interface ProfileOptions {
  /** The job text, to discount text copied from it (or its shingles, precomputed by prepareJob). */
  jobText?: string;
  jobShingles?: Set<string>;
  /** "Now" as year-month for open ranges ("2020 – Present"); fixed for determinism in tests. */
  now?: { year: number; month: number };
}

export function buildResumeProfile(input: ResumeInput, options: ProfileOptions = {}): ResumeProfile {
  const dict = skillDictionary();
  const flags: string[] = [];
  const rawText = (input.text ?? '').slice(0, 200_000);
  const rawTokens = tokenize(rawText);
  const { text, copiedWords } = removeCopiedJobText(
    rawText,
    options.jobShingles ?? (options.jobText ? jobShingles(options.jobText) : undefined),
    SHINGLE_WORDS,
    rawTokens,
  );
  if (copiedWords >= 16) flags.push(`${copiedWords} words copied from the job description were ignored`);
  const now = options.now ?? { year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() + 1 };
  const nowMonth = monthIndex(now.year, now.month);
  const lines = resumeSections(text);

  // Skills: strength by where they are found; keyword dumps outside a skills section count little.
  const skills = new Map<string, ResumeSkillEvidence>();
  const wordCounts = new Map<string, number>();
  let dumpHits = 0;
  // One pass over the whole text (a phrase never crosses a line), then hits and words per line.
  const allTokens = copiedWords ? tokenize(text) : rawTokens;
  const allHits = findSkillHitsInTokens(text, allTokens);
  for (const t of allTokens) if (!t.punct) wordCounts.set(t.norm, (wordCounts.get(t.norm) ?? 0) + 1);
  let tokenAt = 0;
  let hitAt = 0;
  for (const { line, section, start: lineStart, end: lineEnd } of lines) {
    let wordsInLine = 0;
    while (tokenAt < allTokens.length && allTokens[tokenAt]!.start < lineStart) tokenAt++;
    for (let k = tokenAt; k < allTokens.length && allTokens[k]!.start < lineEnd; k++) if (!allTokens[k]!.punct) wordsInLine++;
    while (hitAt < allHits.length && allHits[hitAt]!.start < lineStart) hitAt++;
    const hits: SkillHit[] = [];
    for (let k = hitAt; k < allHits.length && allHits[k]!.start < lineEnd; k++) hits.push(allHits[k]!);
    if (!hits.length) continue;
    // Hit offsets are in the whole text; make them line-relative for snippets.
    for (let k = 0; k < hits.length; k++) {
      const h = hits[k]!;
      hits[k] = { ...h, start: h.start - lineStart, end: h.end - lineStart };
    }
    const covered = hits.reduce((n, h) => n + (h.to - h.from), 0);
    const listLike = hits.length >= 4 && covered / Math.max(1, wordsInLine) >= 0.55;
    let strength: number;
    if (section === 'skills') strength = 0.65;
    else if (listLike) {
      strength = DUMP_STRENGTH;
      dumpHits += hits.length;
    } else if (section === 'experience' || section === 'projects') strength = 1;
    else if (section === 'summary' || section === 'header') strength = 0.75;
    else if (section === 'certifications') strength = 0.7;
    else if (section === 'education') strength = 0.5;
    else strength = 0.6;
    for (const h of hits) {
      const entry = dict.skills.get(h.skillId);
      if (!entry) continue;
      const snippet = line.length <= SNIPPET * 2 ? line : line.slice(Math.max(0, h.start - SNIPPET), h.end + SNIPPET);
      const prev = skills.get(h.skillId);
      if (!prev) skills.set(h.skillId, { id: entry.id, name: entry.name, strength, sections: [section], evidence: snippet });
      else {
        if (!prev.sections.includes(section)) prev.sections.push(section);
        if (strength > prev.strength) {
          prev.strength = strength;
          prev.evidence = snippet;
        }
      }
    }
  }
  // Listed in two places: a little more than one.
  for (const s of skills.values()) if (s.strength < 1 && s.sections.length >= 2 && s.strength >= 0.5) s.strength = Math.min(1, s.strength + 0.1);
  // A large keyword dump outside the skills section (pasted or hidden text) earns nothing.
  if (dumpHits >= 12) {
    flags.push('keyword lists outside the skills section were ignored');
    for (const [id, s] of skills) if (s.strength <= DUMP_STRENGTH) skills.delete(id);
  }
  // Without any experience or projects, a skills list proves little; an oversized list, less.
  const hasExperience = lines.some((l) => l.section === 'experience' || l.section === 'projects');
  const listedOnly = [...skills.values()].filter((s) => s.sections.every((x) => x === 'skills'));
  const listFactor = !hasExperience ? 0.7 : listedOnly.length > 40 ? 0.7 : 1;
  if (listFactor < 1) for (const s of listedOnly) s.strength = Math.round(s.strength * listFactor * 100) / 100;
  const total = [...wordCounts.values()].reduce((a, b) => a + b, 0);
  const repeated = [...wordCounts.entries()].filter(([w, c]) => c >= 8 && w.length > 2 && c / Math.max(1, total) > 0.03 && dict.aliases.has(w));
  if (repeated.length)
    flags.push(
      `keywords repeated unusually often: ${repeated
        .slice(0, 5)
        .map(([w]) => w)
        .join(', ')}`,
    );

  // Structured resume: work and project bullets are "used" evidence, skills are "listed".
  const structuredLines: [string, ResumeSection, number][] = [];
  for (const w of input.resume?.work ?? []) for (const l of [w.summary ?? '', ...(w.highlights ?? [])]) structuredLines.push([l, 'experience', 1]);
  for (const p of input.resume?.projects ?? []) for (const l of [p.description ?? '', ...(p.highlights ?? [])]) structuredLines.push([l, 'projects', 1]);
  if (input.resume?.basics?.summary) structuredLines.push([input.resume.basics.summary, 'summary', 0.75]);
  for (const [line, section, strength] of structuredLines) {
    if (!line.trim()) continue;
    for (const h of findSkillHits(line.slice(0, 2000))) {
      const entry = dict.skills.get(h.skillId);
      if (!entry) continue;
      const prev = skills.get(h.skillId);
      if (!prev) skills.set(h.skillId, { id: entry.id, name: entry.name, strength, sections: [section], evidence: line.slice(0, SNIPPET * 2) });
      else if (!prev.sections.includes(section)) {
        prev.sections.push(section);
        prev.strength = Math.max(prev.strength, strength);
      }
    }
  }
  // Structured resume skills, when present, are "listed" evidence.
  for (const group of input.resume?.skills ?? []) {
    for (const name of [group.name, ...(group.keywords ?? [])]) {
      for (const h of findSkillHits(name)) {
        const entry = dict.skills.get(h.skillId);
        if (entry && !skills.has(h.skillId)) skills.set(h.skillId, { id: entry.id, name: entry.name, strength: 0.6, sections: ['skills'], evidence: name });
      }
    }
  }

  const inferred = new Map<string, { name: string; via: string; strength: number }>();
  for (const inf of inferSkills(skills.keys())) {
    const via = inf.via[0] ?? '';
    const viaStrength = Math.max(...[...skills.values()].filter((s) => inf.via.includes(s.name)).map((s) => s.strength), 0.5);
    inferred.set(inf.id, { name: inf.name, via, strength: viaStrength });
  }

  // Titles: structured work positions first (most recent first), else headline + experience lines.
  const titles: ResumeTitle[] = [];
  const addTitle = (title: string, recency: number, role?: string) => {
    const t = title.trim();
    if (!t || titles.some((x) => x.title.toLowerCase() === t.toLowerCase() && x.recency <= recency)) return;
    const normalized = normalizeTitle(t, { occupation: 'if-no-family' });
    if (!normalized.family && !normalized.occupation) return;
    titles.push({ title: t, normalized, recency, ...(role && role !== t ? { role } : {}) });
  };
  if (input.resume?.basics?.label) addTitle(input.resume.basics.label, 0);
  const work = input.resume?.work ?? [];
  work.forEach((w, i) => addTitle(w.position, i));
  if (!work.length) {
    const headerTitle = lines
      .filter((l) => l.section === 'header')
      .slice(0, 4)
      .map((l) => l.line)
      .find((l) => l.split(/\s+/).length <= 6 && titleFamily(expandTitle(l)) !== undefined);
    if (headerTitle) addTitle(headerTitle, 0);
    let rank = 0;
    for (const { line, section } of lines) {
      if (section !== 'experience') continue;
      const t = titleInLine(line);
      if (t) addTitle(t.title, rank++, t.role);
    }
    if (!titles.length) {
      const summary = lines.find((l) => l.section === 'summary' || l.section === 'header')?.line ?? '';
      const m = summary.match(/\b([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,4})\s+with\s+(?:over\s+)?\d+/);
      if (m && m[1]) addTitle(m[1], 0);
    }
  }
  titles.sort((a, b) => a.recency - b.recency);

  // Years of experience: structured dates, else date ranges in the experience section, else a claim.
  let ranges: [number, number][] = [];
  for (const w of work) {
    const start = dateToMonth(w.startDate, nowMonth);
    const end = w.current || !w.endDate ? nowMonth : dateToMonth(w.endDate, nowMonth);
    if (start !== undefined && end !== undefined) ranges.push([start, end]);
  }
  if (!ranges.length) {
    const expLines = lines.filter((l) => l.section === 'experience').map((l) => l.line);
    // Dates on their own line before the role ("2017 –\nPresent") are joined first.
    ranges = rangesInText((expLines.length ? expLines : lines.filter((l) => l.section !== 'education').map((l) => l.line)).join(' '), nowMonth);
  }
  let yearsExperience: number | undefined = ranges.length ? yearsFromRanges(ranges) : undefined;
  const claim = text.match(/\b(?:over|more than|nearly|almost)?\s*(\d{1,2})\+?\s*(?:years?|yrs)(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?experience/i);
  if (yearsExperience === undefined && claim) yearsExperience = Number(claim[1]);

  // Education: structured first, then the education section, else any degree words.
  let level: DegreeLevel = 'none';
  const fields = new Set<string>();
  for (const e of input.resume?.education ?? []) {
    const l = degreeLevel(`${e.studyType} ${e.area}`);
    if (DEGREE_RANK[l] > DEGREE_RANK[level]) level = l;
    for (const f of studyFields(`${e.studyType} ${e.area}`)) fields.add(f);
  }
  if (level === 'none') {
    const eduLines = lines.filter((l) => l.section === 'education').map((l) => l.line);
    const source = eduLines.length
      ? eduLines
      : lines.map((l) => l.line).filter((l) => /\b(university|college|institute|school|degree|bachelor|master)\b/i.test(l));
    for (const l of source) {
      const lv = degreeLevel(l);
      if (DEGREE_RANK[lv] > DEGREE_RANK[level]) level = lv;
      if (lv !== 'none') for (const f of studyFields(l)) fields.add(f);
    }
  }

  return {
    skills,
    inferred,
    titles,
    ...(yearsExperience !== undefined ? { yearsExperience } : {}),
    education: { level, fields: [...fields] },
    words: new Set(wordCounts.keys()),
    flags,
    usableText: text,
  };
}
