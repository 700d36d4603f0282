/**
 * Which picked files go to the api, checked before anything is sent by the one file rule
 * (shared-auth/file-acceptance; the api checks again). A problem fails that file only.
 */
import { refusal, RESUME_FILES } from 'shared-auth/file-acceptance';
import { GENAI_LIMITS, type UploadFileResult } from 'shared-schemas';

/** Files per request: small, so one slow or failed request loses little (at most the api's uploadFilesPerRequest). */
export const FILES_PER_REQUEST = Math.min(5, GENAI_LIMITS.uploadFilesPerRequest);

/** A picked file and the key of its row: its content, so two files named resume.pdf are two rows. */
export interface KeyedFile {
  file: File;
  key: string;
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The file's SHA-256, as the api keys talent (`contentHash`). Without Web Crypto (a page served
 * over plain http from another machine) its name, size and date stand in: still two rows for two
 * different files of one name, almost always.
 */
export async function contentKey(file: File): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  const standIn = `file:${file.name}:${file.size}:${file.lastModified}`;
  if (!subtle) return standIn;
  // A file that cannot be read (moved since it was picked) keeps the stand-in; the api will say.
  return file
    .arrayBuffer()
    .then((bytes) => subtle.digest('SHA-256', new Uint8Array(bytes)))
    .then(hex, () => standIn);
}

export interface UploadPlan {
  /** Files to send, in order, one per content. */
  toSend: KeyedFile[];
  /** Files failed here, with why. */
  refused: { key: string; result: UploadFileResult }[];
  /** Keys answered in an earlier session of this batch. */
  alreadyDone: string[];
  /** Files whose content was picked before (the later copies are left out). */
  repeated: KeyedFile[];
}

/**
 * Keys the selection by content (files the api would refuse are not read: their key is their
 * place in the selection) and splits it: already finished (resumed batch), refused here,
 * repeated, or to send.
 */
export async function planUpload(files: File[], finished: Record<string, unknown>): Promise<UploadPlan> {
  const plan: UploadPlan = { toSend: [], refused: [], alreadyDone: [], repeated: [] };
  const seen = new Set<string>();
  for (const [index, file] of files.entries()) {
    // The file's row shows its name, so the reason leaves it out.
    const problem = refusal(file, RESUME_FILES, false);
    if (problem) {
      plan.refused.push({ key: `refused:${index}:${file.name}`, result: { fileName: file.name, status: 'failed', message: problem } });
      continue;
    }
    const key = await contentKey(file);
    if (seen.has(key)) {
      plan.repeated.push({ file, key });
      continue;
    }
    seen.add(key);
    if (Object.hasOwn(finished, key)) plan.alreadyDone.push(key);
    else plan.toSend.push({ file, key });
  }
  return plan;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
