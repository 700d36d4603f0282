// `npm run build`: production builds of the shell and every remote, in one webpack run
// (a multi-compiler shares the machine's cores; the filesystem cache makes rebuilds quick).
import { createRequire } from 'node:module';
import { repo } from './lib/stack.mjs';
import { run } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { shell, remotes } = require('../apps.config.js');

export async function buildApps({ mode = 'production' } = {}) {
  const configs = [shell, ...remotes].flatMap((app) => ['--config', `${app.dir}/webpack.config.js`]);
  const started = Date.now();
  const code = await run(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', mode, ...configs], { cwd: repo });
  if (code !== 0) throw new Error(`webpack failed (exit ${code}).`);
  console.log(`Built the shell and ${remotes.length} remotes in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
