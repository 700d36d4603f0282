// ESLint import resolver (eslint-module-utils interface v2) for this monorepo, used by
// eslint-plugin-boundaries to know which file an import reaches. It resolves relative imports
// the way webpack/ts do here (extensionless, `.js` written for a `.ts` file, folder index) and
// workspace packages by their package.json `exports` (e.g. `shared-ui/charts`, `genai/internals/*`), straight to the
// workspace's folder rather than the node_modules symlink, so `shared-ui` is seen as the
// `shared-ui` element. Anything else is left to Node's resolution (external packages).
const fs = require('node:fs');
const path = require('node:path');
const { isBuiltin } = require('node:module');

const repo = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'];

/** Workspace package name → { dir, exports, main } from the root package.json's workspaces. */
const workspaces = new Map();
for (const dir of require(path.join(repo, 'package.json')).workspaces) {
  const manifestPath = path.join(repo, dir, 'package.json');
  if (!fs.existsSync(manifestPath)) continue;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  workspaces.set(manifest.name, { dir: path.join(repo, dir), exports: manifest.exports, main: manifest.main });
}

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** A file path as written, with an extension added, with `.js` swapped for `.ts(x)`, or a folder's index. */
function resolveFile(target) {
  if (isFile(target)) return target;
  for (const ext of EXTENSIONS) if (isFile(target + ext)) return target + ext;
  const jsWritten = /\.(m|c)?jsx?$/.exec(target);
  if (jsWritten) {
    const stem = target.slice(0, -jsWritten[0].length);
    for (const ext of ['.ts', '.tsx', '.mts', '.cts']) if (isFile(stem + ext)) return stem + ext;
  }
  for (const ext of EXTENSIONS) if (isFile(path.join(target, `index${ext}`))) return path.join(target, `index${ext}`);
  return null;
}

/** A subpath pattern's target with its `*` filled in (`./internals/*` → `./src/*.ts`), as Node resolves exports. */
function patternEntry(exports, subpath) {
  for (const [key, target] of Object.entries(exports)) {
    const star = key.indexOf('*');
    if (star < 0 || typeof target !== 'string') continue;
    const [head, tail] = [key.slice(0, star), key.slice(star + 1)];
    if (subpath.length > head.length + tail.length && subpath.startsWith(head) && subpath.endsWith(tail)) {
      return target.replace('*', subpath.slice(head.length, subpath.length - tail.length));
    }
  }
  return undefined;
}

/** The file a workspace package's subpath ('.' or './charts') points at. */
function resolveWorkspace(workspace, subpath) {
  const { exports } = workspace;
  const entry =
    typeof exports === 'string' && subpath === '.'
      ? exports
      : exports && typeof exports === 'object'
        ? (exports[subpath] ?? patternEntry(exports, subpath))
        : undefined;
  const target = typeof entry === 'string' ? entry : entry && (entry.types ?? entry.import ?? entry.default ?? entry.require);
  if (typeof target === 'string') return resolveFile(path.join(workspace.dir, target));
  if (subpath === '.') return resolveFile(path.join(workspace.dir, workspace.main ?? 'index'));
  return resolveFile(path.join(workspace.dir, subpath));
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const specifier = source.split('?')[0];
  if (isBuiltin(specifier)) return { found: true, path: null };
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const found = resolveFile(path.resolve(path.dirname(file), specifier));
    return found ? { found: true, path: found } : { found: false };
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const workspace = workspaces.get(name);
  if (workspace) {
    const rest = specifier.slice(name.length);
    const found = resolveWorkspace(workspace, rest ? `.${rest}` : '.');
    return found ? { found: true, path: found } : { found: false };
  }
  try {
    return { found: true, path: require.resolve(specifier, { paths: [path.dirname(file)] }) };
  } catch {
    return { found: false };
  }
};
