// `npm run grant-admin -- <email>` (from the repo root): makes an existing account Admin.
// Uses the same configuration as the api: GCLOUD_PROJECT and, locally, the emulator hosts
// (defaults: demo-hiregen on 127.0.0.1:9099 / 127.0.0.1:8080, what `npm start` runs).
// For a real project, set GCLOUD_PROJECT and GOOGLE_APPLICATION_CREDENTIALS and unset the
// *_EMULATOR_HOST variables.
import { loadConfig } from '../src/config';
import { createFirebaseServices } from '../src/firebase';
import { HttpError } from '../src/platform/errors';
import { grantRole } from '../src/features/auth/service/roles';

async function main() {
  const email = process.argv[2]?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Usage: npm run grant-admin -- <email of an existing account>');
    process.exit(2);
  }
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const onRealProject = process.env.HIREGEN_USE_EMULATORS === 'false';
  if (!onRealProject) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  }
  const config = loadConfig();
  const firebase = createFirebaseServices(config);
  try {
    const granted = await grantRole({ ...firebase, storeTimeoutMs: 10_000 }, { email }, 'Admin');
    const where = config.authEmulatorHost ? `the Auth emulator at ${config.authEmulatorHost}` : `project ${config.projectId}`;
    console.log(
      granted.changed
        ? `${email} is now Admin on ${where}. They must sign in again (or refresh their ID token) to use it.`
        : `${email} was already Admin on ${where}.`,
    );
  } catch (error) {
    console.error(error instanceof HttpError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await firebase.close();
  }
}

void main();
