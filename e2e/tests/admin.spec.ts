import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, idTokenFor, uniqueEmail } from '../support/auth-emulator';
import { fillSignIn, PASSWORD } from '../support/auth-pages';
import { API_URL, AUTH_EMULATOR, FIRESTORE_EMULATOR, PROJECT_ID } from '../support/stack';

/**
 * The Admin area and HireGen API keys against the real api and emulators (issue 13): an Admin
 * finds an account and changes its role (the account's next sign-in lands in the new area, the
 * old one is refused), reads and archives a message sent from /contact, and sees both in the
 * audit log; an HR member creates an API key, the API accepts it, they revoke it, it is refused.
 * Screenshots of each screen go to test-results/admin/ at the repo root.
 */
// Beside the repo's other run output (git-ignored), not in Playwright's outputDir, which each run clears.
const SHOTS = process.env.HIREGEN_SHOTS_DIR ?? path.join(__dirname, '..', '..', 'test-results', 'admin');

/** The screen at desktop (1280) and phone (390) widths. */
async function shotBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Claims and a verified email set as firebase-admin would (the emulator's owner access). */
async function setClaims(uid: string, claims: Record<string, unknown>, displayName?: string) {
  const response = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims), emailVerified: true, ...(displayName ? { displayName } : {}) }),
  });
  expect(response.ok).toBe(true);
}

