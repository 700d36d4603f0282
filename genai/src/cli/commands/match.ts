import type { Command } from '../command';
import { CliError } from '../command';
import { matchResume } from '../../match/match-job';
import { readResumeInput, readTextFile } from './text-input';

export const matchCommand: Command = {
  name: 'match',
  summary: 'Match one resume to a job: 0-100 score, parts, matched/missing skills and a fit summary (JSON)',
  usage: 'match <job.txt> <resume.pdf|docx|json|txt>',
  async run(args, io) {
    const [jobFile, resumeFile, ...rest] = args;
    if (!jobFile || !resumeFile || rest.length) throw new CliError('usage: hiregen-genai match <job.txt> <resume.pdf|docx|json|txt>');
    const jobText = readTextFile(jobFile, 'job file');
    if (!jobText.trim()) throw new CliError(`"${jobFile}" is empty`);
    const result = matchResume(jobText, await readResumeInput(resumeFile));
    io.stdout(JSON.stringify(result, null, 2));
    return 0;
  },
};
