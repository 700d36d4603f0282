/**
 * Prints the made-up resume through every LaTeX and Word design into a folder, with a table of
 * pages and render time, so a person can look at the pages (e.g. `pdftoppm -png -r 50`).
 *   npx tsx genai-lab/eval/real-corpus/preview-designs.ts [outDir] [--a4] [--only=<id substring>]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Design, DocFormat } from './design';
import { latexDesigns } from './families/latex';
import { madeUpResume } from './families/made-up-resume';
import { wordDesigns } from './families/word';

function pdfPages(file: string): number | undefined {
  try {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(os.tmpdir(), 'hiregen-design-preview'));
  const pageSize = args.includes('--a4') ? 'a4' : 'letter';
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  mkdirSync(outDir, { recursive: true });
  const designs: Design[] = [...latexDesigns, ...wordDesigns].filter((d) => !only || d.id.includes(only));
  const resume = madeUpResume();
  console.log(['id', 'format', 'pages', 'ms', 'source'].join('\t'));
  for (const design of designs) {
    for (const format of design.formats as DocFormat[]) {
      const workDir = path.join(outDir, 'work', design.id.replace(/[^a-z0-9-]+/gi, '_'), format);
      rmSync(workDir, { recursive: true, force: true });
      const started = performance.now();
      try {
        const bytes = await design.render(resume, { format, pageSize, workDir });
        const ms = Math.round(performance.now() - started);
        const file = path.join(outDir, `${design.id.replace(/[^a-z0-9-]+/gi, '_')}.${format}`);
        writeFileSync(file, bytes);
        console.log([design.id, format, format === 'pdf' ? String(pdfPages(file) ?? '?') : '-', String(ms), design.source].join('\t'));
      } catch (error) {
        console.log([design.id, format, 'FAILED', String(Math.round(performance.now() - started)), (error as Error).message].join('\t'));
      } finally {
        rmSync(workDir, { recursive: true, force: true });
      }
    }
  }
}

void main();
