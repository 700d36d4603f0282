// Shared by `npm run eval` and `npm run bench`: imports every `<dir>/*<suffix>` in name order
// (optionally only those whose name contains argv[2]), hands each to `report`, and exits non-zero
// when any module throws or reports a miss. Closes the PDF worker so the exit is immediate.
import fs from 'node:fs';
import path from 'node:path';

export function runModules<M>(dir: string, suffix: string, report: (module: M, file: string, startedAt: number) => Promise<boolean>): void {
  const main = async (): Promise<number> => {
    const only = process.argv[2];
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(suffix) && (!only || f.includes(only)))
      .sort();
    let failed = 0;
    for (const file of files) {
      const started = Date.now();
      try {
        if (!(await report((await import(path.join(dir, file))) as M, file, started))) failed++;
      } catch (error) {
        failed++;
        console.error(`\n== ${file}: ERROR ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    console.log(`\n${files.length - failed}/${files.length} passed`);
    return failed ? 1 : 0;
  };
  main().then(
    async (code) => {
      const { closePdfWorker } = await import('genai/lab');
      await closePdfWorker();
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
