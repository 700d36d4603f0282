/**
 * The LaTeX and Word designs of the real-resume corpus print a made-up resume: the text read back
 * (pdftotext, mammoth plus the page header) holds its name, a title, an employer and a bullet.
 * A few designs by default (pdflatex and LibreOffice are slow); HIREGEN_ALL_DESIGNS=1 renders all.
 * Skipped, with a message, where pdflatex or soffice is not installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { isForbidden, type Design, type DocFormat } from '../eval/real-corpus/design';
import { compileLatex } from '../eval/real-corpus/families/latex-compile';
import { foldForT1, tex } from '../eval/real-corpus/families/latex-text';
import { latexDesigns } from '../eval/real-corpus/families/latex';
import { MADE_UP_NAME, madeUpResume } from '../eval/real-corpus/families/made-up-resume';
import { printable } from '../eval/real-corpus/families/printable-resume';
import { wordDesigns } from '../eval/real-corpus/families/word';
import type { JsonResume } from 'genai';

const ALL = process.env.HIREGEN_ALL_DESIGNS === '1';
const installed = (command: string) => !spawnSync(command, ['--version'], { stdio: 'ignore' }).error;
const HAS_PDFLATEX = installed('pdflatex') && installed('pdftotext');
const HAS_SOFFICE = installed('soffice') && installed('pdftotext');
if (!HAS_PDFLATEX)
  console.warn(
    'real-corpus LaTeX designs skipped: pdflatex/pdftotext not installed (apt-get install texlive-latex-recommended texlive-latex-extra lmodern poppler-utils)',
  );
if (!HAS_SOFFICE)
  console.warn('real-corpus Word PDF designs skipped: soffice/pdftotext not installed (apt-get install libreoffice-writer-nogui poppler-utils)');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'designs-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function pdfText(bytes: Buffer, name: string): { text: string; pages: number } {
  const file = path.join(scratch, `${name}.pdf`);
  writeFileSync(file, bytes);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? 0);
  return { text: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }), pages };
}

/** The body as mammoth reads it, and the page headers, which mammoth leaves out. */
async function docxText(bytes: Buffer): Promise<string> {
  const body = (await mammoth.extractRawText({ buffer: bytes })).value;
  const files = unzipSync(new Uint8Array(bytes));
  const headers = Object.entries(files)
    .filter(([n]) => /^word\/header\d*\.xml$/.test(n))
    .map(([, data]) => strFromU8(data).replace(/<[^>]+>/g, ' '));
  return [...headers, body].join('\n');
}

const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

function expectResumePrinted(text: string): void {
  const t = flat(text);
  expect(t).toContain(MADE_UP_NAME.toLowerCase());
  expect(t).toContain('staff platform engineer');
  expect(t).toContain('fennimore analytics');
  expect(t).toContain('cut median ci time from 31 to 18 minutes');
  // Characters LaTeX treats specially and a letter outside ASCII print as written.
  expect(t).toContain('(r&d)');
  expect(t).toContain('c#');
  expect(t).toContain('$250k');
  expect(t).toContain('café ossiach');
}

async function renderAndRead(design: Design, format: DocFormat, pageSize: 'letter' | 'a4'): Promise<string> {
  const workDir = path.join(scratch, design.id.replace(/\W+/g, '_'), format);
  const bytes = await design.render(madeUpResume(), { format, pageSize, workDir });
  if (format === 'docx') return docxText(bytes);
  const { text, pages } = pdfText(bytes, `${design.id.replace(/\W+/g, '_')}-${format}`);
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(3);
  return text;
}

describe('the design list', () => {
  it('has at least nine LaTeX and eight Word designs with unique ids, none of them a held-out design', () => {
    expect(latexDesigns.length).toBeGreaterThanOrEqual(9);
    expect(wordDesigns.length).toBeGreaterThanOrEqual(8);
    const all = [...latexDesigns, ...wordDesigns];
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
    for (const d of all) expect(isForbidden(`${d.id} ${d.source}`)).toBe(false);
    expect(latexDesigns.every((d) => d.family === 'latex' && d.id.startsWith('latex:'))).toBe(true);
    expect(wordDesigns.every((d) => d.family === 'word' && d.formats.includes('docx') && d.formats.includes('pdf'))).toBe(true);
  });
});

describe('LaTeX text', () => {
  it('escapes LaTeX special characters and breaks TeX ligatures', () => {
    expect(tex('R&D 100% $5 C# a_b {x} ~ ^ \\ -- <<')).toBe(
      'R\\&D 100\\% \\$5 C\\# a\\_b \\{x\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{} -{}- \\textless{}\\textless{}',
    );
    expect(tex('[draft] *starred')).toBe('{[}draft{]} *starred');
    expect(tex('*lead')).toBe('{*}lead');
  });

  it('replaces, one by one, the characters T1 fonts have no glyph for', () => {
    expect(foldForT1('Nguyễn Ħana – Zürich, Șerban ✓ 東京 😀 x')).toBe('Nguyên Hana – Zürich, Șerban x');
  });
});

describe('printable resume', () => {
  it('reads the loose shapes real JSON Resume files have', () => {
    const loose = {
      ...madeUpResume(),
      work: [{ company: 'Old Schema Co', position: 'Analyst', startDate: '2019-01', highlights: 'One string', location: { city: 'Leeds', countryCode: 'GB' } }],
    } as unknown as JsonResume;
    const role = printable(loose).work[0];
    expect(role).toMatchObject({ company: 'Old Schema Co', position: 'Analyst', current: true, highlights: ['One string'], location: 'Leeds, GB' });
  });
});

const latexPicked = ALL ? latexDesigns : latexDesigns.filter((d) => ['latex:article-titlesec', 'latex:curve', 'latex:europecv'].includes(d.id));
(HAS_PDFLATEX ? describe : describe.skip)('LaTeX designs', () => {
  it.each(latexPicked.map((d, n) => [d.id, d, n % 2 ? 'a4' : 'letter'] as const))(
    '%s prints the made-up resume',
    async (_id, design, pageSize) => {
      expectResumePrinted(await renderAndRead(design, 'pdf', pageSize));
    },
    120_000,
  );

  it('rejects with an Error naming the design and the TeX error when the source does not compile', async () => {
    const broken = '\\documentclass{article}\\begin{document}\\notamacro\\end{document}';
    await expect(compileLatex('latex:broken-test', broken, path.join(scratch, 'broken'))).rejects.toThrow(
      /latex:broken-test: pdflatex failed .*Undefined control sequence/,
    );
  }, 120_000);
});

describe('Word designs as DOCX', () => {
  it.each(wordDesigns.map((d) => [d.id, d] as const))('%s prints the made-up resume', async (_id, design) => {
    expectResumePrinted(await renderAndRead(design, 'docx', 'a4'));
  });
});

const wordPdfPicked = ALL ? wordDesigns : wordDesigns.filter((d) => d.id === 'word:text-boxes');
(HAS_SOFFICE ? describe : describe.skip)('Word designs as PDF (LibreOffice)', () => {
  it.each(wordPdfPicked.map((d) => [d.id, d] as const))(
    '%s prints the made-up resume',
    async (_id, design) => {
      expectResumePrinted(await renderAndRead(design, 'pdf', 'letter'));
    },
    180_000,
  );
});
