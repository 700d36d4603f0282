import { loadLabelledDocuments } from '/work/wt-layout/genai/eval/layout/layout-data';
import { labelResumeLines } from '/work/wt-layout/genai/src/resume/layout-model/layout-model';
(async () => {
  const src = (process.env.SRC ?? 'generated') as 'generated';
  const docs = (await loadLabelledDocuments({ sources: [src] })).filter((d) => d.split === 'held-out');
  const conf = new Map<string, number>();
  for (const d of docs) { const p = labelResumeLines(d.lines); d.labels.forEach((g, i) => { if (g !== p[i]) { const k = `${g} -> ${p[i]} [${d.design}]`; conf.set(k, (conf.get(k) ?? 0) + 1); } }); }
  console.log([...conf].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v} ${k}`).join('\n'));
  process.exit(0);
})();
