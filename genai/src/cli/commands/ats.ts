import type { Command } from '../command';
import { readResumeArgument } from '../read-input';
import { checkAts } from '../../ats/check-ats';

export const atsCommand: Command = {
  name: 'ats',
  summary: 'Check a resume for ATS problems (layout, fonts, hidden text, headings, dates, contact) (--json, --text)',
  usage: 'ats <file.pdf|docx|txt> [--json] [--text]',
  async run(args, io) {
    const { parsed, document } = await readResumeArgument(args, this.usage);
    const report = checkAts(document ?? parsed);
    if (args.includes('--json')) {
      io.stdout(JSON.stringify(report, null, 2));
      return 0;
    }
    const lines = [`ATS compliance: ${report.score}/100 (check v${report.version})`, ''];
    if (!report.findings.length) lines.push('  No problems found.');
    for (const f of report.findings) lines.push(`  [${f.severity}] ${f.title}: ${f.detail}\n      Fix: ${f.fix}`);
    if (args.includes('--text')) lines.push('', '--- Text as an ATS reads it ---', report.atsText);
    io.stdout(lines.join('\n'));
    return 0;
  },
};
