/**
 * Which picked files go to the api, checked before anything is sent (the api checks again):
 * PDF or Word, not empty, within the api's file size limit. A problem fails that file only.
 */
import { formatMegabytes, GENAI_LIMITS, type UploadFileResult } from 'shared-schemas';

export const MAX_FILE_BYTES = GENAI_LIMITS.maxFileBytes;
/** Files per request: small, so one slow or failed request loses little (at most the api's uploadFilesPerRequest). */
export const FILES_PER_REQUEST = Math.min(5, GENAI_LIMITS.uploadFilesPerRequest);
export const RESUME_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why the api would refuse this file, or undefined. */
export function localFileProblem(file: File): string | undefined {
  if (!/\.(pdf|docx)$/i.test(file.name)) return 'Not a PDF or Word (.docx) file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_FILE_BYTES) return `The file is ${formatBytes(file.size)}; the limit is ${formatMegabytes(MAX_FILE_BYTES)}.`;
  return undefined;
}

export interface UploadPlan {
  /** Files to send, in order, one name each. */
  toSend: File[];
  /** Files failed here, with why. */
  refused: UploadFileResult[];
  /** Names answered in an earlier session of this batch. */
  alreadyDone: string[];
  /** Names picked twice (the later copies are left out). */
  repeated: string[];
}

/** Splits a selection: already finished (resumed batch), refused here, repeated, or to send. */
export function planUpload(files: File[], finished: Record<string, unknown>): UploadPlan {
  const plan: UploadPlan = { toSend: [], refused: [], alreadyDone: [], repeated: [] };
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.name)) {
      plan.repeated.push(file.name);
      continue;
    }
    seen.add(file.name);
    if (Object.hasOwn(finished, file.name)) {
      plan.alreadyDone.push(file.name);
      continue;
    }
    const problem = localFileProblem(file);
    if (problem) plan.refused.push({ fileName: file.name, status: 'failed', message: problem });
    else plan.toSend.push(file);
  }
  return plan;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
