// The api's tests mirror its code: every test file under api/test sits in
// features/<feature>/ (a feature api/src/features has), platform/ (what every feature stands on:
// plugins, errors, blob stores, the journal, the servers), rules/ (firestore.rules) or contracts/
// (every endpoint's answer against its shared schema), at any depth below that folder. Shared
// helpers live in support/, which holds no tests.
//   node scripts/lint/api-test-layout.mjs    lists misplaced tests (exit 1 when any is)
// api-test-layout.test.mjs runs the check in the lint step of `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEST_FILE = /\.(test|queue)\.[cm]?[jt]sx?$/;
const TOP_FOLDERS = ['platform', 'rules', 'contracts'];

/** Every test file under `testDir`, relative to it, sorted. */
function testFiles(testDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(testDir, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (TEST_FILE.test(entry.name)) files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

/**
 * Each misplaced test with why, for an api folder laid out like api/ (src/features/<feature>,
 * test/...). A parameter so the check's own test can point it at a tree that breaks the rule.
 */
export function misplacedTests(apiDir = path.join(repo, 'api')) {
  const features = new Set(
    fs
      .readdirSync(path.join(apiDir, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  const found = [];
  for (const file of testFiles(path.join(apiDir, 'test'))) {
    const [top, feature, ...rest] = file.split('/');
    const name = `test/${file}`;
    if (top === 'features') {
      if (rest.length === 0) found.push(`${name}: not in a feature's folder (test/features/<feature>/)`);
      else if (!features.has(feature)) found.push(`${name}: "${feature}" is not a feature of api/src/features`);
    } else if (!TOP_FOLDERS.includes(top) || feature === undefined) {
      found.push(`${name}: not under test/features/<feature>/, test/platform/, test/rules/ or test/contracts/`);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = misplacedTests();
  for (const problem of found) console.error(problem);
  process.exitCode = found.length ? 1 : 0;
}
