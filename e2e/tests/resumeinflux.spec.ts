import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createAccount, idTokenFor, uniqueEmail } from '../support/auth-emulator';
import { fillSignIn, fillSignUp, PASSWORD } from '../support/auth-pages';
import { API_URL, AUTH_EMULATOR, PROJECT_ID } from '../support/stack';

/**
 * resumeinflux, the HR product, end to end on the real stack: an HR signs up, verifies the
 * email through the Auth emulator's link, creates an organisation, invites an interviewer who
 * joins through the link, posts a job, uploads 20 resumes (one broken), sees the ranked
 * pipeline, moves a card by keyboard while a second browser sees it move live, adds a note,
 * exports CSV — and the HR of another organisation sees none of it.
 */
test.describe.configure({ mode: 'serial' });

const hrEmail = uniqueEmail('ri-hr');
const interviewerEmail = uniqueEmail('ri-int');
const ORG = `Sunrise Clinic ${Date.now().toString(36)}`;
const JOB_TITLE = 'Registered Nurse';
let inviteLink = '';
/** Screens this suite changed, at 1280 and 390 px, for review. */
const SHOTS = process.env.HIREGEN_SHOTS_DIR ?? 'test-results/resumeinflux/shots';
let jobId = '';

async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 16, size: 11, font }));
  return Buffer.from(await pdf.save());
}

const NURSES = [
  'Meera Nair',
  'Ravi Kumar',
  'Anita Desai',
  'Joseph Thomas',
  'Fatima Khan',
  'Grace Lee',
  'Suresh Iyer',
  'Lakshmi Rao',
  'Daniel Silva',
  'Aisha Bello',
];
const OTHERS: [string, string, string][] = [
  ['Vikram Shah', 'Software Engineer', 'TypeScript, React, Node.js, PostgreSQL, AWS'],
  ['Chen Wei', 'Accountant', 'Financial reporting, Tally, GST, Excel, Reconciliation'],
  ['Maria Garcia', 'Graphic Designer', 'Adobe Photoshop, Illustrator, Figma, Branding'],
  ['Omar Haddad', 'Sales Executive', 'B2B sales, CRM, Salesforce, Negotiation'],
  ['Priya Menon', 'Teacher', 'Lesson planning, Classroom management, Mathematics'],
  ['Kwame Mensah', 'Mechanical Engineer', 'AutoCAD, SolidWorks, GD&T, FEA'],
  ['Elena Petrova', 'Data Analyst', 'SQL, Python, Tableau, Statistics'],
  ['Liam Smith', 'Marketing Manager', 'SEO, Google Analytics, Content strategy'],
  ['Yuki Tanaka', 'Pharmacist', 'Dispensing, Pharmacology, Patient counselling'],
];

let phoneSerial = 0;
function resumeLines(name: string, title: string, skills: string, duties: string[]): string[] {
  const slug = name.toLowerCase().replace(/\s+/g, '.');
  // Every person their own phone number: the upload de-duplicates by email or phone.
  phoneSerial += 1;
  const phone = `+91 98${String(76_543_200 + phoneSerial * 37).padStart(8, '0')}`;
  return [
    name,
    `${slug}@example.com | ${phone} | Pune, India`,
    '',
    'EXPERIENCE',
    `${title} | City Hospital | 2019 - Present`,
    ...duties.map((d) => `• ${d}`),
    '',
    'EDUCATION',
    'Bachelor degree | Pune University | 2015 - 2019',
    '',
    'SKILLS',
    skills,
  ];
}