/** A Firestore document written as the emulator's owner (rules bypassed, as the api would). */
async function writeDoc(path: string, fields: Record<string, string | number>) {
  const value = (name: string, v: string | number) =>
    typeof v === 'number' ? { integerValue: String(v) } : name.endsWith('At') ? { timestampValue: v } : { stringValue: v };
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([name, v]) => [name, value(name, v)])) };
  const response = await fetch(`http://${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

async function accountWith(label: string, claims: Record<string, unknown>, displayName?: string) {
  const email = uniqueEmail(label);
  const { uid } = await createAccount(email, PASSWORD);
  await setClaims(uid, claims, displayName);
  // The profile the api writes with every role (firestore.rules admit an account only with one).
  await writeDoc(`users/${uid}`, { email, role: String(claims.role ?? ''), ...(typeof claims.orgId === 'string' ? { orgId: claims.orgId } : {}) });
  return { uid, email };
}

async function signIn(page: Page, loginPath: string, email: string) {
  await page.goto(loginPath);
  await fillSignIn(page, { email });
}

test('an Admin changes a role, archives a contact message and sees both in the audit log', async ({ page, browser }) => {
  const tag = Date.now().toString(36);
  const admin = await accountWith('admin', { role: 'Admin' }, `Ada Quill ${tag}`);
  const person = await accountWith('promoted', { role: 'Candidate' }, `Bo Promoted ${tag}`);
  const subject = `Partnership ${Date.now().toString(36)}`;

  // Someone writes from /contact.
  const visitor = await browser.newPage();
  await visitor.goto('/contact');
  const form = visitor.getByRole('main');
  await form.getByLabel('Name', { exact: true }).fill('Priya Nair');
  await form.getByLabel('Email', { exact: true }).fill('priya@example.com');
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Message', { exact: true }).fill('We would like to use HireGen for our nursing hires.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByText('Your message has been sent. Our team will contact you shortly.')).toBeVisible();
  await visitor.close();

  // The person is signed in as a Candidate.
  const personPage = await browser.newPage();
  await signIn(personPage, '/login/candidate', person.email);
  await expect(personPage).toHaveURL(/\/dashboard\/candidate/);
  const oldToken = await idTokenFor(person.email, PASSWORD);

  // The Admin finds them and makes them an Admin.
  await signIn(page, '/login/admin', admin.email);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole('navigation', { name: 'Admin dashboard navigation' }).getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Search by email, name or uid').fill(person.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(person.email);
  await expect(row).toContainText('Candidate');
  await page.screenshot({ path: `${SHOTS}/users.png`, fullPage: true });
  await row.getByRole('button', { name: `Change role of ${person.email}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Role').selectOption('Admin');
  await page.screenshot({ path: `${SHOTS}/change-role.png` });
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').first()).toHaveText('Admin');

  // Their old sign-in is revoked: the api refuses it; signing in again lands in the new area,
  // and the old area is refused.
  const me = await fetch(`${API_URL}/api/me`, { headers: { Authorization: `Bearer ${oldToken}` } });
  expect(me.status).toBe(401);
  await personPage.evaluate(() => window.localStorage.clear());
  await personPage.context().clearCookies();
  await signIn(personPage, '/login/admin', person.email);
  await expect(personPage).toHaveURL(/\/dashboard\/admin$/);
  await expect(personPage.getByText('Admin dashboard: your starting point in HireGen.')).toBeVisible();
  await personPage.goto('/dashboard/candidate');
  await expect(personPage).toHaveURL(/\/unauthorized$/);
  await personPage.close();

  // The contact message: unread in the inbox, read when opened, then archived.
  await page.getByRole('link', { name: 'Contact inbox' }).click();
  await page.getByLabel('Search name, email, subject or text').fill(subject);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const item = page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(subject) });
  await expect(item).toContainText('Unread:');
  await item.click();
  const message = page.getByRole('article');
  await expect(message.getByRole('heading', { name: subject })).toBeVisible();
  await expect(message).toContainText('priya@example.com');
  await expect(message).toContainText('Deleted automatically on');
  await expect(message.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', /^mailto:priya%40example\.com\?subject=Re%3A%20Partnership/);
  await expect(item).not.toContainText('Unread:');
  await page.screenshot({ path: `${SHOTS}/inbox.png`, fullPage: true });
  await message.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('No messages here.');
  await page.getByRole('button', { name: 'Archived', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(subject) })).toBeVisible();

  // Both actions are in the audit log, filtered by this Admin's name typed in another case, and
  // every person in it is named (name and email), never shown as a raw account id.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Person (name or email)').fill(`ada quill ${tag}`.toUpperCase());
  await page.getByRole('button', { name: 'Filter' }).click();
  const entries = page.getByTestId('audit-row');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('contact.archive');
  await expect(entries.nth(0)).toContainText(`Ada Quill ${tag}`);
  await expect(entries.nth(0)).toContainText(admin.email);
  await expect(entries.nth(1)).toContainText('user.role.change');
  await expect(entries.nth(1)).toContainText(`Bo Promoted ${tag}`);
  await expect(entries.nth(1)).toContainText(person.email);
  await expect(page.getByRole('table')).not.toContainText(admin.uid);
  await expect(page.getByRole('table')).not.toContainText(person.uid);
  await shotBothWidths(page, 'audit');
  // By email too; a name nobody has matches nothing.
  await page.getByLabel('Person (name or email)').fill(admin.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(entries).toHaveCount(2);
  await page.getByLabel('Person (name or email)').fill(`nobody-${tag}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('table')).toContainText('No entries match.');
  await page.getByLabel('Person (name or email)').fill(`Ada Quill ${tag}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(entries).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^hiregen-audit-\d{4}-\d{2}-\d{2}\.csv$/);

  for (const [link, shot] of [
    ['Organisations', 'organizations'],
    ['API keys', 'api-keys'],
    ['Platform', 'platform'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Admin dashboard navigation' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    if (shot !== 'platform') await expect(page.getByRole('main').getByRole('table')).toBeVisible({ timeout: 20_000 });
    if (shot === 'platform') {
      await expect(page.getByRole('list', { name: 'Platform counts' })).toContainText('Admin accounts', { timeout: 20_000 });
      await expect(page.getByTestId('remote-row').filter({ hasText: 'remote_admin' })).toContainText('Answers');
    }
    await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  }
});

test('an HR member creates an API key, the API accepts it, and refuses it once revoked', async ({ page }) => {
  const orgId = `org-e2e-${Date.now().toString(36)}`;
  const hr = await accountWith('keys-hr', { role: 'HR', orgId });
  const now = new Date().toISOString();
  await writeDoc(`organizations/${orgId}`, { name: 'Keys E2E Clinic', createdBy: hr.uid, createdAt: now });
  await writeDoc(`organizations/${orgId}/members/${hr.uid}`, { role: 'HR', name: 'Keys HR', email: hr.email, joinedAt: now });

  await signIn(page, '/resumeinflux/login', hr.email);
  await expect(page).toHaveURL(/\/dashboard\/hr$/);
  // The keys live in the resumeinflux workspace, beside Pipeline, Jobs and Members.
  await page.goto('/resumeinflux/hr');
  await page.getByRole('navigation', { name: 'resumeinflux navigation' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/resumeinflux\/api-keys$/);
  await page.getByLabel('Key name').fill('Careers site');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = page.getByTestId('new-api-key');
  await expect(secret).toContainText('shown only once');
  const key = (await secret.locator('code').textContent())!.trim();
  expect(key).toMatch(/^hg_[A-Za-z0-9_-]{32}$/);
  const row = page.getByTestId('api-key-row').filter({ hasText: 'Careers site' });
  await expect(row).toContainText(`${key.slice(0, 11)}…`);
  await expect(row).toContainText('Active');
  await page.screenshot({ path: `${SHOTS}/hr-api-keys.png`, fullPage: true });

  const keywords = () =>
    fetch(`${API_URL}/api/v1/keywords`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': key },
      body: JSON.stringify({ text: 'Registered nurse with triage and ICU experience' }),
    });
  expect((await keywords()).status).toBe(200);
  await row.getByRole('button', { name: 'Usage of Careers site' }).click();
  await expect(page.getByRole('heading', { name: 'Usage of Careers site' })).toBeVisible();

  await row.getByRole('button', { name: 'Revoke Careers site' }).click();
  await row.getByRole('button', { name: 'Confirm revoke' }).click();
  await expect(row).toContainText('Revoked');
  await expect.poll(async () => (await keywords()).status, { timeout: 5_000, intervals: [250] }).toBe(401);
  expect(await (await keywords()).json()).toEqual({ message: 'This API key has been revoked. Create a new key in HireGen.' });
});

test('an Admin opens an organisation from the list, by keyboard, and sees its members and jobs named', async ({ page }) => {
  const tag = Date.now().toString(36);
  const orgId = `org-drill-${tag}`;
  const orgName = `Drill Clinic ${tag}`;
  const admin = await accountWith('drill-admin', { role: 'Admin' });
  const hr = await accountWith('drill-hr', { role: 'HR', orgId }, `Hana Recruiter ${tag}`);
  // An interviewer whose member document lacks name and email: the api names them from the account.
  const interviewer = await accountWith('drill-iv', { role: 'Interviewer', orgId }, `Ivo Panel ${tag}`);
  const now = new Date().toISOString();
  await writeDoc(`organizations/${orgId}`, { name: orgName, createdBy: hr.uid, createdAt: now });
  await writeDoc(`organizations/${orgId}/members/${hr.uid}`, { role: 'HR', name: `Hana Recruiter ${tag}`, email: hr.email, joinedAt: now });
  await writeDoc(`organizations/${orgId}/members/${interviewer.uid}`, { role: 'Interviewer', joinedAt: now });
  await writeDoc(`jobs/${orgId}-nurse`, { orgId, title: 'Night nurse', description: 'Ward nurse', status: 'open', createdBy: hr.uid, createdAt: now });
  await writeDoc(`jobs/${orgId}-clerk`, { orgId, title: 'Ward clerk', description: 'Admin', status: 'draft', createdBy: hr.uid, createdAt: now });
  for (const n of [1, 2]) await writeDoc(`applications/${orgId}-nurse_c${n}`, { orgId, jobId: `${orgId}-nurse`, stage: 'applied', createdAt: now });

  await signIn(page, '/login/admin', admin.email);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole('navigation', { name: 'Admin dashboard navigation' }).getByRole('link', { name: 'Organisations' }).click();
  const link = page.getByRole('link', { name: orgName, exact: true });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('org-row').filter({ hasText: orgName })).not.toContainText(orgId);
  await shotBothWidths(page, 'organizations');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/admin/organizations/${orgId}$`));
  await expect(page.getByRole('heading', { level: 1, name: orgName })).toBeVisible();
  const members = page.getByTestId('org-member-row');
  await expect(members).toHaveCount(2);
  await expect(members.filter({ hasText: hr.email })).toContainText(`Hana Recruiter ${tag}`);
  await expect(members.filter({ hasText: hr.email })).toContainText('HR');
  await expect(members.filter({ hasText: interviewer.email })).toContainText(`Ivo Panel ${tag}`);
  await expect(members.filter({ hasText: interviewer.email })).toContainText('Interviewer');
  const jobs = page.getByTestId('org-job-row');
  await expect(jobs).toHaveCount(2);
  await expect(jobs.filter({ hasText: 'Night nurse' })).toContainText('open');
  await expect(jobs.filter({ hasText: 'Night nurse' }).getByRole('cell').nth(1)).toHaveText('2');
  await expect(jobs.filter({ hasText: 'Ward clerk' })).toContainText('draft');
  await expect(jobs.filter({ hasText: 'Ward clerk' }).getByRole('cell').nth(1)).toHaveText('0');
  await shotBothWidths(page, 'organization-detail');
  // On a phone the members and jobs tables stack into rows of labelled values: neither the page
  // nor a table scrolls sideways, and every member's email is on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const sideways = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="org-members"], [data-testid="org-jobs"]')]
        .flatMap((table) => [table, table.parentElement ?? table])
        .concat(document.documentElement)
        .map((el) => el.scrollWidth - el.clientWidth)
        .filter((over) => over > 1),
    );
  await expect.poll(sideways).toEqual([]);
  const email = await members.filter({ hasText: hr.email }).getByText(hr.email).boundingBox();
  expect(email!.x + email!.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The route is its own: opened directly it shows the same page; back returns to the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/admin\/organizations$/);
  await page.goto(`/dashboard/admin/organizations/${orgId}`);
  await expect(page.getByRole('heading', { level: 1, name: orgName })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: '← All organisations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/organizations$/);
});
