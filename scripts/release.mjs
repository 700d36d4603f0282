// `npm run release -- <remote> <entry> [--why "…"] [--canary N] [--fallback URL]… [--manifest URL] [--expect N]`
// A team's CI releases its remote to the registry (/api/platform/registry, api/README.md) with an
// API key scoped `remote:<remote>` (an Admin creates it in Admin → Platform → Remote versions).
// Reads HIREGEN_API_URL (the api's origin, e.g. https://app.hiregen.example) and HIREGEN_API_KEY.
// The release is based on the version the registry has now (or --expect N); if someone released in
// between, the api refuses it (409) and this exits 1 with its message: nothing is overwritten.
import { pathToFileURL } from 'node:url';

const USAGE =
  'Usage: npm run release -- <remote> <entry URL> [--why "what changed"] [--canary <1-99>] [--fallback <URL>]… [--manifest <URL>] [--expect <version>]';

/** The command line → what to release; throws a sentence for the person at the terminal. */
export function parseReleaseArgs(argv) {
  const positional = [];
  const options = { fallbackEntries: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value.\n${USAGE}`);
    i += 1;
    if (arg === '--why') options.why = value;
    else if (arg === '--canary') options.canaryPercent = whole(value, arg, 1, 99);
    else if (arg === '--expect') options.expectedVersion = whole(value, arg, 0, 1_000_000);
    else if (arg === '--fallback') options.fallbackEntries.push(value);
    else if (arg === '--manifest') options.manifest = value;
    else throw new Error(`Unknown option ${arg}.\n${USAGE}`);
  }
  if (positional.length !== 2) throw new Error(`Name the remote and its entry URL.\n${USAGE}`);
  const [remote, entry] = positional;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(remote)) throw new Error(`"${remote}" is not a remote's container name (letters, digits and _).`);
  if (!/^https?:\/\//.test(entry)) throw new Error(`The entry must be an http(s) URL of the remote's remoteEntry.js, not "${entry}".`);
  return { remote, entry, why: options.why ?? 'Released with npm run release', ...options };
}

function whole(value, flag, min, max) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${flag} must be a whole number from ${min} to ${max}, not "${value}".`);
  return number;
}

async function call(base, key, method, path, body) {
  let response;
  try {
    response = await fetch(new URL(path, base), {
      method,
      headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new Error(`The api at ${base} did not answer (${error.cause?.code ?? error.message}). Check HIREGEN_API_URL.`);
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`The registry refused (${response.status}): ${answer.message ?? response.statusText}`);
  return answer;
}

/** Releases; returns the line to print. */
export async function release(argv, env = process.env) {
  const args = parseReleaseArgs(argv);
  const base = env.HIREGEN_API_URL?.trim();
  const key = env.HIREGEN_API_KEY?.trim();
  if (!base) throw new Error("Set HIREGEN_API_URL to the api's origin (e.g. https://app.hiregen.example).");
  if (!key) throw new Error(`Set HIREGEN_API_KEY to a release key scoped remote:${args.remote} (Admin → Platform → Remote versions → Create release key).`);
  const remote = encodeURIComponent(args.remote);
  const expectedVersion = args.expectedVersion ?? (await call(base, key, 'GET', `/api/platform/registry/${remote}`)).head?.version ?? 0;
  const { fallbackEntries, canaryPercent, manifest } = args;
  const { version, compatibility } = await call(base, key, 'POST', `/api/platform/registry/${remote}/releases`, {
    expectedVersion,
    entry: args.entry,
    why: args.why,
    ...(fallbackEntries.length ? { fallbackEntries } : {}),
    ...(manifest ? { manifest } : {}),
    ...(canaryPercent ? { canaryPercent } : {}),
  });
  // Released without a manifest check (none readable beside the entry): said on stderr, not failed.
  if (compatibility?.checked === false) console.warn(compatibility.why);
  return `${args.remote} version ${version.version} (${version.action}${version.percent ? `, ${version.percent}% of sessions` : ''}): ${version.entry}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  release(process.argv.slice(2)).then(
    (line) => console.log(`Released ${line}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
