import { DocumentError } from '../document/document-error';

/**
 * Reads a zip's central directory (no decompression) and rejects archives that would inflate
 * past `maxUnzippedBytes` or have absurd entry counts or ratios: a DOCX is a zip, and a zip bomb
 * must fail before mammoth inflates it.
 */
export function guardZip(bytes: Uint8Array, maxUnzippedBytes: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: signature 0x06054b50 within the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) throw new DocumentError('malformed', 'The DOCX file is damaged (no zip directory).');
  const entries = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (entries > 5_000) throw new DocumentError('too-large', `The DOCX holds ${entries} parts; that is not a resume.`);
  if (directoryOffset + directorySize > bytes.length) throw new DocumentError('malformed', 'The DOCX file is damaged (truncated).');
  let total = 0;
  let offset = directoryOffset;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) {
      throw new DocumentError('malformed', 'The DOCX file is damaged (bad zip entry).');
    }
    const compressed = view.getUint32(offset + 20, true);
    const uncompressed = view.getUint32(offset + 24, true);
    total += uncompressed;
    if (uncompressed === 0xffffffff || compressed === 0xffffffff) {
      throw new DocumentError('too-large', 'The DOCX uses zip64 sizes; a resume never needs them.');
    }
    if (total > maxUnzippedBytes || (compressed > 0 && uncompressed / compressed > 1_000 && uncompressed > 1_000_000)) {
      throw new DocumentError('too-large', 'The DOCX inflates to far more than a resume needs (possible zip bomb).');
    }
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
}
