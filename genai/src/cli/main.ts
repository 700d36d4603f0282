import { CliError, type CliIo } from './command';
import { commands } from './commands';

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  stderr: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

export function helpText(): string {
  const width = Math.max(...commands.map((c) => c.usage.length), 10);
  const lines = commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return ['Usage: hiregen-genai <command> [arguments]', '', 'Commands:', ...lines, '', 'Options:', '  --help  show this help'].join('\n');
}

/** Runs one CLI invocation and returns its exit code (never calls process.exit). */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(helpText());
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`hiregen-genai: unknown command "${name}". Run "hiregen-genai --help" for the list.`);
    return 2;
  }
  if (args.includes('--help')) {
    io.stdout(`Usage: hiregen-genai ${command.usage}\n\n${command.summary}`);
    return 0;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr(`hiregen-genai ${name}: ${error.message}`);
      return error.exitCode;
    }
    io.stderr(`hiregen-genai ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
