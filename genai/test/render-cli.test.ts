import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../src/cli/main';
import { parseResumeDocument } from '../src/document/parse-resume-document';
import { closePdfWorker } from '../src/pdf/pdf-worker-reader';

afterAll(() => closePdfWorker());

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) }, out, err };
}

const RESUME = {
  basics: { name: 'Ngozi Okonkwo', email: 'ngozi@example.com', phone: '+44 20 7946 0958', location: { city: 'London', countryCode: 'UK' } },
  work: [
    {
      name: 'Harbor Logistics',
      position: 'Senior Accountant',
      startDate: '2019-04',
      highlights: ['Closed the monthly books for four subsidiaries in five business days'],
    },
  ],
  education: [{ institution: 'Baruch College', studyType: 'Bachelor of Business Administration', area: 'Accounting', endDate: '2015' }],
  skills: [{ name: 'Tools', keywords: ['Excel', 'NetSuite'] }],
};

describe('hiregen-genai templates / render', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-render-'));
  const resumeFile = path.join(dir, 'resume.json');
  fs.writeFileSync(resumeFile, JSON.stringify(RESUME));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('templates prints one id a line', async () => {
    const { io, out } = capture();
    expect(await main(['templates'], io)).toBe(0);
    expect(out.join('\n').split('\n')).toEqual(['classic', 'modern', 'compact', 'executive', 'sidebar']);
  });

  it('templates --json adds the metadata', async () => {
    const { io, out } = capture();
    expect(await main(['templates', '--json'], io)).toBe(0);
    expect(JSON.parse(out.join(''))).toContainEqual(expect.objectContaining({ id: 'sidebar', atsSafe: false }));
  });

  it.each(['pdf', 'docx'])('render writes a %s the parser reads back', async (format) => {
    const file = path.join(dir, `out.${format}`);
    const { io, out, err } = capture();
    expect(await main(['render', resumeFile, '--template', 'modern', '--out', file], io)).toBe(0);
    expect(err).toEqual([]);
    expect(out.join('')).toContain(`${format.toUpperCase()},`);
    const parsed = await parseResumeDocument(new Uint8Array(fs.readFileSync(file)), path.basename(file));
    expect(parsed.resume.basics.name).toBe('Ngozi Okonkwo');
    expect(parsed.resume.work[0]).toMatchObject({ name: 'Harbor Logistics', position: 'Senior Accountant', startDate: '2019-04', current: true });
  });

  it("render --embed-fonts puts the template's fonts in a DOCX", async () => {
    const file = path.join(dir, 'embedded.docx');
    const { io } = capture();
    expect(await main(['render', resumeFile, '--template', 'classic', '--out', file, '--embed-fonts'], io)).toBe(0);
    expect(fs.readFileSync(file).toString('latin1')).toContain('word/fonts/font1.odttf');
  });

  it.each([
    [
      'bad JSON',
      (d: string) => {
        fs.writeFileSync(path.join(d, 'bad.json'), '{ "basics": ');
        return ['render', path.join(d, 'bad.json'), '--template', 'classic', '--out', path.join(d, 'x.pdf')];
      },
      /is not valid JSON/,
    ],
    [
      'not a resume',
      (d: string) => {
        fs.writeFileSync(path.join(d, 'empty.json'), '{"basics":{}}');
        return ['render', path.join(d, 'empty.json'), '--template', 'classic', '--out', path.join(d, 'x.pdf')];
      },
      /basics\.name is missing/,
    ],
    [
      'unknown template',
      (d: string) => ['render', path.join(d, 'resume.json'), '--template', 'fancy', '--out', path.join(d, 'x.pdf')],
      /unknown template "fancy". Templates: classic, modern/,
    ],
    [
      'bad extension',
      (d: string) => ['render', path.join(d, 'resume.json'), '--template', 'classic', '--out', path.join(d, 'x.txt')],
      /--out must end in \.pdf or \.docx/,
    ],
    [
      'unwritable path',
      (d: string) => ['render', path.join(d, 'resume.json'), '--template', 'classic', '--out', path.join(d, 'no', 'such', 'dir', 'x.pdf')],
      /cannot write .*ENOENT/,
    ],
    ['missing file', (d: string) => ['render', path.join(d, 'nope.json'), '--template', 'classic', '--out', path.join(d, 'x.pdf')], /cannot read .*ENOENT/],
    ['missing --template', (d: string) => ['render', path.join(d, 'resume.json'), '--out', path.join(d, 'x.pdf')], /missing --template/],
  ])('%s: non-zero exit and a message on stderr, no file', async (_name, args, message) => {
    const { io, out, err } = capture();
    const argv = args(dir);
    expect(await main(argv, io)).not.toBe(0);
    expect(out).toEqual([]);
    expect(err.join('\n')).toMatch(message);
    expect(fs.existsSync(argv[argv.length - 1]!)).toBe(false);
  });
});
