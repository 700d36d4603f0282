import { loadLabelledDocuments } from '../eval/layout/layout-data';
import { lineFeatures } from '../src/resume/layout-model/features';
import { labelResumeLines } from '../src/resume/layout-model/layout-model';
import { parseResumeLines } from '../src/resume/parse-resume';
(async () => {
  const docs = await loadLabelledDocuments({ sources: ['generated'] });
  labelResumeLines(docs[0]!.lines);
  const t = (f: () => void) => { const s = performance.now(); f(); return performance.now() - s; };
  let feat = 0, lab = 0, rules = 0, model = 0;
  for (let r = 0; r < 2; r++) for (const d of docs) {
    feat += t(() => lineFeatures(d.lines));
    lab += t(() => labelResumeLines(d.lines));
    rules += t(() => parseResumeLines(d.lines, 'pdf', 1, { layoutModel: false }));
    model += t(() => parseResumeLines(d.lines, 'pdf', 1, { layoutModel: true }));
  }
  const n = docs.length * 2;
  console.log(`per doc: features ${(feat / n).toFixed(2)} label ${(lab / n).toFixed(2)} parse-rules ${(rules / n).toFixed(2)} parse-model ${(model / n).toFixed(2)} ms`);
  process.exit(0);
})();
