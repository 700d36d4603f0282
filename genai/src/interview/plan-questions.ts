// The question plan: a warm-up, behavioural questions for the job's competencies, technical and
// situational questions from its skills and duties, questions about the candidate's own resume
// when one is given, and a closing. Deterministic; `variant` rotates the wording for another round.
import { competency } from './competencies';
import { jobContext, type JobContext } from './job-context';
import { lowerFirst, rolePhrase, similarity } from './interview-text';
import type { InterviewLevel, InterviewPlan, InterviewQuestion, QuestionKind } from './interview-types';
import { resumeQuestions } from './resume-questions';
import { skillInSentence, skillKind, type SkillKind } from './skill-kinds';
import { workVerbLemma } from '../skills/work-verbs';

export interface PlanOptions {
  /** Questions in the plan, 3–15 (default 8). */
  count?: number;
  /** Resume text: adds questions about its roles and gaps. */
  resume?: string;
  /** Rotates the templates, so a second round asks different questions. */
  variant?: number;
}

export const DEFAULT_QUESTION_COUNT = 8;
export const MAX_QUESTION_COUNT = 15;
/** Two questions this alike (content-stem Jaccard) count as the same question. */
const SAME_QUESTION = 0.6;

type Draft = Omit<InterviewQuestion, 'id'>;

/**
 * Technical questions per skill kind and level: a tool is used, a practice is done well, a body of
 * knowledge is applied, a credential is trained for. `{skill}` is the name as it reads inside a
 * sentence (`skillInSentence`). Every template × kind × level is rendered and checked in
 * `test/interview-wording.test.ts`.
 */
export const TECHNICAL: Record<SkillKind, Record<InterviewLevel, string[]>> = {
  tool: {
    entry: [
      'What have you done with {skill} so far, in a course, a project or a job, and what did you learn from it?',
      'How would you explain {skill} to a new colleague, and where have you used it yourself?',
    ],
    mid: [
      'Walk me through a recent piece of work where you used {skill}. What was the hardest part and how did you handle it?',
      'Tell me about a time work involving {skill} did not go as planned. What did you do?',
    ],
    senior: [
      'How have you helped a team make better use of {skill}? Give an example and what it changed.',
      'What trade-offs do you weigh in decisions about {skill}? Tell me about one you would make differently now.',
    ],
  },
  practice: {
    entry: [
      'Where have you practised {skill} so far, in a course, a placement or a job, and what did you learn from it?',
      'How would you explain good {skill} to a new colleague, and when have you shown it yourself?',
    ],
    mid: [
      'Walk me through a recent piece of work that called for {skill}. What was the hardest part and how did you handle it?',
      'Tell me about a time when your {skill} was tested. What did you do?',
    ],
    senior: [
      'How have you raised the standard of {skill} across a team? Give an example and what it changed.',
      'What trade-offs do you weigh in {skill}? Tell me about one you would make differently now.',
    ],
  },
  knowledge: {
    entry: [
      'Where have you used your knowledge of {skill} so far, in a course, a placement or a job, and what did you learn from it?',
      'How would you explain a point of {skill} to a new colleague, and where have you needed it yourself?',
    ],
    mid: [
      'Walk me through a recent piece of work where your knowledge of {skill} made a difference. What was the hardest part?',
      'Tell me about a time a gap in your knowledge of {skill} caused a problem. What did you do?',
    ],
    senior: [
      'How have you built up a team’s knowledge of {skill}? Give an example and what it changed.',
      'When has a point of {skill} been hard to get right in your work? What did you do, and what would you do differently now?',
    ],
  },
  credential: {
    entry: [
      'When have you used your {skill} training, in a course, a placement or a job, and what did you learn from it?',
      'How do you keep your {skill} skills current, and when did you last use them?',
    ],
    mid: [
      'Walk me through a time your {skill} training mattered at work. What did you do?',
      'Tell me about a time you had to act on your {skill} training under pressure. What happened?',
    ],
    senior: [
      'How have you made sure a team keeps its {skill} skills current? Give an example and what it changed.',
      'Tell me about an emergency or an audit where your team’s {skill} training was tested. What would you do differently now?',
    ],
  },
};

