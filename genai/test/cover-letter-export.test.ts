/**
 * A drafted cover letter exported in each template, as PDF and DOCX, and read back by the
 * engine's own document reader: the name and every paragraph are in the file's text.
 */
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { listTemplates, nodeFontLoader, renderLetter } from 'resume-templates/node';
import { readResumeDocument } from '../src/document/parse-resume-document';
import { draftCoverLetter, type LetterResume } from '../src/letters/cover-letter';
import { closePdfWorker } from '../src/pdf/pdf-worker-reader';

afterAll(() => closePdfWorker());

// Written for this test.
const RESUME: LetterResume = {
  basics: { name: 'Ana Lopez', label: 'Senior Data Engineer', email: 'ana@example.com', phone: '+1 415 555 0100', location: { city: 'Seattle', region: 'WA' } },
  work: [
    {
      name: 'Globex Corporation',
      position: 'Senior Data Engineer',
      startDate: '2021-03',
      highlights: ['Led migration of 40 nightly batch jobs to Spark', 'Built a data quality framework with 200+ checks in Python'],
    },
  ],
  education: [{ institution: 'University of Washington', studyType: 'Bachelor of Science', area: 'Computer Science' }],
  skills: [
    { name: 'Languages', keywords: ['Python', 'SQL'] },
    { name: 'Tools', keywords: ['Spark', 'Kafka'] },
  ],
};
const draft = draftCoverLetter(RESUME, { title: 'Data Engineer', company: 'Umbrella Health', text: 'Requirements: Python, SQL, Spark, Kafka and Kubernetes.' });
const letter = { ...draft, date: '27 November 2026' };
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('cover letter export', () => {
  it.each(listTemplates().map((t) => t.id))('%s: the PDF and the DOCX read back with the name and every paragraph', async (template) => {
    for (const format of ['pdf', 'docx'] as const) {
      const out = await renderLetter(RESUME, letter, format, { template, fonts: nodeFontLoader });
      expect(out.fileName).toBe(`Ana-Lopez-cover-letter.${format}`);
      if (format === 'pdf') {
        expect(Buffer.from(out.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
        expect(out.pages).toBe(1);
      }
      const text = squash((await readResumeDocument(out.bytes, out.fileName)).parsed.text);
      expect(text).toContain('Ana Lopez');
      expect(text).toContain('ana@example.com');
      expect(text).toContain('Dear Hiring Manager,');
      for (const paragraph of letter.paragraphs) expect(text).toContain(squash(paragraph));
      expect(text).toContain('Sincerely,');
    }
  });

  it("uses the template's own fonts: Classic is serif, Modern is Source Sans", async () => {
    const fontNames = async (template: string) => {
      const doc = await PDFDocument.load((await renderLetter(RESUME, letter, 'pdf', { template, fonts: nodeFontLoader })).bytes);
      return doc.context
        .enumerateIndirectObjects()
        .map(([, obj]) => (obj instanceof PDFDict ? (obj.get(PDFName.of('BaseFont'))?.toString() ?? '') : ''))
        .filter(Boolean)
        .join(' ');
    };
    expect(await fontNames('classic')).toMatch(/NotoSerif-Bold/);
    expect(await fontNames('modern')).toMatch(/SourceSans3-Bold/);
    const docx = (await renderLetter(RESUME, letter, 'docx', { template: 'modern' })).bytes;
    expect(docx.length).toBeGreaterThan(2000);
  });
});
