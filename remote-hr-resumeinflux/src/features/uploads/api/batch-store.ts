/**
 * The upload batch's document, read live (organizations/{orgId}/uploads/{batchId}; HR of the
 * organisation only): the ingestion workers write each file's result there, so progress shows
 * whatever this tab does, and a closed tab stops nothing.
 */
import { COLLECTIONS, type UploadBatchFile } from 'shared-schemas';
import { subscribeLive, type Unsubscribe } from '../../../lib/firestore-live';

export type BatchFiles = Record<string, UploadBatchFile>;

export function subscribeBatchFiles(orgId: string, batchId: string, onFiles: (files: BatchFiles) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(
        fs.doc(db, COLLECTIONS.organizations, orgId, COLLECTIONS.uploads, batchId),
        (snapshot) => onFiles(((snapshot.exists() ? snapshot.get('files') : null) as BatchFiles | null) ?? {}),
        onError,
      ),
    onError,
  );
}
