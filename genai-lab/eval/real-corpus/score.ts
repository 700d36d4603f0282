/**
 * Per-field scoring of a parsed document against its printed truth (truth.ts). Work entries are
 * paired first (by company and title, not by position in the list), so one missed role does not
 * make every later role wrong; title, company, dates and bullets are then scored on the pairs, and
 * an unpaired truth entry counts as a miss for each of its fields. Dates compare at the precision
 * the document prints.
 */
import { inlinePlainText } from 'resume-templates';
import type { JsonResume, ResumeEducation, ResumeWork } from 'genai';
import { compactText, normalizeText, type RealTruth, type TruthEducation, type TruthWork } from './truth';

export const REAL_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'url',
  'summary',
  'pairing',
  'title',
  'company',
  'start',
  'end',
  'current-end',
  'bullets',
  'school',
  'degree',
  'area',
  'skills-recall',
  'skills-precision',
] as const;
export type RealField = (typeof REAL_FIELDS)[number];
export type Tally = Record<RealField, [hits: number, total: number]>;

export const emptyTally = (): Tally => Object.fromEntries(REAL_FIELDS.map((f) => [f, [0, 0]])) as unknown as Tally;

export function addTally(into: Tally, from: Tally): void {
  for (const f of REAL_FIELDS) {
    into[f][0] += from[f][0];
    into[f][1] += from[f][1];
  }
}

const plain = (s: string) => compactText(inlinePlainText(s));
const same = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && (normalizeText(a) === normalizeText(b) || (plain(a) !== '' && plain(a) === plain(b)));

function tokens(s: string | undefined): Set<string> {
  return new Set(
    normalizeText(s)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}
function dice(a: string | undefined, b: string | undefined): number {
  if (same(a, b)) return 1;
  const x = tokens(a);
  const y = tokens(b);
  if (!x.size || !y.size) return 0;
  let common = 0;
  for (const t of x) if (y.has(t)) common++;
  return (2 * common) / (x.size + y.size);
}

/** A parsed ISO-ish date agrees with a truth date at the truth's precision ("2019" or "2019-04"). */
export function sameDate(truth: string, parsed: string | undefined): boolean {
  return !!parsed && (parsed === truth || parsed.startsWith(`${truth}-`));
}

/** Pairs truth entries with parsed ones (best unused match, at least half alike). */
function pair<T, P>(truth: T[], parsed: P[], similarity: (t: T, p: P) => number): (P | undefined)[] {
  const used = new Set<number>();
  return truth.map((t) => {
    let best = -1;
    let bestScore = 0.5 - 1e-9;
    parsed.forEach((p, i) => {
      if (used.has(i)) return;
      const s = similarity(t, p);
      if (s > bestScore) {
        best = i;
        bestScore = s;
      }
    });
    if (best < 0) return undefined;
    used.add(best);
    return parsed[best];
  });
}

function workSimilarity(t: TruthWork, p: ResumeWork): number {
  const parts = [t.company && dice(t.company, p.name), t.position && dice(t.position, p.position)].filter((x): x is number => typeof x === 'number');
  return parts.length ? parts.reduce((a, b) => a + b, 0) / parts.length : 0;
}

function educationSimilarity(t: TruthEducation, p: ResumeEducation): number {
  return Math.max(t.institution ? dice(t.institution, p.institution) : 0, t.area ? dice(t.area, p.area || p.degree) * 0.8 : 0);
}

const stripUrl = (u: string | undefined) =>
  normalizeText(u)
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

export function scoreDocument(truth: RealTruth, parsed: JsonResume | undefined): Tally {
  const tally = emptyTally();
  const check = (field: RealField, ok: boolean) => {
    tally[field][1]++;
    if (ok) tally[field][0]++;
  };
  const b = truth.basics;
  const got = parsed?.basics;
  if (b.name) check('name', same(b.name, got?.name));
  if (b.email) check('email', normalizeText(b.email) === normalizeText(got?.email));
  if (b.phone) {
    const want = b.phone.replace(/\D/g, '');
    const have = (got?.phone ?? '').replace(/\D/g, '');
    check('phone', have.length >= 7 && (have === want || want.endsWith(have) || have.endsWith(want)));
  }
  if (b.location) {
    const loc = got?.location;
    const read = compactText([loc?.raw, loc?.city, loc?.region, loc?.countryCode].filter(Boolean).join(' '));
    const parts = [b.location.city, b.location.region, b.location.country].filter((s): s is string => !!s);
    check('location', !!read && parts.every((p) => read.includes(compactText(p))));
  }
  if (b.url) check('url', !!got && [got.url, ...got.profiles.map((p) => p.url)].some((u) => !!u && stripUrl(u) === stripUrl(b.url)));
  if (b.summary) check('summary', !!got?.summary && plain(got.summary) === plain(b.summary));

  const works = pair(truth.work, parsed?.work ?? [], workSimilarity);
  truth.work.forEach((t, i) => {
    const p = works[i];
    check('pairing', !!p);
    if (t.position) check('title', !!p && same(t.position, p.position));
    // "Acme Labs, Zurich, Switzerland" printed as one: a JSON name holding the place reads back as the
    // employer and its work.location, which loses nothing of what the design printed.
    if (t.company) check('company', !!p && (same(t.company, p.name) || (!!p.location && same(t.company, `${p.name}, ${p.location}`))));
    if (t.startDate) check('start', !!p && sameDate(t.startDate, p.startDate));
    if (t.endDate === 'present') check('current-end', !!p && !!p.current);
    else if (t.endDate) check('end', !!p && !p.current && sameDate(t.endDate, p.endDate));
    const bullets = (p?.highlights ?? []).map(plain);
    for (const h of t.highlights) check('bullets', bullets.includes(plain(h)));
  });

  const schools = pair(truth.education, parsed?.education ?? [], educationSimilarity);
  truth.education.forEach((t, i) => {
    const p = schools[i];
    if (t.institution) check('school', !!p && same(t.institution, p.institution));
    const degree = compactText(p?.degree);
    if (t.studyType) check('degree', !!p && (same(t.studyType, p.studyType) || (!!degree && degree.startsWith(compactText(t.studyType)))));
    if (t.area) check('area', !!p && (same(t.area, p.area) || (!!degree && degree.endsWith(compactText(t.area)))));
  });

  const want = new Set(truth.skills.map(normalizeText));
  // A group's name ("Languages") is a label the truth may hold, not a claim: it counts for recall
  // but only the keywords are held to precision.
  const keywords = new Set(
    (parsed?.skills ?? [])
      .flatMap((s) => s.keywords)
      .filter(Boolean)
      .map(normalizeText),
  );
  const names = new Set((parsed?.skills ?? []).map((s) => normalizeText(s.name)).filter(Boolean));
  for (const w of want) check('skills-recall', keywords.has(w) || names.has(w));
  for (const k of keywords) check('skills-precision', want.has(k));
  return tally;
}
