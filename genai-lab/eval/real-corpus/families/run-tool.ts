/**
 * Runs an external program (pdflatex, soffice) for a design: no shell, a hard timeout, and a
 * clear Error naming the design when the program is missing or fails. Error text never carries
 * the document's contents, only the tool's own status line.
 */
import { execFile } from 'node:child_process';

export interface ToolRun {
  stdout: string;
  stderr: string;
}

export interface ToolOptions {
  cwd: string;
  timeoutMs: number;
  /** Which design asked, for the error message. */
  designId: string;
  /** How to install the program, said when it is missing. */
  installHint: string;
  env?: NodeJS.ProcessEnv;
}

export function runTool(command: string, args: string[], options: ToolOptions): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, timeout: options.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024, env: options.env ?? process.env },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout, stderr });
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return reject(new Error(`${options.designId}: ${command} is not installed (${options.installHint})`));
        if ((error as { killed?: boolean }).killed) return reject(new Error(`${options.designId}: ${command} timed out after ${options.timeoutMs} ms`));
        const failure = new Error(`${options.designId}: ${command} failed (exit ${String(code ?? 'unknown')})`);
        Object.assign(failure, { stdout, stderr });
        reject(failure);
      },
    );
  });
}
