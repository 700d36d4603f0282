// Original files in Cloud Storage (the Storage emulator global-setup starts): what the api stores
// it reads back byte for byte with its name and type; deletes remove it; a folder of files from
// before Cloud Storage moves into the bucket once; the emulator keeps acknowledged files across a
// kill -9 and a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskBlobStore } from '../../src/platform/blobs/blob-store';
import { migrateLocalBlobs } from '../../src/platform/blobs/blob-migration';
import { CloudStorageBlobStore } from '../../src/platform/blobs/cloud-storage-blob-store';
import { PROJECT_ID } from '../support/emulator-accounts';
import { freePort } from '../support/free-port';

const unique = () => Math.random().toString(36).slice(2, 10);
const pdf = (text: string) => ({ bytes: Buffer.from(`%PDF-1.4 ${text}`), contentType: 'application/pdf', fileName: 'Résumé – Jane.pdf' });

let store: CloudStorageBlobStore;
beforeAll(() => {
  store = new CloudStorageBlobStore(PROJECT_ID);
});
afterAll(() => store.close());

test('a stored file reads back whole, with its type and name; deleted, it is gone', async () => {
  const key = `orgs/org-${unique()}/talent/f_abc-123.pdf`;
  await store.put(key, pdf('one'));
  expect(await store.get(key)).toEqual(pdf('one'));
  await store.delete(key);
  expect(await store.get(key)).toBeNull();
  await expect(store.delete(key)).resolves.toBeUndefined(); // deleting twice is not an error
});

test('deletePrefix removes every file under the prefix and nothing beside it', async () => {
  const uid = `u${unique()}`;
  await store.put(`users/${uid}/a.pdf`, pdf('a'));
  await store.put(`users/${uid}/b/c.pdf`, pdf('c'));
  await store.put(`users/${uid}x/keep.pdf`, pdf('keep'));
  expect(await store.deletePrefix(`users/${uid}/`)).toBe(2);
  expect(await store.get(`users/${uid}/a.pdf`)).toBeNull();
  expect(await store.get(`users/${uid}/b/c.pdf`)).toBeNull();
  expect(await store.get(`users/${uid}x/keep.pdf`)).toEqual(pdf('keep'));
  await expect(store.deletePrefix(`users/${uid}`)).rejects.toThrow(/ends with/);
});

test('files of the old local folder move into the bucket once, under their keys, and the folder is set aside', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-legacy-'));
  const legacy = path.join(root, '.firebase-blobs');
  const local = new LocalDiskBlobStore(legacy);
  const org = `org-${unique()}`;
  await local.put(`${org}/talent/t1.pdf`, pdf('t1'));
  await local.put(`${org}/talent/t2-9f.pdf`, {
    ...pdf('t2'),
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fileName: 't2.docx',
  });
  try {
    expect(await migrateLocalBlobs(legacy, store)).toBe(2);
    expect(await store.get(`${org}/talent/t1.pdf`)).toEqual(pdf('t1'));
    expect(await store.get(`${org}/talent/t2-9f.pdf`)).toMatchObject({ fileName: 't2.docx', bytes: pdf('t2').bytes });
    expect(fs.existsSync(legacy)).toBe(false);
    expect(fs.existsSync(`${legacy}.migrated/${org}/talent/t1.pdf`)).toBe(true);
    // The next start finds nothing to move.
    expect(await migrateLocalBlobs(legacy, store)).toBe(0);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

async function startStorageEmulator(port: number, dataDir: string, tmp: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(__dirname, '..', '..', '..', 'scripts', 'lib', 'storage-emulator.cjs')], {
    env: { ...process.env, TMPDIR: tmp, HIREGEN_PROJECT_ID: PROJECT_ID, HIREGEN_STORAGE_PORT: String(port), HIREGEN_STORAGE_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 200; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the Storage emulator did not answer');
}

test('the Storage emulator keeps an acknowledged file across a kill -9 and a restart; a deleted one stays deleted', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-storage-test-'));
  const [dataDir, tmp] = [path.join(root, 'data'), path.join(root, 'tmp')];
  fs.mkdirSync(tmp);
  const port = await freePort();
  const previousHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const previousStorageHost = process.env.STORAGE_EMULATOR_HOST;
  let child = await startStorageEmulator(port, dataDir, tmp);
  // firebase-admin reads the emulator's address when it first makes the bucket's client.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${port}`;
  const own = new CloudStorageBlobStore(PROJECT_ID);
  try {
    await own.put('orgs/o1/talent/kept.pdf', pdf('kept'));
    await own.put('orgs/o1/talent/gone.pdf', pdf('gone'));
    await own.delete('orgs/o1/talent/gone.pdf');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    child = await startStorageEmulator(port, dataDir, tmp);
    expect(await own.get('orgs/o1/talent/kept.pdf')).toEqual(pdf('kept'));
    expect(await own.get('orgs/o1/talent/gone.pdf')).toBeNull();
  } finally {
    child.kill('SIGKILL');
    await own.close();
    restoreEnv('FIREBASE_STORAGE_EMULATOR_HOST', previousHost);
    restoreEnv('STORAGE_EMULATOR_HOST', previousStorageHost);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
