import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { zonedTimeToUtc } from '../../shared-schemas/src/scheduling';
import { demoUid, ensureDemoData, signedInState } from '../support/demo-data';
import { FIRESTORE_EMULATOR, PROJECT_ID } from '../support/stack';

/**
 * Messages to candidates and interview scheduling (issue 27, features 11 and 12) through every
 * screen, on the demo data: HR moves a seeded applicant to Interview and sends the offered
 * message; the candidate sees it unread in their inbox (and the count in the navigation) and
 * reads it; HR proposes times, the candidate books one and downloads the .ics (parsed and
 * checked), HR cancels and the candidate sees the cancellation. Screenshots at 1280 and 390 px
 * go to /tmp/shots-r27-inbox/.
 */
const SHOTS = '/tmp/shots-r27-inbox';
const documents = `http://${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

type Field = { stringValue?: string; arrayValue?: unknown };
async function ownerQuery(collection: string, field: string, value: string): Promise<{ id: string; fields: Record<string, Field> }[]> {
  const response = await fetch(`${documents}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  expect(response.ok).toBe(true);
  const rows = (await response.json()) as { document?: { name: string; fields: Record<string, Field> } }[];
  return rows.flatMap((row) => (row.document ? [{ id: row.document.name.split('/').at(-1)!, fields: row.document.fields }] : []));
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A wall-clock time `days` ahead in the proposer's zone, for datetime-local. */
const local = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

