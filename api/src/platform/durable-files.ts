// fsync helpers: data the api acknowledges must be on disk, not only in the page cache.
import fs from 'node:fs/promises';

/** Writes `bytes` to `file` (replacing it) and syncs them before resolving. */
export async function writeSynced(file: string, bytes: Buffer): Promise<void> {
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A new or renamed file's name is durable only once its folder is synced. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
