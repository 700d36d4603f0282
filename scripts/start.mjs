// `npm start`: builds, then runs the whole product on its embedded defaults (Firebase
// emulators, the api, the shell and every remote) at http://localhost:3000. Ctrl-C stops
// every process it started. `npm run dev` serves the apps from webpack dev servers instead.
import { createRequire } from 'node:module';
import { buildApps } from './build.mjs';
import { repo, startStack } from './lib/stack.mjs';
import { run, startProcess, stopAll, waitForPort } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { shell, remotes } = require('../apps.config.js');
// `npm start -- --scale`: the multi-instance profile instead (scripts/start-scale.mjs); it runs until Ctrl-C.
if (process.argv.includes('--scale')) await (await import('./start-scale.mjs')).startScale();
const dev = process.argv.includes('--dev');
process.env.CI ??= 'true';
process.env.NO_UPDATE_NOTIFIER = '1';
process.env.METADATA_SERVER_DETECTION = 'none';

const started = Date.now();
let stack;
let services = Promise.resolve();
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping HireGen…');
  await services.catch(() => undefined); // services still starting must start before they can stop
  await stopAll();
  if (stack) await stack.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  // The build and the services (emulators, api) start side by side.
  services = startStack({ persist: true, serveApps: false }).then((ready) => (stack = ready));
  services.catch(() => undefined); // reported where it is awaited, not as an unhandled rejection
  if (!dev) await buildApps();
  await services;
  // The first start on empty local data fills it with the demo (npm run reset clears it). The
  // seed's many writes skip the write journal (a read-back and an fsync each); an export
  // right after keeps them instead.
  const seeded = await run(process.execPath, ['--import', 'tsx', 'api/scripts/seed.ts', '--if-empty'], {
    cwd: repo,
    env: { ...process.env, ...stack.env, HIREGEN_JOURNAL_DIR: '' },
  });
  if (seeded !== 0) console.warn('Demo data could not be loaded (npm run seed tries again); HireGen starts without it.');
  else void stack.exportNow('seed');
  if (!dev) await stack.serveApps();
  if (dev) {
    for (const app of [shell, ...remotes]) {
      const child = startProcess(
        app.dir,
        process.execPath,
        [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development', '--config', `${app.dir}/webpack.config.js`],
        { cwd: repo },
      );
      await waitForPort(app.port, { name: app.dir, child, timeoutMs: 120000 });
    }
  }
  console.log(`\nHireGen is ready at http://localhost:${shell.port} (${((Date.now() - started) / 1000).toFixed(0)} s). Press Ctrl-C to stop.`);
  console.log(`  remotes: ${remotes.map((r) => `${r.dir} :${r.port}`).join(', ')}`);
  console.log(`  api: http://127.0.0.1:${stack.ports.api} (docs at /api/docs)`);
  console.log(
    `  emulators: Auth :${stack.ports.authEmulator}, Firestore :${stack.ports.firestoreEmulator}, Storage :${stack.ports.storageEmulator} (original files, kept in .firebase-data.storage/)`,
  );
} catch (error) {
  console.error(`\nHireGen could not start: ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
