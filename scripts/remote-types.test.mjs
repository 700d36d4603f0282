// Types across the seam (scripts/remote-types.mjs, shell/src/federation/remote-contracts.ts):
// a remote's exposed props reach the declarations, a stale declaration is reported, and a
// declaration whose props the shell cannot meet fails the shell's type check, naming the module.
// `node --test scripts/remote-types.test.mjs`
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, describe, it } from 'node:test';
import { declarationsFor, staleRemoteTypes, TYPES_DIR } from './remote-types.mjs';

const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// Inside the repository (.run is git-ignored), so `react` and the base tsconfig resolve as for an app.
fs.mkdirSync(path.join(repo, '.run'), { recursive: true });
const work = fs.mkdtempSync(path.join(repo, '.run', 'remote-types-test-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

/** Runs tsc over the shell's seam contract with `remote-types` resolved to `typesDir`. */
function checkShellContract(typesDir) {
  const config = path.join(typesDir, '..', `tsconfig-${path.basename(typesDir)}.json`);
  fs.writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(repo, 'tsconfig.base.json'),
      compilerOptions: { paths: { 'remote-types': [path.join(typesDir, 'index.d.ts')] }, types: [] },
      files: [path.join(repo, 'shell/src/federation/remote-contracts.ts')],
    }),
  );
  return spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', config], { cwd: repo, encoding: 'utf8' });
}

function copyOfTypes(name) {
  const dir = path.join(work, name);
  fs.cpSync(TYPES_DIR, dir, { recursive: true });
  return dir;
}

describe("the shell's type check over the remotes' declarations", () => {
  it('compiles with the declarations as checked in', () => {
    const result = checkShellContract(copyOfTypes('as-checked-in'));
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  it('fails, naming the module, when an exposed module starts to require a prop', () => {
    const dir = copyOfTypes('required-prop');
    const file = path.join(dir, 'remote_admin/Dashboard.d.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('export type Props = Record<never, never>;', 'export type Props = { "orgId": string; };'));
    const result = checkShellContract(dir);
    assert.notEqual(result.status, 0);
    assert.match(result.stdout, /remote-contracts\.ts.*error TS2322/s);
    assert.match(result.stdout, /these exposed modules no longer fit the shell/);
    assert.match(result.stdout, /"remote_admin\/Dashboard"/);
  });

  it("fails when a module's `ready` is no longer something to await", () => {
    const dir = copyOfTypes('ready-not-a-promise');
    const file = path.join(dir, 'remote_public/ServicesArea.d.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/export declare const ready: .*;/, 'export declare const ready: number;'));
    const result = checkShellContract(dir);
    assert.notEqual(result.status, 0);
    assert.match(result.stdout, /"remote_public\/ServicesArea"/);
  });

  it('an optional new prop still fits', () => {
    const dir = copyOfTypes('optional-prop');
    const file = path.join(dir, 'remote_admin/Dashboard.d.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('export type Props = Record<never, never>;', 'export type Props = { "orgId"?: string; };'));
    const result = checkShellContract(dir);
    assert.equal(result.status, 0, result.stdout);
  });
});

describe("declarations from a remote's source", () => {
  it('write the props of the default export in full, and `ready`', () => {
    const dir = path.join(work, 'remote-x');
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(repo, 'tsconfig.base.json'), compilerOptions: { types: [] }, include: ['src'] }),
    );
    fs.writeFileSync(path.join(dir, 'src/filters.ts'), 'export interface Filters { stage: "new" | "screen"; limit?: number }\n');
    fs.writeFileSync(
      path.join(dir, 'src/App.tsx'),
      'import type { Filters } from "./filters";\nexport const ready: Promise<void> = Promise.resolve();\nexport default function App({ orgId }: { orgId: string; filters?: Filters }) { return orgId ? null : null; }\n',
    );
    const files = declarationsFor({ container: 'remote_x', dir, exposes: [{ module: 'App', file: path.join(dir, 'src/App.tsx') }] });
    const text = files.get('remote_x/App.d.ts');
    assert.match(text, /export type Props = \{ "orgId": string; "filters"\?: \{ "stage": "new" \| "screen"; "limit"\?: number; \}; \};/);
    assert.match(text, /export declare const ready: Promise<void>;/);
    assert.doesNotMatch(text, /import\(/);
  });

  it('a declaration that differs from its source is reported, as is one for a module no longer exposed', () => {
    const dir = path.join(work, 'stale');
    fs.mkdirSync(path.join(dir, 'remote_x'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'remote_x/App.d.ts'), 'export type Props = {};\n');
    fs.writeFileSync(path.join(dir, 'remote_x/Gone.d.ts'), 'export type Props = {};\n');
    const generated = new Map([
      ['remote_x/App.d.ts', 'export type Props = { "orgId": string; };\n'],
      ['index.d.ts', ''],
    ]);
    assert.deepEqual(staleRemoteTypes(dir, generated), [
      "remote-types/src/remote_x/App.d.ts no longer matches its remote's source",
      'remote-types/src/index.d.ts is missing',
      'remote-types/src/remote_x/Gone.d.ts is for a module no remote exposes now',
    ]);
  });
});
