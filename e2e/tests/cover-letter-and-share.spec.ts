import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { ensureDemoData, signedInState } from '../support/demo-data';

/**
 * Issue 27, features 9 and 10, as the demo candidate: write a cover letter from a resume and a
 * pasted job, edit and save it, export PDF and DOCX (both read back by HireGen's parser), reopen,
 * rename and delete it; then share a resume, open the link signed out in a new browser context,
 * see noindex, no contact details and the counts rise (once per visitor), turn sharing off and see
 * the link refuse. Screenshots at 1280 and 390 px go to HIREGEN_SHOTS_DIR (default
 * test-results/cover-letter-and-share at the repo root).
 */
const SHOTS = process.env.HIREGEN_SHOTS_DIR ?? path.resolve(__dirname, '../../test-results/cover-letter-and-share');
const CANDIDATE_NAME = 'Asha Kulkarni';

/** The file's text as HireGen's parser reads it (its CLI; the engine is TypeScript the runner does not load). */
function fileText(file: string, name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hg-letter-'));
  try {
    const named = path.join(dir, name);
    copyFileSync(file, named);
    const parsed = JSON.parse(
      execFileSync(process.execPath, [path.resolve(__dirname, '../../genai/bin/hiregen-genai.js'), 'parse', named, '--full'], {
        encoding: 'utf8',
        timeout: 60_000,
      }),
    ) as { text: string };
    return parsed.text.replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(1);
  await page.setViewportSize(size);
}

async function saved(download: Download): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'hg-dl-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let state = '';
test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  await ensureDemoData();
  state = await signedInState(browser, 'Candidate');
});

