/**
 * One third-party resume design that the real-resume corpus prints real people's JSON Resumes
 * through. Families are rendered by separate modules (`families/<family>.ts`); the corpus builder
 * only sees this interface. Truth is not declared by a design: the builder keeps each truth value
 * only when it is findable in the rendered document's text.
 */
import { createHash } from 'node:crypto';
import type { JsonResume } from 'genai';

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
  /**
   * The batch the design joined the set in (1 when absent). Each family's batch is split on its own,
   * so a design added later never moves one already tuned on into the held-out part.
   */
  batch?: number;
  /** Prints one resume; rejects with a clear Error when the tool it needs is missing. */
  render(resume: JsonResume, options: RenderOptions): Promise<Buffer>;
}

/**
 * Designs the held-out measurement prints through (four JSON Resume themes on npm and one LaTeX
 * class): never render with them and never tune on them. Kept as SHA-256 digests (first 16 hex
 * digits) of their package or class names, so that no committed file names them; the builder
 * refuses any design whose id, source or requested name hashes to one of these.
 */
export const FORBIDDEN_DESIGN_DIGESTS: readonly string[] = ['9a627e5efb02b3f8', '09fcdc535f075a52', 'ec80f203491b54bf', 'a6d0ecdeaf15e4c8', '203fa7e9f1c67287'];

const digest = (name: string) => createHash('sha256').update(name).digest('hex').slice(0, 16);

/** Whether a name, id ("jsonresume-theme:x") or source ("texlive x.cls") names a forbidden design. */
export function isForbidden(nameOrId: string, forbidden: readonly string[] = FORBIDDEN_DESIGN_DIGESTS): boolean {
  const tokens = nameOrId
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  return tokens.some((token) => forbidden.includes(digest(token)) || forbidden.includes(digest(`jsonresume-theme-${token}`)));
}
