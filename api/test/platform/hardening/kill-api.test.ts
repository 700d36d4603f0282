// Local data survives kill -9: contact messages, resume uploads (document and original file) and
// role changes pour into the api of a persisting stack (scripts/emulators.mjs + the api); at a
// random moment within the first seconds the api, the emulators and their runner are all killed
// with SIGKILL; started again from the data folder, everything the api acknowledged is there.
// The periodic export is an hour away, so nothing is carried by it: only the write journal (and
// the synced blob files) can. Repeated HIREGEN_KILL_ROUNDS times (2 by default: each round costs an
// emulator start, ~8 s on an idle machine, 40-60 s at a load average of 12).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { multipart, nurseResume, resumePdf } from '../../features/hiring/hiring-fixtures';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
const PROJECT = 'demo-kill-test';
const ROUNDS = Number(process.env.HIREGEN_KILL_ROUNDS ?? 2);
const dataDir = path.join('.firebase-data', `kill-test-${process.pid}-${Date.now().toString(36)}`);
const blobDir = path.join(os.tmpdir(), `hiregen-kill-test-${process.pid}`);
const children: ChildProcess[] = [];
const groups: number[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Runner {
  runner: ChildProcess;
  pids: number[];
  env: Record<string, string>;
  output: () => string;
}

/** The emulators' runner (scripts/emulators.mjs), resolved once it prints its pids and env. */
async function startRunner(authPort: number, firestorePort: number): Promise<Runner> {
  const runner = spawn(
    process.execPath,
    [
      'scripts/emulators.mjs',
      '--auth-port',
      String(authPort),
      '--firestore-port',
      String(firestorePort),
      '--storage-port',
      '0',
      '--project-id',
      PROJECT,
      '--data-dir',
      dataDir,
    ],
    {
      cwd: repoRoot,
      // No periodic export while the test runs: what survives, the journal carried.
      env: { ...process.env, HIREGEN_EMULATOR_EXPORT_INTERVAL_MS: '3600000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(runner);
  let text = '';
  runner.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  runner.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = /\(pids ([\d ]+)\)[^]*Ctrl-C/.exec(text);
    if (ready) {
      const pids = ready[1]!.trim().split(' ').map(Number);
      groups.push(...pids);
      const env = Object.fromEntries([...text.matchAll(/^ {2}export (\w+)=(.*)$/gm)].map((line) => [line[1]!, line[2]!]));
      return { runner, pids, env, output: () => text };
    }
    if (runner.exitCode !== null || Date.now() > deadline) throw new Error(`the emulators did not start:\n${text}`);
    await sleep(100);
  }
}

function startApi(apiPort: number, authPort: number, firestorePort: number, journalDir: string | undefined): ChildProcess {
  const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      GCLOUD_PROJECT: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
      METADATA_SERVER_DETECTION: 'none',
      HIREGEN_BLOB_DIR: blobDir,
      // The runner prints it only for a persisting run; unset here is the case the test guards.
      ...(journalDir ? { HIREGEN_JOURNAL_DIR: journalDir } : {}),
      CONTACT_RATE_LIMIT: '100000',
      API_RATE_LIMIT: '100000',
      CONTACT_IP_SALT: 'kill-test',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  children.push(api);
  return api;
}

async function waitForApi(apiPort: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://127.0.0.1:${apiPort}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the api did not start');
    await sleep(100);
  }
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function ownerJson(url: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

interface Account {
  uid: string;
  email: string;
  password: string;
}

/** What the web client calls (no admin token). */
async function identityToolkit(authPort: number, call: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`accounts:${call}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

async function signUp(authPort: number, label: string): Promise<Account> {
  const email = `${label}-${Math.random().toString(36).slice(2, 8)}@hiregen.test`;
  const created = await identityToolkit(authPort, 'signUp', { email, password: 'correct-horse-42', returnSecureToken: true });
  return { uid: String(created.localId), email, password: 'correct-horse-42' };
}

/** A new ID token: it carries the account's claims as the Auth emulator holds them now. */
async function tokenFor(authPort: number, account: Account): Promise<string> {
  const signedIn = await identityToolkit(authPort, 'signInWithPassword', { email: account.email, password: account.password, returnSecureToken: true });
  return String(signedIn.idToken);
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

async function apiCall(apiPort: number, method: string, url: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${apiPort}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function storedSubjects(firestorePort: number): Promise<Set<string>> {
  const subjects = new Set<string>();
  let pageToken = '';
  do {
    const page = (await ownerJson(
      `http://127.0.0.1:${firestorePort}/v1/projects/${PROJECT}/databases/(default)/documents/contactMessages?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`,
    )) as { documents?: { fields: { subject: { stringValue: string } } }[]; nextPageToken?: string };
    for (const doc of page.documents ?? []) subjects.add(doc.fields.subject.stringValue);
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return subjects;
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of groups) killGroup(pid);
  fs.rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
  fs.rmSync(path.join(repoRoot, `${dataDir}.journal`), { recursive: true, force: true });
  fs.rmSync(blobDir, { recursive: true, force: true });
});

