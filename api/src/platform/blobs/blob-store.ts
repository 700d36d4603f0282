// Original files (uploaded resumes) behind one interface: Cloud Storage (cloud-storage-blob-store.ts;
// the Storage emulator under `npm start` and the tests) or, without a bucket configured, a local
// folder. Files are served only by the api, after the same access check as their document.
// Keys carry the organisation: `orgs/<orgId>/talent/<talentId>-<random>.<ext>` (files uploaded
// before Cloud Storage keep their `<orgId>/talent/…` key); a person's own files would go under
// `users/<uid>/`, which deleting the account empties.
import fs from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory, writeSynced } from '../durable-files';

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

export interface BlobStore {
  put(key: string, blob: StoredBlob): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix` (which ends with "/"); answers how many. */
  deletePrefix(prefix: string): Promise<number>;
  close?(): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_.-]{1,128}){0,4}$/;

export function checkedBlobKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`blob store: bad key "${key}"`);
  return key;
}

export class LocalDiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private paths(key: string) {
    const file = path.join(this.root, checkedBlobKey(key));
    return { file, meta: `${file}.meta.json` };
  }

  async put(key: string, blob: StoredBlob): Promise<void> {
    const { file, meta } = this.paths(key);
    const dir = path.dirname(file);
    const firstCreated = await fs.mkdir(dir, { recursive: true });
    // Written to temporary names and synced first: a crash never leaves half a file under the real
    // key, and once put() resolves (and the api answers) the file survives a crash of the machine.
    await writeSynced(`${meta}.${process.pid}.tmp`, Buffer.from(JSON.stringify({ contentType: blob.contentType, fileName: blob.fileName })));
    await writeSynced(`${file}.${process.pid}.tmp`, blob.bytes);
    await fs.rename(`${meta}.${process.pid}.tmp`, meta);
    await fs.rename(`${file}.${process.pid}.tmp`, file);
    // The file's folder, and the folders above it that mkdir just made (their names are entries
    // of their parents).
    for (let synced = dir; ; synced = path.dirname(synced)) {
      await syncDirectory(synced);
      if (!firstCreated || synced === path.dirname(firstCreated) || synced === path.dirname(synced)) break;
    }
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

  async deletePrefix(prefix: string): Promise<number> {
    if (!prefix.endsWith('/')) throw new Error(`blob store: a prefix ends with "/", got "${prefix}"`);
    const dir = path.join(this.root, checkedBlobKey(prefix.slice(0, -1)));
    const keys = await this.keys(dir);
    await fs.rm(dir, { recursive: true, force: true });
    return keys.length;
  }

  /** Every stored key (below `dir`, by default all), in no particular order. */
  async keys(dir = this.root): Promise<string[]> {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json') && !entry.name.endsWith('.tmp'))
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
}
