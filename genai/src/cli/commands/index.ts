import type { Command } from '../command';
import { atsCommand } from './ats';
import { enhanceCommand } from './enhance';
import { parseCommand } from './parse';
import { scoreCommand } from './score';

// Jobs, skills and matching commands.
import { generateJobCommand } from './generate-job';
import { keywordsCommand } from './keywords';
import { matchCommand } from './match';
import { normalizeCommand } from './normalize';
import { parseJobCommand } from './parse-job';
import { rankCommand } from './rank';
import { skillsCommand } from './skills';
import { summarizeCommand } from './summarize';

// Resume templates and export.
import { renderCommand } from './render';
import { templatesCommand } from './templates';

// AI interview commands.
import { interviewFeedbackCommand } from './interview-feedback';
import { interviewPlanCommand } from './interview-plan';

// Each command file adds itself here; the order is the order of `--help`.
export const commands: Command[] = [
  parseCommand,
  scoreCommand,
  atsCommand,
  enhanceCommand,
  parseJobCommand,
  generateJobCommand,
  normalizeCommand,
  skillsCommand,
  matchCommand,
  rankCommand,
  keywordsCommand,
  summarizeCommand,
  templatesCommand,
  renderCommand,
  interviewPlanCommand,
  interviewFeedbackCommand,
];
