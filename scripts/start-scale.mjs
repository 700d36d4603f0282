// `npm start -- --scale`: the multi-instance profile (scripts/lib/scale-profile.mjs) — two api
// instances behind the shell's proxy, two ingestion workers, the indexer, Pub/Sub, Storage and
// searchd's shards — built, seeded as `npm start` is, and a table of what runs where. Ctrl-C
// stops every process it started.
//   --offset=N     every port + N (a second copy beside `npm start`, or a test run)
//   --ephemeral    empty data that goes when stopped, no seed (the scale test)
//   --no-build     serve the apps as built; without a shell build, the /api proxy alone
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildApps } from './build.mjs';
import { run } from './lib/processes.mjs';
import { formatTable, startScaleProfile } from './lib/scale-profile.mjs';
import { repo } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const { shell } = require('../apps.config.js');

/** Runs until Ctrl-C (or SIGTERM): the promise never settles, shutdown exits the process. */
export async function startScale(argv = process.argv.slice(2)) {
  const offset = Number(argv.find((arg) => arg.startsWith('--offset='))?.slice('--offset='.length) ?? 0);
  const ephemeral = argv.includes('--ephemeral');
  const build = !argv.includes('--no-build');
  process.env.CI ??= 'true';
  process.env.NO_UPDATE_NOTIFIER = '1';
  process.env.METADATA_SERVER_DETECTION = 'none';
  const started = Date.now();
  let profile;
  let services = Promise.resolve();
  let stopping = false;
  const shutdown = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping HireGen (scale profile)…');
    await services.catch(() => undefined);
    if (profile) {
      await profile.stop();
      fs.rmSync(path.join(repo, '.run', `scale-${profile.ports.shell}.json`), { force: true });
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    const built = fs.existsSync(path.join(repo, shell.dir, 'dist', 'index.html'));
    services = startScaleProfile({ offset, persist: !ephemeral, apps: build || built ? 'serve' : 'proxy-only' }).then((ready) => (profile = ready));
    services.catch(() => undefined);
    if (build) await buildApps();
    await services;
    if (!ephemeral) {
      const seeded = await run(process.execPath, ['--import', 'tsx', 'api/scripts/seed.ts', '--if-empty'], {
        cwd: repo,
        env: { ...process.env, ...profile.env, HIREGEN_JOURNAL_DIR: '' },
      });
      if (seeded !== 0) console.warn('Demo data could not be loaded (npm run seed tries again); HireGen starts without it.');
      else void profile.exportNow('seed');
    }
    await profile.serveApps();
    console.log(
      `\nHireGen (scale profile) is ready at http://localhost:${profile.ports.shell} (${((Date.now() - started) / 1000).toFixed(0)} s). Press Ctrl-C to stop.\n`,
    );
    console.log(formatTable(profile.table));
    // For a caller that drives the processes (the scale test): the same table as JSON.
    fs.writeFileSync(
      path.join(repo, '.run', `scale-${profile.ports.shell}.json`),
      JSON.stringify({ ports: profile.ports, processes: profile.table.map(([name, port, pid]) => ({ name, port, pid })) }, null, 2),
    );
  } catch (error) {
    console.error(`\nHireGen (scale profile) could not start: ${error instanceof Error ? error.message : error}`);
    await shutdown(1);
  }
  return new Promise(() => undefined);
}
