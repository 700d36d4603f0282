import { parseResumeDocument, readResumeDocument } from '../src/document/parse-resume-document';
import { DocumentError } from '../src/document/document-error';
import { closePdfWorker } from '../src/pdf/pdf-worker-reader';
import { makeEncryptedPdf, makeManyPagePdf, makeResumePdf, makeScannedPdf, makeTwoColumnPdf } from './pdf-fixtures';
import { makeZipBomb } from './document-fixtures';

afterAll(() => closePdfWorker());

async function failure(bytes: Uint8Array, name: string, options = {}): Promise<DocumentError> {
  try {
    await parseResumeDocument(bytes, name, options);
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentError);
    return error as DocumentError;
  }
  throw new Error('expected a DocumentError');
}

const CONTACT = [
  { text: 'Priya Raman', size: 20, bold: true },
  { text: 'priya.raman@example.com | +91 98765 43210 | Pune, India', gap: 4 },
];

describe('PDF resumes', () => {
  it('reads a single-column resume into fields, with dates on the right', async () => {
    const pdf = await makeResumePdf([
      [
        ...CONTACT,
        { text: 'EXPERIENCE', bold: true, size: 12, gap: 10 },
        { text: 'Tata Consultancy Services', bold: true, gap: 4, right: 'Jan 2020 - Present' },
        { text: 'Senior Software Engineer' },
        { text: '• Built a billing service processing 2M invoices a month', x: 60 },
        { text: '• Cut deploy time by 40% with a new CI pipeline', x: 60 },
        { text: 'EDUCATION', bold: true, size: 12, gap: 10 },
        { text: 'Indian Institute of Technology Bombay', bold: true, gap: 4, right: '2014 - 2018' },
        { text: 'B.Tech in Computer Science, CGPA 8.4/10' },
        { text: 'SKILLS', bold: true, size: 12, gap: 10 },
        { text: 'Java, Spring Boot, PostgreSQL, Kubernetes', gap: 4 },
      ],
    ]);
    const { resume, meta } = await parseResumeDocument(pdf, 'priya.pdf');
    expect(meta.source).toBe('pdf');
    expect(resume.basics).toMatchObject({ name: 'Priya Raman', email: 'priya.raman@example.com', phone: '+91 98765 43210' });
    expect(resume.basics.location.raw).toBe('Pune, India');
    expect(resume.work).toHaveLength(1);
    expect(resume.work[0]).toMatchObject({ name: 'Tata Consultancy Services', position: 'Senior Software Engineer', startDate: '2020-01', current: true });
    expect(resume.work[0]!.highlights).toHaveLength(2);
    expect(resume.education[0]).toMatchObject({
      institution: 'Indian Institute of Technology Bombay',
      degree: 'B.Tech in Computer Science',
      score: '8.4/10',
      endDate: '2018',
    });
    expect(resume.skills.flatMap((s) => s.keywords)).toEqual(['Java', 'Spring Boot', 'PostgreSQL', 'Kubernetes']);
  });

  it('reads a two-column layout column by column', async () => {
    const pdf = await makeTwoColumnPdf(
      [
        { text: 'Lukas Meyer', size: 20, bold: true },
        { text: 'lukas.meyer@example.de | +49 30 1234567 | Berlin, Germany', gap: 4 },
      ],
      [
        { text: 'EXPERIENCE', bold: true, size: 12 },
        { text: 'Backend Developer, Zalando SE', bold: true, gap: 4 },
        { text: '03/2019 - 06/2023' },
        { text: '• Designed order APIs serving 30 countries', x: 60 },
        { text: '• Migrated 12 services to Kotlin', x: 60 },
        { text: 'Junior Developer, Delivery Hero', bold: true, gap: 8 },
        { text: '2016 - 2019' },
        { text: '• Maintained the courier app backend', x: 60 },
      ],
      [
        { text: 'SKILLS', bold: true, size: 12 },
        { text: 'Kotlin', gap: 4 },
        { text: 'PostgreSQL' },
        { text: 'Kafka' },
        { text: 'EDUCATION', bold: true, size: 12, gap: 10 },
        { text: 'TU Berlin University', gap: 4 },
        { text: 'M.Sc. Informatics' },
      ],
    );
    const document = await readResumeDocument(pdf, 'two-column.pdf');
    const { resume } = document.parsed;
    expect(document.pdfLayout?.columnsOnPages).toEqual([1]);
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Backend Developer', 'Zalando SE', '2019-03', '2023-06'],
      ['Junior Developer', 'Delivery Hero', '2016', '2019'],
    ]);
    expect(resume.skills.flatMap((s) => s.keywords)).toEqual(['Kotlin', 'PostgreSQL', 'Kafka']);
    expect(resume.education[0]).toMatchObject({ institution: 'TU Berlin University', degree: 'M.Sc. Informatics' });
    // The sidebar is not interleaved with the main column in the text an ATS reads.
    expect(document.parsed.text.indexOf('Kafka')).toBeGreaterThan(document.parsed.text.indexOf('courier'));
  });

  it('drops running headers, page numbers and hidden text over two pages', async () => {
    const pdf = await makeResumePdf(
      [
        [
          ...CONTACT,
          { text: 'keyword keyword kubernetes', color: 'white' },
          { text: 'EXPERIENCE', bold: true, size: 12, gap: 10 },
          { text: 'Data Analyst, Infosys', bold: true, gap: 4 },
          { text: 'Jul 2019 - Dec 2021' },
          { text: '• Automated 15 weekly reports in Python', x: 60 },
        ],
        [{ text: 'Business Analyst, Wipro', bold: true, gap: 4 }, { text: 'Jan 2017 - Jun 2019' }, { text: '• Wrote 40 requirement specs', x: 60 }],
      ],
      { header: 'Priya Raman - Resume', footer: true },
    );
    const document = await readResumeDocument(pdf, 'two-page.pdf');
    expect(document.parsed.text).not.toMatch(/Page \d of 2/);
    expect(document.parsed.text).not.toMatch(/keyword keyword/);
    expect(document.parsed.text.match(/Priya Raman - Resume/g) ?? []).toHaveLength(1);
    expect(document.pdfLayout?.stats.hiddenChars).toBeGreaterThan(0);
    expect(document.parsed.resume.work.map((w) => w.name)).toEqual(['Infosys', 'Wipro']);
  });
});

