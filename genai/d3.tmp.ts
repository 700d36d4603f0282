import { skillsOfLine } from './src/jobs/job-skills';
import { phraseChunks } from './src/jobs/phrase-chunks';
import { parseJob } from './src/jobs/parse-job';
for (const l of ['Experience working with the Python language and Python backend development', 'Familiarity with CSS pre-processors (SCSS preferred)', 'Websockets and service worker experience', 'have managed those projects using version control,', 'Good knowledge and practical experience in automated test practices (Unit, Integration & Acceptance)']) {
  console.log(l, '\n  ', JSON.stringify(skillsOfLine(l, { chunks: true }).map((s) => [s.text, s.name, s.via])), '\n  ', JSON.stringify(phraseChunks(l)));
}
const j = parseJob('Senior Frontend Developer\n\nNice to have:\n\n- Familiarity with CSS pre-processors (SCSS preferred)\n- Experience working with the Python language and Python backend development\n');
console.log(j.preferredSkills.map((s) => [s.name, s.confidence]), j.requiredSkills.map((s) => s.name));
