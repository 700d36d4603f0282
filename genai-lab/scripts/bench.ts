// `npm run bench -w genai-lab`: runs every genai-lab/bench/*.bench.ts in name order and prints each
// report. A bench module exports `run(): Promise<string>` and may write bench/results/<name>.json.
import path from 'node:path';
import { runModules } from './run-modules';

runModules<{ run(): Promise<string> }>(path.resolve(__dirname, '../bench'), '.bench.ts', async (module, file, started) => {
  const report = await module.run();
  console.log(`\n== ${file} (${Date.now() - started} ms)\n${report}`);
  return true;
});