describe('hostile files get a typed error, never a hang', () => {
  it('zero bytes → empty', async () => {
    expect((await failure(new Uint8Array(0), 'a.pdf')).code).toBe('empty');
  });
  it('over the size cap → too-large, before any parsing', async () => {
    expect((await failure(new Uint8Array(11 * 1024 * 1024), 'big.pdf')).code).toBe('too-large');
  });
  it('garbage behind a PDF header → malformed', async () => {
    const bytes = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x41)]));
    expect((await failure(bytes, 'junk.pdf')).code).toBe('malformed');
  });
  it('encrypted → encrypted', async () => {
    expect((await failure(makeEncryptedPdf(), 'locked.pdf')).code).toBe('encrypted');
  });
  it('a thousand pages → too-many-pages', async () => {
    expect((await failure(await makeManyPagePdf(1000), 'long.pdf')).code).toBe('too-many-pages');
  });
  it('an image-only page → scanned', async () => {
    expect((await failure(await makeScannedPdf(), 'scan.pdf')).code).toBe('scanned');
  });
  it('a zip bomb shaped DOCX → too-large without inflating it', async () => {
    expect((await failure(makeZipBomb(16, 1_000_000_000), 'bomb.docx')).code).toBe('too-large');
  });
  it('an unknown binary → unsupported-type', async () => {
    expect((await failure(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), 'old.doc')).code).toBe('unsupported-type');
  });
  it('a reader past the time limit → timeout (the worker is stopped and replaced)', async () => {
    // 300 pages take the warm worker hundreds of milliseconds, far past 5 ms whatever the machine is
    // doing (a one-line resume read in ~5 ms and once beat a 1 ms limit on a busy CI core).
    const slow = await makeManyPagePdf(300);
    expect((await failure(slow, 'slow.pdf', { limits: { timeoutMs: 5, maxPages: 300 } })).code).toBe('timeout');
    const pdf = await makeResumePdf([CONTACT]);
    // The next document still parses on a fresh worker.
    expect((await parseResumeDocument(pdf, 'ok.pdf')).resume.basics.name).toBe('Priya Raman');
  });
  it('a custom reader that never answers → timeout', async () => {
    const never = () => new Promise<never>(() => undefined);
    expect((await failure(await makeResumePdf([CONTACT]), 'x.pdf', { pdfReader: never, limits: { timeoutMs: 50 } })).code).toBe('timeout');
  });
});

