// Per-field accuracy of the resume parser on the labelled resumes in shared/data/resumes-dev.
// Truth comes in two shapes (OfflineCV's `contact/experience/education/skills`, and OpenResume's
// `profile/workExperiences/educations/skills`); both are read into one `Truth`.
import fs from 'node:fs';
import path from 'node:path';
import { parseResumeDocument } from 'genai';
import type { ParsedResume } from 'genai';
import { sharedDataDir } from 'genai/test-fixtures';

interface TruthRole {
  title: string;
  company: string;
  dates?: string;
}
interface Truth {
  name: string;
  email: string;
  phone: string;
  location?: string;
  roles: TruthRole[];
  education: { degree: string; institution: string }[];
  skills: string[];
}

export const FIELDS = ['name', 'email', 'phone', 'location', 'roles', 'title', 'company', 'dates', 'school', 'degree', 'skills'] as const;
export type Field = (typeof FIELDS)[number];

/** OpenResume's parser on the same files (shared/data/README.md). */
export const OPENRESUME_BASELINE: Partial<Record<Field, number>> = {
  name: 0.88,
  email: 1,
  phone: 0.94,
  location: 0.93,
  roles: 0.81,
  title: 0.57,
  company: 0.77,
  school: 0.35,
  degree: 0.71,
};
export const REQUIRED = 0.9;

interface RawTruth {
  contact?: { full_name: string; email: string; phone: string; location?: string };
  experience?: { title: string; company: string; dates?: string }[];
  education?: { degree: string; institution: string }[];
  skills?: string[] | { featured?: string[]; descriptions?: string[] };
  profile?: { name: string; email: string; phone: string; location?: string };
  workExperiences?: { company: string; jobTitle: string; date?: string }[];
  educations?: { school: string; degree: string }[];
}

export function readTruth(raw: RawTruth): Truth {
  const contact =
    raw.contact ??
    (raw.profile ? { full_name: raw.profile.name, email: raw.profile.email, phone: raw.profile.phone, location: raw.profile.location } : undefined);
  let skills: string[] = [];
  if (Array.isArray(raw.skills)) skills = raw.skills;
  else if (raw.skills) {
    skills = [...(raw.skills.featured ?? [])];
    for (const row of raw.skills.descriptions ?? []) skills.push(...row.replace(/^[^:]+:\s*/, '').split(/\s*,\s*/));
  }
  return {
    name: contact?.full_name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    ...(contact?.location ? { location: contact.location } : {}),
    roles: raw.experience ?? (raw.workExperiences ?? []).map((w) => ({ title: w.jobTitle, company: w.company, ...(w.date ? { dates: w.date } : {}) })),
    education: raw.education ?? (raw.educations ?? []).map((e) => ({ degree: e.degree, institution: e.school })),
    skills,
  };
}

export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:|-]+|[\s,.;:|-]+$/g, '')
    .trim();
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEASON_MONTH: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

/** Independent reading of a truth date string into "YYYY[-MM]" points and an open end. */
export function truthDatePoints(dates: string): { points: string[]; open: boolean } {
  const points: string[] = [];
  for (const m of dates.matchAll(/(?:([a-z]+)\.?\s+)?((?:19|20)(?:\d\d|xx))|(\d{1,2})\/((?:19|20)\d\d)/gi)) {
    if (m[4]) {
      points.push(`${m[4]}-${m[3]!.padStart(2, '0')}`);
      continue;
    }
    const word = (m[1] ?? '').toLowerCase();
    const month = MONTHS.indexOf(word.slice(0, 3)) + 1 || SEASON_MONTH[word] || 0;
    const year = m[2]!.toUpperCase();
    points.push(month ? `${year}-${String(month).padStart(2, '0')}` : year);
  }
  return { points, open: /present|current|now/i.test(dates) };
}

interface DocScore {
  file: string;
  hits: Partial<Record<Field, [number, number]>>;
  notes: string[];
}

