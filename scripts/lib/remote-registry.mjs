// remotes.json on this machine's servers: written once from the shell's default registry, then
// served from that file, read again whenever it changes — as a deployment serves the real file:
// editing it (a team adding its remote, the sixth-remote e2e test) takes effect on the next page
// load, for the shell's routes and for every server's CSP alike, with no restart and no rebuild.
// Format: shared-schemas/src/remote-registry.ts.
import fs from 'node:fs';
import path from 'node:path';

/** Writes `registry` to `file` (folders made as needed) in the hand-editable layout. */
export function writeRegistryFile(file, registry) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Whole or not at all: a server reading it meanwhile never sees half a file.
  fs.writeFileSync(`${file}.tmp`, formatRegistry(registry));
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * A getter for the registry in `file`. Re-parsed only when the file's size or time changes;
 * a half-written or broken edit keeps the last good registry (and says so once).
 */
export function registryFileReader(file, log = console.error) {
  let stamp = '';
  let current = {};
  return () => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return current;
    }
    const next = `${stat.mtimeMs}:${stat.size}`;
    if (next === stamp) return current;
    stamp = next;
    try {
      current = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      log(`${file}: ${error.message}; still serving the previous remotes.json.`);
    }
    return current;
  };
}

/** JSON with one mount or menu link per line, so a person can edit the registry comfortably. */
export function formatRegistry(registry) {
  const line = (value) => JSON.stringify(value).replace(/":/g, '": ').replace(/,"/g, ', "');
  const items = (list) => (list?.length ? `[\n${list.map((item) => `        ${line(item)}`).join(',\n')}\n      ]` : '[]');
  const remote = (r) => {
    const { name, entry, mounts, menus, ...rest } = r;
    const head = [
      `"name": ${JSON.stringify(name)}`,
      `"entry": ${JSON.stringify(entry)}`,
      ...Object.entries(rest).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`),
    ];
    return `    {\n${[...head, `"mounts": ${items(mounts)}`, `"menus": ${items(menus)}`].map((field) => `      ${field}`).join(',\n')}\n    }`;
  };
  const { version, remotes = [], ...rest } = registry;
  const extra = Object.entries(rest)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`)
    .join('');
  return `{\n  "version": ${JSON.stringify(version)},\n${extra}  "remotes": [\n${remotes.map(remote).join(',\n')}\n  ]\n}\n`;
}
