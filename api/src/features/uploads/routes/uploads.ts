// POST /api/jobs/:jobId/uploads: HR's bulk upload of resumes into a job. The route checks who
// asks and reads the multipart body; receive-upload.ts opens the batch and queues the files for
// the ingestion workers, which parse them in the engine's bulk lane (ingest-worker.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { GENAI_LIMITS, HIRING_ANSWER_SCHEMAS, HIRING_REQUESTS as R } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { HttpError } from '../../../platform/errors';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';
import type { GenaiEngine } from '../../genai/service/genai-engine';
import { readJob } from '../../hiring/service/applications';
import { requireOrgAccess } from '../../hiring/service/org-access';
import type { ArrivedFile } from '../service/bulk-upload';
import { cleanUploadFileName } from '../service/file-name';
import type { IngestQueue } from '../service/queue';
import { receiveUpload } from '../service/receive-upload';

export interface UploadRoutesOptions {
  firebase: Pick<FirebaseServices, 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit'>;
  /** For the engine's limits: the largest file, and how long wait=1 may wait. */
  engine: Pick<GenaiEngine, 'limits'>;
  blobs: BlobStore;
  /** Where uploaded files go for the ingestion workers (service/queue.ts). */
  ingestQueue: IngestQueue;
}

/** Files per upload request (the contract in shared-schemas): small batches, so one failure or a closed tab loses little. */
export const UPLOAD_FILES_PER_REQUEST = GENAI_LIMITS.uploadFilesPerRequest;

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 410: messageSchema, 503: messageSchema };

export async function uploadRoutes(fastify: FastifyInstance, options: UploadRoutesOptions) {
  const app = typed(fastify);
  const { firebase, config, engine, blobs, ingestQueue } = options;
  const { firestore } = firebase;
  const timeoutMs = config.storeTimeoutMs;
  const services = { firestore, storeTimeoutMs: timeoutMs, blobs, queue: ingestQueue };
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: engine.limits.maxFileBytes, files: UPLOAD_FILES_PER_REQUEST, fields: 4, headerPairs: 50 },
  });

  app.post(
    '/api/jobs/:jobId/uploads',
    {
      config: { rateLimit: { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs } },
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: `Upload up to ${UPLOAD_FILES_PER_REQUEST} resumes (PDF/DOCX) into a job (HR)`,
        security: [{ firebaseIdToken: [] }],
        description:
          'Multipart, files in the "files" field. Each file is stored and queued for an ingestion worker, and the answer comes at once: `queued` with its fileId, or `failed` with the reason when it is refused on arrival. Workers record each result (added, duplicate or failed) in organizations/{orgId}/uploads/{batchId}, which HR reads live. Pass the batchId from the first answer to continue a batch, and last=1 with the final request. wait=1 answers with the final results instead (scripts; at most the store and engine deadlines).',
        ...R.upload,
        response: {
          200: HIRING_ANSWER_SCHEMAS.upload,
          ...errors,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the resumes as a multipart/form-data upload in the "files" field.');
      const job = await readJob(services, request.params.jobId);
      if (request.account?.orgId !== job.orgId) throw new HttpError(404, 'No such job.');
      const account = await requireOrgAccess(firestore, request.account, job.orgId, ['HR'], timeoutMs);
      const readFiles = async (): Promise<ArrivedFile[]> => {
        const arrived: ArrivedFile[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== 'files' && part.fieldname !== 'file') {
              await part.toBuffer().catch(() => undefined);
              continue;
            }
            arrived.push({ bytes: new Uint8Array(await part.toBuffer()), fileName: cleanUploadFileName(part.filename), tooLarge: part.file.truncated });
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_FILES_LIMIT') throw new HttpError(413, `Send at most ${UPLOAD_FILES_PER_REQUEST} files per request.`);
          if (error instanceof HttpError) throw error;
          throw new HttpError(400, 'The upload was cut off or malformed. The files already sent are kept; send the rest again.');
        }
        return arrived;
      };
      return receiveUpload(
        services,
        job,
        { orgId: account.orgId, uid: account.uid, batchId: request.query.batchId, last: request.query.last === '1', wait: request.query.wait === '1' },
        readFiles,
        { maxFileBytes: engine.limits.maxFileBytes, waitMs: engine.limits.documentTimeoutMs * 3 + timeoutMs * 4 },
      );
    },
  );
}
