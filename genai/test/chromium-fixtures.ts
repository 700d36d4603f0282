// Resumes written as HTML and printed to PDF by Chromium (playwright-core driving the system
// /usr/bin/chromium, or CHROMIUM_PATH): the way browser-based resume designs reach an ATS.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const LAUNCH_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(CHROMIUM_PATH);

let browser: Browser | undefined;

/** Prints an HTML page (A4 by default) to PDF bytes. */
export async function printHtml(html: string, format: 'A4' | 'Letter' = 'A4'): Promise<Uint8Array> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_FLAGS });
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format, printBackground: true, margin: { top: '40px', bottom: '40px', left: '44px', right: '44px' } });
  } finally {
    await page.close();
  }
}

export async function closeChromium(): Promise<void> {
  await browser?.close();
  browser = undefined;
}
