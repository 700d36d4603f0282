// The web servers' own tests are Node test-runner files beside them (scripts/*.test.mjs): plain
// ESM, like the servers. Run here so the api's Jest run (and the root `npm test`) includes them.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

test.each([
  'scripts/static-server.test.mjs',
  'scripts/forwarded-for.test.mjs',
  'scripts/emulator-data.test.mjs',
  'scripts/remote-registry.test.mjs',
  'scripts/new-remote.test.mjs',
  'scripts/api-upstreams.test.mjs',
])(
  '%s passes',
  async (file) => {
    // tsx: forwarded-for.test.mjs builds the real api (TypeScript) behind the real proxy.
    const result = await run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=dot', file], {
      cwd: repoRoot,
      timeout: 60_000,
      env: { ...process.env, METADATA_SERVER_DETECTION: 'none' },
    }).catch((error: { stdout: string; stderr: string }) => error);
    // On failure the runner's own report is the message.
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/not ok|✖|\bfail [1-9]/);
    expect((result as { code?: number }).code ?? 0).toBe(0);
  },
  90_000,
);
