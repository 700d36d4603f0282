/**
 * What the job parser (POST /api/v1/jobs/parse) and generator (/api/v1/jobs/generate) answer,
 * turned into editor values. Only the fields the editor shows are read.
 */
import { seniorityFromEngine, type Seniority } from 'shared-schemas';
import type { JobForm } from '../types/job';

/** The parts of genai's ParsedJob the editor uses. */
export interface ParsedPosting {
  title: string;
  normalizedTitle?: { seniority?: string | null };
  location?: { canonical?: string; remote?: boolean };
  workplace?: 'remote' | 'hybrid' | 'onsite' | 'unspecified';
  employmentType?: string;
  salary?: { min: number; max: number; currency: string; period: string };
  yearsExperience?: { min: number };
  requiredSkills: { name: string }[];
  preferredSkills: { name: string }[];
}

export interface GeneratedDraft {
  title: string;
  seniority?: string;
  employmentType?: string;
  location?: string;
  text: string;
  inclusiveLanguage: { phrase: string; suggestion: string; reason: string }[];
  /** The skills the description's requirements name (older api versions leave these out). */
  requiredSkills?: string[];
  preferredSkills?: string[];
  /** The location's currency ("INR" for Pune); absent when the draft had no country to go on. */
  salaryCurrency?: string;
  /** Where each part of the draft came from, for HR to check: title, seniority, company, duties, skills, salary. */
  sources?: Record<string, string>;
}

const seniorityOf = (value: string | null | undefined): Seniority | '' => seniorityFromEngine(value) ?? '';

const unique = (names: string[]) => [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];

/** Applies a parsed posting to the form: the text stays as pasted, the fields come from the parse. */
export function applyParsedPosting(form: JobForm, posting: ParsedPosting, text: string): JobForm {
  const required = unique(posting.requiredSkills.map((skill) => skill.name));
  const period = posting.salary?.period;
  return {
    ...form,
    title: posting.title || form.title,
    description: text,
    requiredSkills: required,
    preferredSkills: unique(posting.preferredSkills.map((skill) => skill.name)).filter((name) => !required.includes(name)),
    seniority: seniorityOf(posting.normalizedTitle?.seniority) || form.seniority,
    location: posting.location?.canonical && !/^remote$/i.test(posting.location.canonical) ? posting.location.canonical : form.location,
    remote: posting.workplace && posting.workplace !== 'unspecified' ? posting.workplace : posting.location?.remote ? 'remote' : form.remote,
    salaryMin: posting.salary ? String(posting.salary.min) : form.salaryMin,
    salaryMax: posting.salary ? String(posting.salary.max) : form.salaryMax,
    currency: posting.salary?.currency || form.currency,
    period: period === 'month' || period === 'hour' || period === 'year' ? period : form.period,
    minYears: posting.yearsExperience ? String(posting.yearsExperience.min) : form.minYears,
    employmentType: posting.employmentType && posting.employmentType !== 'unspecified' ? posting.employmentType : form.employmentType,
  };
}

/**
 * Applies a generated description: its text, the skills it names (added to those already picked,
 * so the chips match the text), its seniority and location, and the location's currency.
 */
export function applyGeneratedDraft(form: JobForm, draft: GeneratedDraft): JobForm {
  const required = unique([...form.requiredSkills, ...(draft.requiredSkills ?? [])]);
  return {
    ...form,
    title: draft.title || form.title,
    description: draft.text,
    requiredSkills: required,
    preferredSkills: unique([...form.preferredSkills, ...(draft.preferredSkills ?? [])]).filter((name) => !required.includes(name)),
    currency: draft.salaryCurrency || form.currency,
    seniority: seniorityOf(draft.seniority) || form.seniority,
    location: draft.location && !/^remote$/i.test(draft.location) ? draft.location : form.location,
    employmentType: draft.employmentType && draft.employmentType !== 'unspecified' ? draft.employmentType : form.employmentType,
  };
}
