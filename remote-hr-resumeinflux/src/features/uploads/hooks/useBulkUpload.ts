import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-auth';
import type { UploadFileResult } from 'shared-schemas';
import type { Unsubscribe } from 'shared-auth/data';
import { readProblem } from '../../../lib/read-problem';
import { subscribeBatchFiles, type BatchFiles } from '../api/batch-store';
import { uploadResumes } from '../api/upload-resumes';
import { loadSavedBatch, newBatchId, saveBatch } from '../utils/saved-batch';
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
  /** `orgId` lets the screen read queued files' results live from the batch document. */
  start: (jobId: string, files: File[], orgId?: string) => Promise<void>;
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
 * Sends a job's resumes a few at a time. The api queues each file for its ingestion workers and
 * answers at once; the results are read live from the batch document, so a closed tab stops
 * nothing. Every answered file is saved (with the batch id) before the next request, so a closed
 * tab resumes where it stopped; a failed request fails its own files and the batch goes on.
 */
export function useBulkUpload(
  send: typeof uploadResumes = uploadResumes,
  retryPauseMs = RETRY_PAUSE_MS,
  watch: typeof subscribeBatchFiles = subscribeBatchFiles,
): BulkUpload {
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [running, setRunning] = useState(false);
  const [stopped, setStopped] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Queued files (fileId → row key), the batch being watched, and what is saved for this job.
  const queued = useRef(new Map<string, string>());
  const watching = useRef<{ batchId: string; stop: Unsubscribe } | null>(null);
  const current = useRef<{ jobId: string; saved: SavedBatch } | null>(null);
  // The batch as last read: a file may finish before its request's answer is in.
  const lastFiles = useRef<BatchFiles>({});

  const stopWatching = () => {
    watching.current?.stop();
    watching.current = null;
  };
  useEffect(() => stopWatching, []);

  // The batch document changed: queued files with a result are done (and saved as finished).
  const onFiles = useCallback((files: BatchFiles) => {
    lastFiles.current = files;
    const target = current.current;
    if (!target) return;
    const finals = new Map<string, UploadFileResult>();
    const retrying = new Set<string>();
    for (const [fileId, key] of queued.current) {
      const entry = files[fileId];
      if (!entry) continue;
      if (entry.status === 'queued') {
        if (entry.attempts) retrying.add(key);
        continue;
      }
      const { attempts: _attempts, lastError: _lastError, ...result } = entry;
      finals.set(key, result);
      queued.current.delete(fileId);
      target.saved.finished[key] = result;
      delete target.saved.queued?.[key];
    }
    if (finals.size > 0) {
      target.saved.savedAt = new Date().toISOString();
      saveBatch(target.jobId, target.saved);
    }
    setProgress((rows) =>
      rows.map((row) => {
        const result = finals.get(row.key);
        if (result) return { key: row.key, fileName: row.fileName, state: 'done', result };
        if (row.state === 'queued' && retrying.has(row.key) !== Boolean(row.retrying)) return { ...row, retrying: retrying.has(row.key) };
        return row;
      }),
    );
    if (queued.current.size === 0) stopWatching();
  }, []);

  const watchQueued = useCallback(
    (orgId: string | undefined, batchId: string | null) => {
      if (!orgId || !batchId || queued.current.size === 0) return;
      if (watching.current?.batchId === batchId) return onFiles(lastFiles.current);
      stopWatching();
      lastFiles.current = {};
      watching.current = { batchId, stop: watch(orgId, batchId, onFiles, (error) => setStopped(`Progress cannot be read live: ${readProblem(error)}`)) };
    },
    [watch, onFiles],
  );

  // Rows are keyed by content, never by name: two different files named resume.pdf are two rows.
  const update = (keys: string[], next: (row: FileProgress) => FileProgress) =>
    setProgress((current) => current.map((row) => (keys.includes(row.key) ? next(row) : row)));

  const start = useCallback(
    async (jobId: string, files: File[], orgId?: string) => {
      const abort = new AbortController();
      controller.current = abort;
      const saved: SavedBatch = loadSavedBatch(jobId) ?? { batchId: null, finished: {}, savedAt: '' };
      saved.batchId ??= newBatchId();
      saved.queued ??= {};
      const queuedBefore = saved.queued;
      current.current = { jobId, saved };
      queued.current.clear();
      stopWatching();
      setStopped(null);
      setRunning(true);
      const plan = await planUpload(files, saved.finished);
      // Sent in an earlier session and still queued then: not sent again, their results are read.
      const resumed = plan.toSend.filter((item) => queuedBefore[item.key]);
      const toSend = plan.toSend.filter((item) => !queuedBefore[item.key]);
      for (const item of resumed) queued.current.set(queuedBefore[item.key]!.fileId, item.key);
      setProgress([
        ...plan.alreadyDone.map(
          (key): FileProgress => ({ key, fileName: saved.finished[key]!.fileName, state: 'done', result: saved.finished[key]!, earlier: true }),
        ),
        ...plan.refused.map(({ key, result }): FileProgress => ({ key, fileName: result.fileName, state: 'done', result })),
        ...resumed.map(({ key, file }): FileProgress => ({ key, fileName: file.name, state: 'queued', fileId: queuedBefore[key]!.fileId })),
        ...toSend.map(({ key, file }): FileProgress => ({ key, fileName: file.name, state: 'waiting' })),
      ]);
      watchQueued(orgId, saved.batchId);

      const groups = chunk(toSend, FILES_PER_REQUEST);
      for (const [index, group] of groups.entries()) {
        if (abort.signal.aborted) break;
        const keys = group.map((item) => item.key);
        const waiting = (row: FileProgress): FileProgress => ({ key: row.key, fileName: row.fileName, state: 'waiting' });
        update(keys, (row) => ({ key: row.key, fileName: row.fileName, state: 'sending' }));
        let answer: UploadAnswer | null = null;
        let failure: unknown = null;
        for (let attempt = 0; attempt < 2 && !answer; attempt += 1) {
          try {
            answer = await send(
              jobId,
              group.map((item) => item.file),
              saved.batchId,
              index === groups.length - 1,
              abort.signal,
            );
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
          update(keys, (row) => ({
            key: row.key,
            fileName: row.fileName,
            state: 'done',
            result: { fileName: row.fileName, status: 'failed', message: `${message} Send it again to retry.` },
          }));
          continue;
        }
        saved.batchId = answer.batchId;
        // The api answers one result per file in the order sent, so a result belongs to its file by
        // place, not by name.
        const results = answer.results;
        for (const [place, item] of group.entries()) {
          const result =
            results.length === group.length
              ? results[place]!
              : { fileName: item.file.name, status: 'failed' as const, message: 'The server gave no result for this file.' };
          if (result.status === 'queued') {
            queuedBefore[item.key] = { fileId: result.fileId, fileName: result.fileName };
            queued.current.set(result.fileId, item.key);
          } else {
            saved.finished[item.key] = result;
          }
        }
        saved.savedAt = new Date().toISOString();
        saveBatch(jobId, saved);
        update(keys, (row) => {
          const fileId = saved.queued?.[row.key]?.fileId;
          if (fileId && !saved.finished[row.key]) return { key: row.key, fileName: row.fileName, state: 'queued', fileId };
          return { key: row.key, fileName: row.fileName, state: 'done', result: saved.finished[row.key] as UploadFileResult };
        });
        watchQueued(orgId, answer.batchId);
      }
      controller.current = null;
      setRunning(false);
    },
    [send, retryPauseMs, watchQueued],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, running, stopped, start, cancel };
}
