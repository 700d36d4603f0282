import type { UploadFileResult } from 'shared-schemas';

/** Where one file of the batch stands, as the progress list shows it. */
export type FileProgress =
  | { fileName: string; state: 'waiting' }
  | { fileName: string; state: 'sending' }
  | { fileName: string; state: 'done'; result: UploadFileResult; earlier?: boolean };

export interface UploadAnswer {
  batchId: string;
  results: UploadFileResult[];
}

/** What survives a closed tab: the batch to continue and every file already answered. */
export interface SavedBatch {
  batchId: string | null;
  finished: Record<string, UploadFileResult>;
  savedAt: string;
}
