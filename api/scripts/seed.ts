// `npm run seed`: fills the local emulators with a living demo (organisations, jobs, candidates,
// applications, interviews…). Runs every `api/seed/NN-*.ts` module in name order. Refuses to run
// against anything but the emulators. `--if-empty` seeds only when no account exists yet
// (the first `npm start` on empty data).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createFirebaseServices } from '../src/firebase';
import { blobStoreFromEnv } from '../src/platform/blobs/blob-store-from-env';
import { writeClaims } from '../src/features/auth/service/claims';
import type { SeedContext, SeedModule } from '../seed/seed-context';

async function main() {
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9190';
  process.env.GCLOUD_PROJECT ??= 'demo-hiregen';
  if (!process.env.GCLOUD_PROJECT.startsWith('demo-')) {
    console.error('npm run seed only fills the local emulators (a demo-* project id).');
    process.exit(2);
  }
  const config = loadConfig();
  const firebase = createFirebaseServices(config);
  // The bucket the api reads (the Storage emulator's).
  const blobs = blobStoreFromEnv(process.env, config.projectId);
  try {
    if (process.argv.includes('--if-empty')) {
      const { users } = await firebase.auth.listUsers(1);
      if (users.length > 0) {
        console.log('Demo data: the emulators already hold accounts; not seeding (npm run reset clears them).');
        return;
      }
    }
    const started = Date.now();
    const context: SeedContext = {
      auth: firebase.auth,
      firestore: firebase.firestore,
      blobs,
      shared: {},
      log: (line) => console.log(`  ${line}`),
      account: async ({ email, password, name, claims }) => {
        const existing = await firebase.auth.getUserByEmail(email).catch(() => null);
        const user = existing ?? (await firebase.auth.createUser({ email, password, displayName: name, emailVerified: true }));
        await writeClaims(firebase.auth, user.uid, claims, 30_000);
        return user.uid;
      },
    };
    const dir = path.join(__dirname, '..', 'seed');
    const modules = fs
      .readdirSync(dir)
      .filter((name) => /^\d+-.*\.ts$/.test(name))
      .sort();
    console.log('Seeding demo data…');
    for (const name of modules) {
      const module = (await import(path.join(dir, name))) as SeedModule;
      await module.seed(context);
    }
    console.log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await firebase.close();
    await blobs.close?.();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error instanceof Error ? error.stack : error);
  process.exit(1);
});