/** `{duty}` is a duty from the posting in the base form of its verb ("assess and monitor patients"). */
export const SITUATIONAL: Record<InterviewLevel, string> = {
  entry: 'Imagine that in your first month you are asked to {duty}. How would you go about it, and who would you ask for help?',
  mid: 'Imagine that in your first month you are asked to {duty}. How would you approach it, and how would you know it went well?',
  senior: 'Suppose you are asked to {duty}, and to bring the rest of the team with you. How would you set it up, and what would you measure?',
};

/** `{role}` is "this Registered Nurse role", or "this role" for a posting without a title. */
export const WARM_UPS = ['Tell me about yourself and what draws you to {role}.', 'Walk me through your background and how it led you to apply for {role}.'];

export const CLOSINGS = [
  'Why are you a strong fit for {role}, and what would you focus on in your first 90 days?',
  'What would you want to have achieved after six months in {role}, and what support would help you get there?',
];

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function pick<T>(list: T[], variant: number, offset = 0): T | undefined {
  return list.length ? list[(variant + offset) % list.length] : undefined;
}

function behavioural(ctx: JobContext, variant: number): Draft[] {
  return ctx.competencies
    .map((id, i) => {
      const c = competency(id);
      return { text: pick(c.prompts[ctx.level], variant, i) ?? '', kind: 'behavioural' as QuestionKind, competency: id, rubric: c.rubric };
    })
    .filter((q) => q.text);
}

function technical(ctx: JobContext, variant: number): Draft[] {
  const rubric = competency('role-knowledge').rubric;
  const bySkill: Draft[] = ctx.skills.map((s, i) => {
    const kind = skillKind(s.name);
    return {
      text: fill(pick(TECHNICAL[kind][ctx.level], variant, i)!, { skill: skillInSentence(s.name, kind) }),
      kind: 'technical',
      competency: 'role-knowledge',
      rubric,
      skill: s.name,
    };
  });
  const duties: Draft[] = ctx.responsibilities
    .map((r) => dutyClause(r))
    .filter((d): d is string => d !== undefined)
    .map((duty) => ({ text: fill(SITUATIONAL[ctx.level], { duty }), kind: 'situational', competency: 'role-knowledge', rubric }));
  // Skills and duties alternate so a short plan still has both kinds.
  const out: Draft[] = [];
  for (let i = 0; i < Math.max(bySkill.length, duties.length); i++) {
    if (bySkill[i]) out.push(bySkill[i]!);
    if (duties[(i + variant) % Math.max(1, duties.length)] && i < duties.length) out.push(duties[(i + variant) % duties.length]!);
  }
  return out;
}

/**
 * A posting's duty as a clause that can follow "asked to": its first clause, led by a work verb
 * put in its base form ("Managing the rota" → "manage the rota", "Reviews code" → "review code").
 * Headings and duties that do not open with a verb ("What you will do", "Responsible for …") are
 * left out, as are very short or very long ones.
 */
/** Duty verbs of job ads that the occupation descriptions do not use, by the forms they come in. */
const AD_VERBS = new Map(
  ['assess', 'prospect', 'run', 'log', 'greet', 'present', 'close', 'deploy', 'escalate', 'own', 'ship'].flatMap(
    (v) =>
      [
        [v, v],
        [`${v}s`, v],
        [`${v}es`, v],
        [v.endsWith('e') ? `${v.slice(0, -1)}ing` : `${v}ing`, v],
        [`${v}ning`, v],
        [`${v}ging`, v],
      ] as [string, string][],
  ),
);

