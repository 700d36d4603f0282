// Original files (uploaded resumes) behind one interface. Local disk by default — inside the
// emulator data folder under `npm start`, so they are kept with the rest of the local data —
// and any other store (Cloud Storage) by implementing BlobStore. Files are served only by the
// api, after the same access check as their document.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

export interface BlobStore {
  put(key: string, blob: StoredBlob): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_.-]{1,128}){0,4}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`blob store: bad key "${key}"`);
  return key;
}

export class LocalDiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private paths(key: string) {
    const file = path.join(this.root, checkedKey(key));
    return { file, meta: `${file}.meta.json` };
  }

  async put(key: string, blob: StoredBlob): Promise<void> {
    const { file, meta } = this.paths(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written to a temporary name first: a crash never leaves half a file under the real key.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, blob.bytes);
    await fs.writeFile(meta, JSON.stringify({ contentType: blob.contentType, fileName: blob.fileName }));
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<StoredBlob | null> {
    const { file, meta } = this.paths(key);
    try {
      const [bytes, info] = await Promise.all([fs.readFile(file), fs.readFile(meta, 'utf8')]);
      const parsed = JSON.parse(info) as { contentType?: string; fileName?: string };
      return { bytes, contentType: parsed.contentType ?? 'application/octet-stream', fileName: parsed.fileName ?? path.basename(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { file, meta } = this.paths(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(meta, { force: true })]);
  }
}

/** HIREGEN_BLOB_DIR, or a folder per project under the system's temporary directory. */
export function blobStoreFromEnv(env: Record<string, string | undefined>, projectId: string): BlobStore {
  const dir = env.HIREGEN_BLOB_DIR?.trim() || path.join(os.tmpdir(), 'hiregen-blobs', projectId);
  return new LocalDiskBlobStore(dir);
}
