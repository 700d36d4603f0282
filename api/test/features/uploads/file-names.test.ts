// Uploaded file names are cleaned where every upload route reads them (features/uploads/service/file-name.ts):
// no bidirectional controls, control or invisible characters and no path reach an answer, the
// talent document, the upload batch or the blob store. Unit cases, then the hiring upload route
// (stored) and a HireGen API upload route (echoed in its error) on the real emulators.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { cleanUploadFileName } from '../../../src/features/uploads/service/file-name';
import { bearer, PROJECT_ID } from '../../support/emulator-accounts';
import { hrWithOrganisation, multipart, nurseResume, resumePdf } from '../hiring/hiring-fixtures';
import { buildTestApp } from '../../support/test-app';

jest.setTimeout(90_000);

const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];

describe('cleanUploadFileName', () => {
  it.each(BIDI.map((mark) => [mark.codePointAt(0)!.toString(16).toUpperCase(), mark]))('removes U+%s', (_code, mark) => {
    expect(cleanUploadFileName(`cv${mark}fdp.exe${mark}.pdf`)).toBe('cvfdp.exe.pdf');
  });

  it('removes control characters, zero-width spaces, BOMs and line separators; keeps joiners and ordinary text', () => {
    expect(cleanUploadFileName('a\u0000b\u0007c\u001Bd\u007Fe\u009Bf.pdf')).toBe('abcdef.pdf');
    expect(cleanUploadFileName('\uFEFFre\u200Bsume\u2028cv\u2029.pdf')).toBe('resume cv .pdf');
    expect(cleanUploadFileName('line\nbreak\r\ttab.pdf')).toBe('line break tab.pdf');
    expect(cleanUploadFileName('Zoë Müller — CV (2026).pdf')).toBe('Zoë Müller — CV (2026).pdf');
    expect(cleanUploadFileName('क्\u200Dष.pdf')).toBe('क्\u200Dष.pdf');
    expect(cleanUploadFileName('Zoe\u0308.pdf')).toBe('Zoë.pdf');
  });

  it('drops any path, caps the length keeping the extension, and falls back when nothing is left', () => {
    expect(cleanUploadFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanUploadFileName('C:\\Users\\me\\cv.docx')).toBe('cv.docx');
    const long = cleanUploadFileName(`${'x'.repeat(500)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
    expect(cleanUploadFileName('\u202E\u2066 \u0000')).toBe('resume');
    expect(cleanUploadFileName('..')).toBe('resume');
    expect(cleanUploadFileName(undefined)).toBe('resume');
    expect(cleanUploadFileName('cv.pdf')).toBe('cv.pdf');
  });
});

describe('upload routes', () => {
  let app: FastifyInstance;
  let admin: App;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = initializeApp({ projectId: PROJECT_ID }, 'upload-file-names-test');
  });
  afterAll(async () => {
    await app?.close();
    if (admin) await deleteApp(admin);
  });

  it('hiring uploads store and answer the cleaned name (talent document, batch, original)', async () => {
    const hr = await hrWithOrganisation(app, admin, 'names-hr', 'Names Co');
    const job = getFirestore(admin).collection('jobs').doc();
    await job.set({
      orgId: hr.orgId,
      orgName: 'Names Co',
      title: 'Registered Nurse',
      status: 'open',
      createdBy: 'x',
      description: 'We need a Registered Nurse.\nRequirements:\n- Patient care\n- BLS',
      parsed: { requiredSkills: ['Patient care'], preferredSkills: [], seniority: 'mid', location: 'Pune', remote: 'onsite', salary: null },
    });
    const pdf = await resumePdf(nurseResume('Nila Names', 'nila.names@example.com', '+91 90000 11111'));
    // Shown as "Nila-fdp.exe" reversed by the override: what a reviewer would take for an executable.
    const upload = multipart([{ name: 'Nila-\u202Eexe.\u2066pdf\u2069\u200F.pdf', bytes: pdf }]);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/uploads?last=1&wait=1`,
      headers: { ...bearer(hr.idToken), ...upload.headers },
      payload: upload.payload,
    });
    expect(answer.statusCode).toBe(200);
    const { batchId, results } = answer.json() as { batchId: string; results: { fileName: string; status: string; talentId: string }[] };
    expect(results).toMatchObject([{ fileName: 'Nila-exe.pdf.pdf', status: 'added' }]);
    const db = getFirestore(admin);
    expect((await db.doc(`organizations/${hr.orgId}/talent/${results[0]!.talentId}`).get()).get('fileName')).toBe('Nila-exe.pdf.pdf');
    const batchFiles = (await db.doc(`organizations/${hr.orgId}/uploads/${batchId}`).get()).get('files') as Record<string, { fileName: string }>;
    expect(Object.values(batchFiles).map((file) => file.fileName)).toEqual(['Nila-exe.pdf.pdf']);
    const original = await app.inject({ method: 'GET', url: `/api/talent/${results[0]!.talentId}/file`, headers: bearer(hr.idToken) });
    expect(original.headers['content-disposition']).toBe('inline; filename="Nila-exe.pdf.pdf"');
  });

  it('the HireGen API names the cleaned file in its answers', async () => {
    const boundary = '----hiregen-names';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="job"\r\n\r\nRegistered Nurse with BLS\r\n`),
      // An empty file is refused by name before any engine work.
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="empty\u202Efdp.exe"\r\nContent-Type: application/pdf\r\n\r\n\r\n`),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const answer = await app.inject({ method: 'POST', url: '/api/v1/rank', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { message: string }).message).toBe('The "file" field is empty ("emptyfdp.exe"): upload a PDF or DOCX resume.');
  });
});
