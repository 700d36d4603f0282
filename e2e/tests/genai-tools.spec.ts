import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The GenAI tool screens against the real product: shell, remote-public and the api's /api/v1
 * with the offline engine. Inputs are the shared development data sets, never stubs.
 */
const DATA = process.env.HIREGEN_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data');
const RESUME_PDF = path.join(DATA, 'resumes-dev', 'openresume-resume.pdf');
const JOB_TEXT = readFileSync(path.join(DATA, 'matching-dev', 'JobDescription', 'job_desc_front_end_engineer.txt'), 'utf8');
const RESUME_TEXT = readFileSync(path.join(DATA, 'matching-dev', 'Resumes', 'barry_allen_fe.txt'), 'utf8');

const PROSE = [
  'Machine learning systems need reliable data pipelines before any model can be trusted.',
  'Our team builds data pipelines that clean, validate and version the data every night.',
  'Feature stores let several machine learning models share the same well-tested features.',
  'Monitoring catches drift early, so the models are retrained before their predictions degrade.',
  'Good documentation keeps the whole system understandable for new engineers joining the team.',
].join(' ');

/** The tool's live status line (role=status inside main). */
const status = (page: Page) => page.getByRole('main').locator('.gt-status');
const ANALYSE_TIMEOUT = 30_000;

test.describe('GenAI tools', () => {
  test('the services overview opens each tool on its own screen', async ({ page }) => {
    await page.goto('/genai-services');
    await expect(page.getByRole('link', { name: /^Open tool: / })).toHaveCount(13);
    await page.getByRole('link', { name: 'Open tool: Resume Scorecard' }).click();
    await expect(page).toHaveURL(/\/genai-services\/resume-scorecard$/);
    await expect(page.locator('main h1')).toHaveText('Resume Scorecard');
  });

  test('Resume Scorecard: a real PDF upload gets a 0–100 score with categories', async ({ page }) => {
    await page.goto('/genai-services/resume-scorecard');
    await page.getByLabel(/Upload the resume/).setInputFiles(RESUME_PDF);
    await page.getByRole('button', { name: 'Score my resume' }).click();
    const gauge = page.getByRole('meter', { name: 'Resume score' });
    await expect(gauge).toBeVisible({ timeout: ANALYSE_TIMEOUT });
    const score = Number(await gauge.getAttribute('aria-valuenow'));
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThanOrEqual(100);
    await expect(status(page)).toHaveText(`Scored ${score} out of 100.`);
    await expect(page.getByRole('meter', { name: 'Action verbs' })).toBeVisible();
  });

  test('/genai-candidate-ats: the ATS check shows a score, findings and the text as an ATS reads it', async ({ page }) => {
    await page.goto('/genai-candidate-ats');
    await page.getByRole('link', { name: 'Check my resume' }).click();
    await page.getByLabel(/Upload your resume/).setInputFiles(RESUME_PDF);
    await page.getByRole('button', { name: 'Check my resume' }).click();
    await expect(page.getByRole('meter', { name: 'ATS score' })).toBeVisible({ timeout: ANALYSE_TIMEOUT });
    await expect(status(page)).toContainText('ATS check done');
    const atsText = page.getByLabel('The text as an ATS reads it');
    await expect(atsText).toBeVisible();
    expect((await atsText.textContent())?.length ?? 0).toBeGreaterThan(200);
    // The landing content is still there under the tool.
    await expect(page.getByRole('heading', { level: 2, name: 'What we check' })).toBeVisible();
  });

  test('Job-Resume Matching: pasted job and resume give a gauge and skill chips', async ({ page }) => {
    await page.goto('/genai-services/job-resume-matching');
    await page.getByLabel('Job description', { exact: true }).fill(JOB_TEXT);
    await page.getByRole('radio', { name: 'Paste text' }).check();
    await page.getByLabel('Resume text').fill(RESUME_TEXT);
    await page.getByRole('button', { name: 'Match', exact: true }).click();
    const gauge = page.getByRole('meter', { name: 'Match' });
    await expect(gauge).toBeVisible({ timeout: ANALYSE_TIMEOUT });
    expect(Number(await gauge.getAttribute('aria-valuenow'))).toBeGreaterThan(40);
    // shared-ui/charts' stylesheet arrived with its chunk (production CSS is a separate file).
    await expect(gauge.locator('.hg-gauge-track')).toHaveCSS('stroke-width', '9px');
    const matched = page.getByRole('list', { name: /^Matched skills/ });
    await expect(matched.getByRole('listitem').first()).toContainText('Matched:');
    await expect(page.getByRole('meter', { name: 'Required skills' })).toBeVisible();
  });

  test('Keyword Extractor: keyphrases come back scored and marked in the text', async ({ page }) => {
    await page.goto('/genai-services/keyword-extractor');
    await page.getByLabel('Text', { exact: true }).fill(PROSE);
    await page.getByRole('button', { name: 'Extract keywords' }).click();
    const marked = page.getByRole('region', { name: /keyphrases marked/ });
    await expect(marked).toBeVisible({ timeout: ANALYSE_TIMEOUT });
    await expect(marked.locator('mark').first()).toBeVisible();
    await expect(page.locator('.gt-keywords li').first()).toContainText('score');
  });

  test('Text Summarizer: the chosen sentences are the summary and are marked in the text', async ({ page }) => {
    await page.goto('/genai-services/text-summarizer');
    await page.getByLabel('Text to summarize').fill(PROSE);
    await page.getByLabel(/Summary length/).fill('2');
    await page.getByRole('button', { name: 'Summarize' }).click();
    await expect(status(page)).toContainText('Summary ready: 2 of 5 sentences', { timeout: ANALYSE_TIMEOUT });
    const marks = page.getByRole('region', { name: /chosen sentences marked/ }).locator('mark');
    await expect(marks).toHaveCount(2);
    const summary = await page.locator('.gt-summary').textContent();
    for (const mark of await marks.allTextContents()) expect(summary).toContain(mark.trim());
  });

  test('a file that is not a PDF or Word document is refused with a clear message', async ({ page }) => {
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) uploads += 1;
    });
    await page.goto('/genai-services/resume-scorecard');
    await page.getByLabel(/Upload the resume/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect(page.getByRole('alert')).toHaveText(/“photo\.png” is not a PDF or Word \(\.docx\) file/);
    await expect(page.getByRole('button', { name: 'Score my resume' })).toBeDisabled();
    expect(uploads).toBe(0);
  });

  test('a broken PDF that reaches the api gets the server’s reason, inline and as a toast', async ({ page }) => {
    await page.goto('/genai-services/ats-compliance');
    await page
      .getByLabel(/Upload your resume/)
      .setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog') });
    await page.getByRole('button', { name: 'Check my resume' }).click();
    const inline = page.getByRole('main').locator('.gt-error');
    await expect(inline).toBeVisible({ timeout: ANALYSE_TIMEOUT });
    const message = (await inline.textContent()) ?? '';
    expect(message.length).toBeGreaterThan(10);
    await expect(page.getByRole('status').filter({ hasText: message })).toHaveCount(1);
  });
});
