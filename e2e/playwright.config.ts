import { defineConfig } from '@playwright/test';

/**
 * The end-to-end suite runs against servers that `npm test` (scripts/test.mjs) starts on the
 * test ports and passes in HIREGEN_BASE_URL; it never starts or mocks them itself.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
