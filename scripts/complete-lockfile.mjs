// Restores the lockfile entries of platform-specific optional packages (e.g.
// @swc/core-darwin-arm64) that this workplace's registry does not serve: `npm install` leaves
// them out, and then `npm ci` refuses the lockfile as out of sync. Each restored entry names
// its os/cpu, so npm skips it on any other platform and never fetches it. Run it after
// `npm install` changes the lockfile: `node scripts/complete-lockfile.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(repo, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'aix', 'sunos', 'netbsd', 'openbsd'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  universal: null,
};

/** Platform fields from a package name like "@swc/core-linux-arm64-musl" or "@rspack/binding-wasm32-wasi". */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const entry = {};
  const os = parts.find((part) => OS.includes(part));
  if (os) entry.os = [os];
  const cpu = parts.find((part) => part in CPU || part === 'arm' || part.startsWith('arm'));
  if (cpu === 'wasm32') entry.cpu = ['wasm32'];
  else if (cpu && CPU[cpu]) entry.cpu = [CPU[cpu]];
  else if (parts.includes('arm') || parts.some((p) => p.startsWith('armv') || p === 'gnueabihf' || p === 'eabi')) entry.cpu = ['arm'];
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (parts.includes('gnu') && entry.os?.[0] === 'linux') entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [location, meta] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = location.endsWith('node_modules') || location === '' ? location : `${location}/node_modules`;
    const nested = `${base}/${name}`.replace(/^\//, '');
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform package: leave it to npm
    const version = String(range).replace(/^[\^~=]/, '');
    lock.packages[hoisted] = { version, optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: restored ${added} platform package entr${added === 1 ? 'y' : 'ies'}.`);
