import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AtsReport, ParsedResume, ResumeEnhancement, Scorecard } from 'genai';
import { GENAI_LIMIT_TEXT, GENAI_LIMITS } from 'shared-schemas';
import { blankPdf, encryptedPdf, garbagePdf, PNG_BYTES, textPdf } from './test-documents';
import { buildV1App, multipartBody, SHARED_DATA, sharedFile } from './v1-app';

const RESUMES_DIR = path.join(SHARED_DATA, 'resumes-dev');

let app: FastifyInstance;
let smallFileApp: FastifyInstance;

beforeAll(async () => {
  app = await buildV1App({ V1_RATE_LIMIT: '1000' });
  smallFileApp = await buildV1App({ V1_RATE_LIMIT: '1000', V1_MAX_FILE_MB: '1' });
});
afterAll(async () => {
  await app.close();
  await smallFileApp.close();
});

function upload(url: string, content: Buffer | Uint8Array, fileName = 'resume.pdf', target = app) {
  return target.inject({ method: 'POST', url, ...multipartBody([{ name: 'file', fileName, content }]) });
}

const RESUME_TEXT = [
  'Asha Rao',
  'asha.rao@example.com | +91 98765 43210 | Bengaluru, India',
  'Experience',
  'Senior Software Engineer, Acme Corp, Jan 2020 – Present',
  '• Responsible for the payments API used by 2 million customers',
  '• Worked on migrating services to Kubernetes',
  'Education',
  'B.Tech in Computer Science, IIT Madras, 2012 – 2016, CGPA 8.4/10',
  'Skills',
  'TypeScript, React, Node.js, PostgreSQL, Kubernetes',
].join('\n');

describe('POST /api/v1/resumes/parse', () => {
  it('parses every resumes-dev PDF and finds the name and email of its truth file', async () => {
    const pdfs = fs.readdirSync(RESUMES_DIR).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(10);
    for (const name of pdfs) {
      // Two truth shapes in the set: OpenResume's ({ profile }) and the newer ({ contact }).
      const truthFile = JSON.parse(fs.readFileSync(path.join(RESUMES_DIR, name.replace(/\.pdf$/, '.truth.json')), 'utf8')) as {
        profile?: { name: string; email: string };
        contact?: { full_name: string; email: string };
      };
      const truth = { name: truthFile.profile?.name ?? truthFile.contact?.full_name ?? '', email: truthFile.profile?.email ?? truthFile.contact?.email ?? '' };
      const response = await upload('/api/v1/resumes/parse', sharedFile('resumes-dev', name), name);
      expect(response.statusCode).toBe(200);
      const parsed = response.json<ParsedResume>();
      expect(parsed.meta.source).toBe('pdf');
      expect(parsed.resume.basics.name.normalize('NFC')).toBe(truth.name.normalize('NFC'));
      expect(parsed.resume.basics.email).toBe(truth.email);
    }
  });

  it('parses resume text sent as JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/resumes/parse', payload: { text: RESUME_TEXT } });
    expect(response.statusCode).toBe(200);
    const parsed = response.json<ParsedResume>();
    expect(parsed.resume.basics.name).toBe('Asha Rao');
    expect(parsed.resume.work[0]).toMatchObject({ position: 'Senior Software Engineer', name: 'Acme Corp' });
    expect(parsed.meta.source).toBe('text');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['missing text', {}, 'The "text" field is required.'],
    ['text of the wrong type', { text: 42 }, 'The "text" field must be text.'],
    ['blank text', { text: '   \n ' }, 'The "text" field is empty.'],
    ['too long text', { text: 'a'.repeat(GENAI_LIMITS.maxTextChars + 1) }, GENAI_LIMIT_TEXT.fieldTooLong('text', GENAI_LIMITS.maxTextChars)],
    ['an unknown field', { text: 'Asha', extra: 1 }, 'The "extra" field is not allowed.'],
  ])('answers 400 for %s, naming the field', async (_case, payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/resumes/parse', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 for a body that is not an object, and for broken JSON', async () => {
    const array = await app.inject({ method: 'POST', url: '/api/v1/resumes/parse', payload: '["a"]', headers: { 'content-type': 'application/json' } });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ message: 'The request body must be a JSON object.' });
    const broken = await app.inject({ method: 'POST', url: '/api/v1/resumes/parse', payload: '{"text": ', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/not valid JSON/);
  });

  it('answers 400 for an empty file, a missing file and a second file', async () => {
    const empty = await upload('/api/v1/resumes/parse', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/"file" field is empty/);
    const noFile = await app.inject({ method: 'POST', url: '/api/v1/resumes/parse', ...multipartBody([]) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: 'The "file" field is required: upload a PDF or DOCX resume.' });
    const pdf = await textPdf(1);
    const two = await app.inject({
      method: 'POST',
      url: '/api/v1/resumes/parse',
      ...multipartBody([
        { name: 'file', fileName: 'a.pdf', content: pdf },
        { name: 'file', fileName: 'b.pdf', content: pdf },
      ]),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ message: 'Send exactly one file, in the "file" field.' });
    const wrongField = await app.inject({
      method: 'POST',
      url: '/api/v1/resumes/parse',
      ...multipartBody([{ name: 'resume', fileName: 'a.pdf', content: pdf }]),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/send the resume in the "file" field/);
  });

  it('answers 415 for a file that is not a PDF or DOCX, and for another content type', async () => {
    const png = await upload('/api/v1/resumes/parse', PNG_BYTES, 'photo.png');
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toMatch(/not a PDF, DOCX or text file/);
    const plain = await app.inject({ method: 'POST', url: '/api/v1/resumes/parse', payload: 'Asha Rao', headers: { 'content-type': 'text/plain' } });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ message: 'Send JSON (Content-Type: application/json) or a multipart/form-data upload.' });
  });

  it("answers 422 with the engine's message for encrypted, garbage and text-less PDFs", async () => {
    const encrypted = await upload('/api/v1/resumes/parse', await encryptedPdf());
    expect(encrypted.statusCode).toBe(422);
    expect(encrypted.json()).toEqual({ message: 'The PDF is password-protected.' });
    const garbage = await upload('/api/v1/resumes/parse', garbagePdf());
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().message).toMatch(/PDF/);
    const blank = await upload('/api/v1/resumes/parse', await blankPdf());
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toMatch(/no readable text/);
  });

  it('answers 413 for a file over the cap and for a PDF with too many pages', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1536 * 1024, 32)]);
    const tooBig = await upload('/api/v1/resumes/parse', big, 'big.pdf', smallFileApp);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: GENAI_LIMIT_TEXT.fileTooLarge(1024 * 1024) });
    const manyPages = await upload('/api/v1/resumes/parse', await textPdf(25));
    expect(manyPages.statusCode).toBe(413);
    expect(manyPages.json().message).toMatch(/pages/);
  });

  it("answers 413 naming the route's own limit for a JSON body over it", async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/resumes/parse', payload: { text: 'a'.repeat(2 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large (at most 1.5 MB here).' });
  });
});

