import type { Command } from '../command';
import { CliError } from '../command';
import { summarizeText } from '../../text/summarize';
import { numberOption, parseOptions, readTextFile } from './text-input';

export const summarizeCommand: Command = {
  name: 'summarize',
  summary: 'Summarize a text by extracting its central sentences (JSON)',
  usage: 'summarize <file.txt|-> [--sentences N | --ratio 0..1 | --max-words N]',
  async run(args, io) {
    const { positional, options } = parseOptions(args, ['sentences', 'ratio', 'max-words']);
    const sentences = numberOption(options, 'sentences', 1, 200);
    const ratio = numberOption(options, 'ratio', 0, 1);
    const maxWords = numberOption(options, 'max-words', 5, 5000);
    if ([sentences, ratio, maxWords].filter((x) => x !== undefined).length > 1) throw new CliError('give only one of --sentences, --ratio, --max-words');
    io.stdout(
      JSON.stringify(
        summarizeText(readTextFile(positional[0], 'text file'), {
          ...(sentences ? { sentences } : {}),
          ...(ratio !== undefined ? { ratio } : {}),
          ...(maxWords ? { maxWords } : {}),
        }),
        null,
        2,
      ),
    );
    return 0;
  },
};
