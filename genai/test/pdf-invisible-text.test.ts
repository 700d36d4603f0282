// Hidden text in PDFs found by where it is drawn and what is behind it (src/pdf/invisible-text.mjs),
// on PDFs written here with pdf-lib the way real producers draw: one glyph per text operator
// (Chromium), a white name on a dark banner, near-white, transparent, clipped, render mode 3.
import {
  PDFDocument,
  StandardFonts,
  TextRenderingMode,
  clip,
  closePath,
  endPath,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setTextRenderingMode,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { checkAts } from '../src/ats/check-ats';
import { readResumeDocument } from '../src/document/parse-resume-document';
import { closePdfWorker } from '../src/pdf/pdf-worker-reader';

afterAll(() => closePdfWorker());

const STUFFING = 'Kubernetes Terraform Golang Kafka Snowflake Airflow';

const RESUME = [
  'Maria Lopez',
  'maria.lopez@mail.example | +1 312 555 0142 | Chicago, IL',
  'EXPERIENCE',
  'Charge Nurse  Jan 2021 - Present',
  'Mercy General Hospital, Chicago, IL',
  '• Led a team of 12 nurses on a 30-bed medical-surgical unit',
  '• Cut medication errors by 40% with a double-check routine',
  'EDUCATION',
  'BSN in Nursing, University of Illinois, 2016',
  'SKILLS',
  'Patient care, Triage, Epic, IV therapy, Wound care',
];

/** Draws the resume; `extra` draws more on the same page (the text under test). */
async function resumeWith(extra: (page: PDFPage, font: PDFFont) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  let y = 740;
  for (const line of RESUME) {
    page.drawText(line, { x: 50, y, size: line === RESUME[0] ? 16 : 10, font, color: rgb(0.1, 0.1, 0.1) });
    y -= 18;
  }
  extra(page, font);
  return doc.save();
}

/** One text operator per glyph, as Chromium prints: a string-keyed check never sees the whole line. */
function drawGlyphByGlyph(page: PDFPage, font: PDFFont, text: string, x: number, y: number, color = rgb(1, 1, 1)): void {
  let at = x;
  for (const ch of text) {
    page.drawText(ch, { x: at, y, size: 10, font, color });
    at += font.widthOfTextAtSize(ch, 10);
  }
}

async function read(bytes: Uint8Array) {
  const document = await readResumeDocument(bytes, 'resume.pdf');
  return {
    ats: checkAts(document),
    text: document.parsed.text,
    skills: document.parsed.resume.skills.flatMap((s) => s.keywords),
    hidden: document.pdfLayout!.stats.hiddenChars,
    name: document.parsed.resume.basics.name,
  };
}

describe('invisible PDF text', () => {
  it('drops white stuffing drawn one glyph at a time and counts it', async () => {
    const got = await read(await resumeWith((page, font) => drawGlyphByGlyph(page, font, STUFFING, 50, 420)));
    expect(got.text).not.toContain('Kubernetes');
    expect(got.skills).not.toContain('Kubernetes');
    expect(got.hidden).toBe(STUFFING.replace(/\s/g, '').length);
    expect(got.text).toContain('Led a team of 12 nurses');
    expect(got.ats.findings.find((f) => f.id === 'hidden-text')).toMatchObject({
      severity: 'critical',
      detail: `${got.hidden} characters are invisible to a reader (white or the colour of what is behind them, transparent, clipped, microscopic or off the page). ATS read them and recruiters treat it as keyword stuffing.`,
    });
  });

  it('keeps white text on a dark banner and drops dark text on a dark box', async () => {
    const got = await read(
      await resumeWith((page, font) => {
        page.drawRectangle({ x: 40, y: 380, width: 530, height: 60, color: rgb(0.12, 0.16, 0.27) });
        page.drawText('Registered Nurse · Open to relocation', { x: 50, y: 420, size: 12, font, color: rgb(1, 1, 1) });
        page.drawText(STUFFING, { x: 50, y: 395, size: 10, font, color: rgb(0.1, 0.14, 0.25) });
      }),
    );
    expect(got.text).toContain('Registered Nurse · Open to relocation');
    expect(got.text).not.toContain('Kubernetes');
    expect(got.name).toBe('Maria Lopez');
    expect(got.ats.findings.find((f) => f.id === 'hidden-text')?.detail).toMatch(new RegExp(`^${STUFFING.length} characters`));
  });

  it('drops near-white and transparent text but keeps light grey', async () => {
    const got = await read(
      await resumeWith((page, font) => {
        page.drawText(STUFFING, { x: 50, y: 420, size: 10, font, color: rgb(0.97, 0.97, 0.97) });
        page.drawText('Snowflake Airflow Databricks', { x: 50, y: 400, size: 10, font, color: rgb(0, 0, 0), opacity: 0 });
        page.drawText('References available on request', { x: 50, y: 380, size: 10, font, color: rgb(0.6, 0.6, 0.6) });
      }),
    );
    expect(got.text).not.toContain('Kubernetes');
    expect(got.text).not.toContain('Databricks');
    expect(got.text).toContain('References available on request');
  });

  it('drops text drawn outside its clip area and text in render mode 3', async () => {
    const got = await read(
      await resumeWith((page, font) => {
        // A 0-high clip box (a "height: 0; overflow: hidden" block), then text under it.
        page.pushOperators(pushGraphicsState(), moveTo(40, 500), lineTo(570, 500), lineTo(570, 500.01), lineTo(40, 500.01), closePath(), clip(), endPath());
        page.drawText(STUFFING, { x: 50, y: 420, size: 10, font });
        page.pushOperators(popGraphicsState());
        page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
        page.drawText('Databricks Tableau PowerBI', { x: 50, y: 400, size: 10, font });
      }),
    );
    expect(got.text).not.toContain('Kubernetes');
    expect(got.text).not.toContain('Databricks');
    expect(got.hidden).toBeGreaterThan(0);
  });
});
