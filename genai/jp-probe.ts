import { splitSections, jobLines } from './src/jobs/parse-job';
import * as fs from 'node:fs';
const t = fs.readFileSync(process.argv[2]!, 'utf8');
for (const s of splitSections(jobLines(t))) console.log(s.kind, '|', s.heading, '|', s.lines.length, s.lines[0]?.slice(0, 60));
