import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { waitForScreen } from './a11y';

/**
 * A route's first load in a fresh page of a cold browser context: the JavaScript fetched before
 * its content shows (gzip level 9 of each body, as federation.spec.ts and `npm run bench` count
 * it), and whether the Firestore SDK was fetched at all by the time the screen settled. The page is left
 * on the settled screen for further checks.
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

export async function measureFirstLoad(page: Page, path: string, { lateMs = 500 }: { lateMs?: number } = {}): Promise<FirstLoad> {
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(path);
  // Content: the main heading, and for screens that read data, no "Loading..." left. Counting up to
  // there (not to the heading alone, which a role area draws before its data) counts the same
  // chunks on every run, whatever the order they arrive in.
  await waitForScreen(page);
  const beforeContent = (await Promise.all(bodies.slice())).filter((body): body is Buffer => body !== null);
  // Anything the screen still fetches just after (a lazy chunk, Firestore) counts for the Firestore check.
  if (lateMs > 0) await page.waitForTimeout(lateMs);
  const all = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  return {
    path,
    scripts: beforeContent.length,
    gzipBytes: beforeContent.reduce((sum, body) => sum + gzipSize(body), 0),
    rawBytes: beforeContent.reduce((sum, body) => sum + body.length, 0),
    firestore: all.some((body) => body.includes(FIRESTORE_MARKER)),
  };
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
