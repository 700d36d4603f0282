import type { Command } from '../command';
import { readResumeArgument } from '../read-input';
import { enhanceResumeWith, offlineRewriter, rewriterFromEnv } from '../../llm/llm-enhancer';

export const enhanceCommand: Command = {
  name: 'enhance',
  summary: 'Rewrite weak bullets action-first with a diff per bullet; uses HIREGEN_LLM_* when set (--offline, --json)',
  usage: 'enhance <file.pdf|docx|txt|json> [--offline] [--json]',
  async run(args, io) {
    const { parsed } = await readResumeArgument(args, this.usage);
    const result = await enhanceResumeWith(parsed, args.includes('--offline') ? offlineRewriter : rewriterFromEnv());
    if (args.includes('--json')) {
      io.stdout(JSON.stringify(result, null, 2));
      return 0;
    }
    const lines = [`${result.changed} of ${result.bullets.length} bullets rewritten (${result.provider}, enhancer v${result.version})`];
    if (result.fallbackReason) lines.push(`Note: ${result.fallbackReason}`);
    for (const b of result.bullets.filter((x) => x.changed)) {
      lines.push('', `${b.path}:`, `  - ${b.original}`, `  + ${b.rewritten}`);
      lines.push(`    diff: ${b.diff.map((d) => (d.op === 'same' ? d.text : d.op === 'added' ? `{+${d.text}+}` : `[-${d.text}-]`)).join(' ')}`);
    }
    io.stdout(lines.join('\n'));
    return 0;
  },
};
