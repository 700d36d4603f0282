// `npm run bench -w genai`: runs every genai/bench/*.bench.ts in name order and prints each
// report. A bench module exports `run(): Promise<string>` and may write bench/results/<name>.json.
import fs from 'node:fs';
import path from 'node:path';

interface BenchModule { run(): Promise<string> }

async function main(): Promise<number> {
  const dir = path.resolve(__dirname, '../bench');
  const only = process.argv[2];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only))).sort();
  let failed = 0;
  for (const file of files) {
    const started = Date.now();
    try {
      const module = (await import(path.join(dir, file))) as BenchModule;
      const report = await module.run();
      console.log(`\n== ${file} (${Date.now() - started} ms)\n${report}`);
    } catch (error) {
      failed++;
      console.error(`\n== ${file}: ERROR ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  return failed ? 1 : 0;
}

main().then(
  async (code) => {
    const { closePdfWorker } = await import('../src/pdf/pdf-worker-reader');
    await closePdfWorker();
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
