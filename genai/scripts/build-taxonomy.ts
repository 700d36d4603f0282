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
    columns.forEach((c, i) => {
      record[c] = cells[i] ?? '';
    });
    return record;
  });
}

/** Vendor prefixes O*NET puts before product names ("Oracle Java", "Google Angular"). */
const VENDORS = [
  'Microsoft',
  'Oracle',
  'Google',
  'Apache',
  'Adobe',
  'Amazon',
  'Atlassian',
  'IBM',
  'Apple',
  'The MathWorks',
  'Autodesk',
  'Red Hat',
  'SAP',
  'Intuit',
  'Dassault Systemes',
  'Cisco',
  'Salesforce',
  'Bentley',
  'Trimble',
  'ESRI',
];
/** O*NET names that are ordinary words in job text; too many false hits to keep. */
const GENERIC_CONTENT_NAMES = new Set([
  'Monitoring',
  'Science',
  'Design',
  'Installation',
  'Administrative',
  'Instructing',
  'Coordination',
  'Operation and Control',
  'Learning Strategies',
  'Geography',
  'History and Archeology',
  'Philosophy and Theology',
  'Transportation',
  'Communications',
  'Mechanical',
  'Administration and Management',
  'Engineering and Technology',
  'Computers and Electronics',
  'Production and Processing',
  'Building and Construction',
  'Operations Monitoring',
  'Equipment Selection',
  'Technology Design',
  'Writing',
  'Speaking',
  'Reading Comprehension',
  'Active Learning',
  'Management of Material Resources',
]);

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

/** Longest whole-sentence prefix of a description within `max` characters (at least one sentence, cut at a word). */
export function trimDescription(text: string, max: number): string {
  const sentences =
    text
      .trim()
      .match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g)
      ?.map((x) => x.trim())
      .filter(Boolean) ?? [];
  let out = '';
  for (const sentence of sentences) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > max) break;
    out = next;
  }
  if (!out && sentences[0]) out = `${sentences[0].slice(0, max).replace(/\s+\S*$/, '')}.`;
  return out;
}

const TOOL_STOPWORDS = new Set(['and', 'or', 'of', 'for', 'the', 'with', 'a', 'to', 'in']);

/**
 * Per occupation, what the job description generator writes a posting from: the description
 * (whole sentences, at most PROFILE_DESCRIPTION_CHARS), and the few technology skills and tools
 * that best say what the job is. Tech: In Demand for this occupation first, then Hot, then the
 * more specific (fewer occupations list it; "Microsoft Excel" says little). Tools: specific to
 * few occupations and central to this one's list (its words recur: "dental", "x ray"), one per
 * head noun so five kinds of scaler do not crowd out the rest. "All other" occupations, whose
 * description only says "not listed separately", keep no description.
 * Row: [description, tech skills (an index into `skills`, or the name), tools]; index-aligned with `occupations`.
 */
const PROFILE_DESCRIPTION_CHARS = 320;
const PROFILE_TECH = 3;
const PROFILE_TOOLS = 3;
/**
 * A tool whose kind (its UNSPSC commodity: desktop computers, calculators, projectors) more than
 * this many occupations list says nothing about the job.
 */
const PROFILE_TOOL_MAX_OCCUPATIONS = 30;
/** A generic product class ("Dental charting software", "Computer aided design CAD software"), not a brand. */
const GENERIC_TECH = /^[A-Z]?[a-z0-9-]*(?: (?:[a-z0-9/-]+|[A-Z]{2,6}))*$/;

