// Scanned (image-only) PDFs read by OCR: a made-up resume printed by the builder's template,
// rendered to images and wrapped into a PDF with no text layer, comes back with its fields; the
// tools' absence and the time limit are clear errors. Needs tesseract-ocr(+eng) and poppler-utils
// (.ci/run installs them).
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { nodeFontLoader, renderResume, type JsonResume } from 'resume-templates/node';
import { scanPdf } from './scan-pdf';
import { DocumentError } from '../src/document/document-error';
import { readResumeDocument } from '../src/document/parse-resume-document';
import { ocrWordsToItems } from '../src/ocr/ocr-page-items';
import { parseTesseractTsv } from '../src/ocr/tesseract-tsv';
import { closePdfWorker } from '../src/pdf/pdf-worker-reader';

afterAll(() => closePdfWorker());

// Made up: no real person.
const RESUME: JsonResume = {
  basics: {
    name: 'Priya Vandermeer',
    label: 'Logistics Coordinator',
    email: 'priya.vandermeer@example.com',
    phone: '+1 555 014 2298',
    location: { city: 'Columbus', region: 'OH' },
    summary: 'Logistics coordinator with seven years of experience in freight planning and warehouse operations.',
  },
  work: [
    {
      name: 'Harborline Freight',
      position: 'Senior Logistics Coordinator',
      startDate: '2021-03',
      highlights: [
        'Planned 140 weekly truck routes across four states, cutting empty miles by 18%',
        'Trained nine coordinators on the new transport management system',
      ],
    },
    {
      name: 'Meadowbrook Supply Co',
      position: 'Warehouse Supervisor',
      startDate: '2017-06',
      endDate: '2021-02',
      highlights: ['Ran a team of 22 pickers over two shifts with 99.6% order accuracy'],
    },
  ],
  education: [{ institution: 'Kent State University', studyType: 'Bachelor of Science', area: 'Supply Chain Management', endDate: '2017-05' }],
  skills: [{ name: 'Tools', keywords: ['SAP', 'Excel', 'Oracle TMS'] }],
};

/** Running processes whose command line names an OCR temp directory. */
function ocrProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (command.includes('hiregen-ocr-')) found.push(command);
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

const ocrTmpDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('hiregen-ocr-')).length;

let scanned: Uint8Array;
beforeAll(async () => {
  const rendered = await renderResume(RESUME, 'pdf', { template: 'classic', fonts: nodeFontLoader });
  scanned = await scanPdf(rendered.bytes, 200);
}, 60_000);

describe('a scanned resume read by OCR', () => {
  it('reads name, email, roles, dates and school, and says it was read by OCR', async () => {
    const before = ocrTmpDirs();
    const document = await readResumeDocument(scanned, 'scan.pdf', { limits: { ocrTimeoutMs: 120_000 } });
    const { resume, meta } = document.parsed;
    expect(meta.ocr).toMatchObject({ engine: 'tesseract', pages: [1] });
    expect(meta.ocr!.confidence).toBeGreaterThan(0.8);
    expect(document.ocr!.msPerPage).toHaveLength(1);
    expect(resume.basics.name).toBe('Priya Vandermeer');
    expect(resume.basics.email).toBe('priya.vandermeer@example.com');
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate ?? ''])).toEqual([
      ['Senior Logistics Coordinator', 'Harborline Freight', '2021-03', 'Present'],
      ['Warehouse Supervisor', 'Meadowbrook Supply Co', '2017-06', '2021-02'],
    ]);
    expect(resume.work[0]!.highlights?.[0]).toMatch(/^Planned 140 weekly truck routes/);
    expect(resume.education[0]).toMatchObject({ institution: 'Kent State University', studyType: 'Bachelor of Science' });
    // The rendered pages lived in a temp directory that is gone.
    expect(ocrTmpDirs()).toBe(before);
  }, 180_000);

  it('without tesseract the answer says how to install it', async () => {
    const env = { ...process.env, HIREGEN_TESSERACT: '/nonexistent/tesseract' };
    const error = await readResumeDocument(scanned, 'scan.pdf', { ocr: { env } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).code).toBe('scanned');
    expect((error as DocumentError).message).toMatch(/tesseract is not installed.*install tesseract-ocr and tesseract-ocr-eng \(and poppler-utils/);
  });

  it('without poppler-utils on PATH the answer names pdftoppm', async () => {
    const env = { ...process.env, PATH: '/nonexistent' };
    const error = await readResumeDocument(scanned, 'scan.pdf', { ocr: { env } }).catch((e: unknown) => e);
    expect((error as DocumentError).message).toMatch(/tesseract and pdftoppm are not installed.*poppler-utils/);
  });

  it('a language without its Tesseract data is named, with the package to install', async () => {
    const error = await readResumeDocument(scanned, 'scan.pdf', { ocr: { languages: 'eng+xqz' } }).catch((e: unknown) => e);
    expect((error as DocumentError).code).toBe('scanned');
    expect((error as DocumentError).message).toMatch(/language data for "eng\+xqz".*tesseract-ocr-<language>/);
  }, 60_000);

  it('a scan that cannot be read in the time limit is a timeout, not a hang', async () => {
    const started = Date.now();
    const error = await readResumeDocument(scanned, 'scan.pdf', { limits: { ocrTimeoutMs: 600 } }).catch((e: unknown) => e);
    expect((error as DocumentError).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The tool it stopped is gone too (no pdftoppm/tesseract left working on a removed temp dir).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ocrProcesses()).toEqual([]);
  });

  it('with OCR turned off a scan is refused as before', async () => {
    const error = await readResumeDocument(scanned, 'scan.pdf', { ocr: false }).catch((e: unknown) => e);
    expect((error as DocumentError).code).toBe('scanned');
  });
});

