// `npm run new-remote -- <name> [--role <Role>] [--header "<Section>/<Group>"] [--port <n>] [--dir <repo>]`
// A new team's remote in one step: a workspace shaped like the others (webpack config through
// webpack.common.js, tsconfig, Jest config, README, one page and its test) that builds, runs
// alone and tests, registered everywhere the product looks for its apps: package.json's
// workspaces, the lockfile's workspace entries, apps.config.js (its port) and the shell's
// default registry shell/public/remotes.json (its mount at /<name>/* and its menu link).
// --dir writes into another checkout (the starter's own test runs it into a temp dir);
// --dry-run prints what it would write and changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatRegistry } from './lib/remote-registry.mjs';

const ROLES = ['Candidate', 'Interviewer', 'HR', 'Admin'];
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Ports the product or its tests already use beside the apps (the federation tests' spare port). */
const RESERVED_PORTS = new Set([3050, 3060, 3070]);

/**
 * What a remote imports (shared singletons and shared-schemas), pinned at the versions installed
 * here, as webpack.common.js reads them for the shared scope: the new workspace never falls behind
 * an upgrade the other remotes had.
 */
const DEPENDENCIES = ['react', 'react-dom', 'react-router-dom', 'shared-auth', 'shared-schemas', 'shared-ui'];
const installed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules');
const installedVersions = (names) =>
  Object.fromEntries(names.map((name) => [name, JSON.parse(fs.readFileSync(path.join(installed, name, 'package.json'), 'utf8')).version]));

const titleOf = (name) =>
  name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/**
 * @param {{ name: string, role?: string, header?: string, port?: number, dir: string, dryRun?: boolean }} options
 * @returns {{ workspace: string, container: string, port: number, path: string, files: Record<string, string>, changed: string[] }}
 */
export function createRemote({ name: rawName, role, header, port, dir, dryRun = false }) {
  const name = String(rawName ?? '').replace(/^remote-/, '');
  if (!NAME.test(name) || name.length > 30) {
    throw new Error(
      `"${rawName}" is not a remote name: lower-case letters and digits, words joined by "-", at most 30 characters (e.g. "reports" → remote-reports).`,
    );
  }
  if (role !== undefined && !ROLES.includes(role)) throw new Error(`--role must be one of ${ROLES.join(', ')} (got "${role}").`);
  const [section, group] = header ? header.split('/').map((part) => part.trim()) : [];
  if (header !== undefined && (!section || !group)) throw new Error('--header must be "<Section>/<Group>", e.g. "Services/Reports".');

  const workspace = `remote-${name}`;
  const container = `remote_${name.replace(/-/g, '_')}`;
  const mountPath = `/${name}/*`;
  const home = `/${name}`;
  const title = titleOf(name);
  const repo = path.resolve(dir);

  const rootPackagePath = path.join(repo, 'package.json');
  const appsConfigPath = path.join(repo, 'apps.config.js');
  const registryPath = path.join(repo, 'shell/public/remotes.json');
  const lockPath = path.join(repo, 'package-lock.json');
  for (const file of [rootPackagePath, appsConfigPath, registryPath]) {
    if (!fs.existsSync(file)) throw new Error(`${file} not found: --dir must be a HireGen checkout.`);
  }
  if (fs.existsSync(path.join(repo, workspace))) throw new Error(`${workspace}/ already exists.`);

  const rootPackage = JSON.parse(fs.readFileSync(rootPackagePath, 'utf8'));
  const requireHere = createRequire(appsConfigPath);
  delete requireHere.cache[appsConfigPath]; // a fresh read: this process may have written it
  const apps = requireHere(appsConfigPath);
  const registry = JSON.parse(fs.readFileSync(registryPath, 'utf8'));
  if (apps.remotes.some((remote) => remote.container === container) || registry.remotes.some((remote) => remote.name === container)) {
    throw new Error(`${container} is already registered (apps.config.js or shell/public/remotes.json).`);
  }
  const taken = registry.remotes.flatMap((remote) => remote.mounts ?? []).find((mount) => mount.path === mountPath || mount.path === home);
  if (taken) throw new Error(`${mountPath} is already mounted in shell/public/remotes.json.`);

  const usedPorts = new Set([apps.shell.port, ...apps.remotes.map((remote) => remote.port)]);
  let chosenPort = port ?? Math.max(...apps.remotes.map((remote) => remote.port)) + 1;
  if (port === undefined) while (usedPorts.has(chosenPort) || RESERVED_PORTS.has(chosenPort)) chosenPort += 1;
  if (!Number.isInteger(chosenPort) || chosenPort < 1024 || chosenPort > 65000) throw new Error(`--port must be a port number (got ${port}).`);
  if (usedPorts.has(chosenPort) || RESERVED_PORTS.has(chosenPort)) throw new Error(`Port ${chosenPort} is already used.`);

  const files = templateFiles({ workspace, container, title, mountPath, home, role });
  const menus = [];
  if (role) menus.push({ menu: 'role', role, label: title, to: home });
  if (section) menus.push({ menu: 'header', section, group, label: title, to: home });
  const mount = { path: mountPath, module: './App', role: role ?? null, title };

  const changed = [
    `${workspace}/ (${Object.keys(files).length} files)`,
    'package.json (workspaces)',
    'apps.config.js (remotes, port)',
    'shell/public/remotes.json (mount, menu links)',
    ...(fs.existsSync(lockPath) ? ['package-lock.json (workspace entries)'] : []),
  ];
  const result = { workspace, container, port: chosenPort, path: mountPath, files, changed };
  if (dryRun) return result;

  for (const [file, text] of Object.entries(files)) {
    const target = path.join(repo, workspace, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }

  // Workspaces: before e2e (which tests the apps), else at the end.
  const workspaces = rootPackage.workspaces.filter((entry) => entry !== workspace);
  const e2eAt = workspaces.indexOf('e2e');
  workspaces.splice(e2eAt === -1 ? workspaces.length : e2eAt, 0, workspace);
  fs.writeFileSync(rootPackagePath, `${JSON.stringify({ ...rootPackage, workspaces }, null, 2)}\n`);

  // apps.config.js is code people edit: add one line to the remotes list rather than rewrite it.
  const appsText = fs.readFileSync(appsConfigPath, 'utf8');
  const list = appsText.match(/const remotes = \[\n([\s\S]*?)\n\];/);
  if (!list) throw new Error('apps.config.js: the "const remotes = [ ... ];" list was not found; add the remote by hand.');
  const line = `  { dir: '${workspace}', container: '${container}', port: ${chosenPort}, title: 'HireGen — ${title.replace(/'/g, "\\'")}' },`;
  fs.writeFileSync(appsConfigPath, appsText.replace(list[0], `const remotes = [\n${list[1]}\n${line}\n];`));

  registry.remotes.push({ name: container, entry: `http://localhost:${chosenPort}/remoteEntry.js`, mounts: [mount], menus });
  fs.writeFileSync(registryPath, formatRegistry(registry));

  // What `npm install` would add for a workspace with no new dependencies, so `npm ci` stays in
  // step without a network round trip.
  if (fs.existsSync(lockPath)) {
    const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    const packages = lock.packages ?? {};
    if (packages['']) packages[''].workspaces = workspaces;
    const workspacePackage = JSON.parse(files['package.json']);
    packages[`node_modules/${workspace}`] = { resolved: workspace, link: true };
    packages[workspace] = { version: workspacePackage.version, dependencies: workspacePackage.dependencies };
    lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
    fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
    // The workspace link npm would make, so `npm run <script> -w` finds it at once.
    const link = path.join(repo, 'node_modules', workspace);
    if (fs.existsSync(path.join(repo, 'node_modules')) && !fs.existsSync(link)) fs.symlinkSync(`../${workspace}`, link, 'dir');
  }
  return result;
}

/** The workspace's files, shaped like remote-interviewer (the smallest remote). */
export function templateFiles({ workspace, container, title, mountPath, home, role }) {
  const guard = role ? `${role} users only (the shell's guard)` : 'open to everyone';
  return {
    'package.json': `${JSON.stringify(
      {
        name: workspace,
        version: '0.1.0',
        private: true,
        scripts: {
          build: 'webpack --mode production',
          start: `node ../scripts/serve-app.mjs ${workspace}`,
          dev: 'webpack serve --mode development',
          test: 'jest',
        },
        dependencies: installedVersions(DEPENDENCIES),
      },
      null,
      2,
    )}\n`,
    'webpack.config.js': `const { createAppConfig } = require('../webpack.common');
const { remotes } = require('../apps.config');

const app = remotes.find((r) => r.dir === '${workspace}');

module.exports = createAppConfig({
  dir: __dirname,
  name: app.container,
  port: app.port,
  title: app.title,
  exposes: { './App': './src/app/App.tsx' },
});
`,
    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["node", "jest", "@testing-library/jest-dom"] },
  "include": ["src", "../types"]
}
`,
    'jest.config.js': `const { createJestConfig } = require('../jest.preset');

module.exports = createJestConfig({ dir: __dirname, environment: 'jsdom', setup: [require.resolve('../jest.setup-dom.js')] });
`,
    'README.md': `# ${workspace} — ${title}

Exposes \`./App\` (container \`${container}\`), which the shell mounts at \`${mountPath}\`
(${guard}), as \`shell/public/remotes.json\` says. It renders its own \`<Routes>\` beneath:

| path | what |
|---|---|
| \`${home}\` | the overview page (\`src/features/overview/components/OverviewPage.tsx\`) |

Made by \`npm run new-remote\`. Add screens as \`src/features/<feature>/{api,components,hooks,types}\`
and routes in \`src/app/App.tsx\`; import React, the router, \`shared-auth\` and \`shared-ui\` normally
(shared singletons), never another app.

- Run alone: \`npm run dev -w ${workspace}\` → http://localhost:<port>${home} (the port is in
  \`apps.config.js\`), or \`npm run build -w ${workspace} && npm start -w ${workspace}\`.
- Test: \`npx jest -c ${workspace}/jest.config.js\` and \`npx tsc -p ${workspace}/tsconfig.json\`.
- In the product: \`npm start\` serves it with the others; its entry, mount and links are in
  \`shell/public/remotes.json\` (format: \`shared-schemas/src/remote-registry.ts\`). The build writes
  \`dist/build-info.json\` (version from \`package.json\`, build id) for support, and
  \`dist/mf-manifest.json\` (exposes, shared versions, files), which registration reads: a build
  against another React (or router, \`shared-*\`) major than the shell's is refused.
- Deploy: see "How a team builds, tests and deploys its own remote" in the root README; add your
  entry with \`npm run register-remote -- remote.json\`.
`,
    'src/index.ts': `// The async boundary lets federation negotiate shared modules before any of them runs.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { SessionProvider } from 'shared-auth';
import { renderStandalone } from 'shared-ui/standalone';
import App from './app/App';

renderStandalone({
  title: '${title}',
  home: '${home}',
  mounts: [{ path: '${mountPath}', element: <App /> }],
  wrap: (children) => <SessionProvider>{children}</SessionProvider>,
});
`,
    'src/app/App.tsx': `import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { OverviewPage } from '../features/overview/components/OverviewPage';

/** The ${title} area: the shell mounts it at ${mountPath}; these routes are beneath that path. */
export default function App() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
`,
    'src/features/overview/components/OverviewPage.tsx': `import { useSession } from 'shared-auth';

/** The area's first page: says whose session it runs in, so a team sees the shell's sign-in reach it. */
export function OverviewPage() {
  const { user } = useSession();
  return (
    <section aria-labelledby="${workspace}-title">
      <h1 id="${workspace}-title">${title}</h1>
      <p>{user ? \`Signed in as \${user.name || user.email} (\${user.role}).\` : 'You are not signed in.'}</p>
    </section>
  );
}
`,
    'src/features/overview/components/OverviewPage.test.tsx': `import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import App from '../../../app/App';

function renderAt(path: string) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </SessionProvider>,
  );
}

afterEach(() => localStorage.clear());

test('the overview greets the signed-in user by name and role', () => {
  localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'ada@example.com', name: 'Ada', role: '${role ?? 'Candidate'}' }));
  renderAt('/');
  expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
  expect(screen.getByText('Signed in as Ada (${role ?? 'Candidate'}).')).toBeInTheDocument();
});

test('signed out, it says so', () => {
  renderAt('/');
  expect(screen.getByText('You are not signed in.')).toBeInTheDocument();
});
`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      header: { type: 'string' },
      port: { type: 'string' },
      dir: { type: 'string', default: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  try {
    if (positionals.length !== 1)
      throw new Error('Usage: npm run new-remote -- <name> [--role <Role>] [--header "<Section>/<Group>"] [--port <n>] [--dir <checkout>] [--dry-run]');
    const result = createRemote({
      name: positionals[0],
      role: values.role,
      header: values.header,
      port: values.port === undefined ? undefined : Number(values.port),
      dir: values.dir,
      dryRun: values['dry-run'],
    });
    console.log(
      `${values['dry-run'] ? 'Would create' : 'Created'} ${result.workspace} (container ${result.container}, port ${result.port}, mounted at ${result.path}):`,
    );
    for (const line of result.changed) console.log(`  ${line}`);
    if (!values['dry-run']) {
      console.log(
        `Next: npx jest -c ${result.workspace}/jest.config.js · npm run build -w ${result.workspace} && npm start -w ${result.workspace} · npm start (the whole product, with it at ${result.path.replace('/*', '')})`,
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
