/**
 * The parser on real people's resumes printed through third-party designs (real-corpus/): every
 * document of the corpus manifest parsed by parseResumeDocument and scored per field against the
 * truth its design prints. Reported per split (tune / heldout: designs never tuned on), per
 * family, per design and per field, plus the macro over fields. Aggregates only: never a
 * person's values. Builds the corpus on first use (cached outside git); skips with a message when
 * Chromium or pdftotext is missing.
 */
import fs from 'node:fs';
import { parseResumeDocument } from 'genai';
import { buildRealCorpus } from './real-corpus/build';
import { hasPdftotext } from './real-corpus/document-text';
import { hasChromium } from './real-corpus/html-pdf';
import { loadRealCorpus, type RealCorpusDocument } from './real-corpus/load';
import { realCorpusDir } from './real-corpus/paths';
import { addTally, emptyTally, REAL_FIELDS, scoreDocument, type RealField, type Tally } from './real-corpus/score';
import type { Split } from './real-corpus/split';

export { loadRealCorpus } from './real-corpus/load';

/** The issue's bars, on held-out designs. */
export const REAL_BARS = { macro: 0.92, field: 0.85, currentEnd: 0.95 };

export interface GroupFigures {
  documents: number;
  unreadable: number;
  tally: Tally;
}

export interface RealEvaluation {
  bySplit: Record<Split, GroupFigures>;
  /** "<split> <family>" */
  byFamily: Map<string, GroupFigures>;
  /** "<split> <design>" */
  byDesign: Map<string, GroupFigures>;
  msPerDocument: number;
}

const share = ([hits, total]: [number, number]) => (total ? hits / total : NaN);

/** Mean over the fields that have something to score. */
export function macro(tally: Tally): number {
  const shares = REAL_FIELDS.map((f) => share(tally[f])).filter((x) => !Number.isNaN(x));
  return shares.length ? shares.reduce((a, b) => a + b, 0) / shares.length : NaN;
}

const newGroup = (): GroupFigures => ({ documents: 0, unreadable: 0, tally: emptyTally() });

export async function evaluateReal(documents: RealCorpusDocument[] = loadRealCorpus()): Promise<RealEvaluation> {
  const bySplit: Record<Split, GroupFigures> = { tune: newGroup(), heldout: newGroup() };
  const byFamily = new Map<string, GroupFigures>();
  const byDesign = new Map<string, GroupFigures>();
  const started = Date.now();
  for (const doc of documents) {
    let parsed;
    try {
      parsed = (await parseResumeDocument(new Uint8Array(fs.readFileSync(doc.path)), doc.path)).resume;
    } catch {
      parsed = undefined;
    }
    const tally = scoreDocument(doc.truth, parsed);
    for (const group of [bySplit[doc.split], getGroup(byFamily, `${doc.split} ${doc.family}`), getGroup(byDesign, `${doc.split} ${doc.design}`)]) {
      group.documents++;
      if (!parsed) group.unreadable++;
      addTally(group.tally, tally);
    }
  }
  return { bySplit, byFamily, byDesign, msPerDocument: documents.length ? (Date.now() - started) / documents.length : 0 };
}

function getGroup(map: Map<string, GroupFigures>, key: string): GroupFigures {
  let group = map.get(key);
  if (!group) map.set(key, (group = newGroup()));
  return group;
}

const pct = (x: number) => (Number.isNaN(x) ? '   -  ' : `${(100 * x).toFixed(1).padStart(5)}%`);

export function formatReal(result: RealEvaluation): string {
  const lines: string[] = [];
  lines.push(`per field            ${'tune'.padStart(14)} ${'heldout'.padStart(14)}`);
  for (const f of REAL_FIELDS) {
    const cell = (s: Split) => `${pct(share(result.bySplit[s].tally[f]))} (${String(result.bySplit[s].tally[f][1]).padStart(5)})`;
    lines.push(`  ${f.padEnd(18)} ${cell('tune')} ${cell('heldout')}`);
  }
  lines.push(`  ${'macro'.padEnd(18)} ${pct(macro(result.bySplit.tune.tally))}         ${pct(macro(result.bySplit.heldout.tally))}`);
  lines.push(
    `  documents          ${String(result.bySplit.tune.documents).padStart(7)}         ${String(result.bySplit.heldout.documents).padStart(7)}   (unreadable ${result.bySplit.tune.unreadable} / ${result.bySplit.heldout.unreadable})`,
  );
  const groups = (title: string, map: Map<string, GroupFigures>) => {
    lines.push('', `${title}: macro, documents, weakest fields`);
    for (const [key, g] of [...map].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const weakest = REAL_FIELDS.filter((f) => g.tally[f][1] > 0)
        .sort((a, b) => share(g.tally[a]) - share(g.tally[b]))
        .slice(0, 3)
        .map((f) => `${f} ${pct(share(g.tally[f])).trim()}`);
      lines.push(`  ${key.padEnd(40)} ${pct(macro(g.tally))} ${String(g.documents).padStart(5)}  ${weakest.join(', ')}`);
    }
  };
  groups('per family', result.byFamily);
  groups('per design', result.byDesign);
  lines.push('', `parse time ${result.msPerDocument.toFixed(0)} ms/document`);
  return lines.join('\n');
}

