// `npm start -- --scale`: HireGen as it runs beyond one machine, on one machine. Every part is its
// own process, as it would be its own service in production (README, "The scale profile"):
//
//   Firebase emulators (Auth, Firestore, Storage)  ← Firebase Auth, Firestore, Cloud Storage
//   Pub/Sub emulator                               ← Pub/Sub (topic + subscription of the uploads)
//   searchd, two real-time shards per index        ← Manticore Search (or a managed engine)
//   the indexer (api/dist/indexer.js), one         ← a Cloud Run service with min = max = 1
//   api A and api B (api/dist/server.js)           ← Cloud Run, the api service, N instances
//   worker 1 and worker 2 (api/dist/worker.js)     ← Cloud Run, the worker service
//   the shell's server, /api over A and B          ← Firebase Hosting + Cloud Run's load balancing
//   the remotes' servers                           ← Firebase Hosting, one site per remote
//
// The api, workers and indexer run the compiled build (api/scripts/build.mjs), never tsx.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { assertPortFree, startProcess, stopAll, waitForPort } from './processes.mjs';
import { portsFor, repo } from './stack.mjs';
import { startStaticServer } from './static-server.mjs';
import { registryFileReader, writeRegistryFile } from './remote-registry.mjs';
import { webAppConfig } from './web-config.mjs';

const require = createRequire(import.meta.url);
const apps = require('../../apps.config.js');

export const PUBSUB_EMULATOR_LAUNCHER = process.env.PUBSUB_EMULATOR_LAUNCHER ?? '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator';

/** The scale profile's ports: `npm start`'s, plus the second api, Pub/Sub and searchd. */
export function scalePortsFor(offset = 0) {
  const ports = portsFor(offset);
  return { ...ports, apiB: ports.api + 1, pubsub: 8085 + offset, searchd: 9306 + offset };
}

/**
 * @param {{ offset?: number, persist?: boolean, apps?: 'serve' | 'proxy-only', log?: (line: string) => void }} options
 * persist: the Firebase data and search shards kept between starts (`npm start`'s .firebase-data
 * and .searchd-data); otherwise both start empty and go when stopped.
 * apps 'proxy-only': the shell's server with its /api proxy but no built pages (the scale test).
 */
