/**
 * DOCX to PDF by LibreOffice (`soffice --headless --convert-to pdf`), one conversion at a time:
 * LibreOffice instances sharing a profile collide, and a second instance started while one runs
 * hands its work to the first. Each document gets its own profile in its scratch folder.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runTool } from './run-tool';

const TIMEOUT_MS = 120_000;
const INSTALL_HINT = 'apt-get install libreoffice-writer-nogui';

/** The tail of the queue: each conversion waits for the one before it (success or failure). */
let queue: Promise<unknown> = Promise.resolve();

export function convertToPdf(designId: string, docx: Buffer, workDir: string): Promise<Buffer> {
  const next = queue.then(() => convert(designId, docx, workDir));
  queue = next.catch(() => undefined);
  return next;
}

async function convert(designId: string, docx: Buffer, workDir: string): Promise<Buffer> {
  await mkdir(workDir, { recursive: true });
  const input = path.join(workDir, 'resume.docx');
  await writeFile(input, docx);
  const profile = pathToFileURL(path.join(workDir, 'lo-profile')).href;
  const args = [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--nologo', '--convert-to', 'pdf', '--outdir', workDir, input];
  await runTool('soffice', args, { cwd: workDir, timeoutMs: TIMEOUT_MS, designId, installHint: INSTALL_HINT });
  try {
    return await readFile(path.join(workDir, 'resume.pdf'));
  } catch {
    throw new Error(`${designId}: soffice wrote no PDF`);
  }
}
