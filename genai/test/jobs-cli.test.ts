import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { main } from '../src/cli/main';
import { sharedDataDir } from './matching-data';

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, {
    stdout: (t) => {
      out += t;
    },
    stderr: (t) => {
      err += t;
    },
  });
  return { code, out, err };
}

const dir = path.join(sharedDataDir(), 'matching-dev');
const job = path.join(dir, 'JobDescription', 'job_desc_full_stack_engineer.txt');
const resume = (n: string) => path.join(dir, 'Resumes', `${n}.txt`);

describe('hiregen-genai jobs/skills/matching commands', () => {
  it('match prints { score, parts, matched, missing, summary }', async () => {
    const r = await cli(['match', job, resume('john_doe')]);
    expect(r.code).toBe(0);
    const m = JSON.parse(r.out);
    expect(m.score).toEqual(expect.any(Number));
    expect(m.parts.requiredSkills.score).toEqual(expect.any(Number));
    expect(Array.isArray(m.matched) && Array.isArray(m.missing)).toBe(true);
    expect(m.summary).toEqual(expect.any(String));
  });

  it('match reads a JSON Resume file', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-match-'));
    const file = path.join(tmp, 'resume.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        basics: { name: 'Dev', label: 'Full Stack Developer' },
        work: [
          {
            name: 'Acme',
            position: 'Full Stack Developer',
            startDate: '2015-01',
            endDate: '',
            current: true,
            highlights: ['Built React and Node.js apps on MongoDB'],
          },
        ],
        education: [],
        skills: [{ name: 'JavaScript', keywords: ['HTML', 'CSS'] }],
        projects: [],
        certificates: [],
      }),
    );
    const r = await cli(['match', job, file]);
    fs.rmSync(tmp, { recursive: true, force: true });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).matched.map((s: { skill: string }) => s.skill)).toEqual(expect.arrayContaining(['JavaScript', 'MongoDB']));
  });

  it('rank prints every file best first, with an error entry for an unreadable one', async () => {
    const files = ['alfred_pennyworth_pm', 'bruce_wayne_fullstack', 'harvey_dent_mle'].map(resume);
    const r = await cli(['rank', job, ...files, '/no/such/resume.txt']);
    expect(r.code).toBe(0);
    const ranked = JSON.parse(r.out) as { file: string; score: number | null; error?: string }[];
    expect(ranked).toHaveLength(4);
    expect(ranked[0]!.file).toBe(resume('bruce_wayne_fullstack'));
    expect(ranked[0]!.score!).toBeGreaterThan(ranked[1]!.score!);
    expect(ranked[3]).toMatchObject({ file: '/no/such/resume.txt', error: expect.stringMatching(/no such file/) });
  });

  it('errors go to stderr with a non-zero exit', async () => {
    const missing = await cli(['match', job]);
    expect(missing.code).not.toBe(0);
    expect(missing.out).toBe('');
    expect(missing.err).toMatch(/usage/);
    const badJob = await cli(['match', '/no/job.txt', resume('john_doe')]);
    expect(badJob.code).not.toBe(0);
    expect(badJob.err).toMatch(/no such file/);
    const badKind = await cli(['normalize', 'colour', 'red']);
    expect(badKind.code).not.toBe(0);
  });

  it('parse-job, skills, normalize, keywords, summarize and generate-job print JSON', async () => {
    expect(JSON.parse((await cli(['parse-job', job])).out).title).toBe('Senior Full Stack Engineer');
    expect(JSON.parse((await cli(['skills', resume('john_doe')])).out).skills.map((s: { name: string }) => s.name)).toContain('Spring Boot');
    expect(JSON.parse((await cli(['normalize', 'title', 'Sr.', 'SWE'])).out).canonical).toBe('Senior Software Engineer');
    expect(JSON.parse((await cli(['keywords', job, '--top', '5'])).out)).toHaveLength(5);
    expect(JSON.parse((await cli(['summarize', job, '--sentences', '2'])).out).sentences).toHaveLength(2);
    const gen = JSON.parse((await cli(['generate-job', '--title', 'RN', '--skills', 'wound care,EHR', '--years', '2'])).out);
    expect(gen.title).toBe('Registered Nurse');
    expect((await cli(['summarize', job, '--ratio', '2'])).code).not.toBe(0);
  });
});
