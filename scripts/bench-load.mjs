// The shell's load benchmark: for `/` and a dashboard route, the JavaScript loaded before
// first content (raw and gzip, per file; stylesheets apart), the longest chain of sequential requests, and the
// time to content in headless Chromium (median of 7 cold loads). Writes bench/results/load.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { repo, startStack } from './lib/stack.mjs';

const OFFSET = 200;
const RUNS = 7;
const ROUTES = [
  { name: 'home', path: '/', user: null },
  { name: 'candidate dashboard', path: '/dashboard/candidate', user: { role: 'Candidate', name: 'Bench User' } },
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
  return sorted[Math.floor(sorted.length / 2)];
};
const kib = (bytes) => (bytes / 1024).toFixed(1);

async function measureOnce(browser, baseUrl, route) {
  const context = await browser.newContext(); // a new context is a cold cache
  const page = await context.newPage();
  if (route.user) await page.addInitScript((user) => localStorage.setItem('user', JSON.stringify(user)), route.user);
  // Record the moment the page's main heading first appears.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('main h1') && !window.__contentAt) {
        window.__contentAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, timestamp }) => {
    const parent = initiator.url || initiator.stack?.callFrames?.[0]?.url || initiator.stack?.parent?.callFrames?.[0]?.url || null;
    requests.set(requestId, { url: request.url, parent, start: timestamp });
  });
  const bodies = new Map();
  page.on('response', async (response) => {
    if (!['script', 'stylesheet'].includes(response.request().resourceType())) return;
    try {
      bodies.set(response.url(), await response.body());
    } catch {
      // the page moved on before the body arrived
    }
  });
  await page.goto(baseUrl + route.path);
  await page.waitForFunction(() => window.__contentAt, null, { timeout: 30000 });
  await page.waitForTimeout(300);
  const timings = await page.evaluate(() => ({
    contentAt: window.__contentAt,
    firstPaintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, end: entry.responseEnd })),
    // Stylesheets are counted apart: the bar is on JS, but CSS moved out of JS is still bytes.
    styles: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.css'))
      .map((entry) => ({ url: entry.name, end: entry.responseEnd })),
  }));
  const sized = (entries) =>
    entries
      .filter((entry) => bodies.has(entry.url))
      .map(({ url }) => ({
        file: url.replace(/^http:\/\/localhost/, ''),
        raw: bodies.get(url).length,
        gzip: zlib.gzipSync(bodies.get(url), { level: 9 }).length,
      }));
  // JS that arrived before the main heading showed, and before the first contentful paint.
  const scripts = sized(timings.scripts.filter((entry) => entry.end <= timings.contentAt));
  const styles = sized(timings.styles.filter((entry) => entry.end <= timings.contentAt));
  const beforePaint = sized(timings.scripts.filter((entry) => timings.firstPaintAt !== null && entry.end <= timings.firstPaintAt));
  const contentAt = timings.contentAt;
  // Longest chain of requests each of which something fetched earlier asked for.
  const byUrl = new Map([...requests.values()].map((r) => [r.url, r]));
  const depth = (url, seen = new Set()) => {
    const request = byUrl.get(url);
    if (!request || !request.parent || seen.has(url) || !byUrl.has(request.parent)) return 1;
    seen.add(url);
    return 1 + depth(request.parent, seen);
  };
  const chain = Math.max(...scripts.map((script) => depth(`http://localhost${script.file}`)), 1);
  await context.close();
  return { contentMs: contentAt, paintMs: timings.firstPaintAt, scripts, styles, beforePaint, chain };
}

export async function benchLoad() {
  const stack = await startStack({ offset: OFFSET, firebase: false });
  const browser = await chromium.launch(LAUNCH);
  const results = [];
  try {
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser, `http://localhost:${stack.ports.shell}`, route));
      const last = runs[runs.length - 1];
      const total = (files, key) => files.reduce((sum, file) => sum + file[key], 0);
      const totalRaw = total(last.scripts, 'raw');
      const totalGzip = total(last.scripts, 'gzip');
      results.push({
        route: route.path,
        name: route.name,
        jsFiles: last.scripts,
        jsRawBytes: totalRaw,
        jsGzipBytes: totalGzip,
        cssFiles: last.styles,
        cssGzipBytes: total(last.styles, 'gzip'),
        jsBeforeFirstPaint: {
          files: last.beforePaint.map((f) => f.file),
          rawBytes: total(last.beforePaint, 'raw'),
          gzipBytes: total(last.beforePaint, 'gzip'),
        },
        sequentialRequests: last.chain,
        firstContentfulPaintMs: { median: Math.round(median(runs.map((r) => r.paintMs ?? 0))) },
        timeToContentMs: { median: Math.round(median(runs.map((r) => r.contentMs))), runs: runs.map((r) => Math.round(r.contentMs)) },
      });
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const out = path.join(repo, 'bench/results/load.json');
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, results }, null, 2)}\n`);
  for (const r of results) {
    console.log(
      `\n${r.name} (${r.route}): ${kib(r.jsGzipBytes)} KiB gzip JS (${kib(r.jsRawBytes)} KiB raw) in ${r.jsFiles.length} files before its main heading shows; ${r.sequentialRequests} sequential requests; time to content median ${r.timeToContentMs.median} ms`,
    );
    console.log(
      `  first contentful paint (header, footer, "Loading..."): median ${r.firstContentfulPaintMs.median} ms after ${kib(r.jsBeforeFirstPaint.gzipBytes)} KiB gzip JS (${r.jsBeforeFirstPaint.files.length} files)`,
    );
    for (const f of [...r.jsFiles].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kib(f.gzip).padStart(7)} KiB gzip  ${kib(f.raw).padStart(7)} KiB raw  ${f.file}`);
    console.log(`  and ${kib(r.cssGzipBytes)} KiB gzip CSS in ${r.cssFiles.length} stylesheets`);
  }
  console.log(`\nWritten to ${path.relative(repo, out)}`);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchLoad().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
