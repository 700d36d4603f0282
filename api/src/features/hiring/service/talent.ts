// Uploaded talent leaving the organisation's pool: its original file, then its document. The file
// goes first, so a failure part-way leaves the document, and deleting again finishes the job
// (never a file nobody names). The applications made from it are the jobs' records: they keep
// their own copy of the resume.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from 'shared-schemas';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

export interface TalentServices {
  firestore: Firestore;
  blobs: BlobStore;
  storeTimeoutMs: number;
}

export async function deleteTalent(services: TalentServices, orgId: string, talentId: string): Promise<void> {
  const { firestore, blobs, storeTimeoutMs } = services;
  const ref = firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.talent).doc(talentId);
  const talent = await withStoreDeadline(ref.get(), storeTimeoutMs);
  if (!talent.exists) throw new HttpError(404, 'No such person in your talent pool.');
  const fileRef = talent.get('fileRef') as string | null | undefined;
  if (fileRef) await withStoreDeadline(blobs.delete(fileRef), storeTimeoutMs, 'The file could not be deleted right now. Please try again later.');
  await withStoreDeadline(ref.delete(), storeTimeoutMs);
}
