import { loadLabelledDocuments } from '../eval/layout/layout-data';
import { inlinePlainText } from 'resume-templates/node';
import { parseResumeLines } from '../src/resume/parse-resume';
const norm = (t: string | undefined) => (t ?? '').normalize('NFKC').toLowerCase().replace(/[‐-―−]/g, '-').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').replace(/^[\s,.;:|•-]+|[\s,.;:|-]+$/g, '').trim();
(async () => {
  const docs = (await loadLabelledDocuments({ sources: ['builder-real'] }));
  for (const mode of [false, true]) {
    const c: Record<string, number> = {};
    const inc = (k: string) => { c[k] = (c[k] ?? 0) + 1; };
    for (const d of docs) {
      if (d.truth.kind !== 'json') continue;
      const p = parseResumeLines(d.lines, d.format, 1, { layoutModel: mode }).resume;
      const all = p.work.flatMap((w) => w.highlights.map(norm));
      (d.truth.value.work ?? []).forEach((role, i) => (role.highlights ?? []).forEach((b, j) => {
        const want = norm(inlinePlainText(b));
        const got = p.work[i]?.highlights[j];
        if (norm(got) === want) return inc('ok');
        if (p.work[i]?.highlights.map(norm).includes(want)) return inc('same role other index');
        if (all.includes(want)) return inc('other role');
        if (all.some((h) => h.startsWith(want.slice(0, 25)))) return inc(all.some((h) => h.startsWith(want) ) ? 'merged longer' : 'prefix only (cut)');
        if (all.some((h) => want.startsWith(h) && h.length > 10)) return inc('truncated');
        if (d.lines.some((l) => norm(l.text).length > 10 && want.includes(norm(l.text)))) return inc('lines there, not highlight');
        return inc('absent');
      }));
    }
    console.log(mode ? 'model' : 'rules', c);
  }
  process.exit(0);
})();
