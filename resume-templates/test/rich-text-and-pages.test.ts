import { unzipSync, strFromU8 } from 'fflate';
import { PDFDocument, PDFName, type PDFArray, type PDFDict } from 'pdf-lib';
import { drawResumePages, inlinePlainText, listTemplates, nodeFontLoader, renderResumeDocx, renderResumePdf, type DrawOp } from '../src/node';
import { longResume, SAMPLE } from './fixtures';

const fonts = nodeFontLoader;
const RICH = {
  ...SAMPLE,
  work: [{ ...SAMPLE.work![0]!, highlights: ['Cut cost by **35%** moving *nightly batch* jobs to [Apache Spark](https://spark.apache.org)', 'Plain bullet'] }],
};
type TextOp = Extract<DrawOp, { kind: 'text' }>;
const texts = (ops: DrawOp[]) => ops.filter((op): op is TextOp => op.kind === 'text');

describe('rich bullets (bold, italic, links)', () => {
  it('draws each run in its face and slant, prints only the letters, and makes the link clickable', async () => {
    const { pages } = await drawResumePages(RICH, { template: 'classic', fonts });
    const ops = texts(pages[0]!.ops);
    expect(ops.find((op) => op.text === '35%')).toMatchObject({ face: 'bold', italic: false });
    expect(ops.find((op) => op.text === 'nightly batch')).toMatchObject({ face: 'regular', italic: true });
    expect(ops.some((op) => op.text.includes('*') || op.text.includes(']('))).toBe(false);
    // The runs of the bullet's line sit on one baseline, each starting where the last ended.
    const line = ops.filter((op) => op.y === ops.find((o) => o.text === '35%')!.y && op.x > 60);
    for (let i = 1; i < line.length; i++) expect(line[i]!.x).toBeCloseTo(line[i - 1]!.x + line[i - 1]!.width, 3);
    expect(pages[0]!.ops.filter((op) => op.kind === 'link')).toEqual([expect.objectContaining({ url: 'https://spark.apache.org' })]);

    const pdf = await PDFDocument.load((await renderResumePdf(RICH, { template: 'classic', fonts })).bytes);
    const annots = pdf.getPage(0).node.lookup(PDFName.of('Annots')) as PDFArray;
    const action = (annots.lookup(0) as PDFDict).lookup(PDFName.of('A')) as PDFDict;
    expect(action.lookup(PDFName.of('URI'))?.toString()).toBe('(https://spark.apache.org)');
  });

  it('writes Word runs with bold, italics and a real hyperlink', async () => {
    const docx = await renderResumeDocx(RICH, { template: 'modern' });
    const files = unzipSync(docx.bytes);
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toMatch(/<w:b\/>.*<w:t xml:space="preserve">35%<\/w:t>/);
    expect(xml).toMatch(/<w:i\/>.*<w:t xml:space="preserve">nightly batch<\/w:t>/);
    expect(xml).toMatch(/<w:hyperlink [^>]*r:id="[^"]+"[^>]*>.*Apache Spark/);
    expect(strFromU8(files['word/_rels/document.xml.rels']!)).toContain('Target="https://spark.apache.org"');
    expect(xml).not.toContain('**');
  });

  it('prints a bullet without markup exactly as before (one run a line)', async () => {
    const { pages } = await drawResumePages(SAMPLE, { template: 'classic', fonts });
    const bullet = texts(pages[0]!.ops).find((op) => op.text.startsWith('Led migration'));
    expect(bullet?.text).toBe(inlinePlainText(SAMPLE.work![0]!.highlights![0]!));
  });
});

describe('drawResumePages (the preview)', () => {
  it.each(listTemplates().map((t) => t.id))('%s: the same pages and page breaks as the PDF', async (template) => {
    const resume = longResume(9, 5);
    const [drawing, pdf] = await Promise.all([drawResumePages(resume, { template, fonts }), renderResumePdf(resume, { template, fonts })]);
    expect(drawing.pages.length).toBe(pdf.pages);
    expect(drawing.pages.length).toBeGreaterThan(1);
    // Each page's first role header is where the PDF put it: the last text of page 1 is not on page 2.
    const firstOnPage2 = texts(drawing.pages[1]!.ops)[0]!;
    expect(texts(drawing.pages[0]!.ops).some((op) => op.text === firstOnPage2.text && op.y === firstOnPage2.y)).toBe(false);
    expect(drawing.pages[0]).toMatchObject({ width: 612, height: 792 });
  });
});

describe('drawResumePages, drawn again and again', () => {
  it('reports each drawing its own missing characters (the measuring faces are reused)', async () => {
    const cjk = { ...SAMPLE, basics: { ...SAMPLE.basics, name: 'Li 李' } };
    expect((await drawResumePages(cjk, { template: 'classic', fonts })).warnings).toHaveLength(1);
    expect((await drawResumePages(SAMPLE, { template: 'classic', fonts })).warnings).toEqual([]);
    expect((await drawResumePages(cjk, { template: 'classic', fonts })).warnings).toEqual([expect.stringContaining('"李"')]);
  });
});
