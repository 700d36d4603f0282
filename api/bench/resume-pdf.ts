import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A demo resume as a text PDF, one line per row, as many pages as it needs (the benches' uploads). */
export async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let page = pdf.addPage([612, 792]);
  let y = 740;
  for (const line of lines) {
    if (y < 60) {
      page = pdf.addPage([612, 792]);
      y = 740;
    }
    // pdf-lib's standard fonts cover WinAnsi only: keep the demo names to what it can draw.
    page.drawText(line.normalize('NFD').replace(/[^\x20-\x7E•–]/g, ''), { x: 50, y, size: 10.5, font });
    y -= 15;
  }
  return Buffer.from(await pdf.save());
}
