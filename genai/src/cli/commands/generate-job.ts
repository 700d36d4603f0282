import type { Command } from '../command';
import { CliError } from '../command';
import { generateJobDescription, type JobDraftInput } from '../../jobs/generate-job';
import { numberOption, parseOptions, readTextFile } from './text-input';

export const generateJobCommand: Command = {
  name: 'generate-job',
  summary:
    'Generate a job description with an inclusive-language check (JSON). Options: --company --location --skills a,b --preferred a,b --years N --type --workplace remote|hybrid|onsite --salary --about',
  usage: 'generate-job --title "<title>" [options] | <input.json>',
  async run(args, io) {
    const { positional, options } = parseOptions(args, [
      'title',
      'company',
      'location',
      'skills',
      'preferred',
      'years',
      'type',
      'workplace',
      'salary',
      'about',
    ]);
    let input: JobDraftInput;
    if (positional[0]) {
      try {
        input = JSON.parse(readTextFile(positional[0], 'input file')) as JobDraftInput;
      } catch (e) {
        if (e instanceof CliError) throw e;
        throw new CliError(`"${positional[0]}" is not valid JSON`);
      }
    } else {
      if (!options.title) throw new CliError('--title is required');
      const workplace = options.workplace;
      if (workplace && !['remote', 'hybrid', 'onsite'].includes(workplace)) throw new CliError('--workplace must be remote, hybrid or onsite');
      const list = (v: string | undefined) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : undefined;
      const years = numberOption(options, 'years', 0, 40);
      input = {
        title: options.title,
        ...(options.company ? { company: options.company } : {}),
        ...(options.location ? { location: options.location } : {}),
        ...(workplace ? { workplace: workplace as JobDraftInput['workplace'] } : {}),
        ...(options.type ? { employmentType: options.type } : {}),
        ...(list(options.skills) ? { skills: list(options.skills) } : {}),
        ...(list(options.preferred) ? { preferredSkills: list(options.preferred) } : {}),
        ...(years !== undefined ? { yearsExperience: years } : {}),
        ...(options.salary ? { salary: options.salary } : {}),
        ...(options.about ? { about: options.about } : {}),
      };
    }
    if (!input || typeof input.title !== 'string' || !input.title.trim()) throw new CliError('a job title is required');
    io.stdout(JSON.stringify(generateJobDescription(input), null, 2));
    return 0;
  },
};
