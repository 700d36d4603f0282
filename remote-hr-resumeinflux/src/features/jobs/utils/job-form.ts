/**
 * The job editor's values ⇄ a job document's fields, with the checks firestore.rules would
 * otherwise refuse less clearly (sizes, numbers, salary order).
 */
import { JOB_DESCRIPTION_MAX, JOB_TITLE_MAX, type Job, type JobParsed } from 'shared-schemas';
import type { JobForm, JobFormField } from '../types/job';

export const MAX_SKILLS = 40;
export const SKILL_NAME_MAX = 80;

export const EMPTY_JOB_FORM: JobForm = {
  title: '',
  description: '',
  requiredSkills: [],
  preferredSkills: [],
  seniority: '',
  location: '',
  remote: 'onsite',
  salaryMin: '',
  salaryMax: '',
  currency: 'USD',
  period: 'year',
  minYears: '',
  employmentType: '',
};

export function formFromJob(job: Pick<Job, 'title' | 'description' | 'parsed'>): JobForm {
  const { parsed } = job;
  return {
    title: job.title,
    description: job.description,
    requiredSkills: [...parsed.requiredSkills],
    preferredSkills: [...parsed.preferredSkills],
    seniority: parsed.seniority ?? '',
    location: parsed.location ?? '',
    remote: parsed.remote,
    salaryMin: parsed.salary?.min != null ? String(parsed.salary.min) : '',
    salaryMax: parsed.salary?.max != null ? String(parsed.salary.max) : '',
    currency: parsed.salary?.currency ?? 'USD',
    period: parsed.salary?.period ?? 'year',
    minYears: parsed.minYears != null ? String(parsed.minYears) : '',
    employmentType: parsed.employmentType ?? '',
  };
}

export type JobFormProblems = Partial<Record<JobFormField, string>>;

const wholeNumber = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (!trimmed) return null;
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  return Number(trimmed);
};

/** Checks the form; on success the job's title, description and parsed fields. */
export function jobFromForm(form: JobForm): { ok: true; job: Pick<Job, 'title' | 'description' | 'parsed'> } | { ok: false; problems: JobFormProblems } {
  const problems: JobFormProblems = {};
  const title = form.title.trim();
  const description = form.description.trim();
  if (!title) problems.title = 'Give the job a title.';
  else if (title.length > JOB_TITLE_MAX) problems.title = `Use at most ${JOB_TITLE_MAX} characters.`;
  if (description.length > JOB_DESCRIPTION_MAX) problems.description = `Use at most ${JOB_DESCRIPTION_MAX.toLocaleString('en')} characters.`;
  if (form.requiredSkills.length > MAX_SKILLS) problems.requiredSkills = `At most ${MAX_SKILLS} required skills.`;
  if (form.preferredSkills.length > MAX_SKILLS) problems.preferredSkills = `At most ${MAX_SKILLS} preferred skills.`;
  const min = wholeNumber(form.salaryMin);
  const max = wholeNumber(form.salaryMax);
  if (min === undefined) problems.salaryMin = 'Enter a whole number, or leave it empty.';
  if (max === undefined) problems.salaryMax = 'Enter a whole number, or leave it empty.';
  if (typeof min === 'number' && typeof max === 'number' && max < min) problems.salaryMax = 'The maximum is below the minimum.';
  const currency = form.currency.trim().toUpperCase();
  if ((min != null || max != null) && !/^[A-Z]{3}$/.test(currency)) problems.currency = 'Use a three-letter currency code such as USD, EUR or INR.';
  const years = wholeNumber(form.minYears);
  if (years === undefined || (typeof years === 'number' && years > 50)) problems.minYears = 'Enter 0 to 50 years, or leave it empty.';
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const parsed: JobParsed = {
    requiredSkills: form.requiredSkills,
    preferredSkills: form.preferredSkills.filter((skill) => !form.requiredSkills.includes(skill)),
    seniority: form.seniority || null,
    location: form.location.trim() || null,
    remote: form.remote,
    salary: min == null && max == null ? null : { min: min ?? null, max: max ?? null, currency, period: form.period },
    minYears: years ?? null,
    employmentType: form.employmentType.trim() || null,
  };
  return { ok: true, job: { title, description, parsed } };
}

/** Adds a skill once (case-insensitively), trimmed and capped. */
export function addSkill(skills: string[], name: string): string[] {
  const trimmed = name.trim().slice(0, SKILL_NAME_MAX);
  if (!trimmed || skills.some((skill) => skill.toLowerCase() === trimmed.toLowerCase())) return skills;
  return [...skills, trimmed];
}
