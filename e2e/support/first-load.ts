import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { waitForScreen } from './a11y';

/**
 * A route's first load in a fresh page of a cold browser context: the JavaScript requested before
 * its content shows (gzip level 9 of each body, as federation.spec.ts and `npm run bench` count
 * it), and whether the Firestore SDK was fetched at all by the time the screen settled. The page is left
 * on the settled screen for further checks.
 *
 * "Before its content shows" is read in the page, not from when the test next looks: a script in
 * the page notes, frame by frame, the moment the screen last became settled (the same test as
 * waitForScreen), and only scripts whose request started before that moment count. On a loaded
 * machine the test's polling can see the screen late, after the chunks its content itself starts
 * (the tab-title chunk, idle preloads); they are not part of showing it.
 */
export interface FirstLoad {
  path: string;
  scripts: number;
  gzipBytes: number;
  rawBytes: number;
  firestore: boolean;
}

/** Only Firestore's SDK chunk carries its service host; firebase/app and firebase/auth do not. */
const FIRESTORE_MARKER = 'firestore.googleapis.com';

/** Gzip sizes by body digest: the same chunks load on screen after screen, level 9 is slow. */
const gzipSizes = new Map<string, number>();
function gzipSize(body: Buffer): number {
  const digest = createHash('sha1').update(body).digest('hex');
  let size = gzipSizes.get(digest);
  if (size === undefined) gzipSizes.set(digest, (size = zlib.gzipSync(body, { level: 9 }).length));
  return size;
}

/** Runs in the page before its scripts: when the screen last became settled (waitForScreen's test). */
function watchForContent(): void {
  const settled = () => {
    const heading = document.querySelector('main h1');
    return !!heading && heading.getClientRects().length > 0 && !document.querySelector('.hg-loading');
  };
  let was = false;
  const frame = () => {
    const now = settled();
    if (now && !was) (window as unknown as { __hgContentAt?: number }).__hgContentAt = performance.now();
    was = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export async function measureFirstLoad(page: Page, path: string, { lateMs = 500 }: { lateMs?: number } = {}): Promise<FirstLoad> {
  const bodies: { url: string; body: Promise<Buffer | null> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push({ url: response.url(), body: response.body().catch(() => null) });
  });
  await page.addInitScript(watchForContent);
  await page.goto(path);
  // Content: the main heading, and for screens that read data, no "Loading..." left. Counting up to
  // there (not to the heading alone, which a role area draws before its data) counts the same
  // chunks on every run, whatever the order they arrive in.
  await waitForScreen(page);
  const requestedBefore = new Set(
    await page.evaluate(() => {
      const contentAt = (window as unknown as { __hgContentAt?: number }).__hgContentAt ?? performance.now();
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= contentAt)
        .map((entry) => entry.name);
    }),
  );
  const settled = async (list: typeof bodies) => (await Promise.all(list.map((item) => item.body))).filter((body): body is Buffer => body !== null);
  const beforeContent = await settled(bodies.filter((item) => requestedBefore.has(item.url)));
  // HIREGEN_FIRST_LOAD_FILES=1: each file counted, to find what a screen's budget is spent on.
  if (process.env.HIREGEN_FIRST_LOAD_FILES) {
    for (const item of bodies.filter((entry) => requestedBefore.has(entry.url))) {
      const body = await item.body;
      if (body) console.log(`first load ${path}: ${item.url} ${gzipSize(body)} B gzip`);
    }
  }
  // Anything the screen still fetches just after (a lazy chunk, Firestore) counts for the Firestore check.
  if (lateMs > 0) await page.waitForTimeout(lateMs);
  const all = await settled(bodies);
  return {
    path,
    scripts: beforeContent.length,
    gzipBytes: beforeContent.reduce((sum, body) => sum + gzipSize(body), 0),
    rawBytes: beforeContent.reduce((sum, body) => sum + body.length, 0),
    firestore: all.some((body) => body.includes(FIRESTORE_MARKER)),
  };
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
