// The whole product on one machine: Firebase emulators, the api, the shell and every remote,
// each remote on its own origin. `npm start` and `npm test` both run it (tests on other ports).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { assertPortFree, startProcess, stopAll, waitForPort } from './processes.mjs';
import { startStaticServer } from './static-server.mjs';
import { registryFileReader, writeRegistryFile } from './remote-registry.mjs';
import { webAppConfig } from './web-config.mjs';

const require = createRequire(import.meta.url);
const apps = require('../../apps.config.js');
export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function portsFor(offset = 0) {
  return {
    shell: apps.shell.port + offset,
    remotes: Object.fromEntries(apps.remotes.map((r) => [r.container, r.port + offset])),
    api: apps.services.api + offset,
    authEmulator: apps.services.authEmulator + offset,
    firestoreEmulator: apps.services.firestoreEmulator + offset,
    storageEmulator: apps.services.storageEmulator + offset,
  };
}

/**
 * @param {{ offset?: number, persist?: boolean, firebase?: boolean, apiEnv?: Record<string,string>,
 *           serveApps?: boolean, log?: (line: string) => void }} options
 */
export async function startStack({ offset = 0, persist = false, firebase = true, serveApps = true, apiEnv = {}, log = console.log } = {}) {
  const ports = portsFor(offset);
  const all = [
    ['shell', ports.shell],
    ...Object.entries(ports.remotes),
    ...(firebase
      ? [
          ['api', ports.api],
          ['Auth emulator', ports.authEmulator],
          ['Firestore emulator', ports.firestoreEmulator],
          ['Storage emulator', ports.storageEmulator],
        ]
      : []),
  ];
  for (const [name, port] of all) await assertPortFree(port, name);

  const servers = [];
  let emulators = null;
  // New for every start: only this stack's shell proxy knows it (apiEnv may set its own).
  const proxySecret = randomBytes(24).toString('base64url');
  // Uploaded originals are in the Storage emulator's bucket; files an older `npm start` kept in
  // this folder move there when the api starts (api/src/platform/blobs/blob-migration.ts).
  const legacyBlobDir = path.join(repo, '.firebase-blobs');
  const stop = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    await stopAll();
    if (emulators) await emulators.stop();
  };

  try {
    let firebaseEnv = {};
    if (firebase) {
      const started = Date.now();
      const { startEmulators } = await import('./emulators.mjs');
      emulators = await startEmulators({
        authPort: ports.authEmulator,
        firestorePort: ports.firestoreEmulator,
        storagePort: ports.storageEmulator,
        persist,
      });
      firebaseEnv = emulators.env;
      log(
        `Firebase emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Auth ${ports.authEmulator}, Firestore ${ports.firestoreEmulator}, Storage ${ports.storageEmulator})`,
      );

      const api = startProcess('api', process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
        cwd: repo,
        env: {
          ...process.env,
          ...firebaseEnv,
          METADATA_SERVER_DETECTION: 'none',
          HOST: '127.0.0.1',
          PORT: String(ports.api),
          TRUST_PROXY: '127.0.0.1',
          // The shell's proxy proves itself with this: a process on this host calling the api
          // port directly is 127.0.0.1 too, and must not be able to name its own client address.
          TRUST_PROXY_SECRET: proxySecret,
          // Invite links point at this stack's shell.
          HIREGEN_PUBLIC_URL: `http://localhost:${ports.shell}`,
          ...(persist ? { HIREGEN_LEGACY_BLOB_DIR: legacyBlobDir } : {}),
          ...apiEnv,
        },
      });
      await waitForPort(ports.api, { name: 'api', child: api, timeoutMs: 60000 });
      log(`api ready on http://127.0.0.1:${ports.api}`);
    }

    // remotes.json is served from a file, re-read when it changes (remote-registry.mjs): edit it
    // while the stack runs and the next page load has the new remote. HIREGEN_REMOTES_FILE tells
    // the test run where it is.
    const registryFile = path.join(repo, '.run', `remotes-${ports.shell}.json`);
    writeRegistryFile(registryFile, apps.remotesManifest(offset));
    const remotes = registryFileReader(registryFile, log);
    const appConfig = () => webAppConfig({ authEmulatorPort: ports.authEmulator, firestoreEmulatorPort: ports.firestoreEmulator });
    const apiOrigin = `http://127.0.0.1:${ports.api}`;
    const serve = async () => {
      for (const remote of apps.remotes) {
        // Each remote's own pages carry the shell's policy (same remotes, api and Firebase).
        const cspSources = () => ({ remotes: remotes(), apiOrigin, appConfig: appConfig() });
        servers.push(await startStaticServer({ root: path.join(repo, remote.dir, 'dist'), port: ports.remotes[remote.container], spa: true, cspSources }));
      }
      servers.push(
        await startStaticServer({
          root: path.join(repo, apps.shell.dir, 'dist'),
          port: ports.shell,
          spa: true,
          remotes,
          appConfig,
          apiOrigin,
          proxySecret: apiEnv.TRUST_PROXY_SECRET ?? proxySecret,
        }),
      );
    };
    if (serveApps) await serve();
    // serveApps: a caller that builds while the services start serves the apps afterwards.
    // exportNow: a persisting run's export on demand (false when not persisting).
    const exportNow = (reason) => (emulators ? emulators.exportNow(reason) : Promise.resolve(false));
    // firebaseEnv names the Storage emulator: the seed stores its applicants' original files where this api reads them.
    return { ports, env: { ...firebaseEnv, HIREGEN_REMOTES_FILE: registryFile }, registryFile, stop, serveApps: serve, exportNow };
  } catch (error) {
    await stop();
    throw error;
  }
}
