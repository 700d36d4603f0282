// A release is checked like a registration (scripts/lib/remote-registration.mjs): the build's
// mf-manifest.json is read and checkRemoteCompatibility run against the singletons the shell
// provides; a remote built against another major of React, the router or the session is refused
// with 422 and the reason, before any version is written.
//
// The rule when the manifest cannot be read: a release that *names* its manifest is refused (it
// said where the manifest is; an unreadable one is not checked, so not trusted). A release that
// names only an entry is checked against the `mf-manifest.json` beside it when that can be read;
// when it cannot (not served, too slow, too large, or on an origin the api may not fetch from),
// the release goes ahead unchecked and the answer says so (`compatibility.checked: false`), as
// for a remote built before manifests. A sibling that is served but is not a manifest is refused.
//
// Fetched only from where the shell may load remotes (shared-schemas checkRemoteEntry against
// HIREGEN_PUBLIC_URL: https on the shell's own site outside local development), with a short
// timeout and a size cap: the api asks no other host on a releaser's behalf.
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkRemoteCompatibility, checkRemoteEntry, isManifestEntry, manifestUrlOf, parseRemoteManifest, type RegistryTarget } from 'shared-schemas';
import { HttpError } from '../../../platform/errors';

export const MANIFEST_TIMEOUT_MS = 3_000;
export const MANIFEST_MAX_BYTES = 512 * 1024;

export type CompatibilityNote = { checked: true; manifest: string } | { checked: false; manifest: string; why: string };

export interface ReleaseCheckOptions {
  /** The shell's page origin (HIREGEN_PUBLIC_URL): the origin policy's "page". */
  publicUrl: string;
  /** package → version the shell provides. */
  shellShared: () => Record<string, string>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

/** The shell's shared singletons: REGISTRY_SHELL_SHARED (JSON), else this checkout's webpack.common.js (as register-remote reads them). */
export function shellSharedFrom(env: Record<string, string | undefined>): () => Record<string, string> {
  let versions: Record<string, string> | undefined;
  return () => {
    if (versions) return versions;
    if (env.REGISTRY_SHELL_SHARED?.trim()) return (versions = JSON.parse(env.REGISTRY_SHELL_SHARED) as Record<string, string>);
    const require = createRequire(__filename);
    const { sharedSingletons } = require(path.resolve(__dirname, '../../../../../webpack.common.js')) as {
      sharedSingletons: () => Record<string, { version: string }>;
    };
    versions = {};
    for (const [key, config] of Object.entries(sharedSingletons())) versions[key.replace(/\/$/, '')] = config.version;
    return versions;
  };
}

/** The body, or a sentence saying why it could not be read. */
async function readManifest(
  url: string,
  { fetchImpl = fetch, timeoutMs = MANIFEST_TIMEOUT_MS, maxBytes = MANIFEST_MAX_BYTES }: ReleaseCheckOptions,
): Promise<{ text: string } | { problem: string }> {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' }, redirect: 'error' });
    if (!response.ok) return { problem: `it answered HTTP ${response.status}` };
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return { problem: `it is larger than ${maxBytes / 1024} KiB` };
    const text = await response.text();
    return text.length > maxBytes ? { problem: `it is larger than ${maxBytes / 1024} KiB` } : { text };
  } catch (error) {
    return {
      problem:
        (error as Error).name === 'TimeoutError' ? `it did not answer within ${timeoutMs / 1000} s` : `it could not be fetched (${(error as Error).message})`,
    };
  }
}

/** Resolves what was checked; throws 422 (refused, nothing written) per the rule above. */
export async function checkReleaseCompatibility(remote: string, target: RegistryTarget, options: ReleaseCheckOptions): Promise<CompatibilityNote> {
  const named = Boolean(target.manifest) || isManifestEntry(target.entry);
  const url = target.manifest ?? manifestUrlOf(target.entry);
  const unreadable = (why: string): CompatibilityNote => {
    if (named)
      throw new HttpError(
        422,
        `${remote} was not released: its manifest ${url} could not be read (${why}), so its shared versions cannot be checked. Nothing was changed.`,
      );
    return {
      checked: false,
      manifest: url,
      why: `No manifest was read beside the entry (${why}): the release was not checked against the shell's shared versions.`,
    };
  };
  try {
    checkRemoteEntry(remote, url, new URL(options.publicUrl), 'the manifest');
  } catch (error) {
    return unreadable(`the api fetches only from where the shell may load remotes: ${(error as Error).message.replace(/^remotes\.json: /, '')}`);
  }
  const read = await readManifest(url, options);
  if ('problem' in read) return unreadable(read.problem);
  let manifest;
  try {
    manifest = parseRemoteManifest(JSON.parse(read.text));
  } catch (error) {
    throw new HttpError(422, `${remote} was not released: ${url} is not a Module Federation manifest (${(error as Error).message}). Nothing was changed.`);
  }
  const verdict = checkRemoteCompatibility(manifest, options.shellShared(), remote);
  if (!verdict.ok) throw new HttpError(422, `${remote} was not released: ${verdict.reason.replace(/\.?$/, '.')} Nothing was changed.`);
  return { checked: true, manifest: url };
}
