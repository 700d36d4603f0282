import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The end-to-end suite runs against servers that `npm test` (scripts/test.mjs) starts on the
 * test ports and passes in HIREGEN_BASE_URL; it never starts or mocks them itself.
 *
 * Two spec files run at a time (a file's own tests stay in order): one browser leaves much of
 * two cores idle while pages wait on the api and the emulators. Each spec makes its own accounts
 * and names, so specs do not see each other's data. The two specs that edit the stack's served
 * remotes.json (every page reads it) run last, one file at a time, so no other spec sees their
 * extra remotes. HIREGEN_E2E_WORKERS=1 runs everything in one line again.
 */
const testDir = path.join(__dirname, 'tests');
/** The specs that edit the served registry: those naming the file it lives in. */
const REGISTRY_EDITORS = fs
  .readdirSync(testDir)
  .filter((file) => file.endsWith('.spec.ts') && fs.readFileSync(path.join(testDir, file), 'utf8').includes('HIREGEN_REMOTES_FILE'))
  .map((file) => `**/${file}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.HIREGEN_E2E_WORKERS ?? 2),
  // The demo data, seeded once before any worker starts (two specs seeding at once would race).
  globalSetup: './support/global-setup.ts',
  projects: [
    { name: 'product', testIgnore: REGISTRY_EDITORS },
    { name: 'registry', testMatch: REGISTRY_EDITORS, dependencies: ['product'], workers: 1 },
  ],
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: process.env.HIREGEN_BASE_URL ?? 'http://localhost:3100',
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
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
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
