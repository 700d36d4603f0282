/**
 * The parser's field figures with the rules and with the layout model, on every source the
 * layout model's training reads (generated corpus, real resumes through the builder's
 * templates, the real corpus when present), split into tune and held-out designs. Parses the
 * lines the training cached, so it runs in seconds. Aggregate figures only.
 * `npx tsx genai-lab/scripts/compare-layout-model.ts`
 */
import { loadLabelledDocuments, type LabelledDocument } from '../eval/layout/layout-data';
import { CORPUS_FIELDS, scoreCorpusDocument } from '../eval/corpus-parser.eval';
import { FIELDS, compareResume } from '../eval/round-trip.eval';
import { parseResumeLines } from 'genai';
import { committedLayoutModel } from 'genai/lab';

type Tally = Record<string, [number, number]>;

function score(doc: LabelledDocument, layoutModel: boolean, tally: Tally): void {
  const parsed = parseResumeLines(doc.lines, doc.format, 1, { layoutModel });
  if (doc.truth.kind === 'corpus') {
    const { hits } = scoreCorpusDocument(doc.truth.value, parsed);
    for (const f of CORPUS_FIELDS) {
      const [a, b] = hits[f] ?? [0, 0];
      const cell = (tally[f] ??= [0, 0]);
      cell[0] += a;
      cell[1] += b;
    }
  } else {
    const t = Object.fromEntries(FIELDS.map((f) => [f, [0, 0]])) as Record<(typeof FIELDS)[number], [number, number]>;
    compareResume(doc.truth.value, parsed.resume, t, []);
    for (const f of FIELDS) {
      const cell = (tally[f] ??= [0, 0]);
      cell[0] += t[f][0];
      cell[1] += t[f][1];
    }
  }
}

async function main(): Promise<void> {
  // LAYOUT_SOURCES=generated,builder-real limits the sources read.
  const sources = process.env.LAYOUT_SOURCES?.split(',') as Parameters<typeof loadLabelledDocuments>[0] extends infer O
    ? O extends { sources?: infer S }
      ? S
      : never
    : never;
  const docs = await loadLabelledDocuments(sources ? { sources } : {});
  const loadMs = committedLayoutModel().ms;
  console.log(`layout model loaded in ${loadMs.toFixed(1)} ms`);
  const groups = new Map<string, LabelledDocument[]>();
  for (const d of docs) {
    const key = `${d.source} ${d.split}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7);
  for (const [key, group] of [...groups].sort()) {
    const rules: Tally = {};
    const model: Tally = {};
    let ms = 0;
    for (const d of group) {
      score(d, false, rules);
      const started = performance.now();
      score(d, true, model);
      ms += performance.now() - started;
    }
    const fields = Object.keys(rules);
    const macro = (t: Tally) => fields.reduce((s, f) => s + (t[f]![1] ? t[f]![0] / t[f]![1] : 1), 0) / fields.length;
    console.log(`\n${key}: ${group.length} documents (model parse ${(ms / group.length).toFixed(1)} ms/doc)\nfield      rules    model      n`);
    for (const f of fields) {
      const [a, n] = rules[f]!;
      const [b] = model[f]!;
      console.log(`${f.padEnd(9)} ${pct(n ? a / n : 1)}  ${pct(n ? b / n : 1)} ${String(n).padStart(6)}`);
    }
    console.log(`macro     ${pct(macro(rules))}  ${pct(macro(model))}`);
  }
}

main().then(
  async () => {
    const { closePdfWorker } = await import('genai/lab');
    await closePdfWorker();
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
