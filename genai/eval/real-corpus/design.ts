/**
 * One third-party resume design that the real-resume corpus prints real people's JSON Resumes
 * through. Families are rendered by separate modules (`families/<family>.ts`); the corpus builder
 * only sees this interface. Truth is not declared by a design: the builder keeps each truth value
 * only when it is findable in the rendered document's text.
 */
import type { JsonResume } from '../../src/resume/json-resume';

export type DesignFamily = 'jsonresume-theme' | 'latex' | 'word' | 'builder';
export type DocFormat = 'pdf' | 'docx';
export type PageSize = 'letter' | 'a4';

export interface RenderOptions {
  format: DocFormat;
  pageSize: PageSize;
  /** A scratch folder of the design's own for this one document (outside git), emptied after. */
  workDir: string;
}

export interface Design {
  /** Stable id, "<family>:<name>", e.g. "latex:article-tabular" or "jsonresume-theme:flat". */
  id: string;
  family: DesignFamily;
  /** Formats it can write; the builder asks for each. */
  formats: DocFormat[];
  /** Where the design comes from (npm package and version, texlive class, our docx shape), for the report. */
  source: string;
  /**
   * Slow tools (pdflatex, LibreOffice: seconds a document) print every Nth resume per format,
   * offset by the design's position so each resume still meets several of them. Default: 1.
   */
  everyNth?: Partial<Record<DocFormat, number>>;
  /** Prints one resume; rejects with a clear Error when the tool it needs is missing. */
  render(resume: JsonResume, options: RenderOptions): Promise<Buffer>;
}

/**
 * Designs the held-out measurement prints through: never render with them and never tune on them.
 * The builder refuses any design whose id or source names one of these.
 */
export const FORBIDDEN_DESIGNS = ['jsonresume-theme-even', 'jsonresume-theme-stackoverflow', 'jsonresume-theme-kendall', 'jsonresume-theme-elegant', 'moderncv'] as const;
