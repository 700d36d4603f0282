import type { Job, JobStatus, RemotePolicy, SalaryRange, Seniority } from 'shared-schemas';

export interface JobRow extends Job {
  id: string;
}

/** The editor's values: text as typed, turned into a Job's fields by `jobFromForm`. */
export interface JobForm {
  title: string;
  description: string;
  requiredSkills: string[];
  preferredSkills: string[];
  seniority: Seniority | '';
  location: string;
  remote: RemotePolicy;
  salaryMin: string;
  salaryMax: string;
  currency: string;
  period: SalaryRange['period'];
  minYears: string;
  employmentType: string;
}

export type JobFormField = keyof JobForm;

export type { JobStatus };
