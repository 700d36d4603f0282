// One engine worker thread: loads the GenAI engine (TypeScript, through tsx's require hook) and
// pdfjs, says "ready", then runs one task at a time for engine-pool.ts. Plain CommonJS because
// Node starts it directly, outside whatever loaded the api (tsx, Jest).
'use strict';
const path = require('node:path');
const { parentPort } = require('node:worker_threads');

require(require.resolve('tsx/cjs/api')).register();
const { createEngineTasks } = require('./engine-tasks.ts');

// pdfjs and the engine's raw PDF extraction, from the engine's own dependency tree.
const genaiRoot = path.dirname(require.resolve('genai/package.json'));
const pdfjsPath = require.resolve('pdfjs-dist/legacy/build/pdf.mjs', { paths: [genaiRoot] });
const rawExtractPath = path.join(genaiRoot, 'src', 'pdf', 'pdf-raw-extract.mjs');

function describe(error) {
  if (error && typeof error === 'object') {
    return { name: String(error.name || 'Error'), code: typeof error.code === 'string' ? error.code : undefined, message: String(error.message || '') };
  }
  return { name: 'Error', code: undefined, message: String(error) };
}

Promise.all([import(pdfjsPath), import(rawExtractPath)]).then(
  ([pdfjs, { extractRawPdf }]) => {
    // Reads in this same thread: the pool stops the whole thread when a document runs too long.
    const pdfReader = (bytes, limits) => extractRawPdf(pdfjs, bytes, { maxPages: limits.maxPages, maxDecodedBytes: limits.maxDecodedBytes });
    const tasks = createEngineTasks(pdfReader);
    parentPort.on('message', async ({ id, task, input }) => {
      try {
        const run = tasks[task];
        if (typeof run !== 'function') throw new Error(`unknown engine task "${task}"`);
        parentPort.postMessage({ id, ok: true, value: await run(input) });
      } catch (error) {
        parentPort.postMessage({ id, ok: false, error: describe(error) });
      }
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => {
    // Without pdfjs or the engine nothing can run: say so and stop, the pool reports it.
    parentPort.postMessage({ startFailed: describe(error) });
  },
);
