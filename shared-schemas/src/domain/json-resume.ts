/**
 * JSON Resume (jsonresume.org), the one definition of the structured resume every HireGen part
 * exchanges: the fields the product reads and writes, each declared here once. Every field is
 * optional, as stored and as sent; `genai` (parser output, `genai/src/resume/json-resume.ts`) and
 * `resume-templates` (the printed model) name the fields they always fill with `Filled`.
 * Dates are ISO-like strings: "2020-01", "2020", "Present" (a current role), or "" when unknown.
 */
export interface ResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  region?: string;
  countryCode?: string;
  /** The location as written (the parser's reading; HireGen's addition). */
  raw?: string;
}

export interface ResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

export interface ResumeBasics {
  name?: string;
  label?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: ResumeLocation;
  profiles?: ResumeProfile[];
}

/** A role (work) or a volunteer position (volunteer uses `organization`). */
export interface ResumeWork {
  name?: string;
  organization?: string;
  position?: string;
  location?: string;
  url?: string;
  startDate?: string;
  /** "2020-01", "2020", "Present" (a current role, with `current: true`), or "". */
  endDate?: string;
  /** A current role; endDate "" with `current: true` means the same as "Present". */
  current?: boolean;
  summary?: string;
  highlights?: string[];
}

export interface ResumeEducation {
  institution?: string;
  url?: string;
  area?: string;
  studyType?: string;
  /** The degree as written, e.g. "B.S. in Computer Science" (studyType + area split from it). */
  degree?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
}

export interface ResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
}

export interface ResumeProject {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: string;
  endDate?: string;
  url?: string;
  roles?: string[];
  entity?: string;
}

export interface ResumeCertificate {
  name?: string;
  date?: string;
  issuer?: string;
  url?: string;
}

export interface ResumeAward {
  title?: string;
  date?: string;
  awarder?: string;
  summary?: string;
}

export interface ResumeLanguage {
  language?: string;
  fluency?: string;
}

export interface ResumeInterest {
  name?: string;
  keywords?: string[];
}

/** The sections, each optional. */
export interface JsonResumeSections {
  basics?: ResumeBasics;
  work?: ResumeWork[];
  volunteer?: ResumeWork[];
  education?: ResumeEducation[];
  skills?: ResumeSkill[];
  projects?: ResumeProject[];
  certificates?: ResumeCertificate[];
  awards?: ResumeAward[];
  languages?: ResumeLanguage[];
  interests?: ResumeInterest[];
}

/** The resume as stored (candidates/{uid}/resumes, talentDirectory): extra keys are kept. */
export interface JsonResume extends JsonResumeSections {
  [section: string]: unknown;
}

/** `T` with the fields `K` always present: how a producer says what it fills. */
export type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
