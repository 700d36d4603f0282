import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { FIRESTORE_EMULATOR, PROJECT_ID } from '../support/stack';

/**
 * /contact against the real api and Firestore emulator (fields, validation, the call and its error words).
 * Only the three failure cases replace the api's answer (page.route); every other send is real.
 */
type ContactValues = { name: string; email: string; subject: string; message: string };
const LABELS: Record<keyof ContactValues, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };
const SENT = 'Your message has been sent. Our team will contact you shortly.';
const FAILED = 'Failed to send message. Try again later.';

const field = (page: Page, key: keyof ContactValues) => page.getByRole('main').getByLabel(LABELS[key], { exact: true });
const sendButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
/** Contact toasts are react-toastify's, in the top-right container (the contact form's toasts). */
const cornerToast = (page: Page, text: string) => page.locator('.Toastify__toast-container--top-right').getByText(text, { exact: true });

async function fill(page: Page, values: Partial<ContactValues>) {
  for (const [key, value] of Object.entries(values) as [keyof ContactValues, string][]) {
    await field(page, key).fill(value);
  }
}

async function expectFields(page: Page, values: Partial<ContactValues>) {
  for (const [key, value] of Object.entries(values) as [keyof ContactValues, string][]) {
    await expect(field(page, key)).toHaveValue(value);
  }
}

/** Counts the contact posts the page makes, to prove validation stops the send. */
function countContactPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact-us') posts += 1;
  });
  return () => posts;
}

/** Console errors the form logs for a failed send (Chromium's own resource errors excluded). */
function collectSendErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Sending the contact message failed')) errors.push(message.text());
  });
  return errors;
}

/** Every document of `contactMessages`, read from the emulator's REST API as its owner. */
async function readContactMessages(request: APIRequestContext) {
  type Doc = { name: string; fields: Record<string, { stringValue?: string; timestampValue?: string }> };
  const documents: Doc[] = [];
  let pageToken = '';
  do {
    const url = `http://${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents/contactMessages?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const response = await request.get(url, { headers: { Authorization: 'Bearer owner' } });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { documents?: Doc[]; nextPageToken?: string };
    documents.push(...(body.documents ?? []));
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return documents;
}

const valid = (): ContactValues => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: `Demo request ${Date.now()}`,
  message: 'Please show us HireGen for our hiring team.',
});

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('shows the page as specified', async ({ page }) => {
    await expect(page.getByText("We'd love to hear from you! Fill out the form below and our team will get back to you shortly.")).toBeVisible();
    await expect(field(page, 'name')).toHaveAttribute('placeholder', 'Your Name');
    await expect(field(page, 'email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'message')).toHaveAttribute('rows', '6');
    await expect(field(page, 'message')).toHaveAttribute('spellcheck', 'true');
    for (const key of Object.keys(LABELS) as (keyof ContactValues)[]) await expect(field(page, key)).toHaveAttribute('required', '');
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();
  });

  test('names the first empty field, in the order name, email, subject, message, and sends nothing', async ({ page }) => {
    const posts = countContactPosts(page);
    const steps: [Partial<ContactValues>, keyof ContactValues][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'Ada', email: '  ' }, 'email'],
      [{ email: 'ada@example.com' }, 'subject'],
      [{ subject: 'Hello', message: ' \n ' }, 'message'],
    ];
    for (const [values, missing] of steps) {
      await fill(page, values);
      await sendButton(page).click();
      await expect(cornerToast(page, `Please fill in the "${missing}" field.`)).toBeVisible();
    }
    expect(posts()).toBe(0);
  });

  test('rejects a malformed email', async ({ page }) => {
    const posts = countContactPosts(page);
    await fill(page, { ...valid(), email: 'ada@example' });
    await sendButton(page).click();
    await expect(cornerToast(page, 'Invalid email format.')).toBeVisible();
    expect(posts()).toBe(0);
  });

  test('shows "Sending..." with the button disabled, then clears the fields and keeps the note', async ({ page }) => {
    // Record every state the button passes through: the real api answers too fast to catch otherwise.
    await page.evaluate(() => {
      const button = document.querySelector('main form button[type="submit"]');
      const states: { text: string; disabled: boolean }[] = [];
      (window as unknown as { buttonStates: typeof states }).buttonStates = states;
      if (!button) return;
      new MutationObserver(() => states.push({ text: button.textContent ?? '', disabled: (button as HTMLButtonElement).disabled })).observe(button, {
        attributes: true,
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await fill(page, valid());
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact-us');
    await sendButton(page).click();
    expect((await response).status()).toBe(201);

    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    await expectFields(page, { name: '', email: '', subject: '', message: '' });
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();
    const states = await page.evaluate(() => (window as unknown as { buttonStates: { text: string; disabled: boolean }[] }).buttonStates);
    expect(states).toContainEqual({ text: 'Sending...', disabled: true });

    // The note stays after the corner toasts would have closed (4000 ms).
    await page.waitForTimeout(4500);
    await expect(page.getByText(SENT)).toBeVisible();
  });

  test("keeps the fields and shows the server's message when the api refuses", async ({ page }) => {
    const errors = collectSendErrors(page);
    await page.route('**/api/contact-us', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '60' },
        body: JSON.stringify({ message: 'Too many messages. Please wait a minute.' }),
      }),
    );
    const values = valid();
    await fill(page, values);
    await sendButton(page).click();
    await expect(cornerToast(page, 'Too many messages. Please wait a minute.')).toBeVisible();
    await expectFields(page, values);
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();
    await expect(page.getByText(SENT)).toHaveCount(0);
    await expect.poll(() => errors.length).toBeGreaterThan(0);
  });

  // Both show the generic failure: an error answer without a message, and no answer at all.
  const genericFailures: [string, (route: Route) => Promise<void>][] = [
    [
      'shows the generic failure when the api answers an error without a message',
      (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    ],
    ['treats a network failure as a failed send', (route) => route.abort('failed')],
  ];
  for (const [title, answer] of genericFailures) {
    test(title, async ({ page }) => {
      const errors = collectSendErrors(page);
      await page.route('**/api/contact-us', answer);
      const values = valid();
      await fill(page, values);
      await sendButton(page).click();
      await expect(cornerToast(page, FAILED)).toBeVisible();
      await expectFields(page, values);
      await expect(sendButton(page)).toBeEnabled();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
    });
  }

  test('stores the trimmed message in Firestore contactMessages', async ({ page, request }) => {
    const values = valid();
    await fill(page, {
      name: `  ${values.name} `,
      email: values.email,
      subject: ` ${values.subject}  `,
      message: `\n${values.message}  `,
    });
    await sendButton(page).click();
    await expect(page.getByText(SENT)).toBeVisible();

    let stored: Awaited<ReturnType<typeof readContactMessages>>[number] | undefined;
    await expect
      .poll(async () => {
        stored = (await readContactMessages(request)).find((doc) => doc.fields.subject?.stringValue === values.subject);
        return Boolean(stored);
      })
      .toBe(true);
    const fields = stored!.fields;
    expect({
      name: fields.name?.stringValue,
      email: fields.email?.stringValue,
      subject: fields.subject?.stringValue,
      message: fields.message?.stringValue,
    }).toEqual(values);
    expect(fields.createdAt?.timestampValue).toBeTruthy();
    // A hash of the sender's IP, never the address itself.
    expect(fields.ipHash?.stringValue).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(fields)).not.toMatch(/127\.0\.0\.1|::1/);
  });
});
