// The one ingestion worker, whatever the transport: pull a file's message, read its bytes from the
// blob store, parse, de-duplicate (content hash, then email or phone), match and write the
// application (hiring/bulk-upload.ts's uploadOne), then record the result in the batch document.
// At-least-once delivery is made idempotent twice over: a file whose entry is no longer queued is
// skipped, and talent and application ids come from the content hash and the job, so a message
// redelivered after a crash finds its own work ("already in this job's pipeline"), never a second copy.
import { createHash } from 'node:crypto';
import type { UploadFileResult } from 'shared-schemas';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { HttpError } from '../../../platform/errors';
import { runAsEngineCaller } from '../../genai/service/engine-caller';
import type { GenaiEngine } from '../../genai/service/genai-engine';
import { readJob } from '../../hiring/service/applications';
import { uploadOne } from './bulk-upload';
import { batchRef, finishFile, noteAttempt, readFile, type BatchStore } from './batch';
import type { IngestMessage } from './message';
import { DEAD_LETTER_WITHOUT_REASON, type IngestConsumer } from './queue';

export interface IngestServices extends BatchStore {
  engine: GenaiEngine;
  blobs: BlobStore;
}

const failed = (fileName: string, message: string): UploadFileResult => ({ fileName, status: 'failed', message });

/** Handles one message; throws only for faults worth a retry (store or engine unavailable). */
export async function ingestFile(services: IngestServices, message: IngestMessage): Promise<void> {
  const ref = batchRef(services.firestore, message.orgId, message.batchId);
  const found = await readFile(services, ref, message.fileId);
  // The batch was deleted, or this file is already done (a redelivery): nothing to do.
  if (!found || found.file.status !== 'queued') return;
  const { file: entry, createdBy } = found;
  const started = performance.now();
  const finish = async (result: UploadFileResult) => {
    await finishFile(services, ref, message.fileId, result, performance.now() - started);
    // The original is kept with the talent (uploadOne stores its own copy): the queued copy goes.
    await services.blobs.delete(message.objectName).catch(() => undefined);
  };
  const blob = await services.blobs.get(message.objectName);
  if (!blob) return void (await finishFile(services, ref, message.fileId, failed(entry.fileName, 'The uploaded file is gone. Send it again.')));
  if (createHash('sha256').update(blob.bytes).digest('hex') !== message.contentHash)
    return finish(failed(entry.fileName, 'The file changed after it was uploaded. Send it again.'));
  let job;
  try {
    job = await readJob(services, message.jobId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return finish(failed(entry.fileName, 'The job was deleted.'));
    throw error;
  }
  const result = await uploadOne(
    services,
    { orgId: message.orgId, uid: createdBy },
    job,
    { bytes: new Uint8Array(blob.bytes), fileName: entry.fileName, origin: `${message.batchId}/${message.fileId}` },
    services.engine.limits.maxFileBytes,
    services.engine.limits.documentTimeoutMs,
  );
  await finish(result);
}

/** The worker as a queue consumer: retries are noted in the batch, a dead letter fails the file with why. */
export function ingestConsumer(services: IngestServices): IngestConsumer {
  return {
    // Ingestion is bulk work, capped per organisation (engine-pool.ts), whatever request queued it.
    handle: (message) => runAsEngineCaller({ client: `org:${message.orgId}`, lane: 'bulk' }, () => ingestFile(services, message)),
    attemptFailed: (message, reason) =>
      noteAttempt(services, batchRef(services.firestore, message.orgId, message.batchId), message.fileId, message.attempt, reason),
    deadLetter: async (message, reason) => {
      const ref = batchRef(services.firestore, message.orgId, message.batchId);
      const found = await readFile(services, ref, message.fileId);
      if (!found || found.file.status !== 'queued') return;
      const entry = found.file;
      const tries = message.attempt === 1 ? '1 try' : `${message.attempt} tries`;
      // Forwarded by Pub/Sub's dead-letter policy, the message carries no reason: the last one noted stands in.
      const why = reason === DEAD_LETTER_WITHOUT_REASON && entry.lastError ? entry.lastError : reason;
      await finishFile(services, ref, message.fileId, failed(entry.fileName, `Could not be processed after ${tries} (${why}). Send it again to retry.`));
      await services.blobs.delete(message.objectName).catch(() => undefined);
    },
  };
}
