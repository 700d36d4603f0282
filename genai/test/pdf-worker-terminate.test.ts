// The PDF reader terminates its worker thread when a document runs past its time limit. A
// termination that lands inside a native zlib call aborts the whole process on Node 20, so the
// reader's thread must never use Node's zlib; this terminates the real guard at random moments,
// 200 times, in a process of its own, and checks that process lives.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

test('terminating the PDF reader mid-document never aborts the process it runs in', async () => {
  const script = path.join(__dirname, 'scripts', 'terminate-reader-mid-inflate.mjs');
  const { stdout } = await run(process.execPath, [script, '200'], { timeout: 60_000 });
  expect(stdout.trim()).toBe('survived 200');
}, 90_000);
