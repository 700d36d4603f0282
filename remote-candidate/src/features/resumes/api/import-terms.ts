/**
 * What the import brings and what the candidate is told after (the files it takes:
 * shared-auth/file-acceptance's RESUME_IMPORT_FILES). The reading itself (import-resume.ts) is
 * fetched only when a file is chosen.
 */
import type { JsonResume } from 'shared-schemas';

export interface ImportedResume {
  resume: JsonResume;
  review: string[];
  /** How sure the parser was of each `review` path (0..1). */
  reviewConfidence: Record<string, number>;
  /** Lines the parser read but placed in no field (capped: shared-schemas parse-review). */
  unplaced: string[];
  /** 'pdf-ocr': a scanned PDF read by OCR (the builder asks the candidate to check it). */
  origin: 'pdf' | 'pdf-ocr' | 'docx' | 'json';
}

/** A title for an imported resume: the file's name without its extension. */
export function titleFromFile(name: string): string {
  return (
    name
      .replace(/\.[^.]+$/, '')
      .replace(/[_-]+/g, ' ')
      .trim()
      .slice(0, 120) || 'Imported resume'
  );
}

/** What the candidate is told after an import: what waits for them in the builder. */
export function importedMessage(fields: number, lines: number): string {
  const parts = [
    fields ? `the ${fields} highlighted field${fields === 1 ? '' : 's'}` : '',
    lines ? `${lines} line${lines === 1 ? '' : 's'} we could not place` : '',
  ].filter(Boolean);
  return parts.length ? `Imported. Check ${parts.join(' and ')}.` : 'Imported.';
}
