/** One `hiregen-genai` sub-command. Each lives in its own file under `commands/`. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export interface Command {
  name: string;
  /** One line for `--help`. */
  summary: string;
  /** Usage line, e.g. `parse <file.pdf|docx>`. */
  usage: string;
  /** Returns the process exit code; throws CliError for a user mistake. */
  run(args: string[], io: CliIo): Promise<number>;
}

/** A mistake of the caller (bad arguments, unreadable file): printed without a stack, exit 2. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
