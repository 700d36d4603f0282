import { COMPETENCIES } from '../src/interview/competencies';
import { answerFeedback } from '../src/interview/answer-feedback';
import { rolePhrase } from '../src/interview/interview-text';
import { jobContext } from '../src/interview/job-context';
import type { InterviewLevel } from '../src/interview/interview-types';
import { CLOSINGS, dutyClause, fill, planInterview, SITUATIONAL, TECHNICAL, WARM_UPS } from '../src/interview/plan-questions';
import { PRACTICE_FIELDS } from '../src/interview/practice-fields';
import { resumeQuestions } from '../src/interview/resume-questions';
import { SKILL_KINDS, skillInSentence, skillKind, type SkillKind } from '../src/interview/skill-kinds';
import { englishProblems } from './english-check';

const LEVELS: InterviewLevel[] = ['entry', 'mid', 'senior'];

/** Real dictionary skills of each kind, with the awkward shapes: acronyms, symbols, "and", a language name. */
const SAMPLE_SKILLS: Record<SkillKind, string[]> = {
  tool: ['Salesforce', 'Apache Kafka', 'Microsoft Excel', 'Python', 'Kubernetes', 'SQL', 'Node.js', 'C++', 'Electronic health records', 'Epic Systems'],
  practice: [
    'Patient care',
    'Financial analysis',
    'Negotiation',
    'Active Listening',
    'Machine learning',
    'Case management',
    'Nursing',
    'Judgment and Decision Making',
    'Time Management',
    'Economics and Accounting',
    'Mathematics',
  ],
  knowledge: ['Medical terminology', 'English Language', 'Spanish', 'Medicine and Dentistry', 'Physics'],
  credential: ['BLS/ACLS', 'Driving licence'],
};

/** Problems per rendered text, so a failure names the sentence. */
function expectEnglish(texts: { text: string; proper?: string[] }[]): void {
  const bad = texts.map(({ text, proper }) => ({ text, problems: englishProblems(text, { proper }) })).filter((t) => t.problems.length);
  expect(bad).toEqual([]);
}

