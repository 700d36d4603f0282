import type { BlobStore, StoredBlob } from '../../src/platform/blobs/blob-store';

/** A blob store in memory that remembers what it holds (tests that need no Storage emulator). */
export function memoryBlobs(): BlobStore & { keys: () => string[] } {
  const held = new Map<string, StoredBlob>();
  return {
    put: async (key, blob) => void held.set(key, blob),
    get: async (key) => held.get(key) ?? null,
    delete: async (key) => void held.delete(key),
    deletePrefix: async (prefix) => [...held.keys()].filter((key) => key.startsWith(prefix) && held.delete(key)).length,
    keys: () => [...held.keys()],
  };
}