test(`kill -9 of the api, the emulators and their runner at random moments, ${ROUNDS} times: no acknowledged write is lost`, async () => {
  const started = Date.now();
  const [authPort, firestorePort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const startTimes: number[] = [];
  const timedStart = async () => {
    const began = Date.now();
    const runner = await startRunner(authPort, firestorePort);
    startTimes.push(Date.now() - began);
    return runner;
  };
  let stack = await timedStart();
  let api = startApi(apiPort, authPort, firestorePort, stack.env.HIREGEN_JOURNAL_DIR);
  await waitForApi(apiPort);

  // An HR account with its organisation (through the api) and an open job (written straight to
  // the emulator, so exported on SIGHUP: the browser writes jobs, not the api).
  const hr = await signUp(authPort, 'kill-hr');
  // A verified email (set straight at the emulator, as an email link would) may found an organisation.
  await ownerJson(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
    localId: hr.uid,
    emailVerified: true,
  });
  expect((await apiCall(apiPort, 'POST', '/api/auth/role', await tokenFor(authPort, hr), { role: 'HR' })).status).toBe(200);
  const org = await apiCall(apiPort, 'POST', '/api/orgs', await tokenFor(authPort, hr), { name: 'Kill Test Co' });
  expect(org.status).toBe(201);
  const { orgId } = (await org.json()) as { orgId: string };
  const text = (value: string) => ({ stringValue: value });
  await ownerJson(`http://127.0.0.1:${firestorePort}/v1/projects/${PROJECT}/databases/(default)/documents/jobs?documentId=kill-job`, {
    fields: {
      orgId: text(orgId),
      orgName: text('Kill Test Co'),
      title: text('Registered Nurse'),
      status: text('open'),
      createdBy: text(hr.uid),
      description: text('We need a Registered Nurse.\nRequirements:\n- Patient care\n- BLS'),
      parsed: {
        mapValue: {
          fields: {
            requiredSkills: { arrayValue: { values: [text('Patient care')] } },
            preferredSkills: { arrayValue: {} },
            seniority: text('mid'),
            location: text('Pune'),
            remote: text('onsite'),
            salary: { nullValue: null },
          },
        },
      },
    },
  });
  stack.runner.kill('SIGHUP');
  const hupDeadline = Date.now() + 30_000;
  while (!/exported to .*\(SIGHUP/.test(stack.output())) {
    if (Date.now() > hupDeadline) throw new Error(`no export on SIGHUP:\n${stack.output()}`);
    await sleep(100);
  }
  expect(stack.runner.exitCode).toBeNull();

  const tally = { contact: 0, uploads: 0, roles: 0, lost: [] as string[], killedAfterMs: [] as number[] };
  let next = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const hrToken = await tokenFor(authPort, hr);
    // A role chosen through the api: the account (signed up straight at the emulator) and its
    // claims must come back together.
    const candidate = await signUp(authPort, `kill-candidate-${round}`);
    const chose = await apiCall(apiPort, 'POST', '/api/auth/role', await tokenFor(authPort, candidate), { role: 'Candidate' });
    expect(chose.status).toBe(200);

    const contacts: string[] = [];
    const uploads: { talentId: string; bytes: Buffer }[] = [];
    let stop = false;
    const contactSender = async () => {
      while (!stop) {
        const subject = `kill-test ${round}-${next++}`;
        try {
          const answer = await fetch(`http://127.0.0.1:${apiPort}/api/contact-us`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Load', email: 'load@example.com', subject, message: 'Sent while the stack is killed.' }),
          });
          if (answer.status === 201) contacts.push(subject);
        } catch {
          return; // the api is gone
        }
      }
    };
    const pdfs = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        resumePdf(
          nurseResume(
            `Nurse ${round} ${i}`,
            `nurse-${round}-${i}-${process.pid}@example.com`,
            `+91 98${round}${i}0 ${String(process.pid).padStart(5, '0').slice(-5)}`,
          ),
        ),
      ),
    );
    const upload = async (i: number) => {
      const body = multipart([{ name: `nurse-${round}-${i}.pdf`, bytes: pdfs[i]! }]);
      const answer = await fetch(`http://127.0.0.1:${apiPort}/api/jobs/kill-job/uploads?wait=1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${hrToken}`, ...body.headers },
        body: body.payload,
      });
      if (answer.status !== 200) return;
      const { results } = (await answer.json()) as { results: { status: string; talentId?: string }[] };
      if (results[0]?.status === 'added' && results[0].talentId) uploads.push({ talentId: results[0].talentId, bytes: pdfs[i]! });
    };
    // The first upload of a fresh api starts its parsing workers (seconds on a busy machine): one
    // before the load, so the ones during it are answered within the seconds before the kill.
    await upload(0);
    expect(uploads).toHaveLength(1);
    const uploadSender = async () => {
      for (let i = 1; i < pdfs.length && !stop; i += 1) {
        try {
          await upload(i);
        } catch {
          return; // the api is gone
        }
      }
    };
    const senders = [contactSender(), contactSender(), contactSender(), uploadSender()];
    const killAfterMs = 300 + Math.floor(Math.random() * 2_200);
    await sleep(killAfterMs);
    // Everything dies in a random order, a few milliseconds apart.
    const victims = [() => api.kill('SIGKILL'), () => stack.runner.kill('SIGKILL'), ...stack.pids.map((pid) => () => killGroup(pid))];
    for (const victim of victims.sort(() => Math.random() - 0.5)) {
      victim();
      await sleep(Math.floor(Math.random() * 5));
    }
    stop = true;
    await Promise.all(senders);
    tally.killedAfterMs.push(killAfterMs);

    await sleep(200);
    stack = await timedStart();
    api = startApi(apiPort, authPort, firestorePort, stack.env.HIREGEN_JOURNAL_DIR);
    const stored = await storedSubjects(firestorePort);
    tally.lost.push(...contacts.filter((subject) => !stored.has(subject)));
    tally.contact += contacts.length;
    const role = await tokenFor(authPort, candidate).then(
      (token) => claimsOf(token).role,
      (error: Error) => error.message,
    );
    if (role !== 'Candidate') tally.lost.push(`role of ${candidate.email}: ${String(role)}`);
    tally.roles += 1;
    await waitForApi(apiPort);
    const freshHrToken = await tokenFor(authPort, hr);
    expect(claimsOf(freshHrToken)).toMatchObject({ role: 'HR', orgId });
    for (const upload of uploads) {
      const file = await apiCall(apiPort, 'GET', `/api/talent/${upload.talentId}/file`, freshHrToken);
      if (file.status !== 200 || !Buffer.from(await file.arrayBuffer()).equals(upload.bytes)) tally.lost.push(`upload ${upload.talentId} (${file.status})`);
    }
    tally.uploads += uploads.length;
  }

  console.log(
    `kill -9 durability: ${ROUNDS} rounds (killed after ${tally.killedAfterMs.join(', ')} ms) in ${((Date.now() - started) / 1000).toFixed(0)} s (emulator starts ${startTimes.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s); acknowledged ${tally.contact} contact messages, ${tally.uploads} uploads, ${tally.roles} role changes; lost ${tally.lost.length}`,
  );
  expect(tally.lost).toEqual([]);
  expect(tally.contact).toBeGreaterThan(ROUNDS * 5);
  api.kill('SIGKILL');
  stack.runner.kill('SIGTERM');
  await new Promise((resolve) => stack.runner.once('exit', resolve));
}, 900_000);
