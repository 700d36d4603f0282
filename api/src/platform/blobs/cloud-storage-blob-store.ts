// Original files in Cloud Storage through firebase-admin (one bucket per project), locally in the
// Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST). Only the api holds the bucket's credentials:
// files are still served by the api after the access check of their document.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { checkedBlobKey, type BlobStore, type StoredBlob } from './blob-store';

/** Google's "not found" answer (a missing object or bucket). */
const notFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 404;

export class CloudStorageBlobStore implements BlobStore {
  private readonly app: App;
  private readonly bucketName: string;

  /** `bucket`: the project's default bucket `<projectId>.appspot.com` unless named. */
  constructor(projectId: string, bucket?: string) {
    this.app = initializeApp({ projectId }, `hiregen-blobs-${randomUUID()}`);
    this.bucketName = bucket || `${projectId}.appspot.com`;
  }

  private file(key: string) {
    return getStorage(this.app).bucket(this.bucketName).file(checkedBlobKey(key));
  }

  async put(key: string, blob: StoredBlob): Promise<void> {
    // One request (no resumable session): the api's files are at most a few MB. Cloud Storage
    // acknowledges an upload once the object is durable.
    await this.file(key).save(blob.bytes, { resumable: false, contentType: blob.contentType, metadata: { metadata: { fileName: blob.fileName } } });
  }

  async get(key: string): Promise<StoredBlob | null> {
    const file = this.file(key);
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      const fileName = metadata.metadata?.fileName;
      return {
        bytes,
        contentType: metadata.contentType || 'application/octet-stream',
        fileName: typeof fileName === 'string' ? fileName : key.split('/').pop()!,
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.file(key).delete({ ignoreNotFound: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    const bucket = getStorage(this.app).bucket(this.bucketName);
    const [files] = await bucket.getFiles({ prefix: checkedBlobPrefix(prefix) });
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    return files.length;
  }

  close(): Promise<void> {
    return deleteApp(this.app);
  }
}

function checkedBlobPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`blob store: a prefix ends with "/", got "${prefix}"`);
  checkedBlobKey(prefix.slice(0, -1));
  return prefix;
}