describe('POST /api/v1/resumes/score, /ats, /enhance', () => {
  const pdfName = 'openresume-resume.pdf';

  it('scores a PDF and resume text 0–100 with the six categories', async () => {
    for (const response of [
      await upload('/api/v1/resumes/score', sharedFile('resumes-dev', pdfName), pdfName),
      await app.inject({ method: 'POST', url: '/api/v1/resumes/score', payload: { text: RESUME_TEXT } }),
    ]) {
      expect(response.statusCode).toBe(200);
      const { resume, scorecard } = response.json<{ resume: ParsedResume; scorecard: Scorecard }>();
      expect(resume.resume.basics.name).toMatch(/John Doe|Asha Rao/);
      expect(scorecard.total).toBeGreaterThanOrEqual(0);
      expect(scorecard.total).toBeLessThanOrEqual(100);
      expect(scorecard.categories.map((c) => c.id).sort()).toEqual([
        'action-verbs',
        'bullet-length',
        'completeness',
        'date-consistency',
        'impact',
        'readability',
      ]);
    }
  });

  it('checks a PDF for ATS problems and returns the text as an ATS reads it', async () => {
    const response = await upload('/api/v1/resumes/ats', sharedFile('resumes-dev', pdfName), pdfName);
    expect(response.statusCode).toBe(200);
    const { resume, report } = response.json<{ resume: ParsedResume; report: AtsReport }>();
    expect(resume.resume.basics.name).toBe('John Doe');
    expect(report.atsText).toContain('John Doe');
    expect(Array.isArray(report.findings)).toBe(true);
    expect(report.score).toBeLessThanOrEqual(100);
  });

  it('refuses JSON text on the ATS check (415): it needs the file', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/resumes/ats', payload: { text: RESUME_TEXT } });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/needs the file itself/);
  });

  it('enhances weak bullets without inventing numbers', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/resumes/enhance', payload: { text: RESUME_TEXT } });
    expect(response.statusCode).toBe(200);
    const { enhancement } = response.json<{ resume: ParsedResume; enhancement: ResumeEnhancement }>();
    expect(enhancement.provider).toBe('offline');
    const responsible = enhancement.bullets.find((b) => b.original.startsWith('Responsible for'));
    expect(responsible?.changed).toBe(true);
    expect(responsible?.rewritten).not.toMatch(/^Responsible for/);
    expect(responsible?.rewritten).toContain('2 million');
    const upload2 = await upload('/api/v1/resumes/enhance', sharedFile('resumes-dev', pdfName), pdfName);
    expect(upload2.statusCode).toBe(200);
    expect(upload2.json().enhancement.bullets.length).toBeGreaterThan(0);
  });

  it('gives the same 4xx answers on every resume route', async () => {
    for (const url of ['/api/v1/resumes/score', '/api/v1/resumes/enhance']) {
      expect((await app.inject({ method: 'POST', url, payload: {} })).json()).toEqual({ message: 'The "text" field is required.' });
      expect((await upload(url, await encryptedPdf())).statusCode).toBe(422);
      expect((await upload(url, PNG_BYTES, 'x.png')).statusCode).toBe(415);
    }
    expect((await upload('/api/v1/resumes/ats', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload('/api/v1/resumes/ats', garbagePdf())).statusCode).toBe(422);
  });
});