describe('Tesseract words → page items', () => {
  const tsv = (rows: [number, number, number, number, number, number, number, number, string][]) =>
    [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      ...rows.map(([b, p, l, w, left, top, width, height, text]) => `5\t1\t${b}\t${p}\t${l}\t${w}\t${left}\t${top}\t${width}\t${height}\t92\t${text}`),
    ].join('\n');

  it('a misread bullet ("e", "«") at a line start becomes "•"; words share their line\'s baseline and size', () => {
    // 300 dpi: 12.5 px per point. "Led" and "teams" have different boxes but one line.
    const words = parseTesseractTsv(
      tsv([
        [1, 1, 1, 1, 300, 1000, 20, 20, 'e'],
        [1, 1, 1, 2, 360, 985, 80, 36, 'Led'],
        [1, 1, 1, 3, 460, 993, 120, 28, 'teams'],
        [1, 1, 2, 1, 300, 1100, 20, 20, '«'],
        [1, 1, 2, 2, 360, 1085, 160, 36, 'Hired'],
      ]),
    );
    const items = ocrWordsToItems(words, 300, 792);
    expect(items.map((i) => i.str)).toEqual(['•', 'Led', 'teams', '•', 'Hired']);
    expect(new Set(items.slice(0, 3).map((i) => i.y)).size).toBe(1);
    expect(items[1]!.fontSize).toBeCloseTo(36 / 0.72 / (300 / 72), 1);
    expect(items[1]!.x).toBeCloseTo(360 / (300 / 72), 5);
  });

  it('an email cut at "@" is one word again; words farther apart stay apart', () => {
    const items = ocrWordsToItems(
      parseTesseractTsv(
        tsv([
          [1, 1, 1, 1, 300, 1000, 300, 40, 'tomasz.reyes@'],
          [1, 1, 1, 2, 608, 1000, 200, 40, 'example.org'],
          [1, 1, 1, 3, 840, 1000, 10, 40, '|'],
          [1, 1, 1, 4, 880, 1000, 120, 40, 'Tucson'],
        ]),
      ),
      300,
      792,
    );
    expect(items.map((i) => i.str)).toEqual(['tomasz.reyes@example.org', '|', 'Tucson']);
  });

  it('"e" starting a line with no gap after it is a word, not a bullet', () => {
    const items = ocrWordsToItems(
      parseTesseractTsv(
        tsv([
          [1, 1, 1, 1, 300, 1000, 20, 20, 'e'],
          [1, 1, 1, 2, 322, 985, 80, 36, 'commerce'],
        ]),
      ),
      300,
      792,
    );
    expect(items[0]!.str).toBe('e');
  });
});
