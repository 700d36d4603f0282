// Run as its own process by pdf-worker-terminate.test.ts: starts a worker thread that counts a
// PDF's Flate streams with the real guard over and over, and terminates it at random moments, as
// the PDF reader does when a document runs past its time limit. Prints "survived N" if this
// process is still alive after every termination (a native abort ends it with no output).
import { Worker } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';

const rounds = Number(process.argv[2] ?? 200);
const guardUrl = new URL('../../src/pdf/pdf-stream-guard.mjs', import.meta.url).href;

// Many small streams: the guard sets up an inflater per stream, thousands of times a second.
const stream = deflateSync(Buffer.alloc(4000, 0x20));
const parts = ['%PDF-1.7\n'];
for (let n = 1; n <= 400; n++)
  parts.push(`${n} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, stream.toString('latin1'), '\nendstream\nendobj\n');
const pdf = Buffer.from(parts.join(''), 'latin1');

const workerSource = `
  const { parentPort, workerData } = require('node:worker_threads');
  import(workerData.guardUrl).then(({ checkPdfStreams }) => {
    const bytes = new Uint8Array(workerData.pdf);
    parentPort.postMessage('ready');
    for (;;) checkPdfStreams(bytes);
  });
`;

async function terminateOne() {
  const worker = new Worker(workerSource, { eval: true, workerData: { guardUrl, pdf } });
  await new Promise((resolve) => worker.once('message', resolve));
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
  await worker.terminate();
}

// Three at a time: each round is mostly a worker starting up.
let started = 0;
const lane = async () => {
  while (started < rounds) {
    started++;
    await terminateOne();
  }
};
await Promise.all([lane(), lane(), lane()]);
console.log(`survived ${rounds}`);
