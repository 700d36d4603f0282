import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../src/cli/main';
import { closePdfWorker } from '../src/pdf/pdf-worker-reader';
import { makeResumePdf } from './pdf-fixtures';

afterAll(() => closePdfWorker());

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) }, out, err };
}

describe('hiregen-genai CLI', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-cli-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('parse prints the JSON Resume on stdout', async () => {
    const file = path.join(dir, 'resume.pdf');
    fs.writeFileSync(file, await makeResumePdf([[{ text: 'Ravi Kumar', size: 20, bold: true }, { text: 'ravi@example.in | +91 98450 12345' }]]));
    const { io, out, err } = capture();
    expect(await main(['parse', file], io)).toBe(0);
    expect(err).toEqual([]);
    expect(JSON.parse(out.join(''))).toMatchObject({ basics: { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '+91 98450 12345' } });
  });

  it('score, ats and enhance run on a text resume', async () => {
    const file = path.join(dir, 'resume.txt');
    fs.writeFileSync(file, 'Ravi Kumar\nravi@example.in\nExperience\nEngineer, Infosys\n2019 - 2021\n• Responsible for testing\n');
    for (const [command, expected] of [
      ['score', /Resume score: \d+\/100/],
      ['ats', /ATS compliance: \d+\/100/],
      ['enhance', /Tested/],
    ] as const) {
      const { io, out } = capture();
      expect(await main([command, file, ...(command === 'enhance' ? ['--offline'] : [])], io)).toBe(0);
      expect(out.join('\n')).toMatch(expected);
    }
  });

  it('errors go to stderr with a non-zero exit', async () => {
    const missing = capture();
    expect(await main(['parse', path.join(dir, 'nope.pdf')], missing.io)).toBe(2);
    expect(missing.err.join('')).toMatch(/cannot read/);
    const empty = path.join(dir, 'empty.pdf');
    fs.writeFileSync(empty, '');
    const bad = capture();
    expect(await main(['parse', empty], bad.io)).toBe(1);
    expect(bad.err.join('')).toMatch(/empty: The file is empty/);
    expect(bad.out).toEqual([]);
  });

  it('the real bin (tsx, no build step) parses a PDF and a text file', async () => {
    const bin = path.resolve(__dirname, '../bin/hiregen-genai.js');
    const pdf = path.join(dir, 'bin.pdf');
    fs.writeFileSync(pdf, await makeResumePdf([[{ text: 'Ravi Kumar', size: 20, bold: true }, { text: 'ravi@example.in' }]]));
    const txt = path.join(dir, 'bin.txt');
    fs.writeFileSync(txt, 'Asha Rao\nasha@example.in\n');
    const run = (file: string) =>
      new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(process.execPath, [bin, 'parse', file], { timeout: 20_000 }, (error, stdout) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
        );
      });
    const [fromPdf, fromText] = await Promise.all([run(pdf), run(txt)]);
    expect(fromPdf.code).toBe(0);
    expect(JSON.parse(fromPdf.stdout).basics.name).toBe('Ravi Kumar');
    expect(fromText.code).toBe(0);
    expect(JSON.parse(fromText.stdout).basics.email).toBe('asha@example.in');
  });
});
