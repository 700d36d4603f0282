// `npm test`: every test of the product, against real parts.
//   0. ESLint over the whole repo (eslint.config.mjs: typescript-eslint, react-hooks, jsx-a11y,
//      import boundaries) and Prettier's check of every code file; a finding fails the run; scripts/lint/boundaries.test.mjs proves the
//      boundary rules still report imports that break them, and scripts/lint/api-test-layout.test.mjs
//      that every api test sits in the folder of what it tests
//   1. type checks of every workspace (tsc, strict), and remote-types/ against the remotes' sources
//   2. production builds of the shell and the remotes
//   3. the whole stack on the test ports (+100): Firebase emulators, the api, every app
//   4. Jest: unit, rules and api tests of every workspace (emulators from step 3)
//   5. Playwright: the end-to-end suite in Debian's Chromium against the step-3 servers
// It stops everything it started, and ends with one line "N passed, N failed".
// Options: --only lint|unit|e2e|typecheck, --no-build; after `--`, arguments for Playwright
// (e.g. `-- e2e/tests/federation.spec.ts -g budget`).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildApps } from './build.mjs';
import { repo, startStack } from './lib/stack.mjs';
import { endRunning, run } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { TEST_PORT_OFFSET } = require('../apps.config.js');
const { workspaces } = require('../package.json');

const dashDash = process.argv.indexOf('--');
const args = dashDash === -1 ? process.argv.slice(2) : process.argv.slice(2, dashDash);
const playwrightArgs = dashDash === -1 ? [] : process.argv.slice(dashDash + 1);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const wants = (step) => !only || only === step;
const resultsDir = path.join(repo, '.run');
fs.mkdirSync(resultsDir, { recursive: true });

// The lost-message sweep is off for the stack and the api tests: on the shared test emulator it
// would reach into other tests' batches (api/test/features/uploads/ingestion/requeue.test.ts tests it on its own project).
Object.assign(process.env, { CI: 'true', NO_UPDATE_NOTIFIER: '1', METADATA_SERVER_DETECTION: 'none', TZ: 'UTC', HIREGEN_INGEST_REQUEUE_AFTER_MS: '0' });

