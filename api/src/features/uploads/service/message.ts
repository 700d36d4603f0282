// One message per uploaded file: everything a worker needs to find the file and its batch. The
// bytes stay in the blob store (`objectName`); a message is small and may be delivered twice.
export interface IngestMessage {
  orgId: string;
  jobId: string;
  batchId: string;
  /** The file's key in the batch document (`files.<fileId>`): a redelivery names the same file. */
  fileId: string;
  objectName: string;
  /** SHA-256 of the bytes, hex: the file checked on arrival, and the talent's id (de-duplication). */
  contentHash: string;
  fileName: string;
  /** 1 for the first delivery; the transport counts redeliveries. */
  attempt: number;
}

/**
 * Where an arrived file waits for its worker (null: not a PDF or DOCX). The api names it on arrival
 * and the lost-message sweep names it again from the batch entry, so the rule lives here once.
 */
export function ingestObjectName(orgId: string, batchId: string, fileId: string, fileName: string): { objectName: string; extension: 'pdf' | 'docx' } | null {
  const extension = /\.(pdf|docx)$/i.exec(fileName)?.[1]?.toLowerCase() as 'pdf' | 'docx' | undefined;
  return extension ? { objectName: `orgs/${orgId}/ingest/${batchId}/${fileId}.${extension}`, extension } : null;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The message, or null when it is not one of ours (a dead letter is logged, never retried). */
export function parseIngestMessage(value: unknown): IngestMessage | null {
  const m = value as Partial<IngestMessage> | null;
  if (!m || typeof m !== 'object') return null;
  const ids = [m.orgId, m.jobId, m.batchId, m.fileId];
  if (!ids.every((id) => typeof id === 'string' && ID.test(id))) return null;
  if (typeof m.objectName !== 'string' || typeof m.fileName !== 'string' || typeof m.contentHash !== 'string' || !/^[0-9a-f]{64}$/.test(m.contentHash))
    return null;
  return {
    orgId: m.orgId!,
    jobId: m.jobId!,
    batchId: m.batchId!,
    fileId: m.fileId!,
    objectName: m.objectName,
    contentHash: m.contentHash,
    fileName: m.fileName,
    attempt: Number.isInteger(m.attempt) && m.attempt! > 0 ? m.attempt! : 1,
  };
}
