// Caps what a PDF's Flate streams decode to, before pdfjs sees the file. pdfjs inflates a
// content or image stream whole, into ArrayBuffers that no V8 heap limit covers: a 1 MB PDF
// holding one stream that inflates to gigabytes took a reader to 2.2 GB. Here every stream whose
// dictionary names /FlateDecode is inflated in small steps with one running byte budget for the
// whole document (Node's zlib capped at the budget, or fflate in steps counting and dropping).
// Plain JavaScript for the same reason as pdf-raw-extract.mjs (Node worker and browser alike).
import { Inflate } from 'fflate';

/** Default decoded-bytes budget of all Flate streams of one PDF (a resume needs a few MB). */
export const DEFAULT_MAX_DECODED_BYTES = 128 * 1024 * 1024;
/** Compressed bytes fed at a time: deflate expands at most ~1,032×, so one step yields ≤ ~1 MiB. */
const FEED_BYTES = 4096;
/** How far back from "stream" the stream's dictionary is looked for. */
const DICTIONARY_WINDOW = 2048;

const STREAM = [0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // "stream"
const ENDSTREAM = [0x65, 0x6e, 0x64, 0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // "endstream"

function indexOf(bytes, pattern, from) {
  const first = pattern[0];
  outer: for (let i = bytes.indexOf(first, from); i !== -1 && i <= bytes.length - pattern.length; i = bytes.indexOf(first, i + 1)) {
    for (let k = 1; k < pattern.length; k++) if (bytes[i + k] !== pattern[k]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Node's zlib on Node's main thread (no import, so a browser bundle never asks for it). Never in
 * a worker thread: the PDF reader's worker is terminated when a document runs past its time
 * limit, and a worker terminated inside a zlib call aborts the whole process on Node 20
 * (node_zlib.cc "close before init"), which would take the api down with it.
 */
const zlib =
  globalThis.process?.getBuiltinModule?.('node:worker_threads')?.isMainThread === true ? globalThis.process.getBuiltinModule('node:zlib') : undefined;
/** Above this budget the counting is done in steps (fflate), never holding the output. */
const ZLIB_MAX_BUDGET = 256 * 1024 * 1024;

/**
 * What a zlib stream inflates to, stopping just past `budget` (then budget + 1). On Node's main
 * thread, zlib with `maxOutputLength` (native; holds at most the budget); elsewhere (the PDF
 * reader's worker, a browser), or when the stream is damaged, fflate in 4 KiB steps counting and
 * dropping output (a damaged stream counts what it yielded before the damage, as pdfjs would).
 */
function inflatedSize(data, budget) {
  if (budget < 0) return budget + 1;
  // zlib holds up to the budget at once: only for budgets a document may reasonably have.
  if (zlib && budget <= ZLIB_MAX_BUDGET) {
    try {
      return zlib.inflateSync(data, { maxOutputLength: Math.max(1, budget + 1), finishFlush: zlib.constants.Z_SYNC_FLUSH }).length;
    } catch (error) {
      if (error?.code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) return budget + 1;
    }
  }
  let size = 0;
  // 2 header bytes, then raw deflate (the Adler-32 trailer is not needed to count).
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
  });
  try {
    for (let at = 2; at < data.length && size <= budget; at += FEED_BYTES) {
      const stop = Math.min(data.length, at + FEED_BYTES);
      inflater.push(data.subarray(at, stop), stop === data.length);
    }
  } catch {
    // Damaged (or encrypted): what it yielded so far still counts.
  }
  return size;
}

function latin1(bytes, start, end) {
  let out = '';
  for (let i = start; i < end; i++) out += String.fromCharCode(bytes[i]);
  return out;
}

/**
 * Counts what the document's Flate streams inflate to, stopping as soon as the total passes
 * `maxDecodedBytes`. Streams that do not inflate (encrypted, damaged, other filters first) are
 * left to pdfjs: they cost no more than their own size.
 * @param {Uint8Array} bytes
 * @param {number} maxDecodedBytes
 * @returns {{ ok: true, decodedBytes: number } | { ok: false, decodedBytes: number }}
 */
export function checkPdfStreams(bytes, maxDecodedBytes = DEFAULT_MAX_DECODED_BYTES) {
  let decoded = 0;
  let from = 0;
  for (;;) {
    const keyword = indexOf(bytes, STREAM, from);
    if (keyword === -1) break;
    from = keyword + STREAM.length;
    // "endstream" also contains "stream": skip it.
    if (keyword >= 3 && bytes[keyword - 3] === 0x65 && bytes[keyword - 2] === 0x6e && bytes[keyword - 1] === 0x64) continue;
    let start = from;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const end = indexOf(bytes, ENDSTREAM, start);
    if (end === -1) break;
    from = end + ENDSTREAM.length;
    const dictionary = latin1(bytes, Math.max(0, keyword - DICTIONARY_WINDOW), keyword);
    const opened = dictionary.lastIndexOf('<<');
    if (opened === -1) continue;
    const filter = /\/Filter\s*(\[\s*)?\/(FlateDecode|Fl)\b/.exec(dictionary.slice(opened));
    if (!filter) continue;
    decoded += inflatedSize(bytes.subarray(start, end), maxDecodedBytes - decoded);
    const over = decoded > maxDecodedBytes;
    if (over) return { ok: false, decodedBytes: decoded };
  }
  return { ok: true, decodedBytes: decoded };
}
