import type { Command } from '../command';
import { CliError } from '../command';
import { normalize, type NormalizeKind } from '../../jobs/normalize';

const KINDS: NormalizeKind[] = ['title', 'skill', 'location', 'seniority', 'employment-type'];

export const normalizeCommand: Command = {
  name: 'normalize',
  summary: 'Normalize a title, skill, location, seniority or employment type to its canonical value (JSON)',
  usage: 'normalize <title|skill|location|seniority|employment-type> <value>',
  async run(args, io) {
    const [kind, ...rest] = args;
    const value = rest.join(' ').trim();
    if (!kind || !KINDS.includes(kind as NormalizeKind)) throw new CliError(`first argument must be one of: ${KINDS.join(', ')}`);
    if (!value) throw new CliError('missing value to normalize');
    io.stdout(JSON.stringify(normalize(kind as NormalizeKind, value).value, null, 2));
    return 0;
  },
};
