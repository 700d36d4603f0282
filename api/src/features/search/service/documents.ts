// Firestore documents → search documents. One mapping per source: open jobs (public), the talent
// directory, an organisation's applications and uploaded talent. Each carries the access fields
// the read rules look at (where it lives; an application's orgId, candidateUid and
// interviewerUids), and searches apply platform/read-access.ts's mayRead to them — the
// same decision as the rules: an Interviewer sees only the applications assigned to them,
// uploaded talent is HR's only.
import type { Application, Job, JsonResume, Seniority, StoredTime, Talent, TalentDirectoryEntry } from 'shared-schemas';
import { seniorityFromEngine, storedTimeMs } from 'shared-schemas';
import { applicationAccess } from '../../../platform/read-access';
import { placeOf } from './geo';
import type { AnnualSalary, SearchDoc } from './search-index';
import { canonicalSkill } from './synonyms';

const BODY_MAX = 20_000;
const PERIOD_FACTOR: Record<string, number> = { year: 1, month: 12, hour: 2080 };

/** A stored time in ms (0 when missing): the one reader, shared-schemas' storedTimeMs. */
export const timeOf = (value: StoredTime | null | undefined): number => storedTimeMs(value);

const iso = (ms: number) => (ms ? new Date(ms).toISOString() : null);
const text = (value: unknown, max = 2_000) => (typeof value === 'string' ? value.slice(0, max) : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

function annualSalary(salary: Job['parsed']['salary'] | undefined): AnnualSalary | null {
  if (!salary || typeof salary.currency !== 'string') return null;
  const factor = PERIOD_FACTOR[salary.period] ?? 1;
  const scale = (value: number | null) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * factor) : null);
  const min = scale(salary.min);
  const max = scale(salary.max);
  return min === null && max === null ? null : { min, max, currency: salary.currency.toUpperCase() };
}

/** An open job as the public sees it; null for anything not open. */
export function jobDoc(id: string, job: Partial<Job>): SearchDoc | null {
  if (job.status !== 'open' || typeof job.title !== 'string') return null;
  const parsed: Partial<Job['parsed']> = job.parsed ?? {};
  const required = strings(parsed.requiredSkills);
  const preferred = strings(parsed.preferredSkills);
  const skills = unique([...required, ...preferred].map(canonicalSkill));
  const location = text(parsed.location, 200);
  const remotePolicy = parsed.remote ?? 'onsite';
  const postedAt = timeOf(job.openedAt) || timeOf(job.createdAt);
  // A job parsed by the engine may carry its finer scale (junior, principal): mapped, not dropped.
  const seniority = seniorityFromEngine(parsed.seniority);
  return {
    id,
    kind: 'job',
    text: {
      title: text(job.title, 200),
      skills: unique([...skills, ...required, ...preferred]).join(', '),
      location: [location, remotePolicy === 'onsite' ? '' : remotePolicy].filter(Boolean).join(' · '),
      company: text(job.orgName, 200),
      body: text(job.description, BODY_MAX),
    },
    skills,
    seniority,
    years: typeof parsed.minYears === 'number' ? parsed.minYears : null,
    remote: remotePolicy === 'remote',
    place: placeOf(location),
    postedAt,
    orgId: job.orgId ?? null,
    orgName: job.orgName ?? null,
    salary: annualSalary(parsed.salary ?? null),
    access: { scope: 'public' },
    source: null,
    display: {
      title: job.title,
      orgId: job.orgId ?? null,
      orgName: job.orgName ?? null,
      location: location || null,
      remote: remotePolicy,
      seniority,
      minYears: typeof parsed.minYears === 'number' ? parsed.minYears : null,
      salary: parsed.salary ?? null,
      employmentType: parsed.employmentType ?? null,
      requiredSkills: required.map(canonicalSkill),
      preferredSkills: preferred.map(canonicalSkill),
      postedAt: iso(postedAt),
    },
  };
}

/** Years of experience → a seniority band, for candidates (who have no seniority field). */
export function seniorityForYears(years: number | null): Seniority | null {
  if (years === null) return null;
  if (years < 1) return 'entry';
  if (years < 4) return 'mid';
  if (years < 8) return 'senior';
  return 'lead';
}

/** Years of experience from a resume's work dates (overlaps counted once). */
export function yearsFromWork(resume: JsonResume | null | undefined): number | null {
  const ranges = (resume?.work ?? [])
    // An open role ends today: no endDate, or a word for it ("Present", as the parser returns).
    .map((job) => [Date.parse(job.startDate ?? ''), job.endDate && /^\d{4}/.test(job.endDate) ? Date.parse(job.endDate) : Date.now()] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end >= start)
    .sort((a, b) => a[0] - b[0]);
  if (ranges.length === 0) return null;
  let total = 0;
  let [start, end] = ranges[0]!;
  for (const [s, e] of ranges.slice(1)) {
    if (s > end) {
      total += end - start;
      start = s;
      end = e;
    } else end = Math.max(end, e);
  }
  total += end - start;
  return Math.round((total / (365.25 * 86_400_000)) * 10) / 10;
}

