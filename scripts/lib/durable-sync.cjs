// Synchronous durable writes for the emulator-side scripts (the api has its own async ones in
// api/src/platform/durable-files.ts). CommonJS so the Storage emulator's child process can
// require it and write-journal.mjs can import it.
'use strict';
const fs = require('node:fs');

/** Makes a folder's entries (a file just created, renamed or removed in it) survive a crash. */
function syncDirectory(dir) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes the bytes under a temporary name, syncs them, then renames: never half a file under `file`. */
function writeSynced(file, bytes) {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

module.exports = { syncDirectory, writeSynced };
