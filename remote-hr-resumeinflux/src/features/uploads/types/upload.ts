import type { UploadFileResult, UploadQueuedFile } from 'shared-schemas';

/** Where one file of the batch stands, as the progress list shows it; `key` is its content's (utils/upload-files.ts). */
export type FileProgress =
  | { key: string; fileName: string; state: 'waiting' }
  | { key: string; fileName: string; state: 'sending' }
  /** Sent and queued: an ingestion worker is reading it (the batch document gives its result). */
  | { key: string; fileName: string; state: 'queued'; fileId: string; retrying?: boolean }
  | { key: string; fileName: string; state: 'done'; result: UploadFileResult; earlier?: boolean };

export interface UploadAnswer {
  batchId: string;
  results: (UploadFileResult | UploadQueuedFile)[];
}

/** What survives a closed tab: the batch to continue and every file already answered, by content key. */
export interface SavedBatch {
  batchId: string | null;
  finished: Record<string, UploadFileResult>;
  /** Files sent and still queued when last seen, by content key: their results come from the batch document. */
  queued?: Record<string, { fileId: string; fileName: string }>;
  savedAt: string;
}
