// Turns a text PDF into an image-only one, as a scanner would hand it over: each page rendered to
// a grayscale PNG (pdftoppm) and drawn full-page into a new PDF with no text layer (pdf-lib).
// For tests and the OCR eval; needs poppler-utils.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';

export async function scanPdf(textPdf: Uint8Array, dpi = 150): Promise<Uint8Array> {
  const source = await PDFDocument.load(textPdf);
  const dir = mkdtempSync(path.join(tmpdir(), 'hiregen-scan-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), textPdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', path.join(dir, 'in.pdf'), path.join(dir, 'p')]);
    const images = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort();
    const doc = await PDFDocument.create();
    for (const [index, file] of images.entries()) {
      const { width, height } = source.getPage(index).getSize();
      const png = await doc.embedPng(readFileSync(path.join(dir, file)));
      doc.addPage([width, height]).drawImage(png, { x: 0, y: 0, width, height });
    }
    return await doc.save();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