describe('interview wording: every template reads as English', () => {
  it('knows the kind of each sample skill (a tool is never asked about as "the standard of … work")', () => {
    for (const kind of SKILL_KINDS) for (const name of SAMPLE_SKILLS[kind]) expect([name, skillKind(name)]).toEqual([name, kind]);
    expect(skillInSentence('Medical terminology')).toBe('medical terminology');
    expect(skillInSentence('English Language')).toBe('English language');
    expect(skillInSentence('Apache Kafka')).toBe('Apache Kafka');
  });

  it('every technical template × skill kind × level, with every sample skill and every skill of the practice fields', () => {
    const fieldSkills = PRACTICE_FIELDS.flatMap((f) => jobContext(f.job).skills.map((s) => s.name));
    const texts: { text: string; proper?: string[] }[] = [];
    for (const kind of SKILL_KINDS) {
      const names = [...SAMPLE_SKILLS[kind], ...fieldSkills.filter((n) => skillKind(n) === kind)];
      for (const level of LEVELS) {
        for (const template of TECHNICAL[kind][level]) {
          for (const name of names) {
            const skill = skillInSentence(name, kind);
            texts.push({ text: fill(template, { skill }), proper: kind === 'tool' || kind === 'credential' ? [name] : ['English', 'Spanish'] });
          }
        }
      }
    }
    expect(texts.length).toBeGreaterThan(150);
    expectEnglish(texts);
  });

  it('every behavioural prompt of every competency and level', () => {
    const texts = COMPETENCIES.flatMap((c) => LEVELS.flatMap((level) => c.prompts[level].map((text) => ({ text }))));
    expect(texts.length).toBeGreaterThanOrEqual(48);
    expectEnglish(texts);
  });

  it('situational questions put the duty after "asked to" as a verb phrase, and drop headings', () => {
    expect(dutyClause('What you will do')).toBeUndefined();
    expect(dutyClause('Responsible for the weekly budget report')).toBeUndefined();
    expect(dutyClause('Managing the consultant’s diary and correspondence')).toBe('manage the consultant’s diary and correspondence');
    expect(dutyClause('Reviews code and mentors junior engineers.')).toBe('review code and mentors junior engineers');
    expect(dutyClause('Assess, plan and deliver patient care on a busy ward')).toBe('assess, plan and deliver patient care on a busy ward');
    const duties = PRACTICE_FIELDS.flatMap((f) => jobContext(f.job).responsibilities)
      .map(dutyClause)
      .filter((d): d is string => !!d);
    expect(duties.length).toBeGreaterThanOrEqual(15);
    expectEnglish(
      LEVELS.flatMap((level) =>
        duties.map((duty) => ({ text: fill(SITUATIONAL[level], { duty }), proper: ['Salesforce', 'Excel', 'Google', 'Analytics', 'Tableau', 'Power', 'BI'] })),
      ),
    );
  });

  it('warm-ups and closings, with a title and without one', () => {
    const titles = ['Registered Nurse', 'Senior Data Analyst', 'Sales role', 'this role', ''];
    const texts = [...WARM_UPS, ...CLOSINGS].flatMap((template) =>
      titles.map((title) => ({ text: fill(template, { role: rolePhrase(title) }), proper: title.split(' ') })),
    );
    expectEnglish(texts);
    expect(texts.map((t) => t.text).join(' ')).not.toMatch(/this this|role role/);
  });

  it('whole plans for every practice field at every level, and for a posting with a heading among its duties', () => {
    const awkward = `Senior Medical Secretary
What you will do:
- What you will do
- Managing the consultant's diary and correspondence
- Typing clinic letters and reports
Requirements:
- Medical terminology, Microsoft Word, BLS certification
- 7+ years of experience`;
    const jobs = [awkward, ...PRACTICE_FIELDS.flatMap((f) => [f.job, `Senior ${f.job}`, `Junior ${f.job}`])];
    const texts: { text: string; proper?: string[] }[] = [];
    for (const job of jobs) {
      for (const variant of [0, 1]) {
        const plan = planInterview(job, { count: 15, variant });
        for (const q of plan.questions)
          texts.push({
            text: q.text,
            proper: [
              ...plan.title.split(/\s+/),
              ...(q.skill && ['tool', 'credential'].includes(skillKind(q.skill)) ? [q.skill] : []),
              'Salesforce',
              'Excel',
              'Google',
              'Analytics',
              'Tableau',
              'Power',
              'BI',
              'SQL',
              'Git',
              'React',
              'TypeScript',
              'JavaScript',
              'Node.js',
            ],
          });
      }
    }
    expectEnglish(texts);
    const senior = planInterview(awkward, { count: 15 });
    expect(senior.questions.map((q) => q.text).join('\n')).not.toMatch(/asked to what|standard of Medical terminology|Medical terminology work/);
  });

  it('resume questions and feedback sentences for every competency', () => {
    const ctx = jobContext(PRACTICE_FIELDS[0]!.job);
    const resume =
      'Jane Doe\nExperience\nStaff Nurse, City Hospital\nMarch 2021 - Present\n- Cared for 6 patients per shift\nNursing Assistant, Green Care Home\nJanuary 2017 - June 2019\n- Supported residents';
    const texts: { text: string; proper?: string[] }[] = resumeQuestions(resume, { ...ctx, title: '' }, 0)
      .concat(resumeQuestions(resume, ctx, 1))
      .map((q) => ({
        text: q.text,
        proper: ['Staff', 'Nurse', 'City', 'Hospital', 'Nursing', 'Assistant', 'Green', 'Care', 'Home', 'Registered', 'BLS/ACLS', 'BLS'],
      }));
    const answers = [
      'Last winter our ward was short of staff. My job was to cover two bays. I split the checks with a colleague and called the bank office. As a result every patient got their medication on time, 40 of them.',
      'I am very patient and I always try to stay calm. Communication is really important.',
      'I called the pharmacist and changed the dose with the doctor. As a result the patient recovered within two days.',
      'Um, so, like, I would basically just try to do my best, you know, and stuff like that, and I would ask someone.',
    ];
    for (const c of COMPETENCIES) {
      for (const answer of answers) {
        for (const kind of ['behavioural', 'situational', 'closing'] as const) {
          const f = answerFeedback(ctx, { question: c.prompts.mid[0] ?? 'Why are you a strong fit for this role?', answer, competency: c.id, kind });
          texts.push({ text: f.reason, proper: c.label.split(' ') }, { text: f.suggestion, proper: ['Registered', 'Nurse'] });
        }
      }
    }
    expectEnglish(texts);
  });
});