async function resumeFiles() {
  const files = [];
  for (const name of NURSES) {
    files.push({
      name: `${name.replace(' ', '-')}.pdf`,
      mimeType: 'application/pdf',
      buffer: await resumePdf(
        resumeLines(name, 'Registered Nurse', 'Patient care, Medication administration, Vital signs, BLS, Electronic health records, Triage', [
          'Cared for 28 patients per shift on a medical-surgical ward',
          'Administered medication and monitored vital signs',
        ]),
      ),
    });
  }
  for (const [name, title, skills] of OTHERS) {
    files.push({
      name: `${name.replace(' ', '-')}.pdf`,
      mimeType: 'application/pdf',
      buffer: await resumePdf(resumeLines(name, title, skills, [`Worked as ${title} on projects for 40 clients`, 'Improved team results by 20%'])),
    });
  }
  files.push({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nthis file was cut off before its end') });
  return files;
}

/** The newest email-verification link the Auth emulator "sent" to this address, opened. */
async function verifyEmailThroughEmulator(email: string) {
  const response = await fetch(`http://${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
  if (!link) throw new Error(`No verification email was sent to ${email}.`);
  const opened = await fetch(link);
  expect(opened.ok).toBe(true);
}

async function signInAsHr(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/resumeinflux/login');
  await fillSignIn(page, { email });
  await expect(page).not.toHaveURL(/\/resumeinflux\/login/, { timeout: 20_000 });
  return page;
}

test('HR signs up, verifies the email and creates an organisation', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/resumeinflux/signup');
  await fillSignUp(page, { name: 'Hana Rao', email: hrEmail });
  await expect(page).not.toHaveURL(/\/resumeinflux\/signup/, { timeout: 20_000 });
  await page.goto('/resumeinflux/hr');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Verify your email' })).toBeVisible({ timeout: 20_000 });
  // Organisation data stays closed until the address is verified.
  await main.getByRole('button', { name: 'Resend the email' }).click();
  await expect(main.getByRole('status').filter({ hasText: /sent|check/i })).toBeVisible();
  await verifyEmailThroughEmulator(hrEmail);
  await main.getByRole('button', { name: 'I have verified my email' }).click();

  await expect(main.getByRole('heading', { name: 'Create your organisation' })).toBeVisible({ timeout: 20_000 });
  await main.getByLabel('Organisation name').fill(ORG);
  await main.getByRole('button', { name: 'Create organisation' }).click();
  await expect(main.getByRole('heading', { name: 'Create your organisation' })).toBeHidden({ timeout: 20_000 });
});

test('HR invites an interviewer, who joins through the link', async ({ browser }) => {
  test.setTimeout(90_000);
  const hr = await signInAsHr(browser, hrEmail);
  await hr.goto('/resumeinflux/members');
  const main = hr.getByRole('main');
  await main.getByLabel('Email').fill(interviewerEmail);
  await main.getByLabel('Role', { exact: true }).selectOption('Interviewer');
  await main.getByRole('button', { name: 'Send invitation' }).click();
  const linkBox = main.getByLabel('Invite link');
  await expect(linkBox).toHaveValue(/\/resumeinflux\/invite\//, { timeout: 15_000 });
  inviteLink = await linkBox.inputValue();

  // The interviewer already has an account with a verified address.
  const { idToken } = await createAccount(interviewerEmail, PASSWORD);
  await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken }),
  });
  await verifyEmailThroughEmulator(interviewerEmail);

  const interviewer = await (await browser.newContext()).newPage();
  await interviewer.goto(new URL(inviteLink).pathname);
  const invite = interviewer.getByRole('main');
  await expect(invite.getByRole('heading', { name: new RegExp(`Join ${ORG} as an interviewer`) })).toBeVisible({ timeout: 15_000 });
  await invite.getByRole('button', { name: 'Sign in with an existing account' }).click();
  await fillSignIn(interviewer, { email: interviewerEmail });
  await invite.getByRole('button', { name: `Accept and join ${ORG}` }).click();
  await expect(interviewer).toHaveURL(/\/dashboard\/interviewer/, { timeout: 20_000 });

  // The members page lists them.
  await hr.reload();
  await expect(hr.getByRole('main').getByRole('cell', { name: interviewerEmail, exact: true })).toBeVisible({ timeout: 15_000 });
  await hr.context().close();
  await interviewer.context().close();
});

test('HR posts a job, uploads 20 resumes (one broken) and sees the ranked pipeline', async ({ browser }) => {
  test.setTimeout(180_000);
  const hr = await signInAsHr(browser, hrEmail);
  await hr.goto('/resumeinflux/jobs/new');
  const main = hr.getByRole('main');
  await main.getByLabel('Job title').fill(JOB_TITLE);
  await main.getByRole('button', { name: 'Generate description' }).click();
  await expect(main.getByLabel('Description')).toHaveValue(/nurse/i, { timeout: 20_000 });
  await main.getByRole('button', { name: 'Create draft job' }).click();
  await expect(hr).toHaveURL(/\/resumeinflux\/jobs\/(?!new)[\w-]+$/, { timeout: 20_000 });
  jobId = hr.url().split('/').at(-1)!;
  await main.getByRole('button', { name: 'Publish (open)' }).click();
  await expect(main.getByRole('heading', { name: /Status:/ })).toContainText(/open/i, { timeout: 15_000 });

  // The public job page shows it signed out.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/jobs/${jobId}`);
  await expect(visitor.getByRole('heading', { name: JOB_TITLE, level: 1 })).toBeVisible({ timeout: 20_000 });
  await visitor.context().close();

  await hr.goto(`/resumeinflux/upload-resumes?job=${jobId}`);
  await main.getByLabel('Choose resume files').setInputFiles(await resumeFiles());
  await expect(main.getByText('20 files chosen.')).toBeVisible();
  await main.getByRole('button', { name: 'Upload 20 resumes' }).click();
  // Files sent are queued and read on the server; the list follows the batch document live.
  // (A picture of the queued rows when there are some; a fast machine may finish first.)
  await main
    .getByText('Queued: being read…')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  await hr.screenshot({ path: `${SHOTS}/upload-queued-1280.png`, fullPage: true });
  await expect(main.getByRole('status').filter({ hasText: 'files done' })).toHaveText(
    /20 of 20 files done · 19 added · 0 already in your talent pool · 1 failed/,
    { timeout: 150_000 },
  );
  const broken = main.getByRole('list', { name: 'Files in this batch' }).getByRole('listitem').filter({ hasText: 'broken.pdf' });
  await expect(broken).toContainText('Failed');
  // The results came from the batch document, written by the api's in-process ingestion worker.
  await hr.screenshot({ path: `${SHOTS}/upload-queued-batch-1280.png`, fullPage: true });
  await hr.setViewportSize({ width: 390, height: 844 });
  await hr.screenshot({ path: `${SHOTS}/upload-queued-batch-390.png`, fullPage: true });
  await hr.setViewportSize({ width: 1280, height: 900 });

  await main.getByRole('link', { name: 'See the ranked pipeline' }).click();
  await main.getByRole('button', { name: 'Ranked list' }).click();
  // The list is in the api's relevance ranking (not a sort by match score), with the score beside each.
  const table = main.getByRole('table', { name: 'Applicants ranked by HireGen’s relevance model, best first' });
  await expect(table.getByRole('row')).toHaveCount(20, { timeout: 60_000 }); // header + 19 applicants
  await expect(main.getByText('Ranked by HireGen’s relevance model; match score shown.')).toBeVisible();
  const names = await table.getByRole('rowheader').getByRole('link').allTextContents();
  const answer = await fetch(`${API_URL}/api/jobs/${jobId}/ranking`, { headers: { authorization: `Bearer ${await idTokenFor(hrEmail, PASSWORD)}` } });
  expect(answer.status).toBe(200);
  const ranking = (await answer.json()) as { total: number; ranked: { name: string; match: { score: number } }[] };
  expect(ranking.total).toBe(19);
  expect(names[0]).toBe(ranking.ranked[0]!.name);
  expect(names).toEqual(ranking.ranked.map((applicant) => applicant.name));
  await expect(table.getByRole('meter', { name: `Match score for ${names[0]}` })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(ranking.ranked[0]!.match.score)),
  );
  // The ten nurses rank above every other profession.
  for (const top of names.slice(0, 10)) expect(NURSES).toContain(top);
  // The order and the scores shown agree, or the row says in one line why it outranks a higher one.
  const shown = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      score: Number(row.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')),
      reason: row.querySelector('.pl-rank-reason')?.textContent ?? null,
    })),
  );
  expect(shown).toHaveLength(19);
  shown.forEach((row, index) => {
    const highestBelow = Math.max(-1, ...shown.slice(index + 1).map((below) => below.score));
    if (highestBelow > row.score) expect(row.reason).toMatch(new RegExp(`^Ranked above higher match scores \\(up to ${highestBelow}\\): [^;]+$`));
    else expect(row.reason).toBeNull();
  });
  await hr.screenshot({ path: 'test-results/resumeinflux/ranked-list.png', fullPage: true });
  await hr.screenshot({ path: `${SHOTS}/ranked-list-1280.png`, fullPage: true });
  await hr.setViewportSize({ width: 390, height: 844 });
  await expect(table.getByRole('row')).toHaveCount(20);
  await hr.screenshot({ path: `${SHOTS}/ranked-list-390.png`, fullPage: true });
  await hr.context().close();
});

