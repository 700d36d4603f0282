/**
 * Builds `genai/data/onet-taxonomy.json`, the compact skills-and-titles dictionary the engine
 * bundles, from the O*NET 29.2 text files in `../shared/data/taxonomy/` (CC BY 4.0, USDOL/ETA).
 *
 * Run: `npx tsx genai/scripts/build-taxonomy.ts` (env HIREGEN_SHARED_DATA overrides the data folder).
 * The output is deterministic (sorted) so a rebuild on the same release gives the same bytes.
 *
 * What is kept, and why (the file is bundled into a browser screen, so it must stay small):
 * - technology skills flagged Hot or In Demand, or named by at least 3 occupations (the long tail
 *   is mostly niche products that would only add false hits);
 * - the 35 O*NET skills and 33 knowledge areas (the non-technical skills), minus names that are
 *   ordinary words in job text ("Monitoring", "Science", "Design");
 * - every occupation title with its SOC code, the reported titles shown in My Next Move, and the
 *   acronym short titles (RN, CFO, LPN) as aliases.
 * Curated aliases, families and implications live in `src/taxonomy/curated-*.ts`, not here.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const dataDir = process.env.HIREGEN_SHARED_DATA
  ? path.join(process.env.HIREGEN_SHARED_DATA, 'taxonomy')
  : path.resolve(__dirname, '../../../shared/data/taxonomy');
const outFile = path.resolve(__dirname, '../data/onet-taxonomy.json');

function readTsv(file: string): Record<string, string>[] {
  const text = fs.readFileSync(path.join(dataDir, file), 'utf8');
  const [head, ...rows] = text.split(/\r?\n/).filter((l) => l.length > 0);
  const columns = (head ?? '').split('\t');
  return rows.map((row) => {
    const cells = row.split('\t');
    const record: Record<string, string> = {};
    columns.forEach((c, i) => { record[c] = cells[i] ?? ''; });
    return record;
  });
}

/** Vendor prefixes O*NET puts before product names ("Oracle Java", "Google Angular"). */
const VENDORS = ['Microsoft', 'Oracle', 'Google', 'Apache', 'Adobe', 'Amazon', 'Atlassian', 'IBM', 'Apple', 'The MathWorks', 'Autodesk', 'Red Hat', 'SAP', 'Intuit', 'Dassault Systemes', 'Cisco', 'Salesforce', 'Bentley', 'Trimble', 'ESRI'];
/** O*NET names that are ordinary words in job text; too many false hits to keep. */
const GENERIC_CONTENT_NAMES = new Set(['Monitoring', 'Science', 'Design', 'Installation', 'Administrative', 'Instructing', 'Coordination', 'Operation and Control', 'Learning Strategies', 'Geography', 'History and Archeology', 'Philosophy and Theology', 'Transportation', 'Communications', 'Mechanical', 'Administration and Management', 'Engineering and Technology', 'Computers and Electronics', 'Production and Processing', 'Building and Construction', 'Operations Monitoring', 'Equipment Selection', 'Technology Design', 'Writing', 'Speaking', 'Reading Comprehension', 'Active Learning', 'Management of Material Resources']);

/** Aliases derivable from an O*NET product name: trailing acronym, "software" suffix, vendor prefix. */
function deriveAliases(name: string): string[] {
  const aliases = new Set<string>();
  let base = name.replace(/\s+software$/i, '').trim();
  if (base !== name) aliases.add(base);
  const acronym = base.match(/^(.*\S)\s+([A-Z][A-Z0-9]{2,9})$/);
  if (acronym && acronym[1] && acronym[2]) {
    const words = acronym[1].split(/\s+/);
    // "Hypertext markup language HTML": the acronym is an alias, and so is the long form.
    if (words.length >= 2) {
      aliases.add(acronym[2]);
      aliases.add(acronym[1]);
      base = acronym[1];
    }
  }
  for (const vendor of VENDORS) {
    for (const form of [name, base]) {
      if (form.startsWith(`${vendor} `)) {
        const rest = form.slice(vendor.length + 1).trim();
        if (rest.length >= 2) aliases.add(rest);
      }
    }
  }
  aliases.delete(name);
  return [...aliases].sort();
}

