import type { Command } from '../command';
import { readResumeArgument } from '../read-input';

export const parseCommand: Command = {
  name: 'parse',
  summary: 'Parse a resume (PDF, DOCX or text) and print it as JSON Resume (--full adds confidence and text)',
  usage: 'parse <file.pdf|docx|txt> [--full]',
  async run(args, io) {
    const { parsed } = await readResumeArgument(args, this.usage);
    io.stdout(JSON.stringify(args.includes('--full') ? parsed : parsed.resume, null, 2));
    return 0;
  },
};
