import type { Command } from '../command';
import { CliError } from '../command';
import { MAX_QUESTION_COUNT, planInterview } from '../../interview/plan-questions';
import { numberOption, parseOptions, readResumeInput, readTextFile } from './text-input';

const USAGE = 'interview-plan <job.txt> [--resume <file>] [--count N]';

export const interviewPlanCommand: Command = {
  name: 'interview-plan',
  summary: 'Interview questions for a job (and a resume): warm-up, behavioural, technical, closing (JSON)',
  usage: USAGE,
  async run(args, io) {
    const { positional, options } = parseOptions(args, ['resume', 'count']);
    const [jobFile, ...rest] = positional;
    if (!jobFile || rest.length) throw new CliError(`usage: hiregen-genai ${USAGE}`);
    const jobText = readTextFile(jobFile, 'job file');
    if (!jobText.trim()) throw new CliError(`"${jobFile}" is empty`);
    const count = numberOption(options, 'count', 3, MAX_QUESTION_COUNT);
    const resume = options.resume ? (await readResumeInput(options.resume)).text : undefined;
    const plan = planInterview(jobText, { count, resume });
    io.stdout(JSON.stringify({ questions: plan.questions.map(({ id, text, kind, competency }) => ({ id, text, kind, competency })) }, null, 2));
    return 0;
  },
};
