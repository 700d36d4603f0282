import { PDFDocument, type PDFFont } from 'pdf-lib';
import { formatDate, formatDateRange, layoutResume, nodeFontLoader, readJsonResume } from '../src/node';
import { embedFonts } from '../src/pdf/pdf-fonts';
import { textWidth, wrapList, wrapText } from '../src/pdf/wrap-text';
import { SAMPLE } from './fixtures';

describe('dates', () => {
  it('prints ISO dates as month and year, open roles as Present', () => {
    expect(formatDate('2021-03-15')).toBe('Mar 2021');
    expect(formatDate('2019')).toBe('2019');
    expect(formatDate('Summer 2019')).toBe('Summer 2019');
    expect(formatDateRange('2021-03', undefined)).toBe('Mar 2021 – Present');
    expect(formatDateRange('2016', '2020')).toBe('2016 – 2020');
    expect(formatDateRange('2018', undefined, false)).toBe('2018');
    expect(formatDateRange(undefined, '2020-12')).toBe('Dec 2020');
  });
});

describe('layoutResume', () => {
  it('prints formatting typed into awards and certificates as its letters, not as markers', () => {
    const layout = layoutResume(
      readJsonResume({
        ...SAMPLE,
        awards: [{ title: 'Engineer of the Year', awarder: 'Globex', date: '2022', summary: 'For **cutting costs** by [40%](https://x.example)' }],
        certificates: [{ name: '*AWS* Solutions Architect', issuer: 'Amazon', date: '2021' }],
      }),
    );
    const rows = (id: string) => layout.sections.find((s) => s.id === id)!.blocks[0];
    expect(rows('awards')).toEqual({ kind: 'rows', rows: [{ label: '', text: 'Engineer of the Year — Globex — 2022. For cutting costs by 40%' }] });
    expect(rows('certificates')).toEqual({ kind: 'rows', rows: [{ label: '', text: 'AWS Solutions Architect — Amazon — 2021' }] });
  });

  it('orders sections with standard headings and words every line', () => {
    const layout = layoutResume(readJsonResume({ ...SAMPLE, volunteer: [{ organization: 'Food Bank', position: 'Driver', startDate: '2020' }] }));
    expect(layout.sections.map((s) => s.heading)).toEqual(['Summary', 'Experience', 'Education', 'Skills', 'Languages', 'Volunteering']);
    expect(layout.contact).toEqual(['zoe.luk@example.com', '+1 (415) 555-0132', 'Seattle, WA', 'https://zoe.example.dev']);
    const experience = layout.sections[1]!.blocks;
    expect(experience[1]).toMatchObject({ kind: 'entry', title: 'Data Engineer', organization: 'Globex Corporation', dates: 'Jun 2018 – Feb 2021' });
    expect(layout.sections[2]!.blocks[0]).toMatchObject({
      title: 'Bachelor of Science in Computer Science',
      organization: 'University of Washington',
      dates: '2011 – 2015',
    });
    expect(layout.sections[3]!.blocks[0]).toEqual({ kind: 'rows', rows: [{ label: 'Languages', text: 'Python, Scala, SQL' }] });
    expect(layout.sections[5]!.blocks[0]).toMatchObject({ title: 'Driver', organization: 'Food Bank', dates: '2020 – Present' });
  });

  it('leaves out empty sections and entries', () => {
    const layout = layoutResume(readJsonResume({ basics: { name: 'A' }, work: [{}], skills: [{ keywords: [] }] }));
    expect(layout.sections).toEqual([]);
  });
});

describe('readJsonResume', () => {
  it('cleans text: control characters, unpaired surrogates, spaces; numbers become text', () => {
    const resume = readJsonResume({ basics: { name: ' Ana\u0007  Lopez\uD800 ', phone: 5550132 }, unknown: { x: 1 } });
    expect(resume.basics).toEqual({ name: 'Ana Lopez', phone: '5550132' });
    expect(resume).not.toHaveProperty('unknown');
  });
});

describe('wrapping', () => {
  let font: PDFFont;
  beforeAll(async () => {
    font = (await embedFonts(await PDFDocument.create(), { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' }, nodeFontLoader)).regular;
  });

  it('measures text as the sum of its characters', () => {
    expect(textWidth(font, 'Hello world', 10)).toBeCloseTo(font.widthOfTextAtSize('Hello world', 10), 1);
  });

  it('wraps prose at spaces within the width, and cuts a token wider than a line', () => {
    const lines = wrapText('Built a payment reconciliation service that processes 4 million transactions a day', font, 10, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(font, line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe('Built a payment reconciliation service that processes 4 million transactions a day');
    const long = wrapText('x'.repeat(200), font, 10, 100);
    expect(long.join('')).toBe('x'.repeat(200));
    for (const line of long) expect(textWidth(font, line, 10)).toBeLessThanOrEqual(100);
  });

  it('wraps a list between items, never inside one', () => {
    const lines = wrapList('Apache Spark, Apache Kafka, Amazon Web Services, PostgreSQL, Terraform', font, 10, 130, 80);
    expect(lines.join(' ')).toBe('Apache Spark, Apache Kafka, Amazon Web Services, PostgreSQL, Terraform');
    for (const line of lines) expect(line === '' || /,$/.test(line) || line.endsWith('Terraform')).toBe(true);
    expect(textWidth(font, lines[0]!, 10)).toBeLessThanOrEqual(80);
  });
});