function resumeSkills(resume: JsonResume | null | undefined): string[] {
  return (resume?.skills ?? []).flatMap((group) => [group.name ?? '', ...strings(group.keywords)]).filter(Boolean);
}

function resumeBody(resume: JsonResume | null | undefined): string {
  if (!resume) return '';
  const parts = [
    resume.basics?.summary,
    ...(resume.work ?? []).flatMap((job) => [job.position, job.name, job.summary, ...strings(job.highlights)]),
    ...(resume.projects ?? []).flatMap((project) => [project.name, project.description, ...strings(project.highlights)]),
    ...(resume.education ?? []).flatMap((school) => [school.studyType, school.area, school.institution]),
    ...(resume.certificates ?? []).map((certificate) => certificate.name),
  ];
  return parts
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join('\n')
    .slice(0, BODY_MAX);
}

function resumeLocation(resume: JsonResume | null | undefined): string {
  const where = resume?.basics?.location;
  return [where?.city, where?.region, where?.countryCode].filter(Boolean).join(', ');
}

interface PersonFields {
  name: string;
  headline: string;
  location: string;
  skills: string[];
  years: number | null;
  resume: JsonResume | null;
  updatedAt: number;
}

function personDoc(id: string, person: PersonFields, access: SearchDoc['access'], source: SearchDoc['source'], display: Record<string, unknown>): SearchDoc {
  const skills = unique(person.skills.map(canonicalSkill));
  const headline = person.headline || person.resume?.basics?.label || person.resume?.work?.[0]?.position || '';
  const location = person.location || resumeLocation(person.resume);
  return {
    id,
    kind: 'candidate',
    text: {
      title: text(headline, 200),
      skills: unique([...skills, ...person.skills]).join(', '),
      location: text(location, 200),
      company: unique((person.resume?.work ?? []).map((job) => text(job.name, 120))).join(', '),
      body: resumeBody(person.resume),
    },
    skills,
    seniority: seniorityForYears(person.years),
    years: person.years,
    remote: placeOf(location).remote,
    place: placeOf(location),
    postedAt: person.updatedAt,
    orgId: access.scope === 'application' || access.scope === 'talent' ? access.orgId : null,
    orgName: null,
    salary: null,
    access,
    source,
    display: { name: person.name || 'Unnamed candidate', headline: headline || null, location: location || null, years: person.years, ...display },
  };
}

export function directoryDoc(uid: string, entry: Partial<TalentDirectoryEntry>): SearchDoc {
  return personDoc(
    `directory:${uid}`,
    {
      name: text(entry.name, 200),
      headline: text(entry.headline, 200),
      location: text(entry.location, 200),
      skills: unique([...strings(entry.skills), ...resumeSkills(entry.resume)]),
      years: typeof entry.years === 'number' ? entry.years : yearsFromWork(entry.resume),
      resume: entry.resume ?? null,
      updatedAt: timeOf(entry.updatedAt),
    },
    { scope: 'directory', uid },
    'directory',
    { uid },
  );
}

/** An applicant, visible to the job's organisation's HR and assigned interviewers; null once withdrawn. */
export function applicationDoc(id: string, application: Partial<Application>): SearchDoc | null {
  const access = applicationAccess(application);
  if (!access || application.stage === 'withdrawn') return null;
  const resume = application.resumeSnapshot ?? null;
  return personDoc(
    `application:${id}`,
    {
      name: text(application.name, 200) || text(resume?.basics?.name, 200),
      headline: '',
      location: '',
      skills: resumeSkills(resume),
      years: yearsFromWork(resume),
      resume,
      updatedAt: timeOf(application.updatedAt) || timeOf(application.createdAt),
    },
    access,
    application.source === 'uploaded' ? 'uploaded' : 'applied',
    {
      applicationId: id,
      jobId: application.jobId ?? null,
      jobTitle: application.jobTitle ?? null,
      stage: application.stage ?? null,
      candidateUid: application.candidateUid ?? null,
      talentId: application.talentId ?? null,
    },
  );
}

/** Talent HR uploaded, visible to that organisation's HR only. */
export function talentDoc(orgId: string, id: string, talent: Partial<Talent>): SearchDoc {
  const resume = talent.resume ?? null;
  return personDoc(
    `talent:${orgId}:${id}`,
    {
      name: text(resume?.basics?.name, 200),
      headline: '',
      location: '',
      skills: resumeSkills(resume),
      years: yearsFromWork(resume),
      resume,
      updatedAt: timeOf(talent.createdAt),
    },
    { scope: 'talent', orgId },
    'uploaded',
    { talentId: id },
  );
}
