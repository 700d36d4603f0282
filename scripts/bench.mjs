// `npm run bench`: every benchmark of the product, one after another (never in tests).
//   1. the shell's load figures (scripts/bench-load.mjs) on a production build, and remote routes
//      against shell-only routes, cold and in-app with and without the role preload (bench-load-remote.mjs)
//   2. the api's contact endpoint (`npm run bench -w api`)
//   3. the GenAI engine, measured by its quality lab (`npm run bench -w genai-lab`)
import { buildApps } from './build.mjs';
import { benchLoad } from './bench-load.mjs';
import { benchRemoteRoutes } from './bench-load-remote.mjs';
import { run } from './lib/processes.mjs';
import { repo } from './lib/stack.mjs';

Object.assign(process.env, { CI: 'true', NO_UPDATE_NOTIFIER: '1', METADATA_SERVER_DETECTION: 'none' });

let failed = 0;
await buildApps();
await benchLoad().catch((error) => {
  failed += 1;
  console.error('load benchmark failed:', error);
});
await benchRemoteRoutes().catch((error) => {
  failed += 1;
  console.error('remote route benchmark failed:', error);
});
for (const workspace of ['api', 'genai-lab']) {
  console.log(`\n== npm run bench -w ${workspace}`);
  const code = await run('npm', ['run', 'bench', '-w', workspace], { cwd: repo });
  if (code !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
