/**
 * The structured resume every HireGen tool exchanges: the JSON Resume schema (jsonresume.org),
 * the subset the product reads and writes, plus per-field confidence from the parser.
 * Dates are ISO-like strings: "2020-01", "2020", or "" when unknown. A current role the parser
 * read has endDate "Present" and `current: true`; endDate "" with `current: true` (older results,
 * the builder's convention) means the same.
 */
export interface ResumeBasics {
  name: string;
  label?: string;
  email: string;
  phone: string;
  url: string;
  summary?: string;
  location: { address?: string; city?: string; region?: string; postalCode?: string; countryCode?: string; raw: string };
  profiles: { network: string; username?: string; url: string }[];
}

export interface ResumeWork {
  name: string;
  position: string;
  location?: string;
  startDate: string;
  /** "2020-01", "2020", "Present" (a current role, with `current: true`), or "". */
  endDate: string;
  current?: boolean;
  summary?: string;
  highlights: string[];
}

export interface ResumeEducation {
  institution: string;
  studyType: string;
  area: string;
  /** The degree as written, e.g. "B.S. in Computer Science" (studyType + area split from it). */
  degree?: string;
  startDate: string;
  endDate: string;
  score?: string;
  courses?: string[];
}

export interface ResumeSkill {
  name: string;
  level?: string;
  keywords: string[];
}

export interface ResumeProject {
  name: string;
  description?: string;
  highlights: string[];
  url?: string;
  startDate?: string;
  endDate?: string;
}

export interface ResumeCertificate {
  name: string;
  issuer?: string;
  date?: string;
  url?: string;
}

/** Confidence 0..1 keyed by a JSON path, e.g. "basics.name", "work[0].position". */
export type FieldConfidence = Record<string, number>;

export interface JsonResume {
  basics: ResumeBasics;
  work: ResumeWork[];
  education: ResumeEducation[];
  skills: ResumeSkill[];
  projects: ResumeProject[];
  certificates: ResumeCertificate[];
  languages?: { language: string; fluency?: string }[];
  awards?: { title: string; date?: string; awarder?: string }[];
}

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
