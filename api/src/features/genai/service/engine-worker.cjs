// One engine child process: loads the GenAI engine (TypeScript, through tsx's require hook) and
// pdfjs, says "ready", then runs one task at a time for engine-pool.ts over the IPC channel.
// Plain CommonJS because Node starts it directly, outside whatever loaded the api (tsx, Jest).
'use strict';
const path = require('node:path');

// If the api goes away (crash, kill -9), this process must not linger.
process.on('disconnect', () => process.exit(0));

// Beside the compiled api (api/dist, `npm run build -w api`) the tasks are plain JavaScript;
// from the sources, tsx compiles them.
const compiledTasks = path.join(__dirname, 'engine-tasks.js');
const fromBuild = require('node:fs').existsSync(compiledTasks);
if (!fromBuild) require(require.resolve('tsx/cjs/api')).register();
const { createEngineTasks } = require(fromBuild ? compiledTasks : './engine-tasks.ts');

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
    // Reads in this same process: the pool stops the whole process when a document runs too long.
    const pdfReader = (bytes, limits) => extractRawPdf(pdfjs, bytes, { maxPages: limits.maxPages, maxDecodedBytes: limits.maxDecodedBytes });
    // One task at a time: OCR's start is reported for the task running now, so the pool gives it
    // OCR's time budget instead of the document limit.
    let current = null;
    const tasks = createEngineTasks(pdfReader, {
      onOcrStart: (budgetMs) => {
        if (current !== null) process.send({ id: current, extendMs: budgetMs });
      },
    });
    process.on('message', async ({ id, task, input }) => {
      current = id;
      try {
        const run = tasks[task];
        if (typeof run !== 'function') throw new Error(`unknown engine task "${task}"`);
        process.send({ id, ok: true, value: await run(input) });
      } catch (error) {
        process.send({ id, ok: false, error: describe(error) });
      } finally {
        current = null;
      }
    });
    process.send({ ready: true });
  },
  (error) => {
    // Without pdfjs or the engine nothing can run: say so and stop, the pool reports it.
    process.send({ startFailed: describe(error) }, () => process.exit(1));
  },
);
