import type { FastifyInstance } from 'fastify';
import type { AtsReport, ParsedResume } from 'genai';
import { makeDocxResume as docxResume } from 'genai/test-fixtures';
import { zipBomb } from './test-documents';
import { buildV1App, multipartBody } from './v1-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildV1App({ V1_RATE_LIMIT: '1000' });
});
afterAll(() => app.close());

const upload = (url: string, content: Uint8Array, fileName = 'resume.docx') =>
  app.inject({ method: 'POST', url, ...multipartBody([{ name: 'file', fileName, content }]) });

describe('DOCX uploads', () => {
  it('parses a DOCX resume and the ATS check flags its table', async () => {
    const bytes = await docxResume();
    const parsed = await upload('/api/v1/resumes/parse', bytes);
    expect(parsed.statusCode).toBe(200);
    expect(parsed.json<ParsedResume>().resume.basics).toMatchObject({ name: 'Ana Souza', email: 'ana.souza@example.com' });
    expect(parsed.json<ParsedResume>().meta.source).toBe('docx');
    const ats = await upload('/api/v1/resumes/ats', bytes);
    expect(ats.statusCode).toBe(200);
    expect(ats.json<{ report: AtsReport }>().report.findings.map((f) => f.id)).toContain('tables');
  });

  it('refuses a zip bomb, honest or lying about its size (413 both), and keeps serving', async () => {
    const honest = await upload('/api/v1/resumes/parse', zipBomb(1024, 100 * 1024 * 1024));
    expect(honest.statusCode).toBe(413);
    expect(honest.json().message).toMatch(/zip bomb/);
    // Inflates to 64 MB while claiming 1 KB: stopped while inflating, at the 60 MB budget.
    const lying = await upload('/api/v1/resumes/parse', zipBomb(64 * 1024 * 1024, 1024));
    expect(lying.statusCode).toBe(413);
    expect(lying.json().message).toMatch(/DOCX.*zip bomb/);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await upload('/api/v1/resumes/parse', await docxResume())).statusCode).toBe(200);
  });
});
