import { PDFDocument } from 'pdf-lib';
import { listTemplates, nodeFontLoader, renderResume, renderResumeDocx, renderResumePdf, ResumeInputError, UnknownTemplateError } from '../src/node';
import { longResume, SAMPLE } from './fixtures';

const fonts = nodeFontLoader;

describe('template catalog', () => {
  it('offers at least four ATS-safe templates and one two-column design marked not ATS-safe', () => {
    const templates = listTemplates();
    expect(templates.filter((t) => t.atsSafe).map((t) => t.id)).toEqual(['classic', 'modern', 'compact', 'executive']);
    expect(templates.filter((t) => !t.atsSafe).map((t) => t.id)).toEqual(['sidebar']);
    for (const t of templates) expect(t.description.length).toBeGreaterThan(30);
  });
});

describe('renderResumePdf', () => {
  it.each(listTemplates().map((t) => t.id))('%s: a one-page PDF with the name as its title', async (template) => {
    const out = await renderResumePdf(SAMPLE, { template, fonts });
    expect(out.mimeType).toBe('application/pdf');
    expect(out.fileName).toBe('Zoe-Lukasiewicz-Nguyen-resume.pdf');
    expect(out.pages).toBe(1);
    expect(out.warnings).toEqual([]);
    const doc = await PDFDocument.load(out.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Zoë Łukasiewicz-Nguyễn — Resume');
    // Subset fonts: a page of text stays small (whole fonts would be ~1 MB).
    expect(out.bytes.length).toBeLessThan(60_000);
  });

  it('flows a long resume onto more pages', async () => {
    const out = await renderResumePdf(longResume(12, 5), { template: 'classic', fonts });
    expect(out.pages).toBeGreaterThanOrEqual(2);
    expect((await PDFDocument.load(out.bytes)).getPageCount()).toBe(out.pages);
  });

  it("warns, in PDF and DOCX, when the resume still holds the enhancer's placeholders", async () => {
    const withPlaceholder = {
      ...SAMPLE,
      work: [
        { name: 'Acme', position: 'Engineer', startDate: '2021-03', highlights: ['Contribute to the payouts service, [add result: number, % or time saved]'] },
      ],
    };
    for (const format of ['pdf', 'docx'] as const) {
      const out = await renderResume(withPlaceholder, format, { template: 'classic', fonts });
      expect(out.warnings[0]).toBe(
        'The resume still holds a placeholder ("[add result: number, % or time saved]") that an employer would read as written: replace each with the real result, or delete it.',
      );
    }
  });

  it('reports characters the fonts cannot draw', async () => {
    const out = await renderResumePdf({ ...SAMPLE, basics: { ...SAMPLE.basics, name: 'Li Wei 李伟' } }, { template: 'modern', fonts });
    expect(out.warnings).toHaveLength(2);
    expect(out.warnings[0]).toContain('U+674E');
  });

  it('A4 pages when asked', async () => {
    const out = await renderResumePdf(SAMPLE, { template: 'compact', fonts, pageSize: 'a4' });
    const page = (await PDFDocument.load(out.bytes)).getPage(0);
    expect(Math.round(page.getWidth())).toBe(595);
  });
});

describe('renderResumeDocx', () => {
  it.each(listTemplates().map((t) => t.id))('%s: a Word file (zip) with the resume text', async (template) => {
    const out = await renderResumeDocx(SAMPLE, { template });
    expect(out.fileName).toBe('Zoe-Lukasiewicz-Nguyen-resume.docx');
    expect(Buffer.from(out.bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
  });
});

describe('DOCX with embedded fonts', () => {
  it("carries the template's two faces as Word font parts", async () => {
    const plain = await renderResumeDocx(SAMPLE, { template: 'classic' });
    const embedded = await renderResumeDocx(SAMPLE, { template: 'classic', fonts, embedDocxFonts: true });
    const names = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
    expect(names(plain.bytes)).not.toContain('word/fonts/');
    expect(names(embedded.bytes)).toContain('word/fonts/font1.odttf');
    expect(names(embedded.bytes)).toContain('word/fonts/font2.odttf');
    await expect(renderResumeDocx(SAMPLE, { template: 'classic', embedDocxFonts: true })).rejects.toThrow('needs a font loader');
  });
});

describe('bad input', () => {
  it('names the bad field', async () => {
    await expect(renderResume({ basics: { name: 'A' }, work: [{ highlights: 'not a list' }] }, 'pdf', { template: 'classic', fonts })).rejects.toThrow(
      new ResumeInputError('work[0].highlights must be a list'),
    );
    await expect(renderResume({ work: [] }, 'docx', { template: 'classic' })).rejects.toThrow(/basics is missing/);
    await expect(renderResume({ basics: { name: '  ' } }, 'docx', { template: 'classic' })).rejects.toThrow('basics.name is missing');
    await expect(renderResume([], 'docx', { template: 'classic' })).rejects.toThrow(ResumeInputError);
  });

  it('refuses an unknown template, listing the known ones', async () => {
    await expect(renderResume(SAMPLE, 'pdf', { template: 'fancy', fonts })).rejects.toThrow(new UnknownTemplateError('fancy'));
    await expect(renderResume(SAMPLE, 'pdf', { template: 'fancy', fonts })).rejects.toThrow('known: classic, modern, compact, executive, sidebar');
  });

  it('caps sizes', async () => {
    await expect(renderResume({ basics: { name: 'A', summary: 'x'.repeat(5_001) } }, 'docx', { template: 'classic' })).rejects.toThrow(
      'basics.summary is longer than 5000 characters',
    );
    await expect(
      renderResume({ basics: { name: 'A' }, work: Array.from({ length: 101 }, () => ({ name: 'X' })) }, 'docx', { template: 'classic' }),
    ).rejects.toThrow('work has more than 100 items');
  });
});
