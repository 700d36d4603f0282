// `npx tsx genai-lab/scripts/job-skill-misses.ts [--list=preferred]`: the tune part's missed skills
// of one truth list, grouped by cause, and the found skills that are wrong, for choosing what to
// work on. Causes: filed in the other list; named by a candidate the confidence model drops (its
// confidence shown); named by a candidate a rival reading displaced; written in the posting with no
// candidate; not written at all (the label paraphrases). Reads the tune part only.
import { loadJobPostings, normSkill, skillKey } from '../eval/job-parser.eval';
import { SKILL_THRESHOLD, skillConfidence } from 'genai/lab';
import { parseJob, type JobSkill } from 'genai';

const list = process.argv.includes('--list=preferred') ? 'preferred' : 'required';
const causes = new Map<string, string[]>();
const note = (cause: string, line: string) => causes.set(cause, [...(causes.get(cause) ?? []), line]);
const wrong: string[] = [];

for (const p of loadJobPostings('tune')) {
  const features = new Map<JobSkill, number[]>();
  const candidates = parseJob(p.text, { features });
  const job = parseJob(p.text);
  const body = ` ${normSkill(p.text)} `;
  // "back-end" written, "backend" labelled: hyphens dropped on both sides.
  const unhyphenated = ` ${normSkill(p.text.replace(/-/g, ''))} `;
  const entries = (labels: string[]) => labels.map((e) => e.split('|').map(skillKey));
  const ownLabels = list === 'required' ? p.truth.required_skills : p.truth.preferred_skills;
  const own = entries(ownLabels);
  const other = entries(list === 'required' ? p.truth.preferred_skills : p.truth.required_skills);
  const neutral = entries(p.truth.other_skills);
  const found = list === 'required' ? job.requiredSkills : job.preferredSkills;
  const elsewhere = list === 'required' ? job.preferredSkills : job.requiredSkills;
  const names = (s: JobSkill, alts: string[]) => [s.name, s.span?.text ?? ''].map(skillKey).some((f) => f && alts.includes(f));
  own.forEach((alts, i) => {
    const label = `${p.id}: ${ownLabels[i]}`;
    if (found.some((s) => names(s, alts))) return;
    if (elsewhere.some((s) => names(s, alts))) return note('filed in the other list', label);
    const named = [...candidates.requiredSkills, ...candidates.preferredSkills].filter((s) => names(s, alts));
    if (named.length) {
      const best = Math.max(...named.map((s) => skillConfidence(features.get(s) ?? [])));
      const cause = best >= SKILL_THRESHOLD ? 'displaced by a rival reading' : 'dropped by the model';
      return note(cause, `${label} (${best.toFixed(2)}) «${named[0]!.evidence.slice(0, 90)}»`);
    }
    const written = ownLabels[i]!.split('|').some((a) => body.includes(` ${normSkill(a)} `) || unhyphenated.includes(` ${normSkill(a.replace(/-/g, ''))} `));
    note(written ? 'written, no candidate' : 'not written', label);
  });
  for (const s of found) {
    if (own.some((alts) => names(s, alts)) || neutral.some((alts) => names(s, alts))) continue;
    const kind = other.some((alts) => names(s, alts)) ? 'misplaced' : 'wrong';
    wrong.push(`${kind} ${s.source} ${s.confidence} ${p.id}: ${s.name} [${s.span?.text ?? ''}] «${s.evidence.slice(0, 90)}»`);
  }
}

for (const [cause, lines] of causes) console.log(`\n## ${list} missed, ${cause}: ${lines.length}\n${lines.map((l) => `  ${l}`).join('\n')}`);
console.log(`\n## ${list} found and wrong: ${wrong.length}\n${wrong.map((l) => `  ${l}`).join('\n')}`);
