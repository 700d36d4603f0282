// `npm run test:scale`: the scale profile end to end, on its real processes (`npm start -- --scale
// --ephemeral`, the api from its compiled build): 200 resumes uploaded through api instance A, one
// of the two ingestion workers killed mid-batch, and every file ends in the batch exactly once;
// a file stored through A downloads through B; a search answers the same on A and B; with A
// stopped, the shell's /api keeps answering through B. Not part of `npm test` (two more JVMs and
// searchd); `.ci/run` runs it after `npm test`, reusing that run's shell build.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import test, { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { TEST_PORT_OFFSET } = require('../apps.config.js');
// From the api workspace: firebase-admin and pdf-lib are its dependencies.
const apiRequire = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api', 'package.json'));
const { initializeApp, deleteApp } = apiRequire('firebase-admin/app');
const { getAuth } = apiRequire('firebase-admin/auth');
const { getFirestore } = apiRequire('firebase-admin/firestore');
const { PDFDocument, StandardFonts } = apiRequire('pdf-lib');

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILES = 200;
const PER_REQUEST = 10; // the upload route's limit (shared-schemas GENAI_LIMITS.uploadFilesPerRequest)
const offset = Number(process.env.HIREGEN_TEST_PORT_OFFSET ?? TEST_PORT_OFFSET);
const PROJECT_ID = 'demo-hiregen';

