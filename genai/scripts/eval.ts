// `npm run eval -w genai`: runs every genai/eval/*.eval.ts in name order, prints each table,
// exits non-zero when any evaluation misses its bar.
import fs from 'node:fs';
import path from 'node:path';

interface EvalModule { run(): Promise<{ title: string; table: string; passed: boolean }> }

async function main(): Promise<number> {
  const dir = path.resolve(__dirname, '../eval');
  const only = process.argv[2];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eval.ts') && (!only || f.includes(only))).sort();
  let failed = 0;
  for (const file of files) {
    const started = Date.now();
    try {
      const module = (await import(path.join(dir, file))) as EvalModule;
      const result = await module.run();
      console.log(`\n== ${result.title} [${file}, ${Date.now() - started} ms] ${result.passed ? 'PASS' : 'FAIL'}\n${result.table}`);
      if (!result.passed) failed++;
    } catch (error) {
      failed++;
      console.error(`\n== ${file}: ERROR ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  console.log(`\n${files.length - failed}/${files.length} evaluations passed`);
  return failed ? 1 : 0;
}

main().then(
  async (code) => {
    // The PDF worker is unref'd, but close it so the exit is immediate.
    const { closePdfWorker } = await import('../src/pdf/pdf-worker-reader');
    await closePdfWorker();
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
