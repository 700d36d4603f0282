/** Compiles one LaTeX design's source to PDF with pdflatex in the document's own scratch folder. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runTool } from './run-tool';

const TIMEOUT_MS = 60_000;
const INSTALL_HINT = 'apt-get install texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended lmodern';

/** Writes `resume.tex` (and any files it \input s), runs pdflatex once, returns the PDF. */
export async function compileLatex(designId: string, source: string, workDir: string, extraFiles: Record<string, string> = {}): Promise<Buffer> {
  await mkdir(workDir, { recursive: true });
  await writeFile(path.join(workDir, 'resume.tex'), source, 'utf8');
  for (const [name, content] of Object.entries(extraFiles)) await writeFile(path.join(workDir, name), content, 'utf8');
  const args = ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', '-output-directory', workDir, 'resume.tex'];
  try {
    await runTool('pdflatex', args, {
      cwd: workDir,
      timeoutMs: TIMEOUT_MS,
      designId,
      installHint: INSTALL_HINT,
      env: { ...process.env, TEXMFOUTPUT: workDir, openout_any: 'p' },
    });
  } catch (error) {
    // The log's "!" line names the TeX error without quoting the document.
    const log = await readFile(path.join(workDir, 'resume.log'), 'utf8').catch(() => '');
    const bang = log.split('\n').find((l) => l.startsWith('!'));
    if (bang && error instanceof Error) error.message += `: ${bang.slice(0, 160)}`;
    throw error;
  }
  return readFile(path.join(workDir, 'resume.pdf'));
}
