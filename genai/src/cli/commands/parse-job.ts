import type { Command } from '../command';
import { parseJob } from '../../jobs/parse-job';
import { readTextFile } from './text-input';

export const parseJobCommand: Command = {
  name: 'parse-job',
  summary: 'Parse a job description: title, seniority, location, salary, required/preferred skills, sections (JSON)',
  usage: 'parse-job <job.txt|->',
  async run(args, io) {
    const { sections, ...job } = parseJob(readTextFile(args[0], 'job file'));
    io.stdout(JSON.stringify({ ...job, sections: sections.map((s) => ({ heading: s.heading, kind: s.kind, lines: s.lines.length })) }, null, 2));
    return 0;
  },
};
