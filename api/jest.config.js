const path = require('node:path');
const { createJestConfig } = require('../jest.preset');

// Tests run against the real Auth, Firestore and Storage emulators. globalSetup starts them on the
// test ports (Auth 9199, Firestore 8180, Storage 9290) unless FIREBASE_AUTH_EMULATOR_HOST,
// FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST are already set (the root `npm test`
// starts them once for everyone).
// Suites that assert time limits, memory caps or process kills: `npm test` runs them alone
// (HIREGEN_JEST_TIMED=only, in band) before the rest runs two workers at a time
// (HIREGEN_JEST_TIMED=skip), so a neighbour's CPU never decides their verdict.
const TIMED_SUITES = [
  '/test/(platform|features/genai)/hardening/[^/]+',
  '/test/features/genai/limits',
  '/test/features/genai/ocr',
  '/test/features/genai/engine-pool',
  '/test/platform/graceful-shutdown',
].map((file) => `${file}\\.test\\.ts$`);
const timed = process.env.HIREGEN_JEST_TIMED;

const { testMatch, ...rest } = createJestConfig({
  dir: __dirname,
  environment: 'node',
  setup: [path.join(__dirname, 'test', 'support', 'retry-emulator-flakes.ts')],
  testTimeout: 30_000,
});
module.exports = {
  ...rest,
  ...(timed === 'only' ? { testRegex: TIMED_SUITES } : { testMatch }),
  globalSetup: path.join(__dirname, 'test', 'support', 'global-setup.mjs'),
  globalTeardown: path.join(__dirname, 'test', 'support', 'global-teardown.mjs'),
  // The bench's results and scripts are not tests.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/bench/', ...(timed === 'skip' ? TIMED_SUITES : [])],
  // @fastify/static (under swagger-ui) and light-my-request (app.inject) require content-disposition
  // 1.x and cookie 1.x, which are ESM only;
  // Node 20 loads it natively (require(esm)), Jest's module loader needs it transpiled.
  transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition|cookie)/).*/node_modules/'],
};
