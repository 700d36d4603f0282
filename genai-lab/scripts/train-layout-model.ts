/**
 * `npm run train:layout -w genai-lab`: trains the layout model (src/resume/layout-model) on the
 * sources it finds (generated corpus, real resumes through the builder's templates, the real
 * corpus's 'tune' split when present), seeded and deterministic, and writes
 * data/layout-model.json. Prints per-label accuracy on the held-out designs, by source. Only
 * aggregate figures are printed: no line of any document.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HELD_OUT_DESIGNS, loadLabelledDocuments, type LabelledDocument } from '../eval/layout/layout-data';
import { fromWeightsFile, labelAccuracy, labelWithModel, LAYOUT_FEATURES_VERSION, LINE_LABELS, toWeightsFile, trainLayoutModel } from 'genai/lab';

// The weights are the engine's data: written into the genai workspace beside this one.
export const WEIGHTS_PATH = path.resolve(__dirname, '../../genai/data/layout-model.json');
const SEED = 29;
const EPOCHS = Number(process.env.LAYOUT_EPOCHS ?? 8);

async function main(): Promise<void> {
  const started = Date.now();
  const documents = await loadLabelledDocuments();
  const bySource = (docs: LabelledDocument[]) => {
    const groups: Record<string, LabelledDocument[]> = {};
    for (const d of docs) (groups[d.source] ??= []).push(d);
    return groups;
  };
  const tune = documents.filter((d) => d.split === 'tune');
  const held = documents.filter((d) => d.split === 'held-out');
  console.log(
    `documents: ${documents.length} (tune ${tune.length}, held-out ${held.length}; held-out designs: ${[...HELD_OUT_DESIGNS].join(', ')}) read in ${Date.now() - started} ms`,
  );
  for (const [source, docs] of Object.entries(bySource(documents)))
    console.log(
      `  ${source}: ${docs!.length} documents, ${docs!.reduce((n, d) => n + d.lines.length, 0)} lines, designs ${new Set(docs!.map((d) => d.design)).size}`,
    );
  const trainStarted = Date.now();
  const model = trainLayoutModel(tune, { epochs: EPOCHS, seed: SEED });
  console.log(`trained in ${Date.now() - trainStarted} ms (${EPOCHS} epochs, seed ${SEED}, ${model.emission.size} features)`);
  // Figures from the quantised weights, as they will be loaded.
  const probe = fromWeightsFile(toWeightsFile(model, LAYOUT_FEATURES_VERSION, {}));
  const label = (lines: LabelledDocument['lines']) => labelWithModel(probe, lines);
  const figures: Record<string, number> = {};
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7);
  const groups: [string, LabelledDocument[]][] = [
    ...Object.entries(bySource(held)).map(([s, d]) => [s, d!] as [string, LabelledDocument[]]),
    ['tune (all)', tune],
  ];
  const results = groups.map(([name, docs]) => [name, labelAccuracy(docs, label)] as const);
  console.log(`\nlabel          ${results.map(([n]) => n.padStart(16)).join('')}`);
  for (const l of LINE_LABELS) {
    const cells = results.map(([, r]) => {
      const c = r.perLabel[l];
      return c ? `${pct(c[0] / c[1])} ${String(c[1]).padStart(6)}  ` : '      -         ';
    });
    console.log(`${l.padEnd(22)} ${cells.join('')}`);
  }
  console.log(`overall               ${results.map(([, r]) => `${pct(r.overall)}         `).join('')}`);
  for (const [name, r] of results) {
    if (name.startsWith('tune')) continue;
    figures[`${name}:overall`] = Number(r.overall.toFixed(4));
    for (const [l, [a, b]] of Object.entries(r.perLabel)) if (b >= 20) figures[`${name}:${l}`] = Number((a / b).toFixed(4));
  }
  const file = toWeightsFile(model, LAYOUT_FEATURES_VERSION, figures);
  const json = JSON.stringify(file);
  fs.writeFileSync(WEIGHTS_PATH, `${json}\n`);
  console.log(
    `\nwrote ${path.relative(process.cwd(), WEIGHTS_PATH)}: ${(json.length / 1024).toFixed(0)} KB, ${Object.keys(file.features).length} features kept (total ${Date.now() - started} ms)`,
  );
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
