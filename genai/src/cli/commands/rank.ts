import type { Command } from '../command';
import { CliError } from '../command';
import { matchProfile, prepareJob } from '../../match/match-job';
import { buildResumeProfile } from '../../match/resume-profile';
import { readResumeInput, readTextFile } from './text-input';

export const rankCommand: Command = {
  name: 'rank',
  summary: 'Rank resumes against one job, best first (JSON array; unreadable files get an "error" entry)',
  usage: 'rank <job.txt> <resume files...>',
  async run(args, io) {
    const [jobFile, ...files] = args;
    if (!jobFile || !files.length) throw new CliError('usage: hiregen-genai rank <job.txt> <resume files...>');
    const jobText = readTextFile(jobFile, 'job file');
    if (!jobText.trim()) throw new CliError(`"${jobFile}" is empty`);
    const job = prepareJob(jobText);
    const entries: Record<string, unknown>[] = [];
    const failed: Record<string, unknown>[] = [];
    for (const file of files) {
      try {
        const m = matchProfile(job, buildResumeProfile(await readResumeInput(file), { jobShingles: job.shingles }));
        entries.push({
          file,
          score: m.score,
          currentTitle: m.candidate.currentTitle ?? null,
          summary: m.summary,
          parts: Object.fromEntries(Object.entries(m.parts).map(([k, p]) => [k, p ? p.score : null])),
          matched: m.matched.map((s) => s.skill),
          missing: m.missing.map((s) => s.skill),
          flags: m.flags,
        });
      } catch (error) {
        failed.push({ file, score: null, error: error instanceof Error ? error.message : String(error) });
      }
    }
    // Stable sort: equal scores keep the order given; failures go last.
    const ranked = entries
      .map((e, i) => ({ e, i }))
      .sort((a, b) => (b.e.score as number) - (a.e.score as number) || a.i - b.i)
      .map(({ e }, i) => ({ rank: i + 1, ...e }));
    io.stdout(JSON.stringify([...ranked, ...failed], null, 2));
    return 0;
  },
};
