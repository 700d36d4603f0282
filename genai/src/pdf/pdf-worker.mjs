// Worker thread that owns pdfjs-dist in Node. The main thread can terminate it when a document
// runs past its time limit: pdfjs parses synchronously in long stretches, so a timer in the
// same thread could never interrupt a hostile file.
import { parentPort } from 'node:worker_threads';
import { extractRawPdf } from './pdf-raw-extract.mjs';

const nativePush = Array.prototype.push;

const pdfjsReady = (async () => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs's "fake worker" (its parser on this thread) is imported here rather than on the first
  // document, so that both bundles' polyfills are installed before the line below.
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  // The legacy bundles carry core-js, which replaces Array.prototype.push with a JavaScript
  // version on Node 20 (V8 does not throw when pushing onto an array whose length is read-only,
  // an edge pdfjs never relies on). pdfjs pushes for every operator and glyph, and the polyfill
  // was ~15% of this thread's time (node --cpu-prof); this thread runs nothing but pdfjs.
  Array.prototype.push = nativePush;
  return pdfjs;
})();

parentPort.on('message', async (message) => {
  const { id, bytes, limits } = message;
  try {
    const pdfjs = await pdfjsReady;
    const result = await extractRawPdf(pdfjs, bytes, limits);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, result: { error: 'malformed', message: error && error.message ? error.message : String(error) } });
  }
});
