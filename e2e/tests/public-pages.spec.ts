import { expect, test, type Page } from '@playwright/test';

/** Every public page remote-public renders, with its one h1. */
const PUBLIC_PAGES: { path: string; h1: string }[] = [
  { path: '/', h1: 'Get hired faster. Hire with confidence.' },
  { path: '/genai-services', h1: 'GenAI Services' },
  { path: '/genai-resume-builder', h1: 'GenAI Resume Builder' },
  { path: '/genai-candidate-ats', h1: 'Make sure your resume gets past the ATS' },
  { path: '/mock-interview', h1: 'Practise interviews with AI, walk in ready' },
  { path: '/for-hr', h1: 'Hire the right people, faster' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/contact', h1: 'Contact Us' },
  // HireGen's own search is the main tab (issue 14); the LinkedIn/Google builder is `?tab=web`.
  { path: '/job-linkedin-search', h1: 'Search jobs on HireGen' },
  { path: '/job-google-search', h1: "Search jobs with HireGen's query language" },
  { path: '/candidate-linkedin-search', h1: 'Search candidates on HireGen' },
  { path: '/candidate-google-search', h1: 'Boolean candidate search on HireGen' },
];

const PRIVACY_ANCHORS = ['welcome', 'privacy-policy', 'introduction', 'data', 'sharing', 'rights', 'regional', 'security', 'cookies', 'reorgs', 'contact'];

async function expectPage(page: Page, path: string) {
  const expected = PUBLIC_PAGES.find((p) => p.path === path);
  if (!expected) throw new Error(`No expectation for ${path}`);
  await expect(page.locator('main h1')).toHaveText(expected.h1);
}

test.describe('public pages', () => {
  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path} renders its page with one h1, at desktop and phone widths`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveText(h1);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.getByText('404 - Page Not Found')).toHaveCount(0);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.locator('main h1')).toBeVisible();
      // Responsive: nothing wider than the phone's screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('home: the hero sends visitors to /select-account', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /get started/i })
      .click();
    await expect(page).toHaveURL(/\/select-account$/);
  });

  test('home: every offering link opens its page', async ({ page }) => {
    const offerings: { link: string; path: string }[] = [
      { link: 'Build your resume', path: '/genai-resume-builder' },
      { link: 'Check ATS readiness', path: '/genai-candidate-ats' },
      { link: 'See GenAI for HR', path: '/for-hr' },
      { link: 'Try AI interviews', path: '/mock-interview' },
      { link: 'Search jobs', path: '/job-linkedin-search' },
      { link: 'Search candidates', path: '/candidate-linkedin-search' },
      { link: 'Explore GenAI services', path: '/genai-services' },
    ];
    for (const { link, path } of offerings) {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: link, exact: false }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectPage(page, path);
    }
  });

  test('home: links into a section land on that section', async ({ page }) => {
    for (const [link, path, id] of [
      ['Explore job tools', '/genai-services', 'job-tools'],
      ['Explore utilities', '/genai-services', 'utilities'],
      ['Read about the API', '/mock-interview', 'api'],
    ] as const) {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });

  test('home: the resumeinflux offering opens the HR area', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /open resumeinflux/i })
      .click();
    await expect(page).toHaveURL(/\/resumeinflux\/home$/);
    await expect(page.getByText('404 - Page Not Found')).toHaveCount(0);
  });

  test('services: thirteen tools in four groups, each with an anchor and what it does', async ({ page }) => {
    await page.goto('/genai-services');
    const groups = page.locator('main section[id]');
    await expect(groups).toHaveCount(4);
    expect(await groups.evaluateAll((sections) => sections.map((s) => s.id))).toEqual(['resume-tools', 'job-tools', 'skills-matching', 'utilities']);
    await expect(page.locator('main section[id] li[id] h3')).toHaveCount(13);
    await expect(page.locator('#job-resume-matching')).toContainText('Scores how well a resume fits a job');
    await page
      .getByRole('navigation', { name: 'Service groups' })
      .getByRole('link', { name: /Utilities/ })
      .click();
    await expect(page).toHaveURL(/#utilities$/);
    await expect(page.locator('#utilities')).toBeInViewport();
  });

  test('privacy policy: the sidebar links every section, in order, and each lands on it', async ({ page }) => {
    await page.goto('/privacy-policy');
    const sidebar = page.getByRole('navigation', { name: 'Privacy policy sections' });
    await expect(sidebar.getByRole('link')).toHaveCount(PRIVACY_ANCHORS.length);
    const hrefs = await sidebar.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(PRIVACY_ANCHORS.map((id) => `#${id}`));
    for (const id of [...PRIVACY_ANCHORS].reverse()) {
      await sidebar.locator(`a[href="#${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/privacy-policy#${id}$`));
      await expect(page.locator(`section#${id}`)).toBeInViewport();
    }
  });

  test('privacy policy: states the laws, the Noida office, the users, consent and the configured contact', async ({ page }) => {
    const config = (await (await page.request.get('/app-config.json')).json()) as { privacyEmail?: string };
    const email = config.privacyEmail ?? 'privacy@hiregen.example';
    await page.goto('/privacy-policy');
    const policy = page.getByRole('main');
    await expect(policy).toContainText('Digital Personal Data Protection Act, 2023');
    await expect(policy).toContainText('General Data Protection Regulation');
    await expect(policy).toContainText('Noida, India');
    for (const who of ['Candidates', 'Interviewers', 'HR professionals']) await expect(policy).toContainText(who);
    await expect(page.locator('#sharing')).toContainText(/HR teams or interviewers\s+only with your consent/);
    await expect(page.locator('#contact').getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });

  test('privacy policy: a deep link to a section scrolls to it once the page has loaded', async ({ page }) => {
    await page.goto('/privacy-policy#cookies');
    await expect(page.locator('section#cookies')).toBeInViewport();
  });

  test('search pages: each path builds its own kind of search and links to the others', async ({ page }) => {
    // Only the built links are checked: nothing here navigates away from the machine.
    await page.goto('/job-linkedin-search');
    const main = page.getByRole('main');
    const switcher = page.getByRole('navigation', { name: 'Other ways to search' });
    await expect(switcher.locator('a[aria-current="page"]')).toHaveAttribute('href', '/job-linkedin-search');
    await main.getByRole('tab', { name: 'Build a LinkedIn search' }).click();
    await expect(page).toHaveURL(/\?tab=web$/);

    await main.getByRole('button', { name: 'Search on LinkedIn' }).click();
    await expect(main.getByText('Type a role or skills to search.')).toBeVisible();
    await main.getByLabel('Job title or skills').fill('frontend developer, react');
    await main.getByLabel('Location').fill('Noida');
    const jobLink = main.getByRole('link', { name: /open on linkedin/i });
    await expect(jobLink).toHaveAttribute('href', 'https://www.linkedin.com/jobs/search/?keywords=%22frontend+developer%22+react&location=Noida');
    await expect(jobLink).toHaveAttribute('target', '_blank');

    await switcher.getByRole('link', { name: /Candidate search\s*on Google/ }).click();
    await expectPage(page, '/candidate-google-search');
    await main.getByRole('tab', { name: 'Build a Google search' }).click();
    await expect(main.locator('h1')).toHaveText('Find candidates with a Google X-ray search');
    await main.getByRole('button', { name: /data scientist, NLP/ }).click();
    await expect(main.getByText('site:linkedin.com/in "data scientist" NLP "Bengaluru" -recruiter')).toBeVisible();
    await expect(main.getByRole('link', { name: /open on google/i })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/search\?q=site%3Alinkedin\.com%2Fin/,
    );
    await expect(main.getByRole('link', { name: /sign in as HR/i })).toHaveAttribute('href', '/resumeinflux/login');
  });
});
