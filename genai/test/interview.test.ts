import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { answerFeedback, planInterview, practiceField, sessionReport } from '../src';
import { similarity } from '../src/interview/interview-text';
import { main } from '../src/cli/main';

const NURSE_JOB = `Senior Registered Nurse - ICU
Responsibilities:
- Assess and monitor critically ill patients, administer medications and IV therapy
- Coordinate care with physicians and families; mentor new graduate nurses
- Document care in Epic EHR
Requirements:
- 7+ years of ICU nursing experience
- BLS and ACLS certification
- Strong communication and teamwork skills`;

const JUNIOR_DEV_JOB = `Junior Software Developer (Graduate)
Responsibilities:
- Build and test features in React and TypeScript with a mentor
Requirements:
- A degree or bootcamp, some JavaScript, Git`;

const STRONG =
  'Last winter on our ward a patient’s daughter was angry because her mother had waited four hours for pain relief. My job was to get her mother comfortable quickly. I listened, checked the medication chart, called the on-call doctor and administered the analgesia within fifteen minutes. As a result her pain score went from 8 to 3 and the family thanked the ward manager.';
const WEAK = 'I am very patient and I always try to stay calm. Communication is really important.';

describe('interview plan', () => {
  it('has a warm-up first, a closing last, behavioural and technical questions between, none alike', () => {
    const plan = planInterview(NURSE_JOB, { count: 8 });
    const q = plan.questions;
    expect(q).toHaveLength(8);
    expect(q[0]!.kind).toBe('warm-up');
    expect(q[7]!.kind).toBe('closing');
    expect(q.filter((x) => x.kind === 'behavioural').length).toBeGreaterThanOrEqual(2);
    expect(q.some((x) => x.kind === 'technical' || x.kind === 'situational')).toBe(true);
    expect(q.map((x) => x.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8']);
    for (let i = 0; i < q.length; i++) for (let j = i + 1; j < q.length; j++) expect(similarity(q[i]!.text, q[j]!.text)).toBeLessThan(0.6);
    expect(q[0]!.text).toContain('Senior Registered Nurse');
  });

  it('asks a senior job about leading and a graduate job from school or first jobs', () => {
    const senior = planInterview(NURSE_JOB);
    const junior = planInterview(JUNIOR_DEV_JOB);
    expect(senior.level).toBe('senior');
    expect(junior.level).toBe('entry');
    expect(senior.questions.some((x) => /across a team|set it up|turned around|across the team/i.test(x.text))).toBe(true);
    expect(junior.questions.some((x) => /in a course, a project or a job|classmate|who would you ask for help/i.test(x.text))).toBe(true);
  });

  it('asks technical questions about the job’s own skills', () => {
    const plan = planInterview(JUNIOR_DEV_JOB, { count: 10 });
    const skills = plan.questions.filter((x) => x.kind === 'technical').map((x) => x.skill!);
    expect(skills.length).toBeGreaterThanOrEqual(2);
    for (const skill of skills) expect(JUNIOR_DEV_JOB).toContain(skill);
    expect(plan.questions.find((x) => x.skill === skills[0])!.text).toContain(skills[0]);
  });

  it('asks about the resume’s own roles and its gap', () => {
    const resume =
      'Jane Doe\nExperience\nStaff Nurse, City Hospital\nMarch 2021 - Present\n- Cared for 6 patients per shift\nNursing Assistant, Green Care Home\nJanuary 2017 - June 2019\n- Supported residents';
    const plan = planInterview(NURSE_JOB, { resume, count: 10 });
    const fromResume = plan.questions.filter((x) => x.kind === 'resume').map((x) => x.text);
    expect(fromResume.some((t) => /gap between June 2019 and March 2021/.test(t))).toBe(true);
    expect(fromResume.some((t) => /Staff Nurse at City Hospital/.test(t))).toBe(true);
  });

  it('keeps the count within 3–15 and changes wording with the variant', () => {
    expect(planInterview(NURSE_JOB, { count: 1 }).questions).toHaveLength(3);
    expect(planInterview(NURSE_JOB, { count: 99 }).questions.length).toBeLessThanOrEqual(15);
    const a = planInterview(NURSE_JOB, { variant: 0 }).questions.map((x) => x.text);
    const b = planInterview(NURSE_JOB, { variant: 1 }).questions.map((x) => x.text);
    expect(a).not.toEqual(b);
  });
});

describe('answer feedback', () => {
  const job = practiceField('nursing')!.job;
  const question = 'Tell me about a time you dealt with a difficult patient or family member.';

  it('finds every STAR part, the numbers and the job terms of a strong answer', () => {
    const f = answerFeedback(job, { question, answer: STRONG, kind: 'behavioural', competency: 'customer-focus' });
    expect(f.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(f.missing).toEqual([]);
    expect(f.quantified).toEqual(expect.arrayContaining(['four hours', 'fifteen minutes']));
    expect(f.score).toBeGreaterThanOrEqual(4);
    expect(f.reason).toMatch(/^\d\/5 for Customer focus: /);
  });

  it('scores a vague answer 1–2 and says what to add', () => {
    const f = answerFeedback(job, { question, answer: WEAK, kind: 'behavioural', competency: 'customer-focus' });
    expect(f.score).toBeLessThanOrEqual(2);
    expect(f.missing).toEqual(['situation', 'task', 'action', 'result']);
    expect(f.flags).toEqual(expect.arrayContaining(['too-short', 'hypothetical']));
    expect(f.suggestion).toMatch(/real time/);
  });

  it('asks for the result when the story stops before it', () => {
    const answer =
      'Last year on my ward a patient’s family complained that nobody explained the discharge plan. I sat down with them, went through the plan step by step and wrote the key dates on the whiteboard in the room so they could see them every day.';
    const f = answerFeedback(job, { question, answer, kind: 'behavioural' });
    expect(f.star.result).toBe(false);
    expect(f.suggestion).toMatch(/End with the result/);
  });

  it('counts filler words and pace when timed', () => {
    const answer =
      'Um, so basically, like, I was working a night shift and um a patient, like, fell. I called the doctor, you know, and basically we did the checks. In the end the patient was fine.';
    const f = answerFeedback(job, { question, answer, durationSec: 10 });
    expect(f.fillers.find((x) => x.word === 'um')?.count).toBe(2);
    expect(f.fillers.find((x) => x.word === 'basically')?.count).toBe(2);
    expect(f.flags).toContain('filler-heavy');
    expect(f.wpm).toBe(Math.round(f.words * 6));
    expect(f.flags).toContain('too-fast');
  });

  it('flags an answer about something else as off-topic', () => {
    const f = answerFeedback(job, {
      question,
      answer: 'My favourite holiday was in Spain. The beaches are lovely and the food is great, I would go back every summer if I could afford it.',
    });
    expect(f.flags).toContain('off-topic');
    expect(f.score).toBe(1);
  });

  it('reports used and missed job terms', () => {
    const f = answerFeedback(job, { question, answer: `${STRONG} I documented it in the electronic health record.` });
    expect(f.jobTerms.used).toContain('Electronic health records');
    expect(f.jobTerms.missed).not.toContain('Electronic health records');
    expect(f.jobTerms.missed.length).toBeGreaterThan(0);
  });
});

describe('session report', () => {
  it('averages per competency and picks the weakest STAR part to practise', () => {
    const job = practiceField('nursing')!.job;
    const q = (id: string, competency: string) => ({ id, text: 'Tell me about a time…', kind: 'behavioural' as const, competency });
    const strong = answerFeedback(job, { question: 'Tell me about a difficult patient', answer: STRONG, kind: 'behavioural' });
    const weak = answerFeedback(job, { question: 'Tell me about a difficult patient', answer: WEAK, kind: 'behavioural' });
    const report = sessionReport([
      { question: q('q1', 'customer-focus'), feedback: strong },
      { question: q('q2', 'teamwork'), feedback: weak },
      { question: q('q3', 'teamwork'), feedback: null },
    ]);
    expect(report.answered).toBe(2);
    expect(report.asked).toBe(3);
    expect(report.competencies.map((c) => c.competency)).toEqual(['customer-focus', 'teamwork']);
    expect(report.competencies[0]!.score).toBe(strong.score);
    expect(report.overall).toBe(Math.round(((strong.score + weak.score) / 2) * 10) / 10);
    expect(report.storyAnswers).toBe(2);
    expect(report.starRate.result).toBe(0.5);
    expect(report.strengths).toEqual(['Customer focus']);
    expect(report.focusAreas).toEqual(['Teamwork']);
  });
});

describe('hiregen-genai interview commands', () => {
  async function cli(args: string[]) {
    let out = '';
    let err = '';
    const code = await main(args, {
      stdout: (t) => {
        out += t;
      },
      stderr: (t) => {
        err += t;
      },
    });
    return { code, out, err };
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-interview-'));
  const jobFile = path.join(tmp, 'job.txt');
  const answerFile = path.join(tmp, 'answer.txt');
  fs.writeFileSync(jobFile, NURSE_JOB);
  fs.writeFileSync(answerFile, STRONG);

  it('interview-plan prints { questions: [{ id, text, kind, competency }] }', async () => {
    const r = await cli(['interview-plan', jobFile, '--count', '5']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as { questions: Record<string, unknown>[] };
    expect(out.questions).toHaveLength(5);
    for (const q of out.questions) expect(Object.keys(q).sort()).toEqual(['competency', 'id', 'kind', 'text']);
  });

  it('interview-feedback prints score, star, jobTerms and suggestion', async () => {
    const r = await cli(['interview-feedback', jobFile, '--question', 'Tell me about a difficult patient.', '--answer-file', answerFile]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.score).toBeGreaterThanOrEqual(4);
    expect(out.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(Array.isArray(out.jobTerms.used) && Array.isArray(out.jobTerms.missed)).toBe(true);
    expect(typeof out.suggestion).toBe('string');
  });

  it('refuses a missing --answer-file and a bad --count with exit 2', async () => {
    expect((await cli(['interview-feedback', jobFile, '--question', 'x'])).code).toBe(2);
    const bad = await cli(['interview-plan', jobFile, '--count', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--count must be a number/);
  });
});

describe('practice fields', () => {
  it('the field list the pages show is the engine’s list', async () => {
    const { PRACTICE_FIELD_OPTIONS } = await import('shared-schemas');
    const { PRACTICE_FIELDS } = await import('../src');
    expect(PRACTICE_FIELD_OPTIONS.map((f) => [f.id, f.label])).toEqual(PRACTICE_FIELDS.map((f) => [f.id, f.label]));
  });
});

describe('warm-up and situational answers', () => {
  const job = practiceField('software')!.job;
  it('says a warm-up answer gives no reason for wanting the role, and what to do', () => {
    const f = answerFeedback(job, {
      question: 'Tell me about yourself and what draws you to this Software Engineer role.',
      answer:
        'I have worked on web applications for five years with React and Node.js, and I led a migration to TypeScript at my last company that cut production errors from twelve a month to one.',
    });
    expect(f.reason).toMatch(/no reason why you want this role/);
    expect(f.suggestion).toMatch(/^Say why you want this role/);
    const better = answerFeedback(job, {
      question: 'Tell me about yourself and what draws you to this Software Engineer role.',
      answer:
        'I have worked on web applications for five years with React and Node.js, and I led a migration to TypeScript that cut production errors from twelve a month to one. I want this role because your product serves thousands of customers and reliability is the part of the work I enjoy most.',
    });
    expect(better.points).toBeGreaterThan(f.points);
    expect(better.reason).not.toMatch(/no reason/);
  });

  it('asks for steps in a situational answer without them', () => {
    const f = answerFeedback(job, {
      question: 'Imagine that in your first month you are asked to review code and improve reliability. How would you approach it?',
      answer: 'I would look at the code and try to make it more reliable, working with the team on anything that seems important to the customers.',
    });
    expect(f.suggestion).toMatch(/^Walk through it in steps/);
  });
});

describe('job terms', () => {
  it('keep one of a singular and plural pair and both of Sales and Salesforce', async () => {
    const { jobContext } = await import('../src');
    const nurse = jobContext(practiceField('nursing')!.job).terms.map((t) => t.toLowerCase());
    expect(nurse.filter((t) => t.startsWith('electronic health record'))).toHaveLength(1);
    const sales = jobContext('Account Executive\nRequirements:\n- B2B sales experience\n- Salesforce CRM').terms;
    expect(sales).toContain('Sales');
    expect(sales.some((t) => t.startsWith('Salesforce'))).toBe(true);
  });
});
