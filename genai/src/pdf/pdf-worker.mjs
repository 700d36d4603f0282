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
  // pdfjs inflates some images through DecompressionStream, which Node backs with zlib; a thread
  // terminated inside zlib aborts the whole process (see pdf-stream-guard.mjs). Without it pdfjs
  // inflates in JavaScript, with the same bytes.
  globalThis.DecompressionStream = undefined;
  return { pdfjs, documentOptions: nodeDocumentOptions(pdfjs) };
})();

/**
 * getDocument options for this thread, where nothing is drawn:
 * - one pdfjs "worker" (its parser and message channel) shared by every document instead of a
 *   new one per document;
 * - fonts handed to a document stub rather than turned into glyph outlines. With
 *   disableFontFace, pdfjs builds a path for every glyph drawn (for canvas drawing without
 *   @font-face): ~6% of this thread's time, and text extraction never uses them. Without it,
 *   pdfjs hands each embedded font to its FontLoader as a CSS @font-face rule; in Node there is
 *   no document, so the stub takes the rule and keeps nothing. The text, widths, font names and
 *   colours read are the same either way (checked over the generated corpus).
 */
function nodeDocumentOptions(pdfjs) {
  const styleSheet = { cssRules: [], insertRule() {} };
  const ownerDocument = {
    createElement: () => ({ sheet: styleSheet, remove() {} }),
    documentElement: { getElementsByTagName: () => [{ append() {} }] },
  };
  return { worker: new pdfjs.PDFWorker({ verbosity: 0 }), disableFontFace: false, ownerDocument };
}

parentPort.on('message', async (message) => {
  const { id, bytes, limits } = message;
  try {
    const { pdfjs, documentOptions } = await pdfjsReady;
    const result = await extractRawPdf(pdfjs, bytes, limits, documentOptions);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, result: { error: 'malformed', message: error && error.message ? error.message : String(error) } });
  }
});