export function meetsBars(held: Tally): boolean {
  const fieldsOk = REAL_FIELDS.every((f: RealField) => held[f][1] === 0 || share(held[f]) >= REAL_BARS.field);
  return macro(held) >= REAL_BARS.macro && fieldsOk && (held['current-end'][1] === 0 || share(held['current-end']) >= REAL_BARS.currentEnd);
}

/**
 * Knobs for a shared machine: HIREGEN_REAL_EVAL_SPLIT=tune|heldout scores one split only;
 * HIREGEN_REAL_EVAL_PER_DESIGN=N scores a fixed sample of N documents per design, spread evenly
 * over the design's documents in id order from an offset of its own (the same documents on every
 * run, so before/after compare).
 */
export function sampleDocuments(documents: RealCorpusDocument[], env: NodeJS.ProcessEnv = process.env): RealCorpusDocument[] {
  const split = env.HIREGEN_REAL_EVAL_SPLIT;
  const perDesign = Number(env.HIREGEN_REAL_EVAL_PER_DESIGN ?? 0);
  const chosen = split === 'tune' || split === 'heldout' ? documents.filter((d) => d.split === split) : documents;
  if (!(perDesign > 0)) return chosen;
  const byDesign = new Map<string, RealCorpusDocument[]>();
  for (const d of chosen) byDesign.set(d.design, [...(byDesign.get(d.design) ?? []), d]);
  return [...byDesign.values()].flatMap((docs) => {
    const sorted = [...docs].sort((a, b) => (a.id < b.id ? -1 : 1));
    const n = Math.min(perDesign, sorted.length);
    // Each design starts at its own offset, so the sample meets different resumes in each design.
    let offset = 0;
    for (const ch of docs[0]!.design) offset = (offset * 31 + ch.charCodeAt(0)) % sorted.length;
    return Array.from({ length: n }, (_, i) => sorted[(offset + Math.floor((i * sorted.length) / n)) % sorted.length]!);
  });
}

export async function run(): Promise<{ title: string; table: string; passed: boolean }> {
  const title = 'Resume parser on real resumes through third-party designs (split by design)';
  if (!hasChromium() || !(await hasPdftotext())) {
    return {
      title,
      table: 'skipped: the real-resume corpus needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and pdftotext (apt-get install chromium poppler-utils)',
      passed: true,
    };
  }
  // HIREGEN_REAL_EVAL_NO_BUILD=1 scores what is built so far (a partial corpus) without rendering more.
  const built = process.env.HIREGEN_REAL_EVAL_NO_BUILD
    ? { documents: loadRealCorpus().length, rendered: 0, failures: {} }
    : await buildRealCorpus({
        jobs: 2,
        onProgress: (done, total) => {
          if (done % 250 === 0) console.log(`  real corpus: ${done}/${total} rendered`);
        },
      });
  const result = await evaluateReal(sampleDocuments(loadRealCorpus()));
  const failed = Object.entries(built.failures)
    .map(([d, n]) => `${d} ${n}`)
    .join(', ');
  const header =
    `corpus ${realCorpusDir()}: ${built.documents} documents (${built.rendered} rendered now)${failed ? `; not rendered: ${failed}` : ''}\n` +
    `bars on heldout designs: macro ≥ ${REAL_BARS.macro * 100}%, every field ≥ ${REAL_BARS.field * 100}%, current-role end ≥ ${REAL_BARS.currentEnd * 100}%\n`;
  return { title, table: header + formatReal(result), passed: meetsBars(result.bySplit.heldout.tally) };
}
