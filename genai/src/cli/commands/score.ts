import type { Command } from '../command';
import { readResumeArgument } from '../read-input';
import { scoreResume } from '../../score/score-resume';

export const scoreCommand: Command = {
  name: 'score',
  summary: 'Score a resume 0-100 by weighted categories, with line-level suggestions (--json for JSON)',
  usage: 'score <file.pdf|docx|txt|json> [--json]',
  async run(args, io) {
    const { parsed } = await readResumeArgument(args, this.usage);
    const card = scoreResume(parsed);
    if (args.includes('--json')) {
      io.stdout(JSON.stringify(card, null, 2));
      return 0;
    }
    const lines = [`Resume score: ${card.total}/100 (scorecard v${card.version})`, ''];
    for (const c of card.categories) lines.push(`  ${c.label.padEnd(30)} ${String(c.points).padStart(5)} / ${c.weight}   ${c.detail}`);
    if (card.suggestions.length) lines.push('', 'Suggestions:');
    for (const s of card.suggestions) lines.push(`  - [${s.category}] ${s.message}${s.line ? `\n      "${s.line}"` : ''}`);
    io.stdout(lines.join('\n'));
    return 0;
  },
};
