/**
 * Starting a resume from a file: a PDF or DOCX is read by HireGen's parser (HireGen API v1), a
 * .json file is taken as a JSON Resume. Fields the parser was unsure of come back as `review`
 * paths, highlighted in the builder until the candidate checks them.
 */
import { fileProblem, fileProblemText, RESUME_IMPORT_FILES } from 'shared-auth/file-acceptance';
import { LOW_CONFIDENCE_BELOW, parseReviewFrom, type JsonResume } from 'shared-schemas';
import { parseResumeFile } from '../../../lib/genai-v1';
import { normalizeResume, parseJsonResume, ResumeFormatError } from '../../../lib/resume-model/normalize-resume';
import { getAt, parsePathKey } from '../../../lib/resume-model/resume-paths';
import type { ImportedResume } from './import-terms';

/** Below this the parser's own confidence means "check me". */
export const REVIEW_BELOW = LOW_CONFIDENCE_BELOW;
export const MAX_JSON_BYTES = 1024 * 1024;

export function fileKind(name: string): 'pdf' | 'docx' | 'json' | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.pdf')) return 'pdf';
  if (lower.endsWith('.docx')) return 'docx';
  if (lower.endsWith('.json')) return 'json';
  return null;
}

/** The low-confidence paths that point at a value the builder shows (nothing to check in an empty field). */
export function reviewPaths(resume: JsonResume, confidence: Record<string, number>): string[] {
  return Object.entries(confidence)
    .filter(
      ([path, value]) =>
        value < REVIEW_BELOW &&
        (() => {
          const field = getAt(resume, parsePathKey(path));
          return typeof field === 'string' ? field.trim() !== '' : Array.isArray(field) && field.length > 0;
        })(),
    )
    .map(([path]) => path)
    .sort();
}

export async function importResumeFile(file: File, onProgress?: (fraction: number) => void): Promise<ImportedResume> {
  const kind = fileKind(file.name);
  const problem = fileProblem(file, RESUME_IMPORT_FILES);
  // A JSON Resume has a smaller limit of its own (below), said in its own words.
  if (!kind || (problem && !(kind === 'json' && problem.kind === 'size'))) {
    throw new ResumeFormatError(fileProblemText(problem ?? { kind: 'type' }, file.name, RESUME_IMPORT_FILES));
  }
  if (kind === 'json') {
    if (file.size > MAX_JSON_BYTES) throw new ResumeFormatError(`“${file.name}” is larger than 1 MB: that is not a resume.`);
    return { resume: parseJsonResume(await file.text()), review: [], reviewConfidence: {}, unplaced: [], origin: 'json' };
  }
  const parsed = await parseResumeFile(file, { onProgress });
  const resume = normalizeResume(parsed.resume);
  // One path spelling, the least sure kept, lines cleaned and capped (shared with HR's applicant page).
  const { lowConfidence, unplaced } = parseReviewFrom({ resume, confidence: parsed.confidence, meta: parsed.meta });
  const review = reviewPaths(resume, Object.fromEntries(lowConfidence.map((field) => [field.path, field.confidence])));
  const reviewConfidence = Object.fromEntries(lowConfidence.filter((field) => review.includes(field.path)).map((field) => [field.path, field.confidence]));
  return { resume, review, reviewConfidence, unplaced, origin: kind === 'pdf' && parsed.meta.ocr ? 'pdf-ocr' : kind };
}