export function dutyClause(responsibility: string): string | undefined {
  const clause = responsibility
    .replace(/[.;:!?]+$/, '')
    .split(/;\s*/)[0]!
    .trim()
    .replace(/\s+/g, ' ');
  const words = clause.split(' ');
  if (words.length < 3 || clause.length > 140) return undefined;
  const first = words[0]!.replace(/[,]+$/, '');
  const lemma = /^[A-Za-z]+$/.test(first) ? (workVerbLemma(first) ?? AD_VERBS.get(first.toLowerCase())) : undefined;
  // The duty-verb list, read from occupation descriptions, also holds a few adjectives ("responsible for").
  if (!lemma || /(ible|able|ous|ful)$/.test(lemma)) return undefined;
  const rest = clause.slice(words[0]!.length);
  return lowerFirst(`${lemma}${words[0]!.endsWith(',') ? ',' : ''}${rest}`);
}

function isNew(list: Draft[], q: Draft): boolean {
  return !list.some((x) => x.text === q.text || similarity(x.text, q.text) >= SAME_QUESTION);
}

/** Plans an interview for a job posting (plain text). */
export function planInterview(jobText: string, options: PlanOptions = {}): InterviewPlan {
  const ctx = jobContext(jobText);
  const count = Math.max(3, Math.min(MAX_QUESTION_COUNT, Math.round(options.count ?? DEFAULT_QUESTION_COUNT)));
  const variant = Math.max(0, Math.floor(options.variant ?? 0));
  const title = ctx.title;
  const motivation = competency('motivation').rubric;
  const rolePhraseText = rolePhrase(title);
  const warmUp: Draft = { text: fill(pick(WARM_UPS, variant)!, { role: rolePhraseText }), kind: 'warm-up', competency: 'motivation', rubric: motivation };
  const closing: Draft = { text: fill(pick(CLOSINGS, variant)!, { role: rolePhraseText }), kind: 'closing', competency: 'motivation', rubric: motivation };

  const middle = count - 2;
  const fromResume = options.resume ? resumeQuestions(options.resume, ctx, variant).slice(0, Math.min(2, Math.floor(middle / 3))) : [];
  const behaviouralPool = behavioural(ctx, variant);
  const technicalPool = technical(ctx, variant);
  const wantBehavioural = Math.ceil((middle - fromResume.length) / 2);

  const chosen: Draft[] = [warmUp, closing];
  const take = (pool: Draft[], n: number) => {
    let added = 0;
    for (const q of pool) {
      if (added >= n || chosen.length >= count) break;
      if (isNew(chosen, q)) {
        chosen.push(q);
        added++;
      }
    }
  };
  take(fromResume, fromResume.length);
  take(behaviouralPool, wantBehavioural);
  take(technicalPool, middle - (chosen.length - 2));
  // A job with few skills or duties: more behavioural prompts fill the plan (second prompts).
  if (chosen.length < count) take([...behavioural(ctx, variant + 1), ...technical(ctx, variant + 1)], count - chosen.length);

  const body = chosen.slice(2);
  // Order: warm-up, resume, then behavioural and role questions alternating, closing last.
  const resumeQs = body.filter((q) => q.kind === 'resume');
  const beh = body.filter((q) => q.kind === 'behavioural');
  const role = body.filter((q) => q.kind === 'technical' || q.kind === 'situational');
  const ordered: Draft[] = [warmUp, ...resumeQs];
  for (let i = 0; i < Math.max(beh.length, role.length); i++) {
    if (beh[i]) ordered.push(beh[i]!);
    if (role[i]) ordered.push(role[i]!);
  }
  ordered.push(closing);
  const questions = ordered.slice(0, count).map((q, i) => ({ id: `q${i + 1}`, ...q }));
  if (count < ordered.length && questions[questions.length - 1]?.kind !== 'closing') {
    questions[questions.length - 1] = { id: `q${questions.length}`, ...closing };
  }
  return {
    title,
    level: ctx.level,
    competencies: [...new Set(questions.map((q) => q.competency))],
    questions,
    source: 'offline',
  };
}
