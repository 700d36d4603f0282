import { loadJobPostings, normSkill } from './eval/job-parser.eval';
import { parseJob, type JobSkill } from './src/jobs/parse-job';
let total = 0, covered = 0;
const missed: string[] = [];
for (const p of loadJobPostings('tune')) {
  const features = new Map<JobSkill, number[]>();
  const job = parseJob(p.text, { features });
  const forms = new Set([...job.requiredSkills, ...job.preferredSkills].flatMap((s) => [s.name, s.span?.text ?? ''].map(normSkill)));
  for (const e of [...p.truth.required_skills, ...p.truth.preferred_skills]) {
    total++;
    if (e.split('|').map(normSkill).some((a) => forms.has(a))) covered++;
    else missed.push(`${p.id.slice(0, 3)}\t${e}`);
  }
}
console.log(`candidate recall (any list) ${covered}/${total}`);
console.log(missed.join('\n'));
