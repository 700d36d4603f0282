import { useCallback, useRef, useState } from 'react';
import { ApiError } from 'shared-auth';
import type { UploadFileResult } from 'shared-schemas';
import { uploadResumes } from '../api/upload-resumes';
import { loadSavedBatch, saveBatch } from '../utils/saved-batch';
import { chunk, FILES_PER_REQUEST, planUpload } from '../utils/upload-files';
import type { FileProgress, SavedBatch, UploadAnswer } from '../types/upload';

/** Answers that stop the whole batch: the job or the account cannot take uploads at all. */
const FATAL_STATUSES = new Set([401, 403, 404, 409]);
/** Answers worth one more try after a pause: no answer, busy, or a server fault. */
const retryable = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
const RETRY_PAUSE_MS = 2000;

export interface BulkUpload {
  progress: FileProgress[];
  running: boolean;
  /** Why the batch stopped before its end (the files not sent stay waiting). */
  stopped: string | null;
  start: (jobId: string, files: File[]) => Promise<void>;
  cancel: () => void;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Sends a job's resumes a few at a time. Every answered file is saved (with the batch id)
 * before the next request, so a closed tab resumes where it stopped; a failed request fails
 * its own files and the batch goes on.
 */
export function useBulkUpload(send: typeof uploadResumes = uploadResumes, retryPauseMs = RETRY_PAUSE_MS): BulkUpload {
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [running, setRunning] = useState(false);
  const [stopped, setStopped] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Rows are keyed by content, never by name: two different files named resume.pdf are two rows.
  const update = (keys: string[], next: (row: FileProgress) => FileProgress) =>
    setProgress((current) => current.map((row) => (keys.includes(row.key) ? next(row) : row)));

  const start = useCallback(
    async (jobId: string, files: File[]) => {
      const abort = new AbortController();
      controller.current = abort;
      const saved: SavedBatch = loadSavedBatch(jobId) ?? { batchId: null, finished: {}, savedAt: '' };
      setStopped(null);
      setRunning(true);
      const plan = await planUpload(files, saved.finished);
      setProgress([
        ...plan.alreadyDone.map((key): FileProgress => ({ key, fileName: saved.finished[key]!.fileName, state: 'done', result: saved.finished[key]!, earlier: true })),
        ...plan.refused.map(({ key, result }): FileProgress => ({ key, fileName: result.fileName, state: 'done', result })),
        ...plan.toSend.map(({ key, file }): FileProgress => ({ key, fileName: file.name, state: 'waiting' })),
      ]);

      const groups = chunk(plan.toSend, FILES_PER_REQUEST);
      for (const [index, group] of groups.entries()) {
        if (abort.signal.aborted) break;
        const keys = group.map((item) => item.key);
        const waiting = (row: FileProgress): FileProgress => ({ key: row.key, fileName: row.fileName, state: 'waiting' });
        update(keys, (row) => ({ key: row.key, fileName: row.fileName, state: 'sending' }));
        let answer: UploadAnswer | null = null;
        let failure: unknown = null;
        for (let attempt = 0; attempt < 2 && !answer; attempt += 1) {
          try {
            answer = await send(jobId, group.map((item) => item.file), saved.batchId, index === groups.length - 1, abort.signal);
          } catch (error) {
            failure = error;
            if (abort.signal.aborted || !retryable(error) || attempt === 1) break;
            await pause(retryPauseMs, abort.signal);
          }
        }
        if (abort.signal.aborted) {
          update(keys, waiting);
          setStopped('Stopped. Pick the same files again to send the rest: the finished ones are skipped.');
          break;
        }
        if (!answer) {
          const message = failure instanceof Error ? failure.message : 'The upload failed.';
          if (failure instanceof ApiError && FATAL_STATUSES.has(failure.status)) {
            update(keys, waiting);
            setStopped(message);
            break;
          }
          // Not saved as finished: sending the same files again retries exactly these.
          update(keys, (row) => ({ key: row.key, fileName: row.fileName, state: 'done', result: { fileName: row.fileName, status: 'failed', message: `${message} Send it again to retry.` } }));
          continue;
        }
        saved.batchId = answer.batchId;
        // The api answers one result per file in the order sent, so a result belongs to its file by
        // place, not by name.
        const results = answer.results;
        for (const [place, item] of group.entries()) {
          saved.finished[item.key] = results.length === group.length ? results[place]! : { fileName: item.file.name, status: 'failed', message: 'The server gave no result for this file.' };
        }
        saved.savedAt = new Date().toISOString();
        saveBatch(jobId, saved);
        update(keys, (row) => ({ key: row.key, fileName: row.fileName, state: 'done', result: saved.finished[row.key] as UploadFileResult }));
      }
      controller.current = null;
      setRunning(false);
    },
    [send, retryPauseMs],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, running, stopped, start, cancel };
}
