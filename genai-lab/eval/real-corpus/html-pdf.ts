/**
 * HTML → PDF with headless Chromium (playwright-core driving the system /usr/bin/chromium, the
 * launch flags of genai-lab/corpus/generate.ts). One browser per process, a fresh page per document,
 * and every request that is not inline (fonts, pictures, scripts from CDNs) refused, so a design
 * renders the same offline as on, and no resume's links are ever fetched.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PageSize } from './design';
import { CHROMIUM_PATH } from './paths';

const LAUNCH_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

let browser: Promise<Browser> | undefined;
let context: Promise<BrowserContext> | undefined;
/** Pages not in use: a page is reused (setContent replaces its document), which is much cheaper than a new one. */
const idle: Page[] = [];

export function hasChromium(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

async function getBrowser(): Promise<Browser> {
  if (!hasChromium())
    throw new Error(`Chromium is needed to print HTML designs and was not found at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH).`);
  browser ??= import('playwright-core').then(({ chromium }) => chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_FLAGS }));
  return browser;
}

async function getContext(): Promise<BrowserContext> {
  context ??= getBrowser().then(async (b) => {
    const c = await b.newContext();
    await c.route('**/*', (route) => (/^(data|blob|about):/.test(route.request().url()) ? route.continue() : route.abort()));
    return c;
  });
  return context;
}

export async function printHtml(html: string, pageSize: PageSize): Promise<Buffer> {
  const page = idle.pop() ?? (await (await getContext()).newPage());
  let healthy = false;
  try {
    await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
    const pdf = await page.pdf({
      format: pageSize === 'a4' ? 'A4' : 'Letter',
      printBackground: true,
      margin: { top: '0.4in', bottom: '0.4in', left: '0.4in', right: '0.4in' },
    });
    healthy = true;
    return pdf;
  } finally {
    if (healthy) idle.push(page);
    else await page.close().catch(() => undefined);
  }
}

export async function closeBrowser(): Promise<void> {
  const open = browser;
  browser = undefined;
  context = undefined;
  idle.length = 0;
  if (open) await (await open).close();
}
