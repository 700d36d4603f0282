import * as fs from 'node:fs';
import { parseJob } from './src/jobs/parse-job';
import { jobsDir } from './eval/job-parser.eval';
const id = process.argv[2]!;
const f = fs.readdirSync(jobsDir()).find((x) => x.startsWith(id) && x.endsWith('.txt'))!;
const j = parseJob(fs.readFileSync(`${jobsDir()}/${f}`, 'utf8'));
for (const s of j.sections) console.log(`## [${s.kind}] ${s.heading.slice(0, 60)} (${s.lines.length} lines)`);
console.log('REQ', j.requiredSkills.map((s) => s.name).join('; '));
