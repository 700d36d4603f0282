/**
 * The upload batch's document, read live (organizations/{orgId}/uploads/{batchId}; HR of the
 * organisation only): the ingestion workers write each file's result there, so progress shows
 * whatever this tab does, and a closed tab stops nothing.
 */
import { watchDoc, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type UploadBatchFile } from 'shared-schemas';

export type BatchFiles = Record<string, UploadBatchFile>;

export function subscribeBatchFiles(orgId: string, batchId: string, onFiles: (files: BatchFiles) => void, onError: (error: Error) => void): Unsubscribe {
  return watchDoc(
    {
      doc: ({ db, firestoreApi: fs }) => fs.doc(db, COLLECTIONS.organizations, orgId, COLLECTIONS.uploads, batchId),
      row: (_id, data) => (data.files as BatchFiles | undefined) ?? null,
    },
    (files) => onFiles(files ?? {}),
    onError,
  );
}
