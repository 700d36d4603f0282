// Local emulator data: the data folder must be .firebase-data (or inside it), and an export is
// swapped in by renames, keeping the previous one until the new one is complete.
// Run with `node --test scripts/emulator-data.test.mjs` (api/test/hardening/servers.test.ts runs it).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { DATA_ROOT, REPO_ROOT, recoverDataDir, resolveDataDir, swapInExport } from './lib/emulators.mjs';

const work = path.join(DATA_ROOT, `swap-test-${process.pid}`);
after(() => {
  for (const suffix of ['', '.previous', '.tmp-1', '.new']) fs.rmSync(`${work}${suffix}`, { recursive: true, force: true });
});

function folder(dir, marker) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'marker'), marker);
}
const marker = (dir) => fs.readFileSync(path.join(dir, 'marker'), 'utf8');

describe('the data folder', () => {
  it('is .firebase-data or inside it; anything else is refused', () => {
    assert.equal(resolveDataDir('.firebase-data'), DATA_ROOT);
    assert.equal(resolveDataDir('.firebase-data/e2e'), path.join(DATA_ROOT, 'e2e'));
    for (const bad of ['.', 'api', '..', '/tmp/data', '.firebase-data/../api', '.firebase-data-other']) {
      assert.throws(() => resolveDataDir(bad), /Refusing data folder/, bad);
    }
  });

  it('the emulators runner and npm run reset refuse --data-dir . (exit 1, nothing deleted)', () => {
    for (const args of [['scripts/emulators.mjs', '--data-dir', '.'], ['scripts/reset.mjs', '.']]) {
      let failure;
      try {
        execFileSync(process.execPath, args, { cwd: REPO_ROOT, stdio: 'pipe' });
      } catch (error) {
        failure = error;
      }
      assert.equal(failure?.status, 1, args.join(' '));
      assert.match(String(failure.stderr), /Refusing data folder/);
    }
    assert.ok(fs.existsSync(path.join(REPO_ROOT, 'package.json')));
  });
});

describe('swapping an export in', () => {
  it('replaces the data whole and leaves nothing beside it', () => {
    folder(work, 'old');
    folder(`${work}.new`, 'new');
    swapInExport(`${work}.new`, work);
    assert.equal(marker(work), 'new');
    assert.equal(fs.existsSync(`${work}.previous`), false);
    assert.equal(fs.existsSync(`${work}.new`), false);
  });

  it('keeps the previous export when the new one is not there to move in', () => {
    folder(work, 'old');
    assert.throws(() => swapInExport(`${work}.missing`, work));
    // Between the two renames: only .previous exists, and start-up puts it back.
    recoverDataDir(work);
    assert.equal(marker(work), 'old');
  });

  it('at start, drops half-written exports and keeps the data', () => {
    folder(work, 'kept');
    folder(`${work}.tmp-1`, 'half');
    recoverDataDir(work);
    assert.equal(marker(work), 'kept');
    assert.equal(fs.existsSync(`${work}.tmp-1`), false);
  });
});
