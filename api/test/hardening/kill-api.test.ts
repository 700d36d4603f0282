// Local data survives crashes: the api is killed with SIGKILL while contact messages pour in,
// then the emulators' runner is killed the same way; started again from the data folder, every
// message the api acknowledged (201) is there. What carries them is the emulator export/import
// path: the periodic export (here every second) and the export on SIGHUP.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const PROJECT = 'demo-kill-test';
const dataDir = path.join('.firebase-data', `kill-test-${process.pid}-${Date.now().toString(36)}`);
const children: ChildProcess[] = [];
const groups: number[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The emulators' runner (scripts/emulators.mjs), resolved once it prints its pids. */
async function startRunner(authPort: number, firestorePort: number): Promise<{ runner: ChildProcess; pids: number[]; output: () => string }> {
  const runner = spawn(process.execPath, ['scripts/emulators.mjs', '--auth-port', String(authPort), '--firestore-port', String(firestorePort), '--project-id', PROJECT, '--data-dir', dataDir], {
    cwd: repoRoot,
    env: { ...process.env, HIREGEN_EMULATOR_EXPORT_INTERVAL_MS: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(runner);
  let text = '';
  runner.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  runner.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = /\(pids ([\d ]+)\)/.exec(text);
    if (ready) {
      const pids = ready[1]!.trim().split(' ').map(Number);
      groups.push(...pids);
      return { runner, pids, output: () => text };
    }
    if (runner.exitCode !== null || Date.now() > deadline) throw new Error(`the emulators did not start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** kill -9 of the runner and of the emulators it started (each in its own process group). */
function killHard(runner: ChildProcess, pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  runner.kill('SIGKILL');
}

async function storedSubjects(firestorePort: number): Promise<Set<string>> {
  const subjects = new Set<string>();
  let pageToken = '';
  do {
    const url = `http://127.0.0.1:${firestorePort}/v1/projects/${PROJECT}/databases/(default)/documents/contactMessages?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`;
    const page = (await (await fetch(url, { headers: { authorization: 'Bearer owner' } })).json()) as { documents?: { fields: { subject: { stringValue: string } } }[]; nextPageToken?: string };
    for (const doc of page.documents ?? []) subjects.add(doc.fields.subject.stringValue);
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return subjects;
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  fs.rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
});

test('kill -9 of the api under contact load, then of the emulators: no acknowledged message is lost', async () => {
  const [authPort, firestorePort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const first = await startRunner(authPort, firestorePort);
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
      CONTACT_RATE_LIMIT: '100000',
      CONTACT_IP_SALT: 'kill-test',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  children.push(api);
  const healthDeadline = Date.now() + 60_000;
  while (!(await fetch(`http://127.0.0.1:${apiPort}/healthz`).then((r) => r.ok, () => false))) {
    if (Date.now() > healthDeadline) throw new Error('the api did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // Four senders post until the api dies under them; only 201s count as acknowledged.
  const acknowledged: string[] = [];
  let next = 0;
  const sender = async () => {
    for (;;) {
      const subject = `kill-test ${next++}`;
      try {
        const answer = await fetch(`http://127.0.0.1:${apiPort}/api/contact-us`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Load', email: 'load@example.com', subject, message: 'Sent while the api is killed.' }),
        });
        if (answer.status === 201) acknowledged.push(subject);
      } catch {
        return; // the api is gone
      }
    }
  };
  const senders = [sender(), sender(), sender(), sender()];
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  api.kill('SIGKILL');
  await Promise.all(senders);
  expect(acknowledged.length).toBeGreaterThan(10);

  // Two periodic exports after the last write, then the runner and the emulators die hard.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  killHard(first.runner, first.pids);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const second = await startRunner(authPort, firestorePort);
  const stored = await storedSubjects(firestorePort);
  const lost = acknowledged.filter((subject) => !stored.has(subject));
  expect(lost).toEqual([]);

  // SIGHUP asks for an export now.
  second.runner.kill('SIGHUP');
  const hupDeadline = Date.now() + 20_000;
  while (!/exported to .*\(SIGHUP/.test(second.output())) {
    if (Date.now() > hupDeadline) throw new Error(`no export on SIGHUP:\n${second.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(second.runner.exitCode).toBeNull();
  second.runner.kill('SIGTERM');
  await new Promise((resolve) => second.runner.once('exit', resolve));
}, 240_000);
