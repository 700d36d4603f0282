// A seeded applicant's "original file": their demo resume as a plain one- or two-page PDF.
// resume-templates draws the product's real templates, but it parses and subsets its embedded
// fonts on every file (2–3 s each on the shared two-core machine, measured 27 Nov 2026), far too
// slow for 220 applicants in a seed; the PDF's built-in Helvetica needs neither.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { JsonResume } from 'shared-schemas';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;

const period = (start?: string, end?: string) => [start, end || (start ? 'Present' : undefined)].filter(Boolean).join(' – ');

/** Draws lines top to bottom, wrapping words and starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;
  private readonly charsets = new Map<PDFFont, Set<number>>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  /** Helvetica encodes WinAnsi only: accents are dropped, other characters become '?'. */
  private encodable(text: string, font: PDFFont): string {
    const known = this.charsets.get(font) ?? new Set(font.getCharacterSet());
    this.charsets.set(font, known);
    return [...text.normalize('NFC')]
      .map((char) => (known.has(char.codePointAt(0)!) ? char : char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')))
      .map((char) => (char.length === 1 && known.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  }

  text(raw: string, { size = 10, bold = false, indent = 0, gapBefore = 0 }: { size?: number; bold?: boolean; indent?: number; gapBefore?: number } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const words = this.encodable(raw, font).split(/\s+/).filter(Boolean);
    this.y -= gapBefore;
    let line = '';
    const flush = () => {
      if (this.y < MARGIN + size) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - MARGIN;
      }
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font });
      this.y -= size * 1.35;
      line = '';
    };
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > WIDTH - indent) flush();
      line = line ? `${line} ${word}` : word;
    }
    if (line) flush();
  }
}

/** The resume as a PDF: name, headline, contact, summary, experience with bullets, education, skills. */
export async function demoResumePdf(resume: JsonResume): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const basics = resume.basics ?? {};
  doc.setTitle(`${basics.name ?? 'Resume'} – resume`);
  doc.setProducer('HireGen demo seed');
  const out = new Writer(doc, { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) });
  out.text(basics.name ?? 'Resume', { size: 18, bold: true });
  if (basics.label) out.text(basics.label, { size: 12 });
  const location = [basics.location?.city, basics.location?.region, basics.location?.countryCode].filter(Boolean).join(', ');
  const contact = [basics.email, basics.phone, location].filter(Boolean).join(' | ');
  if (contact) out.text(contact, { size: 9 });
  const heading = (title: string) => out.text(title.toUpperCase(), { size: 11, bold: true, gapBefore: 10 });
  if (basics.summary) {
    heading('Summary');
    out.text(basics.summary);
  }
  if (resume.work?.length) {
    heading('Experience');
    for (const job of resume.work) {
      out.text([job.position, job.name].filter(Boolean).join(', '), { bold: true, gapBefore: 4 });
      out.text([period(job.startDate, job.endDate), job.location].filter(Boolean).join(' | '), { size: 9 });
      if (job.summary) out.text(job.summary);
      for (const bullet of job.highlights ?? []) out.text(`•  ${bullet}`, { indent: 8 });
    }
  }
  if (resume.education?.length) {
    heading('Education');
    for (const school of resume.education) {
      out.text([[school.studyType, school.area].filter(Boolean).join(', '), school.institution].filter(Boolean).join(' – '), { bold: true, gapBefore: 4 });
      const dates = period(school.startDate, school.endDate);
      if (dates) out.text(dates, { size: 9 });
    }
  }
  const skills = (resume.skills ?? []).map((group) => [group.name, (group.keywords ?? []).join(', ')].filter(Boolean).join(': ')).filter(Boolean);
  if (skills.length) {
    heading('Skills');
    for (const line of skills) out.text(line);
  }
  return doc.save();
}
