// Registering a remote in remotes.json: its mf-manifest.json is read first, and a remote built
// against another major of a singleton the shell provides (React, the router, the session…) is
// refused — it is written to the registry's `refused` list with the reason (the admin registry
// view shows it) and never to `remotes`, so no page loads it and whatever ran before keeps
// running. The check itself is shared-schemas/src/remote-manifest.ts (pure, for the api's
// release path too); `npm run register-remote` is the command line.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeRegistryFile } from './remote-registry.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const MANIFEST_TIMEOUT_MS = 5_000;

/**
 * shared-schemas' manifest module, compiled from its TypeScript with SWC (a root devDependency;
 * ~0.2 s, where tsx's loader costs ~2 s) and imported as a data: URL — so it must keep importing
 * nothing (it is pure); the tests here fail if it does.
 */
let manifestModule;
const loadManifestModule = () =>
  (manifestModule ??= (async () => {
    const { transformSync } = require('@swc/core');
    const file = path.join(here, '../../shared-schemas/src/remote-manifest.ts');
    const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
      filename: file,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  })());

/**
 * The shared packages this checkout's shell provides and at which versions (package → version),
 * read from webpack.common.js's sharedSingletons(): the shell build and this check never disagree.
 */
export function shellSharedVersions() {
  const { sharedSingletons } = require('../../webpack.common.js');
  const versions = {};
  for (const [key, config] of Object.entries(sharedSingletons())) versions[key.replace(/\/$/, '')] = config.version;
  return versions;
}

/**
 * Reads and checks the manifest of `remote` (a remotes.json entry: its `entry` is a manifest URL
 * or a remoteEntry.js with mf-manifest.json beside it). Resolves { ok: true, manifest } or
 * { ok: false, reason }: a manifest that is missing, unreachable or malformed is refused too —
 * without it the remote's shared versions are unknown.
 */
export async function checkRemoteManifest(remote, { shellShared = shellSharedVersions(), fetchImpl = fetch, timeoutMs = MANIFEST_TIMEOUT_MS } = {}) {
  const { manifestUrlOf, parseRemoteManifest, checkRemoteCompatibility } = await loadManifestModule();
  const url = manifestUrlOf(remote.entry);
  let body;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok)
      return {
        ok: false,
        reason: `its manifest ${url} could not be read (HTTP ${response.status}); a remote must serve mf-manifest.json (webpack.common.js writes it).`,
      };
    body = await response.json();
  } catch (error) {
    return { ok: false, reason: `its manifest ${url} could not be read (${error instanceof SyntaxError ? 'not JSON' : error.message}).` };
  }
  let manifest;
  try {
    manifest = parseRemoteManifest(body);
  } catch (error) {
    return { ok: false, reason: `its manifest ${url} is not a Module Federation manifest: ${error.message}.` };
  }
  const verdict = checkRemoteCompatibility(manifest, shellShared, remote.name);
  return verdict.ok ? { ok: true, manifest } : verdict;
}

/**
 * Registers `remote` in the registry `file` after checking its manifest. Accepted: it is added
 * (or replaces the entry of the same name) and dropped from `refused`. Refused: it goes to
 * `refused` with the reason and time; `remotes` is left as it was. Resolves { ok, reason? }.
 */
export async function registerRemote(file, remote, options = {}) {
  if (!remote || typeof remote.name !== 'string' || typeof remote.entry !== 'string')
    throw new Error('A remote to register needs at least "name" and "entry" (see shared-schemas/src/remote-registry.ts).');
  const verdict = await checkRemoteManifest(remote, options);
  const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
  const others = (list) => (Array.isArray(list) ? list.filter((item) => item?.name !== remote.name) : []);
  const { refused: _refused, ...rest } = registry;
  const refused = others(registry.refused);
  if (verdict.ok) {
    const remotes = Array.isArray(registry.remotes) ? [...registry.remotes] : [];
    const at = remotes.findIndex((item) => item?.name === remote.name);
    if (at >= 0) remotes[at] = remote;
    else remotes.push(remote);
    writeRegistryFile(file, { ...rest, remotes, ...(refused.length ? { refused } : {}) });
    return { ok: true };
  }
  refused.push({ name: remote.name, entry: remote.entry, reason: verdict.reason, at: (options.now ?? new Date()).toISOString() });
  writeRegistryFile(file, { ...rest, refused });
  return { ok: false, reason: verdict.reason };
}

export const defaultRegistryFile = () => process.env.HIREGEN_REMOTES_FILE || path.join(here, '../../shell/public/remotes.json');
