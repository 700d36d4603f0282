import { Inflate } from 'fflate';
import { DocumentError } from '../document/document-error';

/** Most parts a DOCX may hold: a resume has a few dozen. */
const MAX_ENTRIES = 5_000;
/** Compressed bytes fed to the inflater at a time: deflate expands at most ~1,032×, so one step yields ≤ ~1 MiB. */
const FEED_BYTES = 1024;

function bomb(): DocumentError {
  return new DocumentError('too-large', 'The DOCX inflates to far more than a resume needs (possible zip bomb).');
}

/**
 * Checks a zip before mammoth opens it. The central directory's sizes are only claims, so every
 * entry is actually inflated here with one running byte budget for the whole archive: a DOCX
 * whose headers lie about its sizes (a 2 MB file that inflates to gigabytes) is stopped once
 * `maxUnzippedBytes` of output is reached (see inflatedSize). Honest claims over the budget are
 * refused without inflating anything. Returns the real total of inflated bytes.
 */
export function guardZip(bytes: Uint8Array, maxUnzippedBytes: number): number {
  return openGuardedZip(bytes, maxUnzippedBytes).inflatedBytes;
}

/** A zip whose every entry was inflated once against the budget; parts are read capped at their measured size. */
export interface GuardedZip {
  /** Real total of inflated bytes (within the budget). */
  inflatedBytes: number;
  exists(name: string): boolean;
  /** The part's bytes, inflated again but never past the size measured under the budget; null when absent. */
  read(name: string): Uint8Array | null;
}

interface ZipEntry {
  name: string;
  method: number;
  start: number;
  compressed: number;
  size: number;
}

/**
 * guardZip's checks (see above), keeping where each entry lies and what it really inflated to, so
 * the reader can open parts (word/document.xml, styles) without a second, uncapped inflater.
 */
export function openGuardedZip(bytes: Uint8Array, maxUnzippedBytes: number): GuardedZip {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: signature 0x06054b50 within the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new DocumentError('malformed', 'The DOCX file is damaged (no zip directory).');
  const entries = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (entries > MAX_ENTRIES) throw new DocumentError('too-large', `The DOCX holds ${entries} parts; that is not a resume.`);
  if (directoryOffset + directorySize > bytes.length) throw new DocumentError('malformed', 'The DOCX file is damaged (truncated).');

  const located: ZipEntry[] = [];
  const names = new TextDecoder('utf-8', { fatal: false });
  let claimed = 0;
  let offset = directoryOffset;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) {
      throw new DocumentError('malformed', 'The DOCX file is damaged (bad zip entry).');
    }
    const method = view.getUint16(offset + 10, true);
    const compressed = view.getUint32(offset + 20, true);
    const uncompressed = view.getUint32(offset + 24, true);
    const localOffset = view.getUint32(offset + 42, true);
    if (uncompressed === 0xffffffff || compressed === 0xffffffff || localOffset === 0xffffffff) {
      throw new DocumentError('too-large', 'The DOCX uses zip64 sizes; a resume never needs them.');
    }
    claimed += uncompressed;
    if (claimed > maxUnzippedBytes) throw bomb();
    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== 0x04034b50) {
      throw new DocumentError('malformed', 'The DOCX file is damaged (bad zip entry).');
    }
    // The data starts after the local header, whose name and extra field lengths are its own.
    const start = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    if (start + compressed > bytes.length) throw new DocumentError('malformed', 'The DOCX file is damaged (truncated).');
    const nameLength = view.getUint16(offset + 28, true);
    if (offset + 46 + nameLength > bytes.length) throw new DocumentError('malformed', 'The DOCX file is damaged (bad zip entry).');
    const name = names.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    located.push({ name, method, start, compressed, size: 0 });
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }

  // What the entries really inflate to, against one budget for the whole archive.
  let inflated = 0;
  for (const entry of located) {
    if (entry.method === 0) {
      inflated += entry.compressed;
      entry.size = entry.compressed;
      if (inflated > maxUnzippedBytes) throw bomb();
      continue;
    }
    if (entry.method !== 8) throw new DocumentError('malformed', `The DOCX uses zip compression method ${entry.method}; only deflate is supported.`);
    const size = inflatedSize(bytes.subarray(entry.start, entry.start + entry.compressed), maxUnzippedBytes - inflated);
    if (size === null) throw new DocumentError('malformed', 'The DOCX file is damaged (a part does not inflate).');
    inflated += size;
    entry.size = size;
    if (inflated > maxUnzippedBytes) throw bomb();
  }
  const byName = new Map(located.map((entry) => [entry.name, entry]));
  return {
    inflatedBytes: inflated,
    exists: (name) => byName.has(name),
    read(name) {
      const entry = byName.get(name);
      if (!entry) return null;
      const data = bytes.subarray(entry.start, entry.start + entry.compressed);
      if (entry.method === 0) return data;
      const part = inflateCapped(data, entry.size);
      if (!part) throw new DocumentError('malformed', 'The DOCX file is damaged (a part does not inflate).');
      return part;
    },
  };
}

/**
 * Raw deflate `data` inflated to at most `cap` bytes (the size measured under the budget), or
 * null when it does not inflate: zlib with maxOutputLength in Node, fflate in 1 KiB steps elsewhere.
 */
export function inflateCapped(data: Uint8Array, cap: number): Uint8Array | null {
  if (zlib && cap <= ZLIB_MAX_BUDGET) {
    try {
      const out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, cap), finishFlush: zlib.constants.Z_SYNC_FLUSH });
      return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) return null;
    }
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size <= cap) chunks.push(chunk);
  });
  try {
    for (let at = 0; at < data.length && size <= cap; at += FEED_BYTES) {
      const end = Math.min(data.length, at + FEED_BYTES);
      inflater.push(data.subarray(at, end), end === data.length);
    }
  } catch {
    if (!chunks.length) return null;
  }
  if (size > cap) return null;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

type NodeZlib = typeof import('node:zlib');
/** Above this budget the counting is done in steps (fflate), never holding the output. */
const ZLIB_MAX_BUDGET = 256 * 1024 * 1024;
/** Node's zlib when running in Node (no import, so a browser bundle never asks for it). */
const zlib: NodeZlib | undefined = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:zlib') as
  | NodeZlib
  | undefined;

/**
 * What raw deflate `data` inflates to, stopping just past `budget` (then it returns budget + 1);
 * null when it does not inflate. In Node, zlib with `maxOutputLength` (native, ~1 GB/s; holds at
 * most the budget, in a process whose memory is capped anyway); elsewhere fflate in 1 KiB steps,
 * counting and dropping the output.
 */
export function inflatedSize(data: Uint8Array, budget: number): number | null {
  if (budget < 0) return budget + 1;
  // zlib holds up to the budget at once: only for budgets a document may reasonably have.
  if (zlib && budget <= ZLIB_MAX_BUDGET) {
    try {
      return zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, budget + 1), finishFlush: zlib.constants.Z_SYNC_FLUSH }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) return budget + 1;
      // Damaged somewhere: count what it yields before that the slow way.
    }
  }
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
  });
  try {
    for (let at = 0; at < data.length && size <= budget; at += FEED_BYTES) {
      const end = Math.min(data.length, at + FEED_BYTES);
      inflater.push(data.subarray(at, end), end === data.length);
    }
  } catch {
    return size > budget ? size : null;
  }
  return size;
}