function buildProfiles(occupations: [string, string][], skillIndex: Map<string, number>): [string, (number | string)[], string[]][] {
  const descriptions = new Map(readTsv('Occupation Data.txt').map((r) => [r['O*NET-SOC Code'] ?? '', (r['Description'] ?? '').trim()]));
  const techRows = new Map<string, { name: string; inDemand: boolean; hot: boolean }[]>();
  const techCount = new Map<string, number>();
  for (const r of readTsv('Technology Skills.txt')) {
    const code = r['O*NET-SOC Code'] ?? '';
    const name = (r['Example'] ?? '').trim();
    if (!name) continue;
    const list = techRows.get(code) ?? [];
    list.push({ name, inDemand: r['In Demand'] === 'Y', hot: r['Hot Technology'] === 'Y' });
    techRows.set(code, list);
    techCount.set(name, (techCount.get(name) ?? 0) + 1);
  }
  const toolRows = new Map<string, string[]>();
  const toolCount = new Map<string, number>();
  const toolCommodity = new Map<string, string>();
  const commodityOccupations = new Map<string, Set<string>>();
  for (const r of readTsv('Tools Used.txt')) {
    const code = r['O*NET-SOC Code'] ?? '';
    const name = (r['Example'] ?? '').trim();
    if (!name) continue;
    const list = toolRows.get(code) ?? [];
    if (!list.includes(name)) list.push(name);
    toolRows.set(code, list);
    toolCount.set(name, (toolCount.get(name) ?? 0) + 1);
    const commodity = r['Commodity Code'] ?? '';
    toolCommodity.set(name, commodity);
    const occs = commodityOccupations.get(commodity) ?? new Set<string>();
    occs.add(code);
    commodityOccupations.set(commodity, occs);
  }
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1 && !TOOL_STOPWORDS.has(w));
  return occupations.map(([code]) => {
    const raw = descriptions.get(code) ?? '';
    const description = /not listed separately/i.test(raw) ? '' : trimDescription(raw, PROFILE_DESCRIPTION_CHARS);
    const tech = (techRows.get(code) ?? [])
      // A niche brand only one or two occupations name ("Elite Software E-Coord") is no requirement to print.
      .filter((t) => t.inDemand || t.hot || GENERIC_TECH.test(t.name) || (techCount.get(t.name) ?? 0) >= 3)
      .map((t) => ({
        name: t.name,
        score: (t.inDemand ? 4 : 0) + (t.hot ? 1 : 0) + (GENERIC_TECH.test(t.name) ? 1.5 : 0) - Math.log10(techCount.get(t.name) ?? 1),
      }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
      .slice(0, PROFILE_TECH)
      // A name the skills list already holds is stored as its index there: smaller file.
      .map((t) => skillIndex.get(t.name) ?? t.name);
    const tools = (toolRows.get(code) ?? []).filter((t) => (commodityOccupations.get(toolCommodity.get(t) ?? '')?.size ?? 0) <= PROFILE_TOOL_MAX_OCCUPATIONS);
    const wordFreq = new Map<string, number>();
    for (const t of tools) for (const w of new Set(words(t))) wordFreq.set(w, (wordFreq.get(w) ?? 0) + 1);
    const scored = tools
      .map((name) => {
        const ws = words(name);
        const centrality = ws.length ? ws.reduce((sum, w) => sum + Math.log2(1 + (wordFreq.get(w) ?? 0)), 0) / ws.length : 0;
        return { name, head: ws[ws.length - 1] ?? name, score: centrality - 1.5 * Math.log10(toolCount.get(name) ?? 1) };
      })
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    const heads = new Set<string>();
    const picked: string[] = [];
    for (const t of scored) {
      if (picked.length >= PROFILE_TOOLS) break;
      if (heads.has(t.head)) continue;
      heads.add(t.head);
      picked.push(t.name);
    }
    return [description, tech, picked];
  });
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
    if (i < 0) {
      categories.push(c);
      i = categories.length - 1;
    }
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
    const words = form
      .toLowerCase()
      .split(/[^a-z0-9+#.']+/)
      .filter(Boolean);
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

  const profiles = buildProfiles(occupations, new Map(skills.map((s, i) => [s.n, i])));

  const out = {
    version: 'onet-29.2+hiregen.2',
    source: 'O*NET 29.2 Database (February 2025), https://www.onetcenter.org/database.html',
    attribution:
      'This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. HireGen has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.',
    license: 'CC BY 4.0, https://creativecommons.org/licenses/by/4.0/',
    categories,
    skills,
    occupations,
    titles: [...titles.entries()].sort((a, b) => a[0].localeCompare(b[0])),
    acronyms,
    profiles,
  };
  fs.writeFileSync(outFile, `${JSON.stringify(out)}\n`);
  process.stdout.write(
    `wrote ${outFile}: ${skills.length} skills, ${occupations.length} occupations (${profiles.filter((p) => p[0]).length} with a description), ${out.titles.length} titles, ${acronyms.length} acronyms, ${fs.statSync(outFile).size} bytes\n`,
  );
}

build();
