import type { Command } from '../command';
import { extractKeywords } from '../../text/keywords';
import { numberOption, parseOptions, readTextFile } from './text-input';

export const keywordsCommand: Command = {
  name: 'keywords',
  summary: 'Extract keyphrases with scores from a text (JSON)',
  usage: 'keywords <file.txt|-> [--top N]',
  async run(args, io) {
    const { positional, options } = parseOptions(args, ['top']);
    const top = numberOption(options, 'top', 1, 100);
    io.stdout(JSON.stringify(extractKeywords(readTextFile(positional[0], 'text file'), top ? { top } : {}), null, 2));
    return 0;
  },
};
