// Decompression bombs built at test time (nothing large is committed): a one-page PDF whose
// content stream is Flate data that inflates to `inflatedBytes` of spaces, with a correct xref.
import { once } from 'node:events';
import { createDeflate, createDeflateRaw } from 'node:zlib';
import { zipOfOneEntry } from './document-fixtures';

/** zlib-format (or raw) deflate of `total` bytes of `fill`, fed in 1 MiB steps (never holding the whole). */
export async function deflateRepeated(total: number, fill = 0x20, raw = false): Promise<Buffer> {
  const deflate = raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const step = Buffer.alloc(1024 * 1024, fill);
  for (let written = 0; written < total; written += step.length) {
    const part = total - written >= step.length ? step : step.subarray(0, total - written);
    if (!deflate.write(part)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

/** A valid one-page PDF whose page content stream inflates to `inflatedBytes` (a PDF Flate bomb). */
export async function makePdfFlateBomb(inflatedBytes: number): Promise<Uint8Array> {
  const stream = await deflateRepeated(inflatedBytes);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (n: number, body: Buffer | string) => {
    offsets[n] = length;
    add(`${n} 0 obj\n`);
    add(body);
    add('\nendobj\n');
  };
  add('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>');
  object(
    4,
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]),
  );
  const xref = length;
  add(
    `xref\n0 5\n0000000000 65535 f \n${offsets
      .slice(1)
      .map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
      .join('')}`,
  );
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A DOCX-shaped zip ("word/document.xml") whose entry inflates to `inflatedBytes` while both of
 * its headers claim 1 KB: the lying zip bomb (2 GB inflate from ~2 MB), built without holding it.
 */
export async function makeLyingDocx(inflatedBytes: number): Promise<Uint8Array> {
  const data = await deflateRepeated(inflatedBytes, 0x20, true);
  return new Uint8Array(zipOfOneEntry(data, 1024));
}
