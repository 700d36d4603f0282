import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createAccount, idTokenFor, uniqueEmail } from '../support/auth-emulator';
import { fillSignIn, fillSignUp, PASSWORD } from '../support/auth-pages';
import { expectAccessible } from '../support/a11y';
import { API_URL, AUTH_EMULATOR, FIRESTORE_EMULATOR, PROJECT_ID } from '../support/stack';

/**
 * Issue 29: a line the parser cannot place is never dropped silently. HR uploads a made-up resume
 * whose "Interests" line fits no field, opens the applicant and reads it in the "Lines we could
 * not place" panel; a candidate imports the same kind of file into the builder and adds the line
 * to a role as a bullet. Screenshots: test-results/parse-review/ at the repo root.
 */
const SHOTS = path.resolve(__dirname, '../../test-results/parse-review');
const UNPLACED = 'Qualified glider pilot and volunteer firefighter since 2015';

const owner = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
const documents = `http://${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const text = (value: string) => ({ stringValue: value });

/** A document written as the emulator's owner (rules bypassed, as the api or a seed would). */
async function writeDoc(docPath: string, fields: Record<string, unknown>) {
  const response = await fetch(`${documents}/${docPath}`, { method: 'PATCH', headers: owner, body: JSON.stringify({ fields }) });
  expect(response.ok).toBe(true);
}

async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 16, size: 11, font }));
  return Buffer.from(await pdf.save());
}

const resumeLines = (email: string, phone: string) => [
  'Asha Rao',
  `${email} | ${phone} | Pune, India`,
  '',
  'EXPERIENCE',
  'Registered Nurse | City Hospital | 2019 - Present',
  '• Cared for 30 patients per shift in a busy medical-surgical ward',
  '',
  'EDUCATION',
  'B.Sc. Nursing | Pune University | 2015 - 2019',
  '',
  'SKILLS',
  'Patient care, Medication administration, BLS',
  '',
  'INTERESTS',
  UNPLACED,
];

test('HR uploads a resume with a line the parser cannot place and reads it on the applicant page', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const orgId = `org-review-${stamp}`;
  const jobId = `job-review-${stamp}`;
  const now = { timestampValue: new Date().toISOString() };
  await writeDoc(`organizations/${orgId}`, { name: text(`Review Clinic ${stamp}`), createdBy: text('seed'), createdAt: now });
  await writeDoc(`jobs/${jobId}`, {
    orgId: text(orgId),
    orgName: text(`Review Clinic ${stamp}`),
    title: text('Registered Nurse'),
    status: text('open'),
    createdBy: text('seed'),
    description: text('We need a Registered Nurse.\nRequirements:\n- Patient care\n- BLS'),
    createdAt: now,
    updatedAt: now,
    openedAt: now,
  });
  const email = uniqueEmail('hr-review');
  const { uid } = await createAccount(email, PASSWORD);
  const claims = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ role: 'HR', orgId }), emailVerified: true, displayName: 'Hana HR' }),
  });
  expect(claims.ok).toBe(true);
  await writeDoc(`users/${uid}`, {
    name: text('Hana HR'),
    email: text(email),
    role: text('HR'),
    orgId: text(orgId),
    disabled: { booleanValue: false },
    createdAt: now,
  });
  await writeDoc(`organizations/${orgId}/members/${uid}`, { role: text('HR'), name: text('Hana HR'), email: text(email), joinedAt: now });

  // The upload, through the api as the upload page sends it.
  const pdf = await resumePdf(resumeLines(`asha.rao.${stamp}@example.com`, `+91 90000 ${String(Date.now()).slice(-5)}`));
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'asha-rao.pdf');
  const upload = await fetch(`${API_URL}/api/jobs/${jobId}/uploads?last=1&wait=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await idTokenFor(email, PASSWORD)}` },
    body: form,
  });
  expect(upload.status).toBe(200);
  const [result] = ((await upload.json()) as { results: { status: string; applicationId: string }[] }).results;
  expect(result!.status).toBe('added');

  await page.goto('/resumeinflux/login');
  await fillSignIn(page, { email });
  await expect(page).not.toHaveURL(/\/resumeinflux\/login/, { timeout: 20_000 });
  await page.goto(`/resumeinflux/hr/applications/${result!.applicationId}`);
  const main = page.getByRole('main');
  const panel = main.getByRole('region', { name: 'Lines we could not place' });
  await expect(panel.getByRole('list', { name: 'Lines we could not place' }).getByRole('listitem')).toHaveText([UNPLACED], { timeout: 20_000 });
  await expect(main.getByRole('heading', { name: 'Asha Rao', level: 2 })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/applicant-page.png`, fullPage: true });
});

test('a candidate imports a resume into the builder and adds the line the parser could not place to a role', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/signup/candidate');
  await fillSignUp(page, { name: 'Asha Rao', email: uniqueEmail('candidate-review') });
  await page.waitForURL(/\/dashboard\/candidate/);
  await page.goto('/dashboard/candidate/resumes');
  const pdf = await resumePdf(resumeLines('asha.rao@example.com', '+91 90000 22222'));
  await page.getByLabel('Import a resume (PDF, Word .docx or JSON Resume)').setInputFiles({ name: 'asha-rao.pdf', mimeType: 'application/pdf', buffer: pdf });
  const panel = page.getByRole('region', { name: 'Lines we could not place' });
  const line = panel.getByRole('listitem').filter({ hasText: UNPLACED });
  await expect(line).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/builder-import.png`, fullPage: false });

  await line.getByLabel('Add to').selectOption({ label: 'Work experience: Registered Nurse · City Hospital (as a bullet)' });
  await line.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('textbox', { name: 'Achievements 2' }).first()).toHaveValue(UNPLACED);
  await expect(panel.getByRole('status')).toHaveText('Every line is placed or dismissed.');
});