export async function startScaleProfile({ offset = 0, persist = true, apps: appsMode = 'serve', log = console.log } = {}) {
  const ports = scalePortsFor(offset);
  const named = [
    ['shell', ports.shell],
    ...Object.entries(ports.remotes),
    ['api A', ports.api],
    ['api B', ports.apiB],
    ['Auth emulator', ports.authEmulator],
    ['Firestore emulator', ports.firestoreEmulator],
    ['Storage emulator', ports.storageEmulator],
    ['Pub/Sub emulator', ports.pubsub],
    ['searchd', ports.searchd],
  ];
  for (const [name, port] of named) await assertPortFree(port, name);
  if (!fs.existsSync(PUBSUB_EMULATOR_LAUNCHER))
    throw new Error(`No Pub/Sub emulator at ${PUBSUB_EMULATOR_LAUNCHER}: apt-get install google-cloud-cli-pubsub-emulator (needs Java 17).`);

  /** What runs where, for the table: [process, port, pid]. */
  const table = [];
  const servers = [];
  let emulators = null;
  fs.mkdirSync(path.join(repo, '.run'), { recursive: true });
  const scratch = persist ? null : fs.mkdtempSync(path.join(repo, '.run', 'scale-'));
  const stop = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    await stopAll();
    if (emulators) await emulators.stop();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  };

  try {
    const { startEmulators } = await import('./emulators.mjs');
    const { buildApi } = await import('../../api/scripts/build.mjs');
    const searchData = persist ? path.join(repo, '.searchd-data') : path.join(scratch, 'searchd');
    // The JVMs, searchd and the api's build side by side.
    const pubsub = startProcess('pubsub', PUBSUB_EMULATOR_LAUNCHER, ['--host=127.0.0.1', `--port=${ports.pubsub}`], { quiet: true });
    const searchd = startProcess(
      'searchd',
      process.execPath,
      ['--import', 'tsx', 'api/scripts/searchd.ts', '--port', String(ports.searchd), '--data-dir', searchData],
      { cwd: repo },
    );
    const [started, buildMs] = await Promise.all([
      startEmulators({
        authPort: ports.authEmulator,
        firestorePort: ports.firestoreEmulator,
        storagePort: ports.storageEmulator,
        persist,
      }),
      buildApi(),
      waitForPort(ports.pubsub, { name: 'Pub/Sub emulator', child: pubsub, timeoutMs: 120_000 }),
      waitForPort(ports.searchd, { name: 'searchd', child: searchd, timeoutMs: 30_000 }),
    ]);
    emulators = started;
    log(`api compiled to api/dist in ${(buildMs / 1000).toFixed(1)} s; emulators, Pub/Sub and searchd up`);
    const [authPid, firestorePid, storagePid] = emulators.pids;
    table.push(
      ['Auth emulator', ports.authEmulator, authPid],
      ['Firestore emulator', ports.firestoreEmulator, firestorePid],
      ['Storage emulator', ports.storageEmulator, storagePid],
    );
    table.push(['Pub/Sub emulator', ports.pubsub, pubsub.pid]);
    table.push(['searchd (jobs + candidates, 2 shards each)', ports.searchd, searchdPid(searchData) ?? searchd.pid]);

    const proxySecret = randomBytes(24).toString('base64url');
    const env = {
      ...process.env,
      ...emulators.env,
      METADATA_SERVER_DETECTION: 'none',
      HIREGEN_QUEUE: 'pubsub',
      PUBSUB_EMULATOR_HOST: `127.0.0.1:${ports.pubsub}`,
      HIREGEN_SEARCH_BACKEND: 'sphinx',
      HIREGEN_SPHINX_HOST: '127.0.0.1',
      HIREGEN_SPHINX_PORT: String(ports.searchd),
    };
    const dist = (entry) => path.join('api', 'dist', entry);
    const indexer = startProcess('indexer', process.execPath, [dist('indexer.js')], { cwd: repo, env });
    table.push(['indexer (Firestore → searchd)', '-', indexer.pid]);
    const apiEnv = (port) => ({
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: '127.0.0.1',
      TRUST_PROXY_SECRET: proxySecret,
      HIREGEN_PUBLIC_URL: `http://localhost:${ports.shell}`,
    });
    const apis = [
      ['api A', ports.api],
      ['api B', ports.apiB],
    ].map(([name, port]) => ({ name, port, child: startProcess(name, process.execPath, [dist('server.js')], { cwd: repo, env: apiEnv(port) }) }));
    await Promise.all(apis.map(({ name, port, child }) => waitForPort(port, { name, child, timeoutMs: 90_000 })));
    for (const { name, port, child } of apis) table.push([`${name} (api/dist/server.js)`, port, child.pid]);
    // The api makes the topic and subscription on its first upload; a worker makes them too, so either may start first.
    for (const name of ['worker 1', 'worker 2']) {
      const worker = startProcess(name, process.execPath, [dist('worker.js')], { cwd: repo, env });
      table.push([`${name} (api/dist/worker.js)`, '-', worker.pid]);
    }

    const registryFile = path.join(repo, '.run', `remotes-${ports.shell}.json`);
    writeRegistryFile(registryFile, apps.remotesManifest(offset));
    const remotes = registryFileReader(registryFile, log);
    const appConfig = () => webAppConfig({ authEmulatorPort: ports.authEmulator, firestoreEmulatorPort: ports.firestoreEmulator });
    const apiOrigins = [`http://127.0.0.1:${ports.api}`, `http://127.0.0.1:${ports.apiB}`];
    const serveApps = async () => {
      let shellRoot = path.join(repo, apps.shell.dir, 'dist');
      if (appsMode === 'serve') {
        for (const remote of apps.remotes) {
          const cspSources = () => ({ remotes: remotes(), apiOrigin: apiOrigins[0], appConfig: appConfig() });
          servers.push(await startStaticServer({ root: path.join(repo, remote.dir, 'dist'), port: ports.remotes[remote.container], spa: true, cspSources }));
          table.push([`${remote.dir} (static)`, ports.remotes[remote.container], process.pid]);
        }
      } else {
        // The proxy alone: a placeholder page where the shell's would be.
        shellRoot = path.join(scratch ?? path.join(repo, '.run'), 'proxy-only');
        fs.mkdirSync(shellRoot, { recursive: true });
        fs.writeFileSync(path.join(shellRoot, 'index.html'), '<!doctype html><title>HireGen (proxy only)</title>');
      }
      servers.push(await startStaticServer({ root: shellRoot, port: ports.shell, spa: true, remotes, appConfig, apiOrigins, proxySecret }));
      table.push([`shell (static, /api → api A + api B)`, ports.shell, process.pid]);
    };
    return {
      ports,
      env: { ...emulators.env, HIREGEN_REMOTES_FILE: registryFile },
      table,
      serveApps,
      exportNow: (reason) => emulators.exportNow(reason),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** searchd's own pid (the launcher script runs it as a child). */
function searchdPid(dataDir) {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'searchd.pid'), 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

/** The table `npm start -- --scale` prints: one row per process. */
export function formatTable(rows) {
  const header = ['process', 'port', 'pid'];
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
