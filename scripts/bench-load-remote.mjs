// Remote routes against shell-only routes (issue 17's goal: a remote route's time to content at
// most 1.2× a shell-only route's), in headless Chromium on the production build:
//  1. cold loads (a new browser context each, so a cold cache): time from navigation start to the
//     main heading of shell-only routes (/unauthorized and the 404 page signed out, /unauthorized
//     signed in as a Candidate) and of remote routes (/ and /contact from remote-public, signed
//     out, and a GenAI tool, whose screen is a chunk of its own; /dashboard/candidate from
//     remote-candidate, signed in). Each remote route is compared with the shell-only routes
//     opened the same way, so the ratio is the remote's own cost;
//  2. in-app navigation, signed in as a Candidate: open /unauthorized, leave the page idle for
//     2 s, then follow a link to /dashboard/candidate (a remote) or to a shell-only 404 — with
//     the shell's role preload (useRolePreload: the role's remote fetched when the browser is
//     idle after sign-in) and with it switched off (requestIdleCallback never calls back).
// Medians of RUNS each (BENCH_RUNS=N to change). Writes bench/results/load-remote.json.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repo, startStack } from './lib/stack.mjs';

const OFFSET = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const IDLE_MS = 2000;
const GOAL = 1.2;
const CANDIDATE = { role: 'Candidate', name: 'Bench User' };
const COLD = [
  { name: 'shell-only: /unauthorized', path: '/unauthorized', user: null, shellOnly: true },
  { name: 'shell-only: 404', path: '/no-such-page', user: null, shellOnly: true },
  // The same shell page signed in: the baseline of a signed-in remote route (account menu, session).
  { name: 'shell-only, signed in: /unauthorized', path: '/unauthorized', user: CANDIDATE, shellOnly: true },
  { name: 'remote-public: /', path: '/', user: null },
  { name: 'remote-public: /contact', path: '/contact', user: null },
  // A remote page that loads a chunk of its own after the remote's module (the tool's screen).
  { name: 'remote-public: /genai-services/resume-parser', path: '/genai-services/resume-parser', user: null },
  { name: 'remote-candidate: /dashboard/candidate', path: '/dashboard/candidate', user: CANDIDATE },
];
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Records, in the page, when a `main h1` first appears (cold loads). */
function watchForHeading() {
  const observer = new MutationObserver(() => {
    if (document.querySelector('main h1') && !window.__contentAt) {
      window.__contentAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function newPage(browser, { user, preload = true }) {
  const context = await browser.newContext(); // a new context is a cold cache
  const page = await context.newPage();
  if (user) await page.addInitScript((value) => localStorage.setItem('user', JSON.stringify(value)), user);
  // The shell preloads the role's remote from requestIdleCallback: a callback that never runs turns it off.
  if (!preload)
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.cancelIdleCallback = () => undefined;
    });
  return { context, page };
}

async function coldLoad(browser, baseUrl, route) {
  const { context, page } = await newPage(browser, { user: route.user });
  try {
    await page.addInitScript(watchForHeading);
    await page.goto(baseUrl + route.path);
    await page.waitForFunction(() => window.__contentAt, null, { timeout: 30000 });
    return await page.evaluate(() => window.__contentAt);
  } finally {
    await context.close();
  }
}

/** Time from an in-app navigation (as a link click does it) to the new route's main heading. */
async function inAppNavigation(browser, baseUrl, target, preload) {
  const { context, page } = await newPage(browser, { user: CANDIDATE, preload });
  try {
    await page.goto(`${baseUrl}/unauthorized`);
    await page.locator('main h1').first().waitFor({ timeout: 30000 });
    await page.waitForTimeout(IDLE_MS);
    return await page.evaluate(
      (to) =>
        new Promise((resolve, reject) => {
          const before = document.querySelector('main h1')?.textContent;
          const started = performance.now();
          const done = () => {
            const heading = document.querySelector('main h1');
            if (heading && heading.textContent !== before) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          };
          const observer = new MutationObserver(done);
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          setTimeout(() => reject(new Error(`no heading at ${to} after 30 s`)), 30000);
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }),
      target,
    );
  } finally {
    await context.close();
  }
}

const summary = (runs) => ({ median: Math.round(median(runs)), runs: runs.map((ms) => Math.round(ms)) });

export async function benchRemoteRoutes() {
  const stack = await startStack({ offset: OFFSET, firebase: false });
  const baseUrl = `http://localhost:${stack.ports.shell}`;
  const browser = await chromium.launch(LAUNCH);
  const cold = [];
  const navigation = [];
  try {
    // Interleaved, so a slow moment of the machine falls on every route alike.
    const coldRuns = COLD.map(() => []);
    for (let i = 0; i < RUNS; i += 1) {
      for (const [index, route] of COLD.entries()) coldRuns[index].push(await coldLoad(browser, baseUrl, route));
    }
    COLD.forEach((route, index) =>
      cold.push({
        name: route.name,
        route: route.path,
        shellOnly: Boolean(route.shellOnly),
        signedIn: Boolean(route.user),
        timeToContentMs: summary(coldRuns[index]),
      }),
    );

    const cases = [
      { name: 'shell-only 404', to: '/no-such-page', preload: true },
      { name: '/dashboard/candidate, role preload on', to: '/dashboard/candidate', preload: true },
      { name: '/dashboard/candidate, role preload off', to: '/dashboard/candidate', preload: false },
    ];
    const navRuns = cases.map(() => []);
    for (let i = 0; i < RUNS; i += 1) {
      for (const [index, c] of cases.entries()) navRuns[index].push(await inAppNavigation(browser, baseUrl, c.to, c.preload));
    }
    cases.forEach((c, index) => navigation.push({ name: c.name, route: c.to, preload: c.preload, toContentMs: summary(navRuns[index]) }));
  } finally {
    await browser.close();
    await stack.stop();
  }

  // A route is compared with shell-only routes opened the same way: signed out, or signed in.
  const baseline = (signedIn) => median(cold.filter((r) => r.shellOnly && r.signedIn === signedIn).flatMap((r) => r.timeToContentMs.runs));
  const shellOnly = { signedOut: Math.round(baseline(false)), signedIn: Math.round(baseline(true)) };
  for (const r of cold) r.ratioToShellOnly = Number((r.timeToContentMs.median / (r.signedIn ? shellOnly.signedIn : shellOnly.signedOut)).toFixed(2));
  const result = {
    measuredAt: new Date().toISOString(),
    runs: RUNS,
    idleMsBeforeNavigation: IDLE_MS,
    goal: GOAL,
    shellOnlyMedianMs: shellOnly,
    cold,
    navigation,
  };
  const out = path.join(repo, 'bench/results/load-remote.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

  console.log(
    `\nCold loads, time to the main heading (median of ${RUNS}; shell-only median ${shellOnly.signedOut} ms signed out, ${shellOnly.signedIn} ms signed in; goal ≤ ${GOAL}×):`,
  );
  for (const r of cold) {
    const verdict = r.shellOnly ? '' : r.ratioToShellOnly <= GOAL ? '  within the goal' : '  over the goal';
    console.log(`  ${String(r.timeToContentMs.median).padStart(5)} ms  ${r.ratioToShellOnly.toFixed(2)}×  ${r.name}${verdict}`);
  }
  console.log(`In-app navigation from /unauthorized after ${IDLE_MS} ms idle, signed in as a Candidate (median of ${RUNS}):`);
  for (const n of navigation) console.log(`  ${String(n.toContentMs.median).padStart(5)} ms  ${n.name}`);
  console.log(`Written to ${path.relative(repo, out)}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchRemoteRoutes().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
