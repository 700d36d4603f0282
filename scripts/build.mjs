// `npm run build`: production builds of the shell and every remote, in one webpack run
// (a multi-compiler shares the machine's cores; the filesystem cache makes rebuilds quick).
import { createRequire } from 'node:module';
import { repo } from './lib/stack.mjs';
import { run } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { shell, remotes } = require('../apps.config.js');

// The end-to-end suite's fixture remote (a sixth team's, e2e/support/sixth-build.ts): built in the
// same run when asked, rather than by the specs in their one-at-a-time tail.
const E2E_FIXTURES = ['e2e/fixtures/remote-sixth/webpack.config.js'];

export async function buildApps({ mode = 'production', withFixtures = false } = {}) {
  const configs = [...[shell, ...remotes].map((app) => `${app.dir}/webpack.config.js`), ...(withFixtures ? E2E_FIXTURES : [])].flatMap((file) => [
    '--config',
    file,
  ]);
  const started = Date.now();
  const code = await run(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', mode, ...configs], { cwd: repo });
  if (code !== 0) throw new Error(`webpack failed (exit ${code}).`);
  console.log(
    `Built the shell and ${remotes.length} remotes${withFixtures ? ' (and the e2e fixture remote)' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
