// Questions about the candidate's own resume: their recent roles, gaps of six months or more
// between roles, and skills the job asks for that the resume does not show.
import { findSkillHits } from '../skills/extract-skills';
import { parseResumeText } from '../resume/parse-resume';
import { competency } from './competencies';
import type { JobContext } from './job-context';
import { rolePhrase } from './interview-text';
import { skillInSentence } from './skill-kinds';
import type { InterviewQuestion } from './interview-types';

type Draft = Omit<InterviewQuestion, 'id'>;

export const MAX_RESUME_TEXT = 50_000;
const GAP_MONTHS = 6;

/** "2019-03", "2019" → months since year 0; undefined when unreadable. */
function monthIndex(date: string | undefined): number | undefined {
  const m = /^(\d{4})(?:-(\d{1,2}))?/.exec(date ?? '');
  if (!m) return undefined;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 0);
}

function monthName(index: number): string {
  const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${names[index % 12]} ${Math.floor(index / 12)}`;
}

export function resumeQuestions(resumeText: string, ctx: JobContext, variant = 0): Draft[] {
  const parsed = parseResumeText(resumeText.slice(0, MAX_RESUME_TEXT));
  const work = (parsed.resume.work ?? []).filter((w) => w.position || w.name);
  const out: Draft[] = [];
  const ownership = competency('ownership');
  const roleRubric = competency('role-knowledge').rubric;

  const roles = work.slice(0, 2);
  roles.forEach((w, i) => {
    const where = [w.position, w.name].filter(Boolean).join(' at ');
    const text =
      (i + variant) % 2 === 0
        ? `In your role as ${where}, what are you proudest of, and how would it help you in ${rolePhrase(ctx.title)}?`
        : `Your resume lists ${where}. Tell me about the hardest problem you faced there and how you solved it.`;
    out.push({
      text,
      kind: 'resume',
      competency: i === 0 ? 'role-knowledge' : 'problem-solving',
      rubric: i === 0 ? roleRubric : competency('problem-solving').rubric,
    });
  });

  // Gaps: roles sorted newest first; a gap is the time between one role's end and the next start.
  const spans = work
    .map((w) => ({ start: monthIndex(w.startDate), end: monthIndex(w.endDate) }))
    .filter((s): s is { start: number; end: number | undefined } => s.start !== undefined)
    .sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < spans.length; i++) {
    const end = spans[i]!.end;
    const next = spans[i + 1]!.start;
    if (end !== undefined && next - end > GAP_MONTHS) {
      out.unshift({
        text: `Your resume shows a gap between ${monthName(end)} and ${monthName(next)}. What were you doing then, and what did you take from it?`,
        kind: 'resume',
        competency: 'ownership',
        rubric: ownership.rubric,
      });
      break;
    }
  }

  const resumeSkills = new Set(findSkillHits(resumeText.slice(0, MAX_RESUME_TEXT)).map((h) => h.skillId));
  const missing = ctx.skills.find((s) => s.required && !resumeSkills.has(s.id));
  if (missing) {
    out.push({
      text: `The role asks for ${skillInSentence(missing.name)}, which your resume does not mention. What experience do you have with it, or how would you get up to speed?`,
      kind: 'resume',
      competency: 'adaptability',
      rubric: competency('adaptability').rubric,
      skill: missing.name,
    });
  }
  return out;
}
