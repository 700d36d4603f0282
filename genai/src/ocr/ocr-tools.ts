// Node only: finds and runs the OCR tools (Debian's poppler-utils pdftoppm and tesseract) as child
// processes, never through a shell. Each run is wrapped in coreutils `timeout -s KILL` (and
// util-linux `prlimit` for memory) where they exist, so a run ends on time even if the engine
// process that started it is killed first (the api's engine pool SIGKILLs a process past its time
// limit, and Node's own execFile timer dies with it).
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export type OcrTool = 'tesseract' | 'pdftoppm';

/** Environment overrides for each tool's path (a deployment with its own build, or tests simulating absence). */
export const OCR_TOOL_ENV: Record<OcrTool, string> = { tesseract: 'HIREGEN_TESSERACT', pdftoppm: 'HIREGEN_PDFTOPPM' };

export const OCR_INSTALL_HINT =
  'Reading a scanned (image-only) PDF needs OCR: install tesseract-ocr and tesseract-ocr-eng (and poppler-utils, for pdftoppm) on the server, ' +
  'e.g. `apt-get install tesseract-ocr tesseract-ocr-eng poppler-utils` on Debian or Ubuntu.';

/** A tool is missing: the message says how to install it. */
export class OcrUnavailableError extends Error {
  /** `missing`: what is not there, as a reader would name it ("tesseract", "tesseract's English data"). */
  constructor(readonly missing: string[]) {
    super(
      `This PDF is a scan (images of text, no text layer), and ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not installed. ${OCR_INSTALL_HINT}`,
    );
    this.name = 'OcrUnavailableError';
  }
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The tool's absolute path: the env override when set (even if wrong: then it is missing), else the first on PATH. */
export function findTool(name: string, env: NodeJS.ProcessEnv = process.env, override?: string): string | null {
  const set = override ? env[override] : undefined;
  if (set !== undefined && set !== '') return executable(set) ? set : null;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (executable(candidate)) return candidate;
  }
  return null;
}

export interface OcrToolPaths {
  tesseract: string;
  pdftoppm: string;
  /** coreutils timeout and util-linux prlimit, when present. */
  timeout: string | null;
  prlimit: string | null;
}

/** Every tool OCR needs, or an OcrUnavailableError naming the missing ones. */
export function ocrToolPaths(env: NodeJS.ProcessEnv = process.env): OcrToolPaths {
  const tesseract = findTool('tesseract', env, OCR_TOOL_ENV.tesseract);
  const pdftoppm = findTool('pdftoppm', env, OCR_TOOL_ENV.pdftoppm);
  const missing = (
    [
      ['tesseract', tesseract],
      ['pdftoppm', pdftoppm],
    ] as const
  )
    .filter(([, p]) => !p)
    .map(([n]) => n);
  if (missing.length) throw new OcrUnavailableError(missing);
  return { tesseract: tesseract!, pdftoppm: pdftoppm!, timeout: findTool('timeout', env), prlimit: findTool('prlimit', env) };
}

/** A run that ended badly: past its time, or with an error status. */
export class OcrRunError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'OcrRunError';
  }
}

export interface RunLimits {
  timeoutMs: number;
  /** Address-space cap of the tool in bytes (with prlimit). */
  maxMemoryBytes: number;
  /** Most bytes read from its stdout. */
  maxOutputBytes: number;
}

/** Runs one tool with arguments (no shell), inside the time and memory caps; resolves its output. */
export function runTool(
  tools: OcrToolPaths,
  file: string,
  args: string[],
  limits: RunLimits,
  env: NodeJS.ProcessEnv,
): Promise<{ stdout: string; stderr: string }> {
  const seconds = Math.max(1, Math.ceil(limits.timeoutMs / 1000));
  let command = file;
  let argv = args;
  if (tools.prlimit) {
    argv = [`--as=${limits.maxMemoryBytes}`, '--', command, ...argv];
    command = tools.prlimit;
  }
  if (tools.timeout) {
    argv = ['-s', 'KILL', String(seconds + 1), command, ...argv];
    command = tools.timeout;
  }
  return new Promise((resolve, reject) => {
    execFile(
      command,
      argv,
      // Node's own timer answers at the limit in ms. It sends `timeout` a SIGTERM, which `timeout`
      // passes on to the tool (a SIGKILL would end `timeout` alone and leave the tool running);
      // `timeout`'s own SIGKILL a second later is the backstop.
      {
        timeout: limits.timeoutMs,
        killSignal: tools.timeout ? 'SIGTERM' : 'SIGKILL',
        maxBuffer: limits.maxOutputBytes,
        encoding: 'utf8',
        env,
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout, stderr });
        const e = error as Error & { killed?: boolean; signal?: string | null; code?: unknown };
        // `timeout -s KILL` exits 137 (128 + 9) when it stopped the tool.
        const timedOut = e.killed === true || e.signal === 'SIGKILL' || e.signal === 'SIGTERM' || e.code === 137 || e.code === 124;
        const detail = String(stderr || e.message)
          .trim()
          .split('\n')
          .slice(-2)
          .join(' ')
          .slice(0, 300);
        reject(new OcrRunError(timedOut ? `${path.basename(file)} ran past ${seconds} s` : `${path.basename(file)} failed: ${detail}`, timedOut));
      },
    );
  });
}
