// The original files behind uploaded talent and applications, read for the routes that send them:
// an upload's stored file from the blob store, or for an application a candidate made, the resume
// they sent drawn as a PDF from the application's snapshot.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from 'shared-schemas';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { HttpError, withStoreDeadline } from '../../../platform/errors';
import type { SignedInAccount } from '../../../plugins/auth';
import type { GenaiEngine } from '../../genai/service/genai-engine';

export interface OriginalFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

export interface OriginalFileServices {
  firestore: Firestore;
  blobs: BlobStore;
  storeTimeoutMs: number;
}

const NO_FILE = 'No original file is stored for this person.';

/** The stored file of an organisation's uploaded talent; 404 when there is none. */
export async function talentFile(services: OriginalFileServices, orgId: string, talentId: string): Promise<OriginalFile> {
  const talent = await withStoreDeadline(
    services.firestore.collection(COLLECTIONS.organizations).doc(orgId).collection('talent').doc(talentId).get(),
    services.storeTimeoutMs,
  );
  const fileRef = talent.exists ? (talent.get('fileRef') as string | null) : null;
  const blob = fileRef ? await withStoreDeadline(services.blobs.get(fileRef), services.storeTimeoutMs) : null;
  if (!blob) throw new HttpError(404, NO_FILE);
  return blob;
}

/**
 * An application's original file, for the candidate whose application it is or (`requireHr`
 * passes) HR of its organisation; 404 for anyone else, as if there were none.
 */
export async function applicationFile(
  services: OriginalFileServices & { engine: Pick<GenaiEngine, 'tasks'> },
  caller: SignedInAccount | null | undefined,
  applicationId: string,
  requireHr: (orgId: string) => Promise<unknown>,
): Promise<OriginalFile> {
  const snapshot = await withStoreDeadline(services.firestore.collection(COLLECTIONS.applications).doc(applicationId).get(), services.storeTimeoutMs);
  const orgId = snapshot.get('orgId') as string | undefined;
  const candidateUid = snapshot.get('candidateUid') as string | null | undefined;
  const own = Boolean(snapshot.exists && candidateUid && caller?.uid === candidateUid && caller.role === 'Candidate');
  if (!snapshot.exists || !orgId || (!own && caller?.orgId !== orgId)) throw new HttpError(404, 'No such application.');
  if (!own) await requireHr(orgId);
  const talentId = snapshot.get('talentId') as string | null | undefined;
  if (talentId) return talentFile(services, orgId, talentId);
  if (!snapshot.get('resumeSnapshot')) throw new HttpError(404, NO_FILE);
  const pdf = await services.engine.tasks.renderResumePdf({ resume: snapshot.get('resumeSnapshot'), template: 'classic' });
  return { bytes: pdf.bytes, contentType: 'application/pdf', fileName: pdf.fileName };
}
