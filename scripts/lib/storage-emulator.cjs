// The Cloud Storage emulator, run as a child process of emulators.mjs (like the Auth emulator):
// firebase-tools' own StorageEmulator and its express app, loaded directly. Its `start()` would
// first start the rules runtime (a jar firebase-tools downloads, run by a launcher that demands
// Java 21); we skip it and serve the app alone. Only the api reaches the bucket, with admin
// credentials, and the JSON API it uses (`adminStorageLayer`) never evaluates rules; the
// browser-facing /v0 API has no ruleset loaded, so it refuses every request.
//
// With HIREGEN_STORAGE_DATA_DIR set, every object the emulator accepts is written there (synced,
// under a temporary name, then renamed) before the upload is answered, and removed there when the
// object is deleted: a restart (or a kill -9) keeps every acknowledged file. The folder has the
// layout of `firebase emulators:export` (buckets.json, blobs/, metadata/), read back at start.
//
// Env: HIREGEN_PROJECT_ID, HIREGEN_STORAGE_PORT, HIREGEN_STORAGE_DATA_DIR (optional). TMPDIR
// should be a folder of this process's own: the emulator keeps its working copies there and the
// parent removes it.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const HOST = '127.0.0.1';
const projectId = process.env.HIREGEN_PROJECT_ID;
const port = Number(process.env.HIREGEN_STORAGE_PORT);
const dataDir = process.env.HIREGEN_STORAGE_DATA_DIR || null;

const { syncDirectory, writeSynced } = require('./durable-sync.cjs');
const { StorageEmulator } = require('firebase-tools/lib/emulator/storage');
const { createApp } = require('firebase-tools/lib/emulator/storage/server');
const { StoredFileMetadata } = require('firebase-tools/lib/emulator/storage/metadata');

// A named ruleset that is never loaded (the rules manager is not started).
const emulator = new StorageEmulator({ projectId, host: HOST, port, rules: { name: 'storage.rules', content: '' }, auto_download: false });
const layer = emulator.adminStorageLayer;
// Object metadata (media links) asks the registry where the storage emulator runs.
require('firebase-tools/lib/emulator/registry').EmulatorRegistry.set('storage', emulator);

if (dataDir) {
  const blobs = path.join(dataDir, 'blobs');
  const metadata = path.join(dataDir, 'metadata');
  const bucketsFile = path.join(dataDir, 'buckets.json');
  const buckets = new Set();
  if (fs.existsSync(bucketsFile)) {
    layer.import(dataDir, { initiatedBy: 'hiregen-start' });
    for (const bucket of JSON.parse(fs.readFileSync(bucketsFile, 'utf8')).buckets ?? []) buckets.add(bucket.id);
  }
  fs.mkdirSync(blobs, { recursive: true });
  fs.mkdirSync(metadata, { recursive: true });
  // One file name per object (the object name may hold any character).
  const diskName = (bucket, name) => crypto.createHash('sha256').update(`${bucket}/${name}`).digest('hex');
  // Kept by hand: the emulator's listBuckets() may ask the network for a project's default bucket.
  const saveBucket = (id) => {
    if (buckets.has(id)) return;
    buckets.add(id);
    writeSynced(bucketsFile, JSON.stringify({ buckets: [...buckets].map((bucket) => ({ id: bucket })) }, null, 2));
  };

  const upload = layer.uploadObject.bind(layer);
  layer.uploadObject = async (request) => {
    const stored = await upload(request);
    const name = diskName(stored.bucket, stored.name);
    // The bytes first: a metadata file without its blob would name a missing file.
    writeSynced(path.join(blobs, name), layer.getBytes(stored.bucket, stored.name));
    writeSynced(path.join(metadata, `${name}.json`), StoredFileMetadata.toJSON(stored));
    syncDirectory(blobs);
    syncDirectory(metadata);
    saveBucket(stored.bucket);
    return stored;
  };
  const remove = layer.deleteObject.bind(layer);
  layer.deleteObject = async (request) => {
    await remove(request);
    const name = diskName(request.bucketId, request.decodedObjectId);
    fs.rmSync(path.join(metadata, `${name}.json`), { force: true });
    fs.rmSync(path.join(blobs, name), { force: true });
    syncDirectory(metadata);
  };
}

createApp(projectId, emulator).then(
  (app) => {
    const server = app.listen(port, HOST);
    server.on('error', (error) => {
      console.error(error.message);
      process.exit(1);
    });
    const close = () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 2000).unref();
    };
    process.on('SIGTERM', close);
    process.on('SIGINT', close);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
