import { extractKeywords, extractSkills, matchResume, parseJob, prepareJob, summarizeText } from '../src/index';

// Complexity guards, not benchmarks: each of these inputs once took seconds to a minute
// (quadratic scans). The bound is loose on purpose; a regression is 10-100x over it.
const HOSTILE: [string, string][] = [
  ['200,000 newlines', '\n'.repeat(200_000)],
  ['one 200,000-character run of words', 'ABC DEF '.repeat(25_000)],
  ['200,000 open brackets', '('.repeat(200_000)],
];

describe.each(HOSTILE)('hostile text: %s', (_name, text) => {
  const within = (run: () => unknown) => {
    const started = performance.now();
    run();
    return performance.now() - started;
  };

  it('skills, keywords, job parsing, matching and summaries finish quickly', () => {
    expect(within(() => extractSkills(text))).toBeLessThan(3000);
    expect(within(() => extractKeywords(text))).toBeLessThan(3000);
    expect(within(() => parseJob(text))).toBeLessThan(3000);
    expect(within(() => matchResume(prepareJob(text), { text }))).toBeLessThan(3000);
    expect(within(() => summarizeText(text))).toBeLessThan(3000);
  });
});

describe('file type by content', () => {
  it('refuses a text file that is only named .pdf or .docx', async () => {
    const { sniffDocumentType } = await import('../src/document/sniff-type');
    const text = new TextEncoder().encode('Jane Doe\nSoftware Engineer\n');
    expect(sniffDocumentType(text, 'resume.pdf')).toBe('unknown');
    expect(sniffDocumentType(text, 'resume.docx')).toBe('unknown');
    expect(sniffDocumentType(text, 'resume.txt')).toBe('text');
    expect(sniffDocumentType(text, 'resume')).toBe('text');
  });
});