test('a keyboard move on the board shows live in a second browser; a note is kept; the pipeline exports as CSV', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await signInAsHr(browser, hrEmail);
  const second = await signInAsHr(browser, hrEmail);
  for (const page of [first, second]) {
    await page.goto(`/resumeinflux/hr?job=${jobId}`);
    await expect(page.getByRole('main').getByRole('button', { name: /^Move Meera Nair \(Applied/ })).toBeVisible({ timeout: 20_000 });
  }
  // Pick up Meera's card with the keyboard, one column right, drop.
  const handle = first.getByRole('main').getByRole('button', { name: /^Move Meera Nair \(Applied/ });
  await handle.focus();
  // As a person types: the board measures its columns when a card is picked up.
  for (const key of ['Space', 'ArrowRight', 'Space']) {
    await first.keyboard.press(key);
    await first.waitForTimeout(400);
  }
  await expect(first.getByRole('main').getByRole('button', { name: /^Move Meera Nair \(Screening/ })).toBeVisible({ timeout: 15_000 });
  // The colleague's board follows without a reload.
  await expect(second.getByRole('main').getByRole('button', { name: /^Move Meera Nair \(Screening/ })).toBeVisible({ timeout: 15_000 });

  await first.getByRole('main').getByRole('link', { name: 'Meera Nair' }).click();
  const detail = first.getByRole('main');
  await detail.getByLabel('Your note').fill('Calm and precise; ask about ICU rotations.');
  await detail.getByRole('button', { name: 'Add note' }).click();
  await expect(detail.getByRole('list', { name: 'Notes' })).toContainText('Calm and precise; ask about ICU rotations.', { timeout: 15_000 });
  await first.reload();
  await expect(first.getByRole('main').getByRole('list', { name: 'Notes' })).toContainText('Calm and precise', { timeout: 15_000 });

  await second.goto(`/resumeinflux/hr?job=${jobId}`);
  const download = second.waitForEvent('download');
  await second.getByRole('main').getByRole('button', { name: 'Export pipeline as CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split(/\r?\n/).filter(Boolean)).toHaveLength(20);
  expect(csv).toMatch(/Meera Nair.*screening/i);
  await first.context().close();
  await second.context().close();
});

test('HR of another organisation sees none of it', async ({ browser }) => {
  test.setTimeout(90_000);
  // Another company's HR, set up through the api as its own sign-up would.
  const otherEmail = uniqueEmail('ri-other');
  const { uid, idToken } = await createAccount(otherEmail, PASSWORD);
  expect(uid).toBeTruthy();
  const api = (path: string, token: string, body: object) =>
    fetch(`${API_URL}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await api('/api/auth/role', idToken, { role: 'HR' })).status).toBe(200);
  await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken }),
  });
  await verifyEmailThroughEmulator(otherEmail);
  expect((await api('/api/orgs', await idTokenFor(otherEmail, PASSWORD), { name: 'Other Clinic' })).status).toBe(201);

  const other = await signInAsHr(browser, otherEmail);
  await other.goto(`/resumeinflux/hr?job=${jobId}`);
  const main = other.getByRole('main');
  await expect(main.getByRole('heading', { name: 'No jobs yet' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('Meera Nair')).toHaveCount(0);
  // Straight to one of the first organisation's applicants: refused, nothing shown.
  await other.goto(`/resumeinflux/hr/applications/${jobId}_t_x`);
  await expect(main.getByText('Meera Nair')).toHaveCount(0);
  // And the api refuses the job's ranking and uploads.
  const ranking = await fetch(`${API_URL}/api/jobs/${jobId}/ranking`, { headers: { authorization: `Bearer ${await idTokenFor(otherEmail, PASSWORD)}` } });
  expect(ranking.status).toBe(404);
  await other.context().close();
});

test('two different files both named resume.pdf are two rows, each with its own result', async ({ browser }) => {
  test.setTimeout(120_000);
  const hr = await signInAsHr(browser, hrEmail);
  await hr.goto(`/resumeinflux/upload-resumes?job=${jobId}`);
  const main = hr.getByRole('main');
  const nurse = (name: string) =>
    resumeLines(name, 'Registered Nurse', 'Patient care, Medication administration, Vital signs, BLS', ['Cared for 30 patients per shift in a busy ward']);
  await main.getByLabel('Choose resume files').setInputFiles([
    { name: 'resume.pdf', mimeType: 'application/pdf', buffer: await resumePdf(nurse('Noor Hassan')) },
    { name: 'resume.pdf', mimeType: 'application/pdf', buffer: await resumePdf(nurse('Tomas Novak')) },
  ]);
  await main.getByRole('button', { name: 'Upload 2 resumes' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'files done' })).toHaveText(
    /2 of 2 files done · 2 added · 0 already in your talent pool · 0 failed/,
    { timeout: 90_000 },
  );
  const rows = main.getByRole('list', { name: 'Files in this batch' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toContainText('resume.pdf');
    await expect(row).toContainText(/Added · match \d+/);
  }
  await hr.screenshot({ path: `${SHOTS}/upload-two-resume-pdf-1280.png`, fullPage: true });
  await hr.setViewportSize({ width: 390, height: 844 });
  await hr.screenshot({ path: `${SHOTS}/upload-two-resume-pdf-390.png`, fullPage: true });
  await hr.context().close();
});
