// Starts the two Firebase emulators HireGen needs, on 127.0.0.1 only, and stops them cleanly.
//
// - Auth: firebase-tools' own Auth emulator app (pure Node), run in a child process of its own.
//   We load its express app directly instead of `firebase emulators:start --only auth` because the
//   CLI adds ~3 s of start-up, a hub on port 4400 (collides when several stacks run side by side)
//   and, in firebase-tools 15, a Java 21 check we do not need for Auth.
// - Firestore: the jar of Debian package google-cloud-cli-firestore-emulator, started with
//   `java -cp` (firebase-tools 15 insists on Java 21 for its launcher; Java 17 is here).
// - Storage (with `storagePort`): firebase-tools' Cloud Storage emulator app (pure Node), in a
//   child process of its own without its rules runtime (storage-emulator.cjs says why). With
//   `persist` it keeps every object in `<dataDir>.storage/` as it is written.
//
// With `persist`, data is exported on stop, every `exportIntervalMs` (60 s) and on SIGHUP, and
// imported on start, in the same layout as `firebase emulators:export` (so `firebase
// emulators:start --import` can read it too). An export is written beside the data folder and
// swapped in by renames only once complete; the previous export stays until then (and is
// restored at start if a crash came between the two renames). The data folder must be
// `.firebase-data` or inside it: the swap replaces the folder whole, so `--data-dir .` would
// otherwise replace the repository. Between exports, what the api acknowledges is kept by the
// write journal (write-journal.mjs, `env.HIREGEN_JOURNAL_DIR`), replayed here on start: a kill -9
// of the emulators loses no acknowledged write.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { COVERAGE_FILE, dropSegmentsBefore, journalDirFor, postToEmulator, replayJournal, sortableTime, startSegment } from './write-journal.mjs';

const require = createRequire(import.meta.url);
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIRESTORE_JAR = process.env.FIRESTORE_EMULATOR_JAR ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const HOST = '127.0.0.1';
// The Auth emulator compiles its OpenAPI validators at start: ~7 s of CPU, far more on a busy machine.
const START_TIMEOUT_MS = Number(process.env.HIREGEN_EMULATOR_START_TIMEOUT_MS ?? 90_000);
const STOP_TIMEOUT_MS = 8_000;

export const INSTALL_HELP = [
  'The Firestore emulator needs Java (17 or newer) and the Cloud Firestore emulator jar.',
  'Install both (Debian/Ubuntu, with the Google Cloud apt repository configured):',
  '',
  '  sudo apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator',
  '',
  'Without the Google Cloud apt repository, see https://cloud.google.com/sdk/docs/install#deb',
  `The jar is expected at ${FIRESTORE_JAR} (override with FIRESTORE_EMULATOR_JAR).`,
].join('\n');

/** Thrown when Java or the jar is missing; the message says how to install them. */
export class EmulatorPrerequisiteError extends Error {
  constructor(detail) {
    super(`${detail}\n\n${INSTALL_HELP}`);
    this.name = 'EmulatorPrerequisiteError';
  }
}

