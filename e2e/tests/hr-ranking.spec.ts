import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seedUser } from '../support/session';

/**
 * resumeinflux bulk ranking against the real product: shell, the HR remote and the api's
 * POST /api/v1/rank with the offline engine, on the shared development PDFs (never stubs).
 * The HR guard is client-side and the v1 endpoints are public, so a seeded HR user is enough.
 */
const DATA = process.env.HIREGEN_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data');
const RESUMES_DIR = path.join(DATA, 'resumes-dev');
const RESUME_PDFS = readdirSync(RESUMES_DIR)
  .filter((name) => name.endsWith('.pdf'))
  .sort()
  .map((name) => path.join(RESUMES_DIR, name));
const JOB_FILE = path.join(DATA, 'matching-dev', 'JobDescription', 'job_desc_full_stack_engineer.txt');
const RANK_TIMEOUT = 60_000;

test.describe('resumeinflux: rank many resumes against one job', () => {
  test.beforeEach(async ({ page }) => {
    await seedUser(page, { role: 'HR', name: 'Hana HR', email: 'hana@hiregen.test' });
  });

  test('uploads the PDFs, ranks them best first, keeps the ranking and downloads it as CSV', async ({ page }) => {
    test.setTimeout(120_000);
    expect(RESUME_PDFS.length).toBeGreaterThan(5);
    await page.goto('/resumeinflux/upload-resumes');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Upload and rank resumes' })).toBeVisible();

    // The job comes from a .txt file into the same box a person could paste into.
    await main.getByLabel('Load job from a .txt file').setInputFiles(JOB_FILE);
    await expect(main.getByLabel('Job description')).toHaveValue(readFileSync(JOB_FILE, 'utf8'));

    // A .txt among the resumes is refused in the browser, with its name; the PDFs are listed.
    // The file input is reachable from the keyboard (focusable, labelled); files are set on it.
    const picker = main.getByLabel('Choose resume files');
    await picker.focus();
    await expect(picker).toBeFocused();
    await picker.setInputFiles([...RESUME_PDFS, JOB_FILE]);
    await expect(main.getByRole('alert')).toContainText('“job_desc_full_stack_engineer.txt” is not a PDF or Word (.docx) file.');
    const list = main.getByRole('list', { name: 'Resumes to rank' });
    await expect(list.getByRole('listitem')).toHaveCount(RESUME_PDFS.length);
    await expect(main.getByText(`${RESUME_PDFS.length} resumes ·`)).toBeVisible();

    const rankRequest = page.waitForRequest((request) => request.url().endsWith('/api/v1/rank') && request.method() === 'POST');
    await main.getByRole('button', { name: 'Rank candidates' }).click();
    expect((await rankRequest).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    const table = main.getByRole('table', { name: /best match first/ });
    await expect(table).toBeVisible({ timeout: RANK_TIMEOUT });
    await expect(main.getByRole('status').filter({ hasText: 'Ranked' })).toContainText(`Ranked ${RESUME_PDFS.length} resumes`);

    // One row per resume, ranks 1..N, scores never rising down the table.
    const rows = table.locator('tbody tr.rk-row');
    await expect(rows).toHaveCount(RESUME_PDFS.length);
    const ranks = await rows.locator('td.rk-rank').allTextContents();
    expect(ranks).toEqual(RESUME_PDFS.map((_, index) => String(index + 1)));
    const scores = (await rows.getByRole('meter').evaluateAll((meters) => meters.map((meter) => Number(meter.getAttribute('aria-valuenow')))));
    expect(scores).toHaveLength(RESUME_PDFS.length);
    expect(scores.every((score) => score >= 0 && score <= 100)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const files = await rows.locator('th .rk-file-title').allTextContents();
    expect(new Set(files)).toEqual(new Set(RESUME_PDFS.map((file) => path.basename(file))));

    // The best row's fit summary opens under it.
    const bestName = files[0]!;
    const toggle = table.getByRole('button', { name: `Fit summary for ${bestName}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByRole('meter', { name: 'Match', exact: true })).toHaveAttribute('aria-valuenow', String(scores[0]));

    // CSV built in the browser: the header, then the same order as the table.
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ranking-.+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
    const records = csv.trimEnd().split('\r\n');
    expect(records[0]).toBe('Rank,File,Score,Current title,Years of experience,Matched skills,Missing skills,Fit summary,Error');
    const csvRows = records.slice(1).filter((line) => /^\d+,/.test(line));
    expect(csvRows).toHaveLength(RESUME_PDFS.length);
    expect(csvRows[0]!.startsWith(`1,${bestName},${scores[0]},`)).toBe(true);

    // A reload keeps the ranking; the workspace shows its top five.
    await page.reload();
    await expect(main.getByRole('table', { name: /best match first/ }).locator('tbody tr.rk-row')).toHaveCount(RESUME_PDFS.length);
    await main.getByRole('link', { name: 'Workspace' }).click();
    await expect(page).toHaveURL(/\/resumeinflux\/hr$/);
    const top = main.getByRole('list', { name: 'Top 5 candidates' });
    await expect(top.getByRole('listitem')).toHaveCount(5);
    await expect(top.getByRole('listitem').first()).toContainText(bestName);
  });

  test('a file the api cannot read shows its reason in its own row, after the ranked ones', async ({ page }, testInfo) => {
    const broken = testInfo.outputPath('broken-resume.pdf');
    writeFileSync(broken, '%PDF-1.4\nnot really a PDF\n');
    await page.goto('/resumeinflux/upload-resumes');
    const main = page.getByRole('main');
    await main.getByLabel('Job description').fill(readFileSync(JOB_FILE, 'utf8'));
    await main.getByLabel('Choose resume files').setInputFiles([broken, ...RESUME_PDFS.slice(0, 2)]);
    await main.getByRole('button', { name: 'Rank candidates' }).click();
    const table = main.getByRole('table', { name: /2 ranked, 1 could not be read/ });
    await expect(table).toBeVisible({ timeout: RANK_TIMEOUT });
    const last = table.locator('tbody tr').last();
    await expect(last.getByRole('rowheader')).toHaveText('broken-resume.pdf');
    await expect(last).toContainText('The file is not a readable PDF.');
    await expect(main.getByRole('status').filter({ hasText: 'Ranked' })).toContainText('1 file could not be read.');
  });

  test('is usable at 390 px: the table scrolls inside its own box, not the page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/resumeinflux/upload-resumes');
    const main = page.getByRole('main');
    await main.getByLabel('Job description').fill(readFileSync(JOB_FILE, 'utf8'));
    await main.getByLabel('Choose resume files').setInputFiles(RESUME_PDFS.slice(0, 3));
    await main.getByRole('button', { name: 'Rank candidates' }).click();
    await expect(main.getByRole('table')).toBeVisible({ timeout: RANK_TIMEOUT });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = main.getByRole('region', { name: 'Ranking table' });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});
