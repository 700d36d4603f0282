// `npm run eval -w genai-lab`: runs every genai-lab/eval/*.eval.ts in name order, prints each table,
// exits non-zero when any evaluation misses its bar.
import path from 'node:path';
import { runModules } from './run-modules';

interface EvalModule {
  run(): Promise<{ title: string; table: string; passed: boolean }>;
}

runModules<EvalModule>(path.resolve(__dirname, '../eval'), '.eval.ts', async (module, file, started) => {
  const result = await module.run();
  console.log(`\n== ${result.title} [${file}, ${Date.now() - started} ms] ${result.passed ? 'PASS' : 'FAIL'}\n${result.table}`);
  return result.passed;
});
