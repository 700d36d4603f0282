import { loadLabelledDocuments } from '../eval/layout/layout-data';
import { findDateRange } from '../src/resume/resume-dates';
import { isLocation, isPlaceName, organizationScore, titleScore } from '../src/resume/resume-vocabulary';
import { sectionKindOf, collapseSpacedLetters } from '../src/resume/section-headings';
(async () => {
  const docs = await loadLabelledDocuments({ sources: ['generated'] });
  const texts = docs.flatMap((d) => d.lines.map((l) => l.text));
  const pieces = texts.flatMap((t) => t.split(/\s*[|·•,]\s+|\s+[—–-]\s+|\s+at\s+|\s{2,}|[()]/).map((p) => p.trim()).filter(Boolean));
  const t = (name: string, f: () => void) => { const s = performance.now(); f(); console.log(name, (performance.now() - s).toFixed(0), 'ms'); };
  console.log(texts.length, 'lines', pieces.length, 'pieces');
  t('date', () => texts.forEach((x) => findDateRange(x)));
  t('sectionKind', () => texts.forEach((x) => sectionKindOf(collapseSpacedLetters(x))));
  t('isLocation line', () => texts.forEach((x) => isLocation(x)));
  t('isLocation pieces', () => pieces.forEach((x) => x.length <= 40 && isLocation(x)));
  t('isPlace pieces', () => pieces.forEach((x) => x.length <= 30 && isPlaceName(x)));
  t('title pieces', () => pieces.forEach((x) => titleScore(x)));
  t('org pieces', () => pieces.forEach((x) => organizationScore(x)));
  process.exit(0);
})();