test('a candidate drafts, edits, saves, exports, reopens, renames and deletes a cover letter', async ({ browser }) => {
  const context = await browser.newContext({ storageState: state, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/dashboard/candidate/letters');
  await expect(page.getByRole('heading', { level: 1, name: 'Cover letters' })).toBeVisible({ timeout: 30_000 });
  // The seeded letter is there for a first visit.
  const saved1 = page.getByRole('region', { name: 'Saved letters' });
  await expect(saved1.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#cl-job option').first()).not.toHaveText('Loading jobs…', { timeout: 20_000 });
  await shots(page, 'letters-page');

  await page.getByRole('combobox', { name: 'Resume', exact: true }).selectOption({ label: 'Data Analyst' });
  await page.getByRole('radio', { name: 'Paste a job description' }).check();
  await page.getByRole('textbox', { name: 'Job title', exact: true }).fill('Reporting Analyst');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Initech');
  await page
    .getByRole('textbox', { name: 'Job description', exact: true })
    .fill('Reporting Analyst at Initech.\nRequirements: SQL, Python, Tableau and Kubernetes.');
  await page.getByRole('button', { name: 'Draft the letter' }).click();
  await expect(page.getByRole('heading', { name: 'Your draft' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: 'Paragraph 1', exact: true })).toHaveValue(
    /^I am writing to apply for the Reporting Analyst role at Initech\./,
  );
  // The job asks for Kubernetes; the resume never says it, so the letter does not claim it.
  await expect(page.getByTestId('letter-not-claimed')).toContainText('Kubernetes');
  const paragraphs = await page.locator('textarea[id^="cl-p"]').evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
  expect(paragraphs.join(' ')).not.toContain('Kubernetes');

  // Edit: name, recipient and the last paragraph.
  await page.getByRole('textbox', { name: 'Letter name', exact: true }).fill('Initech letter');
  await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill('Hiring Team\nInitech');
  const last = page.getByRole('textbox', { name: `Paragraph ${paragraphs.length}`, exact: true });
  await last.fill('Thank you for reading. I would welcome a call about the reporting work.');
  // The live preview draws the letter as its PDF will look, with the edit in it.
  await expect(page.getByRole('group', { name: /^Letter page 1 of \d$/ })).toContainText('Thank you for reading.', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save letter' }).click();
  await expect(page.getByText('Letter saved.')).toBeVisible();
  await expect(saved1.getByRole('button', { name: 'Initech letter' })).toBeVisible({ timeout: 20_000 });
  await shots(page, 'letter-editor');

  // Exports in the resume's template, read back.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const pdfFile = await saved(pdf);
  expect(readFileSync(pdfFile).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfText = fileText(pdfFile, 'letter.pdf');
  expect(pdfText).toContain(CANDIDATE_NAME);
  expect(pdfText).toContain('Thank you for reading. I would welcome a call about the reporting work.');
  expect(pdfText).toContain(paragraphs[0]!.replace(/\s+/g, ' '));
  const [docx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download DOCX' }).click()]);
  const docxFile = await saved(docx);
  expect(readFileSync(docxFile).subarray(0, 2).toString('latin1')).toBe('PK');
  const docxText = fileText(docxFile, 'letter.docx');
  expect(docxText).toContain(CANDIDATE_NAME);
  expect(docxText).toContain('Thank you for reading. I would welcome a call about the reporting work.');

  // Reopen after a reload, rename, then delete.
  await page.reload();
  await page.getByRole('region', { name: 'Saved letters' }).getByRole('button', { name: 'Initech letter' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the letter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Recipient', exact: true })).toHaveValue('Hiring Team\nInitech');
  await page.getByRole('textbox', { name: 'Letter name', exact: true }).fill('Initech letter, final');
  await page.getByRole('button', { name: 'Save letter' }).click();
  await expect(page.getByRole('region', { name: 'Saved letters' }).getByRole('button', { name: 'Initech letter, final' })).toBeVisible({ timeout: 20_000 });
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete letter' }).click();
  await expect(page.getByText('Letter deleted.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved letters' }).getByRole('button', { name: 'Initech letter, final' })).toHaveCount(0);
  await context.close();
});

test('a candidate shares a resume; a signed-out visitor opens it, the counts rise once, and the link refuses when turned off', async ({ browser, request }) => {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await page.goto('/dashboard/candidate/resumes/demo-analyst');
  await page.getByRole('tab', { name: 'Preview & export' }).click({ timeout: 30_000 });
  const panel = page.getByTestId('share-panel');
  await expect(panel.getByRole('checkbox', { name: 'Share this resume by link' })).toBeEnabled({ timeout: 30_000 });
  if (await panel.getByRole('checkbox', { name: 'Share this resume by link' }).isChecked())
    await panel.getByRole('checkbox', { name: 'Share this resume by link' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Share this resume by link' }).check();
  const link = await panel.getByRole('textbox', { name: 'Link', exact: true }).inputValue();
  expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{22}$/);
  const slug = link.split('/r/')[1]!;
  await expect(panel.getByRole('checkbox', { name: 'Show contact details (email and phone)' })).not.toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Let search engines list it' })).not.toBeChecked();
  await panel.getByRole('button', { name: 'Refresh counts' }).click();
  const before = await panel.getByTestId('share-counts').innerText();
  const count = (text: string, what: string) => Number(new RegExp(`(\\d+) ${what}`).exec(text)?.[1] ?? NaN);
  await panel.scrollIntoViewIfNeeded();
  await shots(page, 'share-panel');

  // A visitor, signed out, in a browser of their own.
  const visitor = await browser.newContext({ acceptDownloads: true });
  const open = await visitor.newPage();
  await open.goto(new URL(link).pathname);
  await expect(open.getByRole('heading', { level: 1, name: CANDIDATE_NAME })).toBeVisible({ timeout: 30_000 });
  await expect(open.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expect(open.getByRole('img', { name: /Resume page 1 of/ })).toBeVisible({ timeout: 30_000 });
  expect(await open.content()).not.toContain('candidate@hiregen.example');
  // The page's own status, to a plain fetch (a crawler): 200 while shared, still noindex.
  const page200 = await request.get(`/r/${slug}`);
  expect([page200.status(), page200.headers()['x-robots-tag']]).toEqual([200, 'noindex']);
  const api = await request.get(`/api/public/resumes/${slug}`);
  expect(api.status()).toBe(200);
  expect(api.headers()['x-robots-tag']).toBe('noindex');
  expect(JSON.stringify(await api.json())).not.toContain('candidate@hiregen.example');
  const [download] = await Promise.all([open.waitForEvent('download'), open.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(
    readFileSync(await saved(download))
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await shots(open, 'public-resume');
  // A reload storm by the same visitor adds nothing more.
  for (let i = 0; i < 4; i++) await open.reload();
  await expect(open.getByRole('heading', { level: 1, name: CANDIDATE_NAME })).toBeVisible();

  await panel.getByRole('button', { name: 'Refresh counts' }).click();
  await expect(async () => {
    const after = await panel.getByTestId('share-counts').innerText();
    // The visitor's browser and the api request above are two visitors (different user agents).
    expect(count(after, 'views?')).toBe(count(before, 'views?') + 2);
    expect(count(after, 'downloads?')).toBe(count(before, 'downloads?') + 1);
  }).toPass({ timeout: 15_000 });

  // Turned off: the link refuses, with the sentence and a 404 from the api.
  await panel.getByRole('checkbox', { name: 'Share this resume by link' }).uncheck();
  await expect(panel.getByText('Sharing is off')).toBeVisible();
  await open.reload();
  await expect(open.getByRole('heading', { level: 1, name: 'This resume is not shared' })).toBeVisible({ timeout: 30_000 });
  await expect(open.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  expect((await request.get(`/api/public/resumes/${slug}`)).status()).toBe(404);
  // The page itself answers 410 Gone (an unknown link 404), its body still the page people read.
  const gone = await request.get(`/r/${slug}`);
  expect([gone.status(), gone.headers()['x-robots-tag']]).toEqual([410, 'noindex']);
  expect(await gone.text()).toContain('<div id="root">');
  expect((await request.get('/r/AAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404);
  await shots(open, 'public-resume-off');
  await visitor.close();
  await context.close();
});
