import type { UploadFileResult } from 'shared-schemas';

/** Where one file of the batch stands, as the progress list shows it; `key` is its content's (utils/upload-files.ts). */
export type FileProgress =
  | { key: string; fileName: string; state: 'waiting' }
  | { key: string; fileName: string; state: 'sending' }
  | { key: string; fileName: string; state: 'done'; result: UploadFileResult; earlier?: boolean };

export interface UploadAnswer {
  batchId: string;
  results: UploadFileResult[];
}

/** What survives a closed tab: the batch to continue and every file already answered, by content key. */
export interface SavedBatch {
  batchId: string | null;
  finished: Record<string, UploadFileResult>;
  savedAt: string;
}