async function signedInPage(browser: Browser, role: 'HR' | 'Candidate'): Promise<Page> {
  const context = await browser.newContext({ storageState: await signedInState(browser, role), viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  return context.newPage();
}

test('HR messages a candidate on a stage move, proposes times; the candidate reads, books, downloads the .ics; HR cancels', async ({ browser }) => {
  test.setTimeout(300_000);
  await ensureDemoData();
  const candidateUid = await demoUid('Candidate');
  // A demo application of the candidate at Acme that is not yet at Interview and has no times proposed.
  const scheduled = new Set((await ownerQuery('interviewSchedules', 'candidateUid', candidateUid)).map((row) => row.fields.applicationId?.stringValue));
  const applications = (await ownerQuery('applications', 'candidateUid', candidateUid)).filter(
    (row) => ['applied', 'screening'].includes(row.fields.stage?.stringValue ?? '') && !scheduled.has(row.id),
  );
  const target = applications[0];
  expect(target, 'a seeded application of the demo candidate in Applied or Screening').toBeDefined();
  const jobTitle = target!.fields.jobTitle!.stringValue!;
  const subject = `Interview invitation ${Date.now().toString(36)}`;

  const hr = await signedInPage(browser, 'HR');
  const candidate = await signedInPage(browser, 'Candidate');

  // The templates page: an unknown placeholder is refused by name.
  await hr.goto('/resumeinflux/message-templates');
  const rejection = hr
    .getByRole('region', { name: /Rejection/ })
    .or(hr.locator('section', { has: hr.getByRole('heading', { name: 'Rejection', exact: true }) }))
    .first();
  await expect(hr.getByRole('heading', { name: 'Rejection', exact: true })).toBeVisible({ timeout: 20_000 });
  const rejectionCard = hr.locator('section', { has: hr.getByRole('heading', { name: 'Rejection', exact: true }) });
  await rejectionCard.getByLabel('Subject').fill('About {{job}}');
  await expect(rejectionCard.getByRole('alert')).toContainText('Unknown placeholder {{job}}');
  await expect(rejectionCard.getByRole('region', { name: /Preview/ })).toContainText('About {{job}}');
  void rejection;
  await shoot(hr, 'hr-message-templates');

  // Stage move with the offered message.
  await hr.goto(`/resumeinflux/hr/applications/${target!.id}`);
  await hr.getByLabel('Stage', { exact: true }).selectOption('interview');
  const dialog = hr.getByRole('dialog', { name: /to Interview/ });
  await expect(dialog.getByLabel('Subject')).toHaveValue(new RegExp(jobTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), { timeout: 20_000 });
  await expect(dialog.getByLabel('Message')).toHaveValue(/^Dear /);
  await shoot(hr, 'hr-stage-message-dialog');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(hr.getByLabel('Stage', { exact: true })).toHaveValue('interview');

  // The candidate's inbox: unread, counted in the navigation, then read.
  await candidate.goto('/dashboard/candidate/inbox');
  const nav = candidate.getByRole('navigation', { name: 'Candidate dashboard navigation' });
  await expect(nav.getByRole('link', { name: /Inbox \d+ unread/ })).toBeVisible({ timeout: 20_000 });
  const item = candidate.getByTestId('inbox-item').filter({ hasText: subject });
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible({ timeout: 20_000 });
  const unreadBefore = Number((await nav.getByRole('link', { name: /Inbox/ }).textContent())?.match(/\d+/)?.[0]);
  await shoot(candidate, 'candidate-inbox-unread');
  await item.click();
  await expect(candidate.getByRole('article')).toContainText(/Dear /);
  await expect(item.getByRole('img', { name: 'Unread' })).toHaveCount(0, { timeout: 10_000 });
  if (unreadBefore > 1) await expect(nav.getByRole('link', { name: `Inbox ${unreadBefore - 1} unread` })).toBeVisible();
  else await expect(nav.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
  await shoot(candidate, 'candidate-inbox-read');

  // HR proposes two times in Berlin.
  await hr.reload();
  const times = hr.locator('section', { has: hr.getByRole('heading', { name: 'Interview times' }) });
  await times.getByLabel('Your time zone').fill('Europe/Berlin');
  await times.getByLabel('Time 1: start').fill(local(5, 9));
  await times.getByLabel('Place or video link').first().fill('https://meet.example/e2e');
  await times.getByRole('button', { name: 'Add a time' }).click();
  await times.getByLabel('Time 2: start').fill(local(6, 14));
  await times.getByRole('button', { name: 'Propose times' }).click();
  await expect(times.getByText('Waiting for the candidate')).toBeVisible({ timeout: 20_000 });
  await shoot(hr, 'hr-interview-times-proposed');

  // The candidate books the first and downloads the .ics.
  await candidate.goto('/dashboard/candidate/interviews');
  const card = candidate.getByTestId('interview-schedule').filter({ hasText: jobTitle });
  await expect(card.getByText(/Europe\/Berlin, the interviewer’s zone/).first()).toBeVisible({ timeout: 20_000 });
  await shoot(candidate, 'candidate-interview-times');
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Book this time' }).click();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([candidate.waitForEvent('download'), card.getByRole('button', { name: 'Download calendar file (.ics)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const value = (name: string) => lines.find((line) => line.split(/[;:]/)[0] === name)?.replace(/^[^:]*:/, '');
  const expected = new Date(zonedTimeToUtc(local(5, 9), 'Europe/Berlin')!).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect([value('METHOD'), value('STATUS'), value('DTSTART'), value('LOCATION')]).toEqual(['REQUEST', 'CONFIRMED', expected, 'https://meet.example/e2e']);
  await shoot(candidate, 'candidate-interview-booked');

  // HR cancels; the candidate sees it on the page and in the inbox.
  await hr.reload();
  await expect(times.getByText('Booked', { exact: true })).toBeVisible({ timeout: 20_000 });
  await times.getByRole('button', { name: 'Cancel interview' }).click();
  await times.getByLabel(/Reason for cancelling/).fill('The panel is unavailable that week.');
  await times.getByRole('button', { name: 'Cancel the interview' }).click();
  await expect(times.getByText('Cancelled', { exact: true })).toBeVisible({ timeout: 20_000 });
  await shoot(hr, 'hr-interview-cancelled');
  await expect(card.getByText(/The panel is unavailable that week\./)).toBeVisible({ timeout: 20_000 });
  await candidate.goto('/dashboard/candidate/inbox');
  await expect(
    candidate
      .getByTestId('inbox-item')
      .filter({ hasText: `Interview cancelled: ${jobTitle}` })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await shoot(candidate, 'candidate-inbox-cancelled');
});

/** A document as the emulator's REST api gives it (fields in its typed form), or null. */
async function ownerGet(path: string): Promise<Record<string, Field> | null> {
  const response = await fetch(`${documents}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  expect(response.ok).toBe(true);
  return ((await response.json()) as { fields: Record<string, Field> }).fields;
}

async function ownerPut(path: string, fields: Record<string, unknown>) {
  const response = await fetch(`${documents}/${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields }),
  });
  expect(response.ok).toBe(true);
}

test('an interviewer on the panel proposes times on a live interview; the candidate books one; the interviewer sees it booked and gets the .ics', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await ensureDemoData();
  const [interviewerUid, candidateUid] = await Promise.all([demoUid('Interviewer'), demoUid('Candidate')]);
  // The seed's live interviews are with uploaded applicants (no account, so nobody to book): the
  // same interview and application, made the demo candidate's, under a new id.
  const live = (await ownerQuery('interviews', 'mode', 'live')).find((row) => JSON.stringify(row.fields.interviewerUids ?? {}).includes(interviewerUid));
  expect(live, 'a seeded live interview of the demo interviewer').toBeDefined();
  const application = await ownerGet(`applications/${live!.fields.applicationId!.stringValue}`);
  expect(application).not.toBeNull();
  const tag = Date.now().toString(36);
  const id = `e2e-panel-${tag}`;
  const jobTitle = `Panel interview ${tag}`;
  const mine = { candidateUid: { stringValue: candidateUid }, jobTitle: { stringValue: jobTitle }, applicationId: { stringValue: id } };
  const { applicationId: _unused, ...applicationFields } = { ...application!, ...mine };
  void _unused;
  await ownerPut(`applications/${id}`, { ...applicationFields, talentId: { nullValue: null }, stage: { stringValue: 'interview' } });
  await ownerPut(`interviews/${id}`, {
    ...live!.fields,
    ...mine,
    status: { stringValue: 'scheduled' },
    scheduledAt: { timestampValue: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });

  const context = await browser.newContext({
    storageState: await signedInState(browser, 'Interviewer'),
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const interviewer = await context.newPage();
  await interviewer.goto(`/dashboard/interviewer/interviews/${id}`);
  const times = interviewer.locator('section', { has: interviewer.getByRole('heading', { name: 'Interview times' }) });
  await expect(times.getByRole('button', { name: 'Propose times' })).toBeVisible({ timeout: 20_000 });
  await times.getByLabel('Your time zone').fill('America/New_York');
  await times.getByLabel('Time 1: start').fill(local(4, 10));
  await times.getByLabel('Place or video link').first().fill('Room 4, 2nd floor');
  await times.getByRole('button', { name: 'Propose times' }).click();
  await expect(times.getByText('Waiting for the candidate')).toBeVisible({ timeout: 20_000 });
  await shoot(interviewer, 'interviewer-interview-times-proposed');

  const candidate = await signedInPage(browser, 'Candidate');
  await candidate.goto('/dashboard/candidate/interviews');
  const card = candidate.getByTestId('interview-schedule').filter({ hasText: jobTitle });
  await expect(card.getByText(/America\/New_York, the interviewer’s zone/).first()).toBeVisible({ timeout: 20_000 });
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Book this time' }).click();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible({ timeout: 20_000 });

  // The interviewer sees it booked (live) and downloads the same event.
  await expect(times.getByText('Booked', { exact: true })).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([interviewer.waitForEvent('download'), times.getByRole('button', { name: 'Download .ics' }).click()]);
  const ics = fs.readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  const expected = new Date(zonedTimeToUtc(local(4, 10), 'America/New_York')!).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(ics).toContain(`DTSTART:${expected}`);
  expect(ics).toContain('LOCATION:Room 4\\, 2nd floor');
  await shoot(interviewer, 'interviewer-interview-times-booked');
  await context.close();
  await candidate.context().close();
});