describe('sidebar templates', () => {
  it('finds the name and roles when a left sidebar is read first', async () => {
    const { makeTwoColumnPdf } = await import('./pdf-fixtures');
    const pdf = await makeTwoColumnPdf(
      [],
      [
        { text: 'CONTACT', bold: true, size: 11 },
        { text: 'nina.o@example.com', size: 9, gap: 4 },
        { text: '+1 312 555 0188', size: 9 },
        { text: 'Chicago, IL', size: 9 },
        { text: 'SKILLS', bold: true, size: 11, gap: 10 },
        { text: 'Figma', size: 9, gap: 4 },
        { text: 'User research', size: 9 },
        { text: 'Prototyping', size: 9 },
      ],
      [
        { text: 'Nina Okafor', bold: true, size: 22, x: 400 },
        { text: 'EXPERIENCE', bold: true, size: 11, gap: 10, x: 400 },
        { text: 'UX Designer, Groupon', bold: true, gap: 4, x: 400 },
        { text: 'May 2020 - Present', x: 400 },
        { text: '• Ran 25 usability studies', x: 410 },
        { text: 'UX Intern, Motorola', bold: true, gap: 8, x: 400 },
        { text: 'Jun 2019 - Aug 2019', x: 400 },
      ],
    );
    const { resume } = await parseResumeDocument(pdf, 'sidebar.pdf');
    expect(resume.basics).toMatchObject({ name: 'Nina Okafor', email: 'nina.o@example.com', phone: '+1 312 555 0188' });
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([
      ['UX Designer', 'Groupon'],
      ['UX Intern', 'Motorola'],
    ]);
    expect(resume.skills.flatMap((s) => s.keywords)).toEqual(['Figma', 'User research', 'Prototyping']);
  });
});

describe('plain-styled headings', () => {
  it('finds unstyled section names that stand apart (headings drawn with only a rule under them)', async () => {
    const pdf = await makeResumePdf([
      [
        { text: 'Omar Haddad', size: 18 },
        { text: 'omar@example.com | +971 50 123 4567 | Dubai, UAE' },
        { text: 'Work Experience', gap: 12 },
        { text: 'Finance Manager, Emirates NBD', gap: 4 },
        { text: 'Feb 2018 - Present' },
        { text: '• Closed the books 3 days faster', x: 60 },
        { text: 'Education', gap: 12 },
        { text: 'MBA, INSEAD', gap: 4 },
        { text: '2016 - 2017' },
      ],
    ]);
    const { resume } = await parseResumeDocument(pdf, 'plain.pdf');
    expect(resume.work.map((w) => [w.position, w.name, w.startDate])).toEqual([['Finance Manager', 'Emirates NBD', '2018-02']]);
    expect(resume.education[0]).toMatchObject({ studyType: 'MBA', institution: 'INSEAD', endDate: '2017' });
    expect(resume.basics.location.raw).toBe('Dubai, UAE');
  });
});