function build(): void {
  const occupations = readTsv('Occupation Data.txt').map((r) => [r['O*NET-SOC Code'] ?? '', r['Title'] ?? ''] as [string, string]);
  occupations.sort((a, b) => a[0].localeCompare(b[0]));
  const occIndex = new Map(occupations.map(([code], i) => [code, i]));

  // Technology skills: count occupations per example, keep hot/in-demand/common ones.
  const tech = new Map<string, { category: string; occupations: Set<string>; hot: boolean }>();
  for (const r of readTsv('Technology Skills.txt')) {
    const name = (r['Example'] ?? '').trim();
    if (!name) continue;
    const entry = tech.get(name) ?? { category: r['Commodity Title'] ?? '', occupations: new Set<string>(), hot: false };
    entry.occupations.add(r['O*NET-SOC Code'] ?? '');
    if (r['Hot Technology'] === 'Y' || r['In Demand'] === 'Y') entry.hot = true;
    tech.set(name, entry);
  }
  const categories: string[] = [];
  const categoryIndex = (c: string): number => {
    let i = categories.indexOf(c);
    if (i < 0) { categories.push(c); i = categories.length - 1; }
    return i;
  };
  // Everyday English words, learnt from O*NET's own prose: a word seen in lower case in the
  // occupation and content-model descriptions. A product alias that is such a word ("Act!",
  // "Meet", "Pricing") would fire on ordinary job text, so it is dropped.
  const english = new Set<string>();
  for (const file of ['Occupation Data.txt', 'Content Model Reference.txt']) {
    for (const r of readTsv(file)) for (const w of (r['Description'] ?? '').match(/\b[a-z][a-z']+\b/g) ?? []) english.add(w);
  }
  const isEnglishWord = (form: string) => {
    const words = form.toLowerCase().split(/[^a-z0-9+#.']+/).filter(Boolean);
    return words.length === 1 && english.has(words[0]!.replace(/[!.]+$/, ''));
  };
  const skills: { n: string; c: number; a?: string[]; h?: 1 }[] = [];
  for (const [name, entry] of [...tech.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!entry.hot && entry.occupations.size < 3) continue;
    if (isEnglishWord(name)) continue;
    const aliases = deriveAliases(name).filter((a) => !isEnglishWord(a));
    skills.push({ n: name, c: categoryIndex(entry.category), ...(aliases.length ? { a: aliases } : {}), ...(entry.hot ? { h: 1 as const } : {}) });
  }
  // Non-technical skills and knowledge areas from the content model.
  for (const r of readTsv('Content Model Reference.txt')) {
    const id = r['Element ID'] ?? '';
    const name = r['Element Name'] ?? '';
    const isSkill = /^2\.[AB]\.\d+\.[a-z]$/.test(id);
    const isKnowledge = /^2\.C\.\d+\.[a-z]$/.test(id) || id === '2.C.6';
    if (!(isSkill || isKnowledge) || GENERIC_CONTENT_NAMES.has(name)) continue;
    skills.push({ n: name, c: categoryIndex(isSkill ? 'O*NET skill' : 'O*NET knowledge area') });
  }

  // Titles: reported titles shown in My Next Move + acronym short titles.
  const titles = new Map<string, number>();
  for (const r of readTsv('Sample of Reported Titles.txt')) {
    if (r['Shown in My Next Move'] !== 'Y') continue;
    const i = occIndex.get(r['O*NET-SOC Code'] ?? '');
    const t = (r['Reported Job Title'] ?? '').trim();
    if (i !== undefined && t && !titles.has(t)) titles.set(t, i);
  }
  const shortTitles: [string, string, number][] = [];
  for (const r of readTsv('Alternate Titles.txt')) {
    const short = (r['Short Title'] ?? '').trim();
    const i = occIndex.get(r['O*NET-SOC Code'] ?? '');
    if (!short || short === 'n/a' || i === undefined) continue;
    // Keep only real acronyms (2-6 capitals), the useful part for normalisation ("RN", "LPN").
    const title = (r['Alternate Title'] ?? '').replace(/\s*\([^)]*\)\s*$/, '').trim();
    if (/^[A-Z]{2,6}$/.test(short) && title !== short) shortTitles.push([short, title, i]);
  }
  const seenShort = new Set<string>();
  const acronyms = shortTitles
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]))
    .filter(([s]) => (seenShort.has(s) ? false : (seenShort.add(s), true)));

  const out = {
    version: 'onet-29.2+hiregen.1',
    source: 'O*NET 29.2 Database (February 2025), https://www.onetcenter.org/database.html',
    attribution:
      'This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. HireGen has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.',
    license: 'CC BY 4.0, https://creativecommons.org/licenses/by/4.0/',
    categories,
    skills,
    occupations,
    titles: [...titles.entries()].sort((a, b) => a[0].localeCompare(b[0])),
    acronyms,
  };
  fs.writeFileSync(outFile, `${JSON.stringify(out)}\n`);
  process.stdout.write(`wrote ${outFile}: ${skills.length} skills, ${occupations.length} occupations, ${out.titles.length} titles, ${acronyms.length} acronyms, ${fs.statSync(outFile).size} bytes\n`);
}

build();
