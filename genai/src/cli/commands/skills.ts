import type { Command } from '../command';
import { extractSkills } from '../../skills/extract-skills';
import { readTextFile } from './text-input';

export const skillsCommand: Command = {
  name: 'skills',
  summary: 'Extract skills from any text with evidence spans, plus inferred skills (JSON)',
  usage: 'skills <file.txt|->',
  async run(args, io) {
    io.stdout(JSON.stringify(extractSkills(readTextFile(args[0], 'text file')), null, 2));
    return 0;
  },
};
