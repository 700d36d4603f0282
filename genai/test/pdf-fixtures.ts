// Resume PDFs built at test time with pdf-lib (nothing big is committed).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface DrawnLine {
  text: string;
  x?: number;
  size?: number;
  bold?: boolean;
  /** Extra space above the line in points. */
  gap?: number;
  color?: 'white';
  /** Text drawn at the same baseline, right-aligned to this x (e.g. dates). */
  right?: string;
}

async function fonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  return { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

function drawColumn(page: PDFPage, lines: DrawnLine[], f: { regular: PDFFont; bold: PDFFont }, startY: number, defaultX: number): number {
  let y = startY;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= size * 1.35 + (line.gap ?? 0);
    const font = line.bold ? f.bold : f.regular;
    page.drawText(line.text, { x: line.x ?? defaultX, y, size, font, color: line.color === 'white' ? rgb(1, 1, 1) : rgb(0, 0, 0) });
    if (line.right) page.drawText(line.right, { x: 560 - f.regular.widthOfTextAtSize(line.right, size), y, size, font: f.regular });
  }
  return y;
}

/** One or more pages of lines, each page optionally with a running header and footer. */
export async function makeResumePdf(pages: DrawnLine[][], options: { header?: string; footer?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const f = await fonts(doc);
  pages.forEach((lines, index) => {
    const page = doc.addPage([612, 792]);
    if (options.header) page.drawText(options.header, { x: 50, y: 770, size: 8, font: f.regular });
    if (options.footer) page.drawText(`Page ${index + 1} of ${pages.length}`, { x: 280, y: 20, size: 8, font: f.regular });
    drawColumn(page, lines, f, 750, 50);
  });
  return doc.save();
}

/** A header across the page, then a main column on the left and a sidebar on the right. */
export async function makeTwoColumnPdf(header: DrawnLine[], left: DrawnLine[], right: DrawnLine[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const f = await fonts(doc);
  const page = doc.addPage([612, 792]);
  const top = drawColumn(page, header, f, 760, 50);
  drawColumn(page, left, f, top - 10, 50);
  drawColumn(page, right, f, top - 10, 400);
  return doc.save();
}

export async function makeManyPagePdf(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < count; i++) doc.addPage([200, 200]).drawText(`page ${i + 1}`, { x: 20, y: 100, size: 10, font });
  return doc.save();
}

/** A page holding only an image: what a scanner produces. */
export async function makeScannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // 1x1 grey PNG.
  const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64'));
  const image = await doc.embedPng(png);
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return doc.save();
}

/** A PDF whose trailer names a Standard security handler with an unknown user password. */
export function makeEncryptedPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'a1'.repeat(32)}> /U <${'b2'.repeat(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'c3'.repeat(16)}> <${'c3'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
