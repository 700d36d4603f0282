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

  const update = (names: string[], next: (name: string) => FileProgress) =>
    setProgress((current) => current.map((row) => (names.includes(row.fileName) ? next(row.fileName) : row)));

  const start = useCallback(
    async (jobId: string, files: File[]) => {
      const abort = new AbortController();
      controller.current = abort;
      const saved: SavedBatch = loadSavedBatch(jobId) ?? { batchId: null, finished: {}, savedAt: '' };
      const plan = planUpload(files, saved.finished);
      setStopped(null);
      setRunning(true);
      setProgress([
        ...plan.alreadyDone.map((fileName): FileProgress => ({ fileName, state: 'done', result: saved.finished[fileName]!, earlier: true })),
        ...plan.refused.map((result): FileProgress => ({ fileName: result.fileName, state: 'done', result })),
        ...plan.toSend.map((file): FileProgress => ({ fileName: file.name, state: 'waiting' })),
      ]);

      const groups = chunk(plan.toSend, FILES_PER_REQUEST);
      for (const [index, group] of groups.entries()) {
        if (abort.signal.aborted) break;
        const names = group.map((file) => file.name);
        update(names, (fileName) => ({ fileName, state: 'sending' }));
        let answer: UploadAnswer | null = null;
        let failure: unknown = null;
        for (let attempt = 0; attempt < 2 && !answer; attempt += 1) {
          try {
            answer = await send(jobId, group, saved.batchId, index === groups.length - 1, abort.signal);
          } catch (error) {
            failure = error;
            if (abort.signal.aborted || !retryable(error) || attempt === 1) break;
            await pause(retryPauseMs, abort.signal);
          }
        }
        if (abort.signal.aborted) {
          update(names, (fileName) => ({ fileName, state: 'waiting' }));
          setStopped('Stopped. Pick the same files again to send the rest: the finished ones are skipped.');
          break;
        }
        if (!answer) {
          const message = failure instanceof Error ? failure.message : 'The upload failed.';
          if (failure instanceof ApiError && FATAL_STATUSES.has(failure.status)) {
            update(names, (fileName) => ({ fileName, state: 'waiting' }));
            setStopped(message);
            break;
          }
          // Not saved as finished: sending the same files again retries exactly these.
          update(names, (fileName) => ({ fileName, state: 'done', result: { fileName, status: 'failed', message: `${message} Send it again to retry.` } }));
          continue;
        }
        saved.batchId = answer.batchId;
        const byName = new Map(answer.results.map((result) => [result.fileName, result]));
        for (const name of names) {
          saved.finished[name] = byName.get(name) ?? { fileName: name, status: 'failed', message: 'The server gave no result for this file.' };
        }
        saved.savedAt = new Date().toISOString();
        saveBatch(jobId, saved);
        update(names, (fileName) => ({ fileName, state: 'done', result: saved.finished[fileName] as UploadFileResult }));
      }
      controller.current = null;
      setRunning(false);
    },
    [send, retryPauseMs],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, running, stopped, start, cancel };
}
