import { GENAI_LIMITS, RESUME_FILE_EXTENSIONS } from 'shared-schemas';

/** What the upload control accepts, checked in the browser before anything is sent (the api's limits). */
export const MAX_UPLOAD_BYTES = GENAI_LIMITS.maxFileBytes;
export const ACCEPTED_EXTENSIONS = RESUME_FILE_EXTENSIONS;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** Why a file cannot be uploaded, or undefined when it can. */
export function fileProblem(file: File, maxBytes = MAX_UPLOAD_BYTES): string | undefined {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return `“${file.name}” is not a PDF or Word (.docx) file. Upload your resume as .pdf or .docx.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > maxBytes) {
    return `“${file.name}” is ${formatBytes(file.size)}; the limit is ${formatBytes(maxBytes)}. Remove large images or export a smaller PDF.`;
  }
  return undefined;
}