export function checkPrerequisites() {
  const java = spawnSync(process.env.JAVA ?? 'java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) throw new EmulatorPrerequisiteError('Java was not found on PATH.');
  const version = /version "(\d+)/.exec(`${java.stderr}${java.stdout}`)?.[1];
  if (version && Number(version) < 11) {
    throw new EmulatorPrerequisiteError(`Java ${version} is too old for the Firestore emulator.`);
  }
  if (!fs.existsSync(FIRESTORE_JAR)) throw new EmulatorPrerequisiteError(`The Firestore emulator jar is missing.`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A timer that never keeps the process alive by itself (stop() must not delay exit). */
const unrefSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Spawns a child in its own process group (so stop() ends it and anything it started). */
function spawnGroup(command, args, { name, env }) {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the last lines of output for error messages; the emulators are chatty otherwise.
  const tail = [];
  const keep = (chunk) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    if (tail.length > 40) tail.splice(0, tail.length - 40);
    if (process.env.HIREGEN_EMULATOR_LOGS === '1') process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, tail, exited, alive: () => child.exitCode === null && child.signalCode === null };
}

async function waitUntilAnswering(processes, checks, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Map(checks.map((check) => [check.name, check]));
  while (pending.size > 0) {
    for (const proc of processes) {
      if (!proc.alive()) {
        throw new Error(`The ${proc.name} emulator exited before it was ready:\n${proc.tail.join('\n')}`);
      }
    }
    for (const [name, check] of pending) if (await answers(check.url)) pending.delete(name);
    if (pending.size === 0) break;
    if (Date.now() > deadline) {
      const names = [...pending.keys()].join(' and ');
      const tails = processes.filter((p) => pending.has(p.name)).map((p) => `[${p.name}]\n${p.tail.join('\n')}`);
      throw new Error(`Timed out after ${timeoutMs} ms waiting for the ${names} emulator to answer.\n${tails.join('\n')}`);
    }
    await sleep(100);
  }
}

async function stopGroup(proc) {
  if (!proc.alive()) return;
  const signalGroup = (signal) => {
    try {
      process.kill(-proc.child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timedOut = await Promise.race([proc.exited.then(() => false), unrefSleep(STOP_TIMEOUT_MS).then(() => true)]);
  if (timedOut) {
    signalGroup('SIGKILL');
    await proc.exited;
  }
}

// The Auth emulator runs in its own Node process, so tests and `npm start` never share its event loop.
const AUTH_CHILD_SOURCE = `
const { createApp } = require(process.env.HIREGEN_AUTH_SERVER_MODULE);
createApp(process.env.HIREGEN_PROJECT_ID, 0).then((app) => {
  const server = app.listen(Number(process.env.HIREGEN_AUTH_PORT), '${HOST}');
  server.on('error', (error) => { console.error(error.message); process.exit(1); });
  const close = () => { server.close(() => process.exit(0)); setTimeout(() => process.exit(0), 2000).unref(); };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}, (error) => { console.error(error); process.exit(1); });
`;

const postJson = (url, body) => postToEmulator(url, body, 20_000);

/** The one folder local emulator data may live in (or below). */
export const DATA_ROOT = path.join(REPO_ROOT, '.firebase-data');

/**
 * The absolute data folder for `dataDir`, refused (with an Error naming it) unless it is
 * DATA_ROOT or inside it.
 */
export function resolveDataDir(dataDir = DATA_ROOT) {
  const resolved = path.resolve(REPO_ROOT, dataDir);
  if (resolved !== DATA_ROOT && !resolved.startsWith(DATA_ROOT + path.sep)) {
    throw new Error(
      `Refusing data folder ${resolved}: local emulator data lives in ${path.relative(process.cwd(), DATA_ROOT) || DATA_ROOT} or a folder inside it.`,
    );
  }
  return resolved;
}

/**
 * Puts a complete export in place of `dataDir` with renames only: the old folder moves aside to
 * `<dataDir>.previous`, the new one takes its name, then the old one is deleted. A crash at any
 * point leaves either folder whole; recoverDataDir() puts `.previous` back if needed.
 */
export function swapInExport(staging, dataDir) {
  const previous = `${dataDir}.previous`;
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(dataDir)) fs.renameSync(dataDir, previous);
  fs.renameSync(staging, dataDir);
  fs.rmSync(previous, { recursive: true, force: true });
}

/** At start: a crash between the two renames left only `.previous`; half-written exports are dropped. */
export function recoverDataDir(dataDir) {
  const previous = `${dataDir}.previous`;
  if (!fs.existsSync(dataDir) && fs.existsSync(previous)) fs.renameSync(previous, dataDir);
  const parent = path.dirname(dataDir);
  const stagingPrefix = `${path.basename(dataDir)}.tmp-`;
  if (!fs.existsSync(parent)) return;
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith(stagingPrefix)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

// Entries of the write journal read up to a second before an export began count as in it (the
// second is slack for the clocks of the three processes; replaying one again is harmless).
const COVERAGE_SLACK_MS = 1_000;

async function exportData({ dataDir, projectId, authPort, firestorePort }) {
  const journalDir = journalDirFor(dataDir);
  // The api appends to this segment from now on; the older ones hold only writes made before
  // the export began, so they go once it is swapped in.
  const segment = startSegment(journalDir);
  const coveredUntil = sortableTime(new Date(Date.now() - COVERAGE_SLACK_MS));
  // Write beside, then swap, so a failed export never destroys the previous good one.
  const staging = `${dataDir}.tmp-${process.pid}-${Date.now()}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    await writeExport({ staging, projectId, authPort, firestorePort });
    fs.writeFileSync(path.join(staging, COVERAGE_FILE), JSON.stringify({ coveredUntil }));
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  swapInExport(staging, dataDir);
  dropSegmentsBefore(journalDir, segment);
}

async function writeExport({ staging, projectId, authPort, firestorePort }) {
  fs.mkdirSync(path.join(staging, 'auth_export'), { recursive: true });
  await postJson(`http://${HOST}:${firestorePort}/emulator/v1/projects/${projectId}:export`, {
    database: `projects/${projectId}/databases/(default)`,
    export_directory: staging,
    export_name: 'firestore_export',
  });
  const accounts = await fetch(`http://${HOST}:${authPort}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`, {
    headers: { authorization: 'Bearer owner' },
    signal: AbortSignal.timeout(20_000),
  });
  if (!accounts.ok) throw new Error(`Auth export answered ${accounts.status}`);
  fs.writeFileSync(path.join(staging, 'auth_export', 'accounts.json'), await accounts.text());
  const config = await fetch(`http://${HOST}:${authPort}/emulator/v1/projects/${projectId}/config`, {
    signal: AbortSignal.timeout(20_000),
  });
  if (config.ok) fs.writeFileSync(path.join(staging, 'auth_export', 'config.json'), await config.text());
  fs.writeFileSync(
    path.join(staging, 'firebase-export-metadata.json'),
    JSON.stringify(
      {
        version: 'hiregen',
        firestore: { path: 'firestore_export', metadata_file: 'firestore_export/firestore_export.overall_export_metadata' },
        auth: { path: 'auth_export' },
      },
      null,
      2,
    ),
  );
}

async function importAuth({ dataDir, projectId, authPort }) {
  const accountsFile = path.join(dataDir, 'auth_export', 'accounts.json');
  if (!fs.existsSync(accountsFile)) return;
  const { users = [] } = JSON.parse(fs.readFileSync(accountsFile, 'utf8'));
  if (users.length === 0) return;
  await postJson(`http://${HOST}:${authPort}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`, { users });
}

/** Default time between two exports of a persisting run. */
export const EXPORT_INTERVAL_MS = Number(process.env.HIREGEN_EMULATOR_EXPORT_INTERVAL_MS ?? 60_000);

/** Where a persisting run keeps the Storage emulator's objects (the export swap replaces dataDir whole). */
export const storageDirFor = (dataDir) => `${dataDir}.storage`;

/**
 * Starts the Auth and Firestore emulators (and Storage with `storagePort`) and resolves once they answer.
 * @param {{ projectId?: string, authPort?: number, firestorePort?: number, storagePort?: number | null, dataDir?: string,
 *   persist?: boolean, rulesFile?: string | null, timeoutMs?: number, exportIntervalMs?: number,
 *   onExport?: (result: { ok: boolean, ms: number, reason: string, error?: Error }) => void }} [options]
 * @returns {Promise<{ env: Record<string, string>, stop: () => Promise<void>, exportNow: (reason?: string) => Promise<boolean>, startupMs: number, pids: number[] }>}
 */
export async function startEmulators({
  projectId = 'demo-hiregen',
  authPort = 9099,
  firestorePort = 8080,
  storagePort = null,
  dataDir = path.join(REPO_ROOT, '.firebase-data'),
  persist = false,
  rulesFile = path.join(REPO_ROOT, 'firestore.rules'),
  timeoutMs = START_TIMEOUT_MS,
  exportIntervalMs = EXPORT_INTERVAL_MS,
  onExport = ({ ok, ms, reason, error }) => {
    if (!ok) process.stderr.write(`Could not export emulator data to ${dataDir} (${reason}): ${error?.message}\n`);
    else if (reason !== 'interval') process.stderr.write(`Emulator data exported to ${dataDir} (${reason}, ${ms} ms)\n`);
  },
} = {}) {
  const startedAt = Date.now();
  checkPrerequisites();
  for (const [name, port] of [['Auth', authPort], ['Firestore', firestorePort], ...(storagePort ? [['Storage', storagePort]] : [])]) {
    if (!(await portIsFree(port))) {
      throw new Error(`Port ${port} on ${HOST} (${name} emulator) is already in use: stop whatever holds it first.`);
    }
  }
  dataDir = resolveDataDir(dataDir);
  if (persist) recoverDataDir(dataDir);

  const firestoreArgs = [
    '-Duser.language=en',
    // A small heap starts faster and leaves the shared cores to the rest of the stack.
    '-Xms64m',
    '-XX:TieredStopAtLevel=1',
    '-cp',
    FIRESTORE_JAR,
    FIRESTORE_MAIN_CLASS,
    'start',
    '--host',
    HOST,
    '--port',
    String(firestorePort),
    '--project_id',
    projectId,
  ];
  if (rulesFile && fs.existsSync(rulesFile)) firestoreArgs.push('--rules', rulesFile);
  const seed = path.join(dataDir, 'firestore_export', 'firestore_export.overall_export_metadata');
  if (persist && fs.existsSync(seed)) firestoreArgs.push('--seed_from_export', seed);

  const processes = [
    spawnGroup(process.env.JAVA ?? 'java', firestoreArgs, { name: 'Firestore' }),
    spawnGroup(process.execPath, ['-e', AUTH_CHILD_SOURCE], {
      name: 'Auth',
      env: {
        HIREGEN_AUTH_SERVER_MODULE: require.resolve('firebase-tools/lib/emulator/auth/server'),
        HIREGEN_PROJECT_ID: projectId,
        HIREGEN_AUTH_PORT: String(authPort),
      },
    }),
  ];
  // The Storage emulator's working copies: a folder of its own, removed when it stops.
  const storageTmp = storagePort ? fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-storage-')) : null;
  if (storagePort) {
    processes.push(
      spawnGroup(process.execPath, [path.join(REPO_ROOT, 'scripts', 'lib', 'storage-emulator.cjs')], {
        name: 'Storage',
        env: {
          TMPDIR: storageTmp,
          HIREGEN_PROJECT_ID: projectId,
          HIREGEN_STORAGE_PORT: String(storagePort),
          ...(persist ? { HIREGEN_STORAGE_DATA_DIR: storageDirFor(dataDir) } : {}),
        },
      }),
    );
  }
  const stopAll = async () => {
    await Promise.all(processes.map(stopGroup));
    if (storageTmp) fs.rmSync(storageTmp, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(
      processes,
      [
        { name: 'Firestore', url: `http://${HOST}:${firestorePort}/` },
        { name: 'Auth', url: `http://${HOST}:${authPort}/` },
        // An object that is not there: 404 once the app answers (its `/` is a 501).
        ...(storagePort ? [{ name: 'Storage', url: `http://${HOST}:${storagePort}/storage/v1/b/${projectId}.appspot.com/o/readiness` }] : []),
      ],
      timeoutMs,
    );
    if (persist) {
      await importAuth({ dataDir, projectId, authPort });
      // Writes the api acknowledged after the last export (a kill -9 came before the next one).
      const replayed = await replayJournal({ dataDir, projectId, authPort, firestorePort }).catch((error) => {
        throw new Error(
          `Could not replay the write journal ${journalDirFor(dataDir)} into the emulators (move it aside to start without it): ${error.message}`,
        );
      });
      if (replayed.documents + replayed.accounts > 0) {
        process.stderr.write(`Replayed ${replayed.documents} documents and ${replayed.accounts} accounts from the write journal.\n`);
      }
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  // One export at a time; a request while one runs waits for it and then runs its own (so data
  // written before the request is in the export it waits for).
  let exporting = Promise.resolve(true);
  const exportNow = (reason = 'requested') => {
    exporting = exporting.then(async () => {
      // Storage keeps its objects as they are written: the export is Auth's and Firestore's.
      if (!persist || !processes.slice(0, 2).every((proc) => proc.alive())) return false;
      const started = Date.now();
      try {
        await exportData({ dataDir, projectId, authPort, firestorePort });
        onExport({ ok: true, ms: Date.now() - started, reason });
        return true;
      } catch (error) {
        onExport({ ok: false, ms: Date.now() - started, reason, error });
        return false;
      }
    });
    return exporting;
  };
  // The export is what the next start imports; what the api acknowledged since is in the write
  // journal, so a crash or kill -9 loses none of it either way.
  const interval = persist && exportIntervalMs > 0 ? setInterval(() => void exportNow('interval'), exportIntervalMs) : undefined;
  interval?.unref();
  const onHangup = () => void exportNow('SIGHUP');
  if (persist) process.on('SIGHUP', onHangup);

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      clearInterval(interval);
      process.off('SIGHUP', onHangup);
      await exportNow('stop');
      await stopAll();
    })();
    return stopping;
  };

  return {
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${authPort}`,
      FIRESTORE_EMULATOR_HOST: `${HOST}:${firestorePort}`,
      GCLOUD_PROJECT: projectId,
      METADATA_SERVER_DETECTION: 'none',
      ...(storagePort ? { FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${storagePort}` } : {}),
      // The api journals what it acknowledges here (persisting runs only).
      ...(persist ? { HIREGEN_JOURNAL_DIR: journalDirFor(dataDir) } : {}),
    },
    stop,
    exportNow,
    startupMs: Date.now() - startedAt,
    pids: processes.map((proc) => proc.child.pid),
  };
}
