// A scanned (image-only) PDF through the real api: read by OCR inside an engine process (its
// deadline extended to OCR's budget when OCR starts), with /healthz answering throughout; without
// tesseract the 422 says how to install it. Needs tesseract-ocr(+eng) and poppler-utils.
import type { FastifyInstance } from 'fastify';
import type { ParsedResume } from 'genai';
import { makeResumePdf, scanPdf } from 'genai/test-fixtures';
import { buildV1App, multipartBody } from './v1-app';

// Made up: no real person.
const scannedResume = async () =>
  scanPdf(
    await makeResumePdf([
      [
        { text: 'Tomasz Okonkwo-Reyes', size: 20, bold: true },
        { text: 'tomasz.reyes@example.org | +1 555 010 7781 | Tucson, AZ' },
        { text: 'EXPERIENCE', size: 12, bold: true, gap: 10 },
        { text: 'Field Service Technician', bold: true, right: 'Feb 2019 - Present' },
        { text: 'Desert Valley Elevators' },
        { text: '• Serviced 40 hydraulic and traction elevators a month across six sites' },
        { text: 'EDUCATION', size: 12, bold: true, gap: 10 },
        { text: 'Associate of Applied Science, Electrical Technology', bold: true, right: '2018' },
        { text: 'Pima Community College' },
      ],
      [{ text: 'CERTIFICATIONS', size: 12, bold: true }, { text: 'QEI Certified Elevator Inspector, 2021' }],
    ]),
    200,
  );

let app: FastifyInstance;
let scan: Uint8Array;
beforeAll(async () => {
  // The document limit (5 s, for reading the PDF) is shorter than OCR of two 300 dpi pages takes
  // (~3.7 s of CPU a page): the deadline is extended to OCR's budget when OCR starts.
  app = await buildV1App({ V1_RATE_LIMIT: '1000', V1_DOCUMENT_TIMEOUT_MS: '5000', V1_OCR_TIMEOUT_MS: '120000' });
  scan = await scannedResume();
}, 60_000);
afterAll(() => app.close());

const upload = (target: FastifyInstance, content: Uint8Array) =>
  target.inject({ method: 'POST', url: '/api/v1/resumes/parse', ...multipartBody([{ name: 'file', fileName: 'scan.pdf', content }]) });

test('a scanned resume is read by OCR while /healthz keeps answering', async () => {
  let slowest = 0;
  let polls = 0;
  let done = false;
  const poll = (async () => {
    while (!done) {
      const started = Date.now();
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      slowest = Math.max(slowest, Date.now() - started);
      polls++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const answer = await upload(app, scan).finally(() => {
    done = true;
  });
  await poll;
  expect({ status: answer.statusCode, message: answer.statusCode === 200 ? '' : answer.json().message }).toEqual({ status: 200, message: '' });
  const parsed = answer.json<ParsedResume>();
  expect(parsed.meta.ocr).toMatchObject({ engine: 'tesseract', pages: [1, 2] });
  expect(parsed.resume.basics).toMatchObject({ name: 'Tomasz Okonkwo-Reyes', email: 'tomasz.reyes@example.org' });
  expect(parsed.resume.work[0]).toMatchObject({ position: 'Field Service Technician', name: 'Desert Valley Elevators', startDate: '2019-02' });
  expect(parsed.resume.education[0]?.institution).toBe('Pima Community College');
  expect(polls).toBeGreaterThan(3);
  // OCR on this event loop would hold it for seconds (3.7 s of CPU a page); 2 s leaves room for a
  // loaded CI machine without letting that through.
  expect(slowest).toBeLessThan(2_000);
}, 300_000);

test('without tesseract on the server the 422 says how to install it', async () => {
  // Engine processes start on first use and take the environment as it is then.
  const saved = process.env.HIREGEN_TESSERACT;
  process.env.HIREGEN_TESSERACT = '/nonexistent/tesseract';
  const bare = await buildV1App({ V1_RATE_LIMIT: '1000' });
  try {
    const answer = await upload(bare, scan);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/install tesseract-ocr and tesseract-ocr-eng \(and poppler-utils/);
  } finally {
    if (saved === undefined) delete process.env.HIREGEN_TESSERACT;
    else process.env.HIREGEN_TESSERACT = saved;
    await bare.close();
  }
}, 60_000);
