// The api's half of ingestion: each arrived file is checked, stored in the blob store under
// orgs/<orgId>/ingest/<batchId>/, entered in the batch document as queued and published as one
// message. The request answers at once; HR's screen reads the results live from the batch.
import { createHash, randomBytes } from 'node:crypto';
import type { UploadBatchFile, UploadFileResult, UploadQueuedFile } from 'shared-schemas';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import type { ArrivedFile } from './bulk-upload';
import { addFiles, batchRef, finishFile, type BatchStore } from './batch';
import { ingestObjectName, type IngestMessage } from './message';
import type { IngestQueue } from './queue';

export interface EnqueueServices extends BatchStore {
  blobs: BlobStore;
  queue: IngestQueue;
}

export type EnqueuedResult = UploadFileResult | UploadQueuedFile;

const CONTENT_TYPES: Record<'pdf' | 'docx', string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The answer for a file the batch holds: still queued under its id, or its final result. */
function answerFor(fileId: string, file: UploadBatchFile): EnqueuedResult {
  if (file.status === 'queued') return { fileName: file.fileName, status: 'queued', fileId };
  const { attempts: _attempts, lastError: _lastError, ms: _ms, contentHash: _contentHash, ...result } = file;
  return result;
}

/** Files refused on arrival get their result here; the rest are queued (results in the order sent). */
export async function enqueueFiles(
  services: EnqueueServices,
  target: { orgId: string; jobId: string; batchId: string },
  files: ArrivedFile[],
  last: boolean,
  maxFileBytes: number,
): Promise<EnqueuedResult[]> {
  const { orgId, jobId, batchId } = target;
  const entries: Record<string, UploadBatchFile> = {};
  const messages: IngestMessage[] = [];
  const results = await Promise.all(
    files.map(async (file): Promise<EnqueuedResult> => {
      const fileId = randomBytes(9).toString('base64url');
      const fail = (message: string): UploadFileResult => {
        entries[fileId] = { fileName: file.fileName, status: 'failed', message };
        return { fileName: file.fileName, status: 'failed', message };
      };
      if (file.tooLarge) return fail(`Too big: at most ${Math.round(maxFileBytes / 1048576)} MB per file.`);
      const stored = ingestObjectName(orgId, batchId, fileId, file.fileName);
      if (!stored) return fail('Not a PDF or DOCX file.');
      const { objectName, extension } = stored;
      const contentHash = createHash('sha256').update(file.bytes).digest('hex');
      try {
        await services.blobs.put(objectName, { bytes: Buffer.from(file.bytes), contentType: CONTENT_TYPES[extension], fileName: file.fileName });
      } catch {
        return fail('Could not be stored. Send it again.');
      }
      entries[fileId] = { fileName: file.fileName, status: 'queued', contentHash };
      messages.push({ orgId, jobId, batchId, fileId, objectName, contentHash, fileName: file.fileName, attempt: 1 });
      return { fileName: file.fileName, status: 'queued', fileId };
    }),
  );
  // Entered before published: a worker always finds its file's entry.
  const resent = await addFiles(services, batchRef(services.firestore, orgId, batchId), entries, last);
  // Files the batch already holds: their copies go, and each answer names the held file.
  for (const copy of messages.filter((message) => resent.has(message.fileId))) await services.blobs.delete(copy.objectName).catch(() => undefined);
  for (const [index, result] of results.entries()) {
    const held = result.status === 'queued' ? resent.get(result.fileId) : undefined;
    if (held) results[index] = answerFor(held.fileId, held.file);
  }
  const fresh = messages.filter((message) => !resent.has(message.fileId));
  try {
    await services.queue.publish(fresh);
  } catch {
    // Not queued, so no worker will come: those files fail now, with a way forward.
    const message = 'Could not be queued. Send it again.';
    for (const queued of fresh) {
      await finishFile(services, batchRef(services.firestore, orgId, batchId), queued.fileId, { fileName: queued.fileName, status: 'failed', message }).catch(
        () => undefined,
      );
      await services.blobs.delete(queued.objectName).catch(() => undefined);
    }
    return results.map((result) =>
      result.status === 'queued' && fresh.some((failed) => failed.fileId === result.fileId) ? { fileName: result.fileName, status: 'failed', message } : result,
    );
  }
  return results;
}

/** The final results of queued files, read from the batch document as workers record them (until `timeoutMs`). */
export function waitForResults(store: BatchStore, orgId: string, batchId: string, results: EnqueuedResult[], timeoutMs: number): Promise<EnqueuedResult[]> {
  const waiting = results.flatMap((result) => (result.status === 'queued' ? [result.fileId] : []));
  if (waiting.length === 0) return Promise.resolve(results);
  return new Promise((resolve) => {
    let files: Record<string, UploadBatchFile> = {};
    let answered = false;
    const answer = () => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      stop();
      resolve(
        results.map((result) => {
          const entry = result.status === 'queued' ? files[result.fileId] : undefined;
          if (!entry || entry.status === 'queued') return result;
          const { attempts: _attempts, lastError: _lastError, ...final } = entry;
          return final as UploadFileResult;
        }),
      );
    };
    const timer = setTimeout(answer, timeoutMs);
    const stop = batchRef(store.firestore, orgId, batchId).onSnapshot(
      (snapshot) => {
        files = (snapshot.get('files') as Record<string, UploadBatchFile> | undefined) ?? {};
        if (waiting.every((fileId) => files[fileId] && files[fileId]!.status !== 'queued')) answer();
      },
      () => answer(),
    );
  });
}
