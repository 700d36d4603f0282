import { listTemplates } from 'resume-templates/node';
import type { Command } from '../command';

export const templatesCommand: Command = {
  name: 'templates',
  summary: 'List the resume templates, one id a line (--json adds name, atsSafe and description)',
  usage: 'templates [--json]',
  async run(args, io) {
    const templates = listTemplates();
    io.stdout(args.includes('--json') ? JSON.stringify(templates, null, 2) : templates.map((t) => t.id).join('\n'));
    return 0;
  },
};
