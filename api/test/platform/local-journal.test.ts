// The local write journal against the real emulators: every way the api writes (set, update with
// transforms, batches, transactions, recursiveDelete's BulkWriter, Auth changes) is on disk, with
// the state it left, by the time its promise resolves; the launcher's replay puts it back. The
// kill -9 test (hardening/kill-api.test.ts) runs it all under a real crash.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FieldValue } from 'firebase-admin/firestore';
import { ConfigError, loadConfig } from '../../src/config';
import { createFirebaseServices } from '../../src/firebase';
import type { JournalEntry } from '../../src/platform/local-journal';
import { PROJECT_ID, signUp } from '../support/emulator-accounts';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-journal-test-'));
// The launcher's layout: the journal beside a data folder (which has no export here).
const dataDir = path.join(work, 'data');
const journalDir = `${dataDir}.journal`;
const hosts = { authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST, firestoreEmulatorHost: process.env.FIRESTORE_EMULATOR_HOST };
const journalled = createFirebaseServices({ projectId: PROJECT_ID, journalDir, ...hosts });
const plain = createFirebaseServices({ projectId: PROJECT_ID });
const collection = `journal-test-${Date.now().toString(36)}`;
const docName = (docPath: string) => `projects/${PROJECT_ID}/databases/(default)/documents/${collection}/${docPath}`;

afterAll(async () => {
  await Promise.all([journalled.close(), plain.close()]);
  fs.rmSync(work, { recursive: true, force: true });
});

function entries(): JournalEntry[] {
  return fs
    .readdirSync(journalDir)
    .sort()
    .flatMap((name) => fs.readFileSync(path.join(journalDir, name), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as JournalEntry);
}
/** The last entry for a document: what a replay would put back. */
function last(docPath: string): JournalEntry | undefined {
  return entries()
    .filter((entry) => 'doc' in entry && entry.doc === docName(docPath))
    .at(-1);
}

test('each write is journalled with the state it left before its promise resolves', async () => {
  const docs = journalled.firestore.collection(collection);
  await docs.doc('a').set({ count: 1, at: FieldValue.serverTimestamp() });
  const afterSet = last('a');
  expect(afterSet).toMatchObject({ fields: { count: { integerValue: '1' }, at: { timestampValue: expect.any(String) } } });
  expect(afterSet!.t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);

  await docs.doc('a').update({ count: FieldValue.increment(2) });
  expect(last('a')).toMatchObject({ fields: { count: { integerValue: '3' } } });
  expect(last('a')!.t > afterSet!.t).toBe(true);

  const batch = journalled.firestore.batch();
  batch.create(docs.doc('b'), { name: 'b' });
  batch.delete(docs.doc('a'));
  await batch.commit();
  expect(last('b')).toMatchObject({ fields: { name: { stringValue: 'b' } } });
  expect(last('a')).toMatchObject({ deleted: true });

  await journalled.firestore.runTransaction(async (transaction) => {
    const b = await transaction.get(docs.doc('b'));
    transaction.update(docs.doc('b'), { name: `${b.get('name')}!` });
  });
  expect(last('b')).toMatchObject({ fields: { name: { stringValue: 'b!' } } });

  await docs.doc('tree').set({ root: true });
  await docs.doc('tree').collection('leaves').doc('l1').set({ leaf: 1 });
  await journalled.firestore.recursiveDelete(docs.doc('tree'));
  expect(last('tree')).toMatchObject({ deleted: true });
  expect(last('tree/leaves/l1')).toMatchObject({ deleted: true });

  // Another Firestore instance in the same process is not journalled by this one.
  await plain.firestore.collection(collection).doc('elsewhere').set({ x: 1 });
  expect(last('elsewhere')).toBeUndefined();
});

test('Auth changes through the api are journalled as the whole account, deletions too', async () => {
  const account = await signUp('journal');
  await journalled.auth.setCustomUserClaims(account.uid, { role: 'HR' });
  const userEntries = () => entries().filter((entry) => 'user' in entry && entry.user === account.uid);
  expect(userEntries().at(-1)).toMatchObject({
    record: { localId: account.uid, email: account.email, customAttributes: JSON.stringify({ role: 'HR' }), passwordHash: expect.any(String) },
  });
  await journalled.auth.deleteUser(account.uid);
  expect(userEntries().at(-1)).toMatchObject({ deleted: true });
});

test('the launcher replays the journal into the emulators: the latest state of each document and account', async () => {
  const account = await signUp('replayed');
  await journalled.auth.setCustomUserClaims(account.uid, { role: 'Candidate' });
  await journalled.firestore.collection(collection).doc('c').set({ kept: 'yes' });
  // What a kill -9 before the next export would lose: gone from the emulators, still journalled.
  await plain.firestore.collection(collection).doc('b').delete();
  await plain.firestore.collection(collection).doc('c').delete();
  await plain.auth.deleteUser(account.uid);

  const [authPort, firestorePort] = [hosts.authEmulatorHost, hosts.firestoreEmulatorHost].map((host) => Number(host!.split(':')[1]));
  const script = `import { replayJournal } from './scripts/lib/write-journal.mjs';
    console.log(JSON.stringify(await replayJournal(${JSON.stringify({ dataDir, projectId: PROJECT_ID, authPort, firestorePort })})));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot });
  expect(JSON.parse(stdout)).toMatchObject({ documents: 5, accounts: 2 });

  const docs = plain.firestore.collection(collection);
  expect((await docs.doc('b').get()).data()).toEqual({ name: 'b!' });
  expect((await docs.doc('c').get()).data()).toEqual({ kept: 'yes' });
  expect((await docs.doc('a').get()).exists).toBe(false);
  expect((await docs.doc('tree').get()).exists).toBe(false);
  expect((await plain.auth.getUser(account.uid)).customClaims).toEqual({ role: 'Candidate' });
});

test('the journal is for the local emulators only', () => {
  expect(() => loadConfig({ HIREGEN_JOURNAL_DIR: '/tmp/journal' })).toThrow(ConfigError);
  expect(() => loadConfig({ HIREGEN_JOURNAL_DIR: '/tmp/journal' })).toThrow(/HIREGEN_JOURNAL_DIR is for the local emulators only/);
  expect(
    loadConfig({ HIREGEN_JOURNAL_DIR: '/tmp/journal', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', FIRESTORE_EMULATOR_HOST: '127.0.0.1:2' }).journalDir,
  ).toBe('/tmp/journal');
  expect(loadConfig({}).journalDir).toBeUndefined();
});
