// Starts the emulators once for the whole api test run, unless the caller already did.
import { startEmulators } from '../../../scripts/lib/emulators.mjs';

export default async function globalSetup() {
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.GCLOUD_PROJECT ??= 'demo-hiregen';
  if (process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST) return;
  const emulators = await startEmulators({
    projectId: process.env.GCLOUD_PROJECT,
    authPort: Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9199),
    firestorePort: Number(process.env.TEST_FIRESTORE_EMULATOR_PORT ?? 8180),
    // Original files (the upload and file tests): ~0.3 s of CPU, started beside the other two.
    storagePort: Number(process.env.TEST_STORAGE_EMULATOR_PORT ?? 9290),
    persist: false,
  });
  Object.assign(process.env, emulators.env);
  globalThis.__hiregenEmulators = emulators;
}