const tally = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const record = (suite, passed, failed, skipped = 0) => {
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  lines.push(`${suite.padEnd(12)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
};

async function lint() {
  // The cache (.run/, git-ignored) makes a re-run check only changed files; a cold run of the
  // whole repo takes about a minute on two cores.
  const eslint = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin/eslint.js');
  const prettier = path.join(path.dirname(require.resolve('prettier/package.json')), 'bin/prettier.cjs');
  // Formatting (.prettierrc.json; `npm run format` writes it) is checked beside ESLint.
  const [code, formatted] = await Promise.all([
    run(process.execPath, [eslint, '--cache', '--cache-location', path.join(resultsDir, 'eslintcache'), '.'], { cwd: repo }),
    run(
      process.execPath,
      [prettier, '--check', '--cache', '--cache-location', path.join(resultsDir, 'prettiercache'), '--log-level', 'warn', '**/*.{ts,tsx,js,mjs,cjs}'],
      { cwd: repo },
    ),
  ]);
  // The boundary rules still fire on sources that break them (so they cannot be silently off), and
  // a remote's build prints only what needs reading (build-logs: the one expected note is dropped).
  const guard = await run(
    process.execPath,
    ['--test', 'scripts/lint/boundaries.test.mjs', 'scripts/lint/repo-text.test.mjs', 'scripts/lint/api-test-layout.test.mjs', 'scripts/build-logs.test.mjs'],
    {
      cwd: repo,
    },
  );
  record('lint', (code === 0) + (formatted === 0) + (guard === 0), (code !== 0) + (formatted !== 0) + (guard !== 0));
}

async function typecheck() {
  const dirs = workspaces.filter((dir) => fs.existsSync(path.join(repo, dir, 'tsconfig.json')));
  const tsc = require.resolve('typescript/bin/tsc');
  let failed = 0;
  // Two at a time: the machine has two cores.
  for (let i = 0; i < dirs.length; i += 2) {
    const codes = await Promise.all(dirs.slice(i, i + 2).map((dir) => run(process.execPath, [tsc, '-p', `${dir}/tsconfig.json`], { cwd: repo })));
    failed += codes.filter((code) => code !== 0).length;
  }
  // The remotes' exposed types as the shell's check (shell/src/federation/remote-contracts.ts)
  // read them: remote-types/ must match the remotes' sources (scripts/remote-types.mjs).
  const seam = await run(process.execPath, ['scripts/remote-types.mjs', '--check'], { cwd: repo });
  // …and that check still fails on a declaration the shell cannot mount (a required prop).
  const seamGuard = await run(process.execPath, ['--test', 'scripts/remote-types.test.mjs'], { cwd: repo });
  failed += (seam !== 0) + (seamGuard !== 0);
  record('typecheck', dirs.length + 2 - failed, failed);
}

/** One Jest run; its JSON report, or null when it wrote none. */
async function jestPass(name, args, env) {
  const output = path.join(resultsDir, `jest-${name}.json`);
  fs.rmSync(output, { force: true });
  await run(process.execPath, [require.resolve('jest/bin/jest'), '--ci', ...args, '--json', `--outputFile=${output}`], { cwd: repo, env });
  return fs.existsSync(output) ? JSON.parse(fs.readFileSync(output, 'utf8')) : null;
}

async function jest(env) {
  // The api's suites that assert time limits, memory caps or kills run first, alone and in band
  // (api/jest.config.js lists them); then everything else two workers at a time, which the api
  // tests (mostly waiting on the emulators) and the engine's CPU-bound evals share well.
  const reports = [
    await jestPass('timed', ['--runInBand', '--selectProjects', 'api'], { ...env, HIREGEN_JEST_TIMED: 'only' }),
    await jestPass('rest', ['--maxWorkers=2'], { ...env, HIREGEN_JEST_TIMED: 'skip' }),
  ];
  if (reports.some((report) => report === null)) return record('jest', 0, 1);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const retried = [];
  for (const report of reports) {
    for (const suite of report.testResults) {
      for (const test of suite.assertionResults) {
        if (test.status === 'passed' && (test.invocations ?? 1) > 1) retried.push(`${path.relative(repo, suite.name)} › ${test.fullName}`);
      }
    }
    // A suite that fails to load counts as a failure even though it ran no test.
    const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
    passed += report.numPassedTests;
    failed += report.numFailedTests + brokenSuites;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  record('jest', passed, failed, skipped);
  // api/test/support/retry-emulator-flakes.ts gives each api test a second run; say which needed it.
  for (const name of retried) lines.push(`  passed only on a second run: ${name}`);
}

async function playwright(env) {
  const output = path.join(repo, 'e2e/test-results/results.json');
  fs.rmSync(output, { force: true });
  // Given a file or a title to run, run just that: not the projects the config runs before it.
  const deps = playwrightArgs.length && !playwrightArgs.includes('--no-deps') ? ['--no-deps'] : [];
  await run(process.execPath, [require.resolve('@playwright/test/cli'), 'test', '-c', 'e2e/playwright.config.ts', ...deps, ...playwrightArgs], {
    cwd: repo,
    env,
  });
  if (!fs.existsSync(output)) return record('e2e', 0, 1);
  const { stats } = JSON.parse(fs.readFileSync(output, 'utf8'));
  record('e2e', stats.expected + stats.flaky, stats.unexpected, stats.skipped);
}

let stack;
let services = Promise.resolve();
const started = Date.now();
// Interrupted (Ctrl-C, a CI timeout): end the runner it waits for and stop the servers it started,
// so the next run does not find its ports taken.
let interrupted = null;
const interrupt = (signal) => (interrupted ??= stopOnSignal(signal));
async function stopOnSignal(signal) {
  console.error(`\n${signal}: stopping the test run and what it started…`);
  endRunning();
  await services.catch(() => undefined);
  if (stack) await stack.stop();
  process.exit(130);
}
process.on('SIGINT', () => interrupt('SIGINT'));
process.on('SIGTERM', () => interrupt('SIGTERM'));
try {
  // ESLint is one process on one core; it runs beside the type checks rather than before them.
  await Promise.all([wants('lint') ? lint() : null, wants('typecheck') ? typecheck() : null]);
  if (wants('unit') || wants('e2e')) {
    const needApps = wants('e2e');
    // The build and the services (emulators, api) start side by side.
    services = startStack({
      offset: TEST_PORT_OFFSET,
      serveApps: false,
      apiEnv: { CONTACT_RATE_LIMIT: '1000', API_RATE_LIMIT: '10000', V1_RATE_LIMIT: '10000', ADMIN_EMAILS: 'admin@hiregen.test', LOG_LEVEL: 'warn' },
    }).then((started) => (stack = started));
    services.catch(() => undefined); // reported where it is awaited, not as an unhandled rejection
    if (needApps && !args.includes('--no-build')) await buildApps({ withFixtures: true });
    await services;
    if (needApps) await stack.serveApps();
    const env = {
      ...process.env,
      ...stack.env,
      HIREGEN_BASE_URL: `http://localhost:${stack.ports.shell}`,
      HIREGEN_API_URL: `http://127.0.0.1:${stack.ports.api}`,
      HIREGEN_TEST_PORT_OFFSET: String(TEST_PORT_OFFSET),
    };
    if (wants('unit')) await jest(env);
    if (wants('e2e')) await playwright(env);
  }
} catch (error) {
  console.error(`\nThe test run could not continue: ${error instanceof Error ? error.stack : error}`);
  tally.failed += 1;
  lines.push(`setup        failed: ${error instanceof Error ? error.message : error}`);
} finally {
  // Interrupted: the signal's handler stops everything and exits 130; the run does not race it.
  if (interrupted) await interrupted;
  await services.catch(() => undefined); // let services that are still starting finish, then stop them
  if (stack) await stack.stop();
}

console.log(`\nTest summary (${((Date.now() - started) / 1000).toFixed(0)} s):`);
for (const line of lines) console.log(`  ${line}`);
console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed > 0 || tally.passed === 0 ? 1 : 0);
