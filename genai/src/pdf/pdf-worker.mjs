// Worker thread that owns pdfjs-dist in Node. The main thread can terminate it when a document
// runs past its time limit: pdfjs parses synchronously in long stretches, so a timer in the
// same thread could never interrupt a hostile file.
import { parentPort } from 'node:worker_threads';
import { extractRawPdf } from './pdf-raw-extract.mjs';

const pdfjsReady = import('pdfjs-dist/legacy/build/pdf.mjs');

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
