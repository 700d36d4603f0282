// Original files kept on the api's disk before Cloud Storage (`.firebase-blobs/` under `npm
// start`) move to the bucket on the api's first start with it: each file under its old key, then
// the folder is renamed `<folder>.migrated` so later starts skip it. A start cut off midway
// uploads the same files again (same keys, same bytes): harmless.
import fs from 'node:fs/promises';
import { LocalDiskBlobStore, type BlobStore } from './blob-store';

export async function migrateLocalBlobs(legacyDir: string, target: BlobStore): Promise<number> {
  const exists = await fs.stat(legacyDir).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
  if (!exists) return 0;
  const local = new LocalDiskBlobStore(legacyDir);
  const keys = await local.keys();
  for (const key of keys) {
    const blob = await local.get(key);
    if (blob) await target.put(key, blob);
  }
  // A folder migrated before keeps its name; this one takes the next free one.
  let done = `${legacyDir}.migrated`;
  for (
    let n = 2;
    await fs.stat(done).then(
      () => true,
      () => false,
    );
    n += 1
  )
    done = `${legacyDir}.migrated-${n}`;
  await fs.rename(legacyDir, done);
  return keys.length;
}
