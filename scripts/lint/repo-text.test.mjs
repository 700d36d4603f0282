// Text checks ESLint cannot make (comments, Markdown, CSS): run by the lint step of `npm test` and
// alone with `node --test scripts/lint/repo-text.test.mjs`.
//  - No "SPEC §n" citations: the spec is not in the repository, so a comment says the rule itself.
//  - api/README.md's layout table names only files that exist and every route and service file
//    (api-layout.mjs; `node scripts/lint/api-layout.mjs --write` regenerates its rows).
//  - One file-naming convention for code: kebab-case, except React components and contexts
//    (PascalCase, named for what they export) and hooks (useSomething).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';
import { codeFiles, problems, README } from './api-layout.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEXT = /\.(ts|tsx|js|cjs|mjs|css|md|json|rules|html|yml|yaml)$/;

/** Tracked and new (not ignored) text files, repo-relative. */
function repoFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' });
  return out.split('\n').filter((file) => TEXT.test(file) && fs.existsSync(path.join(repo, file)));
}

it('no file cites "SPEC §n" (the spec is not in the repository: say the rule itself)', () => {
  const citation = new RegExp('SPEC ' + '\u00a7');
  const self = path.relative(repo, fileURLToPath(import.meta.url));
  const found = [];
  for (const file of repoFiles()) {
    if (file === self || file === 'package-lock.json') continue;
    const lines = fs.readFileSync(path.join(repo, file), 'utf8').split('\n');
    lines.forEach((line, index) => citation.test(line) && found.push(`${file}:${index + 1}`));
  }
  assert.deepEqual(found, []);
});

const CODE = /\.(ts|tsx|js|cjs|mjs)$/;
/** The name before its first dot ("use-x.test.ts" → "use-x"), and whether it follows the convention. */
export function fileNameProblem(file) {
  const base = path.basename(file);
  if (base.startsWith('.') || base.endsWith('.d.ts')) return null;
  const name = base.split('.')[0];
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return null;
  if (/^[A-Z][A-Za-z0-9]*$/.test(name) && /\.(tsx|ts)$/.test(base)) return null;
  if (/^use[A-Z][A-Za-z0-9]*$/.test(name)) return null;
  return `${file}: name it in kebab-case (a React component or context in PascalCase, a hook useSomething)`;
}
/** Names other tools fix: Module Federation's container entry of a built fixture. */
const FIXED_NAMES = new Set(['remoteEntry.js']);

it('code files follow one naming convention', () => {
  const found = repoFiles()
    .filter((file) => CODE.test(file) && !FIXED_NAMES.has(path.basename(file)))
    .map(fileNameProblem)
    .filter(Boolean);
  assert.deepEqual(found, []);
});

it('the naming check refuses camelCase and snake_case files, and takes the three allowed forms', () => {
  assert.equal(fileNameProblem('a/b/send-contact-message.ts'), null);
  assert.equal(fileNameProblem('a/b/ContactForm.tsx'), null);
  assert.equal(fileNameProblem('a/b/useContactForm.test.ts'), null);
  assert.match(fileNameProblem('a/b/sendContactMessage.ts'), /kebab-case/);
  assert.match(fileNameProblem('a/b/send_contact.mjs'), /kebab-case/);
  assert.match(fileNameProblem('a/b/Build.mjs'), /kebab-case/);
});

it('api/README.md layout table names every route and service file, and only files that exist', () => {
  assert.deepEqual(problems(), []);
});

it('the layout check catches a missing file and an omitted one', () => {
  const text = fs.readFileSync(README, 'utf8');
  const [first] = codeFiles();
  const broken = text.replace(`| \`${first}\` |`, '| `src/features/no-such-file.ts` |');
  assert.deepEqual(problems(broken).sort(), [`names a file that does not exist: src/features/no-such-file.ts`, `omits ${first}`].sort());
});