let profile; // the `npm start -- --scale` child
let stack; // its table: ports and pids
let admin;
let firestore;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const pidOf = (prefix) => stack.processes.find((row) => row.name.startsWith(prefix)).pid;
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(read, done, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: not reached in ${timeoutMs / 1000} s (last: ${JSON.stringify(value)?.slice(0, 300)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

before(async () => {
  const tableFile = path.join(repo, '.run', `scale-${3000 + offset}.json`);
  fs.rmSync(tableFile, { force: true });
  profile = spawn(process.execPath, ['scripts/start.mjs', '--scale', `--offset=${offset}`, '--ephemeral', '--no-build'], {
    cwd: repo,
    // A killed worker's file goes to the other after 10 s, not the default 60.
    // A file whose message the emulator never hands on is published again after 30 s of no change.
    env: { ...process.env, HIREGEN_PUBSUB_ACK_DEADLINE_S: '10', HIREGEN_INGEST_REQUEUE_AFTER_MS: '30000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', process.env.HIREGEN_SCALE_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  await until(async () => fs.existsSync(tableFile) || profile.exitCode !== null, Boolean, 240_000, 'the scale profile starts');
  assert.equal(profile.exitCode, null, 'the scale profile exited while starting');
  stack = JSON.parse(fs.readFileSync(tableFile, 'utf8'));
  console.log(`scale profile up in ${seconds()}:\n${stack.processes.map((row) => `  ${row.name} :${row.port} pid ${row.pid}`).join('\n')}`);
  Object.assign(process.env, {
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${stack.ports.authEmulator}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${stack.ports.firestoreEmulator}`,
    METADATA_SERVER_DETECTION: 'none',
  });
  admin = initializeApp({ projectId: PROJECT_ID }, 'scale-test');
  firestore = getFirestore(admin);
});

after(async () => {
  if (admin) await deleteApp(admin);
  if (profile && profile.exitCode === null) {
    const exited = new Promise((resolve) => profile.once('exit', resolve));
    profile.kill('SIGTERM');
    await exited;
  }
});

const api = (which) => `http://127.0.0.1:${which === 'A' ? stack.ports.api : which === 'B' ? stack.ports.apiB : stack.ports.shell}`;

async function identityToolkit(route, body) {
  const answer = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${route}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  assert.ok(answer.ok, `${route}: ${json.error?.message}`);
  return json;
}

/** A verified HR account with its own organisation, set up through api A. */
async function hrAccount() {
  const email = `scale-hr-${Date.now()}@hiregen.test`;
  const password = 'correct-horse-42';
  const created = await identityToolkit('accounts:signUp', { email, password, returnSecureToken: true });
  await getAuth(admin).updateUser(created.localId, { emailVerified: true });
  const token = async () => (await identityToolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true })).idToken;
  const call = async (route, body) => {
    const answer = await fetch(`${api('A')}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.ok(answer.ok, `${route}: ${answer.status} ${await answer.clone().text()}`);
    return answer.json();
  };
  await call('/api/auth/role', { role: 'HR' });
  const { orgId } = await call('/api/orgs', { name: 'Scale Test Hospital' });
  return { uid: created.localId, orgId, idToken: await token() };
}

async function resumePdf(i) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const lines = [
    `Scale Nurse ${i}`,
    `scale.nurse.${i}.${started}@example.com | +91 98${String(i).padStart(4, '0')} ${String(started).slice(-4)} | Pune, India`,
    '',
    'EXPERIENCE',
    'Registered Nurse | City Hospital | 2019 - Present',
    '• Cared for 30 patients per shift in a medical-surgical ward',
    '',
    'EDUCATION',
    'B.Sc. Nursing | Pune University | 2015 - 2019',
    '',
    'SKILLS',
    'Patient care, Medication administration, Vital signs, BLS',
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 16, size: 11, font }));
  return Buffer.from(await pdf.save());
}

function multipart(files) {
  const boundary = `----hiregen${Math.random().toString(16).slice(2)}`;
  const chunks = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A GET, sent again once if the connection it reused was closed under it (a kept-alive connection
 * the server closed just then, on a machine too busy for the client's timer): a transport matter,
 * never an HTTP error, which is the answer as it came.
 */
async function get(url, headers = {}) {
  try {
    return await fetch(url, { headers });
  } catch (error) {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, { headers });
  }
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

test('the scale profile: 200 uploads through A with a worker killed, files across instances, the same search, A stopped', async () => {
  // The files first: seconds of work that would leave the api's kept-alive connection idle long
  // enough for the api to close it just as the first upload reuses it.
  const pdfs = await Promise.all(Array.from({ length: FILES }, (_, i) => resumePdf(i)));
  const hashes = new Set(pdfs.map(sha256));
  const hr = await hrAccount();
  const auth = { authorization: `Bearer ${hr.idToken}` };
  const job = firestore.collection('jobs').doc();
  await job.set({
    orgId: hr.orgId,
    orgName: 'Scale Test Hospital',
    title: 'Registered Nurse',
    status: 'open',
    createdBy: hr.uid,
    description: 'We need a Registered Nurse.\nRequirements:\n- Patient care\n- BLS',
  });

  // 200 resumes through api instance A, ten per request (the route's limit), one batch.
  let batchId;
  const uploadStarted = Date.now();
  for (let first = 0; first < FILES; first += PER_REQUEST) {
    const { body, contentType } = multipart(pdfs.slice(first, first + PER_REQUEST).map((bytes, i) => ({ name: `nurse-${first + i}.pdf`, bytes })));
    const query = new URLSearchParams({ ...(batchId ? { batchId } : {}), ...(first + PER_REQUEST >= FILES ? { last: '1' } : {}) });
    const answer = await fetch(`${api('A')}/api/jobs/${job.id}/uploads?${query}`, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body });
    assert.equal(answer.status, 200, await answer.clone().text());
    const json = await answer.json();
    batchId = json.batchId;
    assert.deepEqual(
      json.results.map((result) => result.status),
      Array(PER_REQUEST).fill('queued'),
    );
  }
  console.log(`${FILES} files uploaded through A in ${((Date.now() - uploadStarted) / 1000).toFixed(1)} s (${seconds()})`);

  // One worker killed mid-batch (SIGKILL: its files in flight are never acknowledged).
  const batch = firestore.doc(`organizations/${hr.orgId}/uploads/${batchId}`);
  const read = async () => (await batch.get()).data();
  const midway = await until(read, (data) => data.counts.added >= 10, 300_000, 'ten files added');
  assert.ok(midway.counts.queued > 0, 'still mid-batch when the worker is killed');
  const killed = pidOf('worker 1');
  // SIGKILL: a crash. HIREGEN_SCALE_KILL=SIGTERM stops it as Cloud Run does (its files in flight
  // finish, those it holds go back at once) — on the emulator a crashed worker's held files can
  // stay stranded (the report of this branch says how many), which real Pub/Sub redelivers.
  const signal = process.env.HIREGEN_SCALE_KILL ?? 'SIGKILL';
  process.kill(killed, signal);
  console.log(`worker 1 (pid ${killed}) stopped with ${signal} with ${midway.counts.added} of ${FILES} files added (${seconds()})`);

  const done = await until(read, (data) => data.status === 'done', 600_000, 'the batch done');
  console.log(`batch done at ${seconds()}: ${done.counts.added} added, ${done.counts.duplicate} found already added by the killed worker`);
  // Every file once: none lost (queued, failed), none twice (one application and talent each).
  assert.equal(Object.keys(done.files).length, FILES);
  assert.equal(done.counts.queued + done.counts.failed, 0);
  assert.equal(done.counts.added + done.counts.duplicate, FILES);
  const applications = await firestore.collection('applications').where('jobId', '==', job.id).get();
  assert.equal(applications.size, FILES, 'one application per file');
  const talent = await firestore.collection(`organizations/${hr.orgId}/talent`).get();
  assert.equal(talent.size, FILES, 'one talent per file');

  // A file stored through A downloads through B, byte for byte.
  const someone = talent.docs[0];
  const download = await get(`${api('B')}/api/talent/${someone.id}/file`, auth);
  assert.equal(download.status, 200);
  assert.equal(download.headers.get('content-type'), 'application/pdf');
  assert.ok(hashes.has(sha256(Buffer.from(await download.arrayBuffer()))), 'B serves the very bytes uploaded through A');

  // A search answers the same on A and B (once the indexer has every uploaded person in searchd).
  const search = async (which) => (await get(`${api(which)}/api/search/candidates?q=nurse&source=uploaded&pageSize=50`, auth)).json();
  const onA = await until(
    () => search('A'),
    (json) => json.total === FILES,
    120_000,
    'every upload searchable',
  );
  const onB = await search('B');
  assert.deepEqual(onB, onA);
  const jobsOn = async (which) => (await get(`${api(which)}/api/search/jobs?q=nurse`)).json();
  const jobsA = await until(
    () => jobsOn('A'),
    (json) => json.total >= 1,
    60_000,
    'the job searchable',
  );
  assert.deepEqual(await jobsOn('B'), jobsA);
  console.log(`search: ${onA.total} candidates and ${jobsA.total} job(s), the same on A and B (${seconds()})`);

  // A stopped: the shell's /api keeps answering, through B.
  const pidA = pidOf('api A');
  process.kill(pidA, 'SIGTERM');
  await until(
    async () => alive(pidA),
    (up) => !up,
    15_000,
    'api A stopped',
  );
  for (let i = 0; i < 6; i += 1) {
    const answer = await get(`${api('shell')}/api/search/jobs?q=nurse`);
    assert.equal(answer.status, 200);
    assert.equal((await answer.json()).total, jobsA.total);
  }
  const throughShell = await get(`${api('shell')}/api/talent/${someone.id}/file`, auth);
  assert.equal(throughShell.status, 200, 'signed-in calls too');
  console.log(`api A stopped; the shell answered through B (${seconds()})`);
});
