// Hostile and broken documents built at test time (pdf-lib, zlib), never stored as fixtures.
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';

/** A text PDF of `pages` pages. */
export async function textPdf(pages: number, line = 'Asha Rao, Software Engineer, asha@example.com'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]).drawText(`${line} (page ${i + 1})`, { x: 50, y: 700, size: 12, font });
  return doc.save({ useObjectStreams: false });
}

/** A PDF whose trailer names a Standard security handler with a password nobody knows. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('Confidential resume of Asha Rao', { x: 50, y: 700, size: 12, font });
  const encrypt = doc.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: PDFHexString.of('a1'.repeat(32)),
    U: PDFHexString.of('b2'.repeat(32)),
    P: -4,
  });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of('c3'.repeat(16)), PDFHexString.of('c3'.repeat(16))]);
  return doc.save({ useObjectStreams: false });
}

/** A valid PDF header followed by noise: looks like a PDF, is not one. */
export function garbagePdf(): Uint8Array {
  const noise = Buffer.alloc(64 * 1024);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), noise]);
}

/**
 * 20 pages (the engine's most) of 2,100 tiny lines each: legal, but seconds of work for a reader.
 * Sized well past the tests' 1 s limit: with 700 lines a page a quiet machine sometimes read it in
 * under 1 s and the 504 test failed.
 */
export async function slowPdf(): Promise<Uint8Array> {
  const PAGES = 20;
  const LINES = 2_100;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < PAGES; p++) {
    const page = doc.addPage([612, 792]);
    for (let i = 0; i < LINES; i++) {
      page.drawText(`Senior Engineer ${i} at Acme, 2019 - 2021, built things`, { x: 20 + (i % 3) * 190, y: 780 - (i % 230) * 3.3, size: 3, font });
    }
  }
  return doc.save({ useObjectStreams: false });
}

/** A PDF with pages but no text at all (what a scan without OCR looks like to a reader). */
export async function blankPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  return doc.save();
}

/** The first bytes of a PNG image. */
export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);

export { makeZipBomb as zipBomb } from 'genai/test-fixtures';
