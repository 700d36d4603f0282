// Which blob store the api uses: Cloud Storage when a bucket or the Storage emulator is configured
// (HIREGEN_STORAGE_BUCKET, FIREBASE_STORAGE_EMULATOR_HOST), otherwise a local folder
// (HIREGEN_BLOB_DIR, or one per project under the system's temporary directory) — for a bare
// `buildApp` without the emulators' Storage.
import os from 'node:os';
import path from 'node:path';
import { LocalDiskBlobStore, type BlobStore } from './blob-store';
import { CloudStorageBlobStore } from './cloud-storage-blob-store';

export function blobStoreFromEnv(env: Record<string, string | undefined>, projectId: string): BlobStore {
  const bucket = env.HIREGEN_STORAGE_BUCKET?.trim();
  if (bucket || env.FIREBASE_STORAGE_EMULATOR_HOST?.trim()) return new CloudStorageBlobStore(projectId, bucket);
  return new LocalDiskBlobStore(env.HIREGEN_BLOB_DIR?.trim() || path.join(os.tmpdir(), 'hiregen-blobs', projectId));
}
