#!/usr/bin/env node
// `npm run reset`: forgets the local emulator data (accounts, profiles, messages) kept in
// .firebase-data/ (with its write journal), the Storage emulator's files in .firebase-data.storage/
// and any files of the older local folder (.firebase-blobs/, .firebase-blobs.migrated/). Stop `npm start` first, or it exports its data again on exit.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, resolveDataDir, storageDirFor } from './lib/emulators.mjs';
import { journalDirFor } from './lib/write-journal.mjs';

let dataDir;
try {
  // Only the data folder (or a folder inside it): `npm run reset api` must not delete the api.
  dataDir = resolveDataDir(process.argv[2] ?? '.firebase-data');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// Uploaded resume files live beside the data (the export replaces the data folder whole).
fs.rmSync(storageDirFor(dataDir), { recursive: true, force: true });
if (!process.argv[2]) {
  for (const name of fs.readdirSync(REPO_ROOT)) {
    if (/^\.firebase-blobs(\.migrated(-\d+)?)?$/.test(name)) fs.rmSync(path.join(REPO_ROOT, name), { recursive: true, force: true });
  }
}
// The write journal too: it would otherwise replay its writes into the empty emulators.
const journalDir = journalDirFor(dataDir);
if (fs.existsSync(journalDir)) fs.rmSync(journalDir, { recursive: true, force: true });
if (fs.existsSync(dataDir)) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed ${path.relative(REPO_ROOT, dataDir)}/: the emulators start empty next time.`);
} else {
  console.log(`Nothing to reset: ${path.relative(REPO_ROOT, dataDir)}/ does not exist.`);
}
