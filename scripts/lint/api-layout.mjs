// api/README.md's layout table, kept true to the code: one row per file of api/src/features (each
// feature's routes, service and schemas) and api/src/platform (what every feature stands on),
// described by the first sentence of the file's opening comment.
//   node scripts/lint/api-layout.mjs          lists what is wrong (exit 1 when anything is)
//   node scripts/lint/api-layout.mjs --write  regenerates the features and platform rows
// repo-text.test.mjs runs the check in the lint step of `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const api = path.join(repo, 'api');
export const README = path.join(api, 'README.md');
const GENERATED = ['src/features', 'src/platform'];

/** Every non-test .ts file under api/src/features and api/src/platform, api-relative, sorted. */
export function codeFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(api, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(relative);
    }
  };
  for (const dir of GENERATED) walk(dir);
  return files.sort();
}

/** The first sentence of a file's opening comment, for its row. */
function describe(file) {
  const lines = [];
  for (const line of fs.readFileSync(path.join(api, file), 'utf8').split('\n')) {
    const text = line.match(/^\s*(?:\/\/|\/\*\*|\*(?!\/)|\/\*)\s?(.*)$/);
    if (!text) break;
    lines.push(text[1].replace(/\*\/\s*$/, '').trim());
  }
  const joined = lines.join(' ').replace(/\s+/g, ' ').trim();
  const sentence = joined.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? joined;
  const short = sentence.length > 180 ? `${sentence.slice(0, 177).replace(/\s+\S*$/, '')}…` : sentence;
  return short.replace(/\|/g, '\\|') || '—';
}

/** The layout section's lines: [start, end) of the table rows. */
function layoutTable(lines) {
  const heading = lines.findIndex((line) => /^## Layout\b/.test(line));
  if (heading < 0) throw new Error('api/README.md has no "## Layout" section');
  let start = heading + 1;
  while (start < lines.length && !lines[start].startsWith('|')) start += 1;
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end += 1;
  return { start, end };
}

const pathCell = (row) => row.split('|')[1] ?? '';
const pathsIn = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
const isGenerated = (row) => pathsIn(pathCell(row)).some((name) => GENERATED.some((dir) => name === `${dir}/` || name.startsWith(`${dir}/`)));

/** What is wrong with the table: paths that do not exist, and feature/platform files it omits. */
export function problems(text = fs.readFileSync(README, 'utf8')) {
  const lines = text.split('\n');
  const { start, end } = layoutTable(lines);
  const rows = lines.slice(start + 2, end);
  const named = new Set(rows.flatMap((row) => pathsIn(pathCell(row))));
  const found = [];
  for (const name of named) {
    if (!fs.existsSync(path.join(api, name.split(' ')[0]))) found.push(`names a file that does not exist: ${name}`);
  }
  for (const file of codeFiles()) if (!named.has(file)) found.push(`omits ${file}`);
  return found;
}

/** The README with the features and platform rows regenerated in place (other rows kept). */
export function regenerated(text = fs.readFileSync(README, 'utf8')) {
  const lines = text.split('\n');
  const { start, end } = layoutTable(lines);
  const rows = lines.slice(start + 2, end);
  const at = rows.findIndex(isGenerated);
  const kept = rows.filter((row) => !isGenerated(row));
  const generated = codeFiles().map((file) => `| \`${file}\` | ${describe(file)} |`);
  const position = at < 0 ? kept.length : at;
  kept.splice(position, 0, ...generated);
  return [...lines.slice(0, start + 2), ...kept, ...lines.slice(end)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    fs.writeFileSync(README, regenerated());
    console.log(`api/README.md: ${codeFiles().length} feature and platform rows written.`);
  }
  const found = problems();
  for (const problem of found) console.error(`api/README.md layout: ${problem}`);
  process.exitCode = found.length ? 1 : 0;
}
