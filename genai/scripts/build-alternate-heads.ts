/**
 * Builds `genai/data/onet-alternate-heads.json`: for each job-title head word that O*NET's
 * alternate titles use but no occupation title or reported title in `data/onet-taxonomy.json`
 * holds ("Sommelier", "Headmaster", "Innkeeper"), the occupations whose alternate titles end in
 * it, best first (an alternate title that is the word alone, then the most such titles). The job
 * description generator reads it when the title normaliser finds no occupation, so a title
 * outside the families and the main title list still gets its occupation's duties.
 *
 * Source: O*NET 29.2 `Alternate Titles.txt` (CC BY 4.0; attribution in data/ONET-LICENSE.txt).
 * Run: `npx tsx genai/scripts/build-alternate-heads.ts`. Deterministic (sorted output).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(__dirname, '..');
const source = path.resolve(root, '../../shared/data/taxonomy/Alternate Titles.txt');
const taxonomy = JSON.parse(fs.readFileSync(path.join(root, 'data/onet-taxonomy.json'), 'utf8')) as {
  occupations: [string, string][];
  titles: [string, number][];
  attribution: string;
};

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
const known = new Set<string>();
for (const [, title] of taxonomy.occupations) for (const w of words(title)) known.add(w);
for (const [title] of taxonomy.titles) for (const w of words(title)) known.add(w);
const isKnown = (w: string) => known.has(w) || known.has(`${w}s`) || known.has(`${w}es`) || (w.endsWith('s') && known.has(w.slice(0, -1)));

const occupations = new Set(taxonomy.occupations.map(([code]) => code));
const heads = new Map<string, Map<string, { count: number; alone: boolean }>>();
const lines = fs.readFileSync(source, 'utf8').split(/\r?\n/).slice(1);
for (const line of lines) {
  const [code, rawTitle] = line.split('\t');
  if (!code || !rawTitle || !occupations.has(code)) continue;
  const title = rawTitle.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const ws = words(title);
  const head = ws[ws.length - 1];
  // Short heads and plural group names ("Students") name no job.
  if (!head || head.length < 4 || isKnown(head) || /[^su]s$/.test(head)) continue;
  const byCode = heads.get(head) ?? new Map<string, { count: number; alone: boolean }>();
  const entry = byCode.get(code) ?? { count: 0, alone: false };
  entry.count++;
  if (ws.length === 1) entry.alone = true;
  byCode.set(code, entry);
  heads.set(head, byCode);
}

const out: Record<string, string[]> = {};
for (const head of [...heads.keys()].sort()) {
  const ranked = [...heads.get(head)!.entries()].sort((a, b) => Number(b[1].alone) - Number(a[1].alone) || b[1].count - a[1].count || a[0].localeCompare(b[0]));
  // A head spread over many unrelated occupations ("keeper", "relief") says nothing: keep up to three.
  if (ranked.length > 3 && !ranked[0]![1].alone) continue;
  out[head] = ranked.slice(0, 3).map(([code]) => code);
}
const file = path.join(root, 'data/onet-alternate-heads.json');
fs.writeFileSync(file, `${JSON.stringify({ source: 'O*NET 29.2 Alternate Titles', attribution: taxonomy.attribution, heads: out })}\n`);
process.stdout.write(`wrote ${file}: ${Object.keys(out).length} head words, ${fs.statSync(file).size} bytes\n`);
