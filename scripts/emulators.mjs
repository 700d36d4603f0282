#!/usr/bin/env node
// Runs the Auth, Firestore and Storage emulators alone (data kept in .firebase-data/ and
// .firebase-data.storage/ across restarts).
// Ctrl-C exports the data and stops both; the data is also exported every minute
// (HIREGEN_EMULATOR_EXPORT_INTERVAL_MS) and on SIGHUP (`kill -HUP <pid>`). An api given the printed
// HIREGEN_JOURNAL_DIR journals what it acknowledges, and the next start replays it, so a kill -9
// in between loses none of it.
//   node scripts/emulators.mjs [--auth-port 9099] [--firestore-port 8080] [--storage-port 9190 | --storage-port 0] [--data-dir .firebase-data/…] [--no-persist]
import { parseArgs } from 'node:util';
import { EmulatorPrerequisiteError, startEmulators } from './lib/emulators.mjs';

const { values } = parseArgs({
  options: {
    'auth-port': { type: 'string', default: process.env.AUTH_EMULATOR_PORT ?? '9099' },
    'firestore-port': { type: 'string', default: process.env.FIRESTORE_EMULATOR_PORT ?? '8080' },
    // 0: no Storage emulator.
    'storage-port': { type: 'string', default: process.env.STORAGE_EMULATOR_PORT ?? '9190' },
    'project-id': { type: 'string', default: process.env.GCLOUD_PROJECT ?? 'demo-hiregen' },
    'data-dir': { type: 'string', default: '.firebase-data' },
    'no-persist': { type: 'boolean', default: false },
  },
});

try {
  const emulators = await startEmulators({
    projectId: values['project-id'],
    authPort: Number(values['auth-port']),
    firestorePort: Number(values['firestore-port']),
    storagePort: Number(values['storage-port']) || null,
    dataDir: values['data-dir'],
    persist: !values['no-persist'],
  });
  console.log(`Emulators ready in ${emulators.startupMs} ms (pids ${emulators.pids.join(' ')}). Use:`);
  for (const [name, value] of Object.entries(emulators.env)) console.log(`  export ${name}=${value}`);
  console.log('Ctrl-C stops them' + (values['no-persist'] ? '.' : ` and saves data to ${values['data-dir']}/.`));
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping emulators...');
    await emulators.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof EmulatorPrerequisiteError ? 2 : 1);
}
