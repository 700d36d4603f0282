import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The sixth team's fixture remote (e2e/fixtures/remote-sixth), built once per test run: `npm test`
 * builds it with the product (scripts/build.mjs, `withFixtures`), or the first spec that needs it
 * builds it when run alone. Each spec gets its own copy with its own visible label. The label is a
 * string constant in the bundle (DefinePlugin), so relabelling a copy gives what a build with
 * another SIXTH_BUILD_LABEL gives, without a webpack run in the specs' one-at-a-time tail.
 */
const repo = path.resolve(__dirname, '../..');
export const SIXTH_FIXTURE_CONFIG = 'e2e/fixtures/remote-sixth/webpack.config.js';
const built = path.join(repo, 'e2e/fixtures/remote-sixth/dist');
/** The label the fixture's own build carries (its webpack config's default). */
export const BUILT_LABEL = 'registry build';

async function ensureBuilt(): Promise<void> {
  if (fs.existsSync(path.join(built, 'remoteEntry.js'))) return;
  await promisify(execFile)(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--config', SIXTH_FIXTURE_CONFIG], {
    cwd: repo,
    timeout: 240_000,
  });
}

/** A copy of the fixture's build that shows `label`, in `into` (made) or a new temp folder; its path. */
export async function sixthBuild(label: string = BUILT_LABEL, into?: string): Promise<string> {
  await ensureBuilt();
  const dir = into ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hg-remote-sixth-'));
  fs.cpSync(built, dir, { recursive: true });
  if (label !== BUILT_LABEL) {
    let relabelled = 0;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.js'))) {
      const at = path.join(dir, file);
      const code = fs.readFileSync(at, 'utf8');
      if (!code.includes(BUILT_LABEL)) continue;
      fs.writeFileSync(at, code.replaceAll(BUILT_LABEL, label));
      relabelled += 1;
    }
    if (relabelled === 0) throw new Error(`The fixture's build no longer carries "${BUILT_LABEL}": its label cannot be changed.`);
  }
  if (!fs.existsSync(path.join(dir, 'remoteEntry.js'))) throw new Error(`No remoteEntry.js in the sixth fixture's build (${dir}).`);
  return dir;
}
