// Local emulator data: the data folder must be .firebase-data (or inside it), an export is
// swapped in by renames, keeping the previous one until the new one is complete, and the write
// journal beside it is read, rotated and reset as the launcher needs.
// Run with `node --test scripts/emulator-data.test.mjs` (api/test/platform/hardening/servers.test.ts runs it).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { DATA_ROOT, REPO_ROOT, recoverDataDir, resolveDataDir, storageDirFor, swapInExport } from './lib/emulators.mjs';
import {
  COVERAGE_FILE,
  coveredUntil,
  dropSegmentsBefore,
  entriesToReplay,
  journalDirFor,
  readJournal,
  sortableTime,
  startSegment,
} from './lib/write-journal.mjs';

const work = path.join(DATA_ROOT, `swap-test-${process.pid}`);
after(() => {
  for (const suffix of ['', '.previous', '.tmp-1', '.new', '.journal', '.storage']) fs.rmSync(`${work}${suffix}`, { recursive: true, force: true });
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
    for (const args of [
      ['scripts/emulators.mjs', '--data-dir', '.'],
      ['scripts/reset.mjs', '.'],
    ]) {
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

describe('the write journal', () => {
  const journal = journalDirFor(work);
  const line = (entry) => `${JSON.stringify(entry)}\n`;

  it('keeps the latest entry per document and account newer than the export', () => {
    const doc = 'projects/p/databases/(default)/documents/a/1';
    const entries = [
      { t: '2026-01-01T00:00:01.000000000Z', doc, fields: { v: { integerValue: '1' } } },
      { t: '2026-01-01T00:00:03.000000000Z', doc, fields: { v: { integerValue: '3' } } },
      // appended later but read earlier (two requests racing): the later read wins
      { t: '2026-01-01T00:00:02.000000000Z', doc, fields: { v: { integerValue: '2' } } },
      { t: '2026-01-01T00:00:00.500000000Z', doc: `${doc}0`, deleted: true },
      { t: '2026-01-01T00:00:04.000000000Z', user: 'u1', record: { localId: 'u1' } },
      { t: '2026-01-01T00:00:04.000000000Z', user: 'u1', deleted: true },
    ];
    const replay = entriesToReplay(entries, '2026-01-01T00:00:00.900000000Z');
    assert.deepEqual(replay, [entries[1], entries[5]]);
    assert.deepEqual(entriesToReplay(entries, ''), [entries[1], entries[3], entries[5]]);
  });

  it('times sort as strings whatever their precision', () => {
    assert.equal(sortableTime(new Date('2026-01-01T00:00:01.5Z')), '2026-01-01T00:00:01.500000000Z');
    assert.ok(sortableTime(new Date('2026-01-01T00:00:01.5Z')) < '2026-01-01T00:00:01.500001000Z');
  });

  it('reads every segment in order and skips the line a crash cut', () => {
    fs.rmSync(journal, { recursive: true, force: true });
    const first = startSegment(journal);
    fs.appendFileSync(path.join(journal, first), line({ t: 'a', doc: 'd1', deleted: true }));
    const second = startSegment(journal);
    assert.ok(second > first);
    // An empty newest segment is reused rather than followed by another.
    assert.equal(startSegment(journal), second);
    fs.appendFileSync(path.join(journal, second), `${line({ t: 'b', doc: 'd2', deleted: true })}{"t":"c","doc":"d3","fi`);
    assert.deepEqual(
      readJournal(journal).map((entry) => entry.doc),
      ['d1', 'd2'],
    );
    // After an export that began once `second` was the newest, the older segments go.
    dropSegmentsBefore(journal, second);
    assert.deepEqual(fs.readdirSync(journal), [second]);
  });

  it("reads the export's coverage, none without one", () => {
    folder(work, 'data');
    assert.equal(coveredUntil(work), '');
    fs.writeFileSync(path.join(work, COVERAGE_FILE), JSON.stringify({ coveredUntil: '2026-01-01T00:00:00.000000000Z' }));
    assert.equal(coveredUntil(work), '2026-01-01T00:00:00.000000000Z');
  });

  it('npm run reset deletes it with the data (it would replay into empty emulators)', () => {
    folder(work, 'data');
    startSegment(journal);
    execFileSync(process.execPath, ['scripts/reset.mjs', path.relative(REPO_ROOT, work)], { cwd: REPO_ROOT, stdio: 'pipe' });
    assert.equal(fs.existsSync(work), false);
    assert.equal(fs.existsSync(journal), false);
  });

  it("npm run reset deletes the Storage emulator's files with the data", () => {
    folder(work, 'data');
    folder(storageDirFor(work), 'files');
    execFileSync(process.execPath, ['scripts/reset.mjs', path.relative(REPO_ROOT, work)], { cwd: REPO_ROOT, stdio: 'pipe' });
    assert.equal(fs.existsSync(work), false);
    assert.equal(fs.existsSync(storageDirFor(work)), false);
  });
});
