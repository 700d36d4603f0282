/**
 * The JSON Resume (jsonresume.org) fields the templates print: the one definition in
 * shared-schemas (domain/json-resume.ts). Every field is optional on input except the name:
 * `readJsonResume` fills the gaps, so the layout never meets `undefined`.
 */
import type { Filled, JsonResumeSections, ResumeBasics } from 'shared-schemas';

export type {
  ResumeAward,
  ResumeBasics,
  ResumeCertificate,
  ResumeEducation,
  ResumeInterest,
  ResumeLanguage,
  ResumeLocation,
  ResumeProfile,
  ResumeProject,
  ResumeSkill,
  ResumeWork,
} from 'shared-schemas';

export type JsonResume = Omit<JsonResumeSections, 'basics'> & { basics: Filled<ResumeBasics, 'name'> };
