/** What a file is, by its bytes first and its name second. */
export type DocumentType = 'pdf' | 'docx' | 'text' | 'unknown';

export function sniffDocumentType(bytes: Uint8Array, fileName: string): DocumentType {
  const head = String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 1024)));
  if (head.includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    // A zip: DOCX when its entries include word/ (or the name says .docx).
    const window = String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 4096)));
    if (window.includes('word/') || window.includes('[Content_Types].xml') || /\.docx$/i.test(fileName)) return 'docx';
    return 'unknown';
  }
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf) return 'unknown'; // legacy .doc (OLE2)
  const name = fileName.toLowerCase();
  // A file named .pdf or .docx that is not one is refused rather than read as something else.
  if (/\.(pdf|docx?)$/.test(name)) return 'unknown';
  if (/\.(txt|md|text)$/.test(name) || looksLikeText(bytes)) return 'text';
  return 'unknown';
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096));
  if (!sample.length) return false;
  let control = 0;
  for (const b of sample) if (b === 0 || b < 9 || (b > 13 && b < 32)) control++;
  return control / sample.length < 0.01;
}
