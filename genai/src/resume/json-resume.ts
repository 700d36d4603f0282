/**
 * The structured resume the engine answers: JSON Resume as defined once in shared-schemas
 * (domain/json-resume.ts), with the fields the parser always fills (as "" or [] when unknown)
 * named here, plus per-field confidence from the parser.
 * Dates are ISO-like strings: "2020-01", "2020", or "" when unknown. A current role the parser
 * read has endDate "Present" and `current: true`; endDate "" with `current: true` (older results,
 * the builder's convention) means the same.
 */
import type {
  Filled,
  ResumeAward,
  ResumeBasics as ResumeBasicsFields,
  ResumeCertificate as ResumeCertificateFields,
  ResumeEducation as ResumeEducationFields,
  ResumeLanguage,
  ResumeLocation,
  ResumeProfile,
  ResumeProject as ResumeProjectFields,
  ResumeSkill as ResumeSkillFields,
  ResumeWork as ResumeWorkFields,
} from 'shared-schemas';

export type ResumeBasics = Filled<Omit<ResumeBasicsFields, 'location' | 'profiles'>, 'name' | 'email' | 'phone' | 'url'> & {
  location: Filled<ResumeLocation, 'raw'>;
  profiles: Filled<ResumeProfile, 'network' | 'url'>[];
};
export type ResumeWork = Filled<ResumeWorkFields, 'name' | 'position' | 'startDate' | 'endDate' | 'highlights'>;
export type ResumeEducation = Filled<ResumeEducationFields, 'institution' | 'studyType' | 'area' | 'startDate' | 'endDate'>;
export type ResumeSkill = Filled<ResumeSkillFields, 'name' | 'keywords'>;
export type ResumeProject = Filled<ResumeProjectFields, 'name' | 'highlights'>;
export type ResumeCertificate = Filled<ResumeCertificateFields, 'name'>;

/** Confidence 0..1 keyed by a JSON path, e.g. "basics.name", "work[0].position". */
export type FieldConfidence = Record<string, number>;

export type JsonResume = {
  basics: ResumeBasics;
  work: ResumeWork[];
  education: ResumeEducation[];
  skills: ResumeSkill[];
  projects: ResumeProject[];
  certificates: ResumeCertificate[];
  languages?: Filled<ResumeLanguage, 'language'>[];
  awards?: Filled<ResumeAward, 'title'>[];
};

export interface OcrMeta {
  engine: 'tesseract';
  /** 1-based numbers of the pages read by OCR. */
  pages: number[];
  confidence: number | null;
}

export interface ParsedResume {
  resume: JsonResume;
  confidence: FieldConfidence;
  /** The plain text the parser read, in reading order (what an ATS would see). */
  text: string;
  meta: {
    pages: number;
    parserVersion: string;
    source: 'pdf' | 'docx' | 'text' | 'json';
    /** Lines the parser read but could not place in any field (never dropped silently). */
    unplaced?: string[];
    /**
     * Set when some pages were images of text (a scan) read by OCR: which pages, and Tesseract's
     * mean word confidence (0–1). OCR misreads letters and loses bold: a reader should check the result.
     */
    ocr?: OcrMeta;
  };
  /** Section headings as found, in order (kind is the parser's reading of the heading). */
  sections?: { kind: string; heading: string }[];
}
