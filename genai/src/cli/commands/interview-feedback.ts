import type { Command } from '../command';
import { CliError } from '../command';
import { answerFeedback } from '../../interview/answer-feedback';
import { QUESTION_KINDS, type QuestionKind } from '../../interview/interview-types';
import { numberOption, parseOptions, readTextFile } from './text-input';

const USAGE = 'interview-feedback <job.txt> --question "<text>" --answer-file <answer.txt> [--seconds N] [--kind K]';

export const interviewFeedbackCommand: Command = {
  name: 'interview-feedback',
  summary: 'Feedback on one interview answer: 1-5 score, STAR, job terms, numbers, fillers, one suggestion (JSON)',
  usage: USAGE,
  async run(args, io) {
    const { positional, options } = parseOptions(args, ['question', 'answer-file', 'seconds', 'kind', 'competency']);
    const [jobFile, ...rest] = positional;
    if (!jobFile || rest.length || !options.question || !options['answer-file']) throw new CliError(`usage: hiregen-genai ${USAGE}`);
    const jobText = readTextFile(jobFile, 'job file');
    if (!jobText.trim()) throw new CliError(`"${jobFile}" is empty`);
    const answer = readTextFile(options['answer-file'], 'answer file');
    if (!answer.trim()) throw new CliError(`"${options['answer-file']}" is empty`);
    const kind = options.kind as QuestionKind | undefined;
    if (kind && !QUESTION_KINDS.includes(kind)) throw new CliError(`--kind must be one of ${QUESTION_KINDS.join(', ')}`);
    const durationSec = numberOption(options, 'seconds', 1, 3600);
    io.stdout(JSON.stringify(answerFeedback(jobText, { question: options.question, answer, kind, competency: options.competency, durationSec }), null, 2));
    return 0;
  },
};
