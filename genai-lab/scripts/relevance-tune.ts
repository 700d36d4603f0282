// `npx tsx genai-lab/scripts/relevance-tune.ts`: the interview relevance eval on the tuning pairs
// only (relevance-tune.json and the dev pairs crossed), with every miss, for working on the scorer
// without reading the held-out pairs (eval/interview-relevance.eval.ts reads all three).
import { evaluateRelevance } from '../eval/interview-relevance.eval';
import { devDerivedRelevancePairs, loadRelevancePairs } from '../eval/interview-data';

for (const [name, pairs] of [
  ['tune', loadRelevancePairs('tune')],
  ['tune: dev pairs crossed', devDerivedRelevancePairs()],
] as const) {
  const r = evaluateRelevance(pairs);
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  console.log(
    `${name}: ${r.pairs} pairs, on-topic higher ${pct(r.higherScore)} (1–5), ${pct(r.higherPoints)} (points), mean ${r.meanOnTopic.toFixed(2)} / ${r.meanOffTopic.toFixed(2)}`,
  );
  for (const miss of r.misses) console.log(`  miss: ${miss}`);
}