function scoreDocument(file: string, truth: Truth, parsed: ParsedResume): DocScore {
  const r = parsed.resume;
  const hits: DocScore['hits'] = {};
  const notes: string[] = [];
  const check = (field: Field, ok: boolean, got: string, want: string) => {
    const [a, b] = hits[field] ?? [0, 0];
    hits[field] = [a + (ok ? 1 : 0), b + 1];
    if (!ok) notes.push(`${field}: got "${got}" want "${want}"`);
  };
  check('name', normalize(r.basics.name) === normalize(truth.name), r.basics.name, truth.name);
  check('email', normalize(r.basics.email) === normalize(truth.email), r.basics.email, truth.email);
  check('phone', r.basics.phone.replace(/\D/g, '') === truth.phone.replace(/\D/g, ''), r.basics.phone, truth.phone);
  if (truth.location) check('location', normalize(r.basics.location.raw) === normalize(truth.location), r.basics.location.raw, truth.location);
  check('roles', r.work.length === truth.roles.length, String(r.work.length), String(truth.roles.length));
  truth.roles.forEach((role, i) => {
    const got = r.work[i];
    check('title', !!got && normalize(got.position) === normalize(role.title), got?.position ?? '', role.title);
    check('company', !!got && normalize(got.name) === normalize(role.company), got?.name ?? '', role.company);
    if (role.dates) {
      const want = truthDatePoints(role.dates);
      const gotPoints = got ? [got.startDate, got.endDate].filter((d) => d && !/^present$/i.test(d)).map((d) => d.toUpperCase()) : [];
      const ok = !!got && want.points.join(',') === gotPoints.join(',') && want.open === !!got.current;
      check('dates', ok, got ? `${got.startDate}..${got.endDate}${got.current ? ' present' : ''}` : '', role.dates);
    }
  });
  truth.education.forEach((edu, i) => {
    const got = r.education[i];
    check('school', !!got && normalize(got.institution) === normalize(edu.institution), got?.institution ?? '', edu.institution);
    const degree = got ? (got.degree ?? [got.studyType, got.area].filter(Boolean).join(' ')) : '';
    check('degree', !!got && normalize(degree) === normalize(edu.degree), degree, edu.degree);
  });
  // Skills: F1 of the item sets (1 when both are empty), as a fraction of one document.
  const want = new Set(truth.skills.map(normalize));
  const got = new Set(r.skills.flatMap((s) => s.keywords).map(normalize));
  const common = [...got].filter((s) => want.has(s)).length;
  const f1 = want.size === 0 && got.size === 0 ? 1 : want.size === 0 || got.size === 0 ? 0 : (2 * common) / (want.size + got.size);
  hits.skills = [f1, 1];
  if (f1 < 1) notes.push(`skills: F1 ${f1.toFixed(2)} got [${[...got].join('; ')}] want [${[...want].join('; ')}]`);
  return { file, hits, notes };
}

export interface ParserEval {
  files: number;
  accuracy: Record<Field, number>;
  counts: Record<Field, number>;
  failures: { file: string; notes: string[] }[];
}

export async function evaluateResumeParser(dir = path.join(sharedDataDir(), 'resumes-dev')): Promise<ParserEval> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  const totals = Object.fromEntries(FIELDS.map((f) => [f, [0, 0]])) as Record<Field, [number, number]>;
  const failures: ParserEval['failures'] = [];
  for (const file of files) {
    const truthPath = path.join(dir, file.replace(/\.pdf$/, '.truth.json'));
    if (!fs.existsSync(truthPath)) continue;
    const truth = readTruth(JSON.parse(fs.readFileSync(truthPath, 'utf8')) as RawTruth);
    const parsed = await parseResumeDocument(new Uint8Array(fs.readFileSync(path.join(dir, file))), file);
    const score = scoreDocument(file, truth, parsed);
    for (const field of FIELDS) {
      const [a, b] = score.hits[field] ?? [0, 0];
      totals[field][0] += a;
      totals[field][1] += b;
    }
    if (score.notes.length) failures.push({ file, notes: score.notes });
  }
  return {
    files: files.length,
    accuracy: Object.fromEntries(FIELDS.map((f) => [f, totals[f][1] ? totals[f][0] / totals[f][1] : 1])) as Record<Field, number>,
    counts: Object.fromEntries(FIELDS.map((f) => [f, totals[f][1]])) as Record<Field, number>,
    failures,
  };
}

export async function run(): Promise<{ title: string; table: string; passed: boolean }> {
  const result = await evaluateResumeParser();
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7);
  const rows = FIELDS.map((field) => {
    const value = result.accuracy[field];
    const baseline = OPENRESUME_BASELINE[field];
    const ok = value >= REQUIRED && (baseline === undefined || value > baseline || (baseline === 1 && value === 1));
    return `${field.padEnd(9)} ${pct(value)} ${String(result.counts[field]).padStart(5)} ${baseline === undefined ? '      -' : pct(baseline)}  ${ok ? 'ok' : 'BELOW'}`;
  });
  const passed = rows.every((r) => r.endsWith('ok'));
  const detail = process.env.HIREGEN_EVAL_VERBOSE ? ['', ...result.failures.flatMap((f) => [f.file, ...f.notes.map((n) => `  ${n}`)])] : [];
  return {
    title: `Resume parser, ${result.files} resumes (shared/data/resumes-dev)`,
    table: ['field      accuracy     n  OpenResume', ...rows, ...detail].join('\n'),
    passed,
  };
}
