import { rankResumes } from '../src/match/rank';
import { RANK_WEIGHTS } from '../src/match/rank-weights';
import { buildResumeProfile } from '../src/match/resume-profile';
import { roleWords, titleOverlaps } from '../src/match/title-overlap';

const now = { year: 2026, month: 1 };

describe('role words of a title', () => {
  it('drops levels and teams and reads a word and its kin as one', () => {
    expect(roleWords('Technical Support Analyst — Platform Support Team')).toEqual(roleWords('Senior Technician, Support Analysts'));
    expect(roleWords('Front-end Developer')).toEqual(roleWords('Frontend Developer'));
    expect(roleWords('Engineering Manager')).toEqual(roleWords('Sr. Engineer Managers'));
    expect(roleWords('Registered Nurse')).toEqual(roleWords('Registered Nursing'));
    expect(roleWords('Account Executive')).not.toEqual(roleWords('Accountant'));
    // A level is no role word in any of its forms, nor is a lone letter.
    expect(roleWords('R&D Team Leader')).toEqual([]);
    expect(roleWords('Lead Registered Nurse')).toEqual(roleWords('Registered Nurse'));
  });
});

describe('title overlap within a pool', () => {
  const pool = [['Customer Support Lead'], ['Barista', 'Customer Support Agent'], ['Support Engineer'], ['Sales Specialist'], ['Software Engineer']];

  it('ranks the current role named like the job first, an older one lower, a shared level word not at all', () => {
    const [current, older, partial, specialist, unrelated] = titleOverlaps('Senior Customer Support Specialist', pool);
    expect(current).toBeGreaterThan(older!);
    expect(older).toBeGreaterThan(0);
    expect(partial).toBeGreaterThan(0);
    expect(current).toBeGreaterThan(partial!);
    // "Specialist" is in one title of the pool and so is rare, but alone it is a third of the role.
    expect(specialist).toBeLessThan(current!);
    expect(unrelated).toBe(0);
  });

  it('gives nothing when the job has no title', () => {
    expect(titleOverlaps('', pool)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('the role beside a title on its line', () => {
  it('keeps the words after the comma that a title split cut off', () => {
    const profile = buildResumeProfile(
      { text: 'EXPERIENCE\nSenior Engineer, Customer Support, Acme Ltd, Jan 2024 - Present\n- Answered tickets from hospital staff' },
      { now },
    );
    expect(profile.titles[0]?.title).toBe('Senior Engineer');
    expect(profile.titles[0]?.role).toBe('Senior Engineer Customer Support');
  });
});

describe('ranking by the recent role', () => {
  const job = `Mathematics Teacher

We are a secondary school looking for a mathematics teacher to plan lessons, mark coursework and
support students preparing for exams.

Requirements
- Experience teaching mathematics in a secondary school
- Lesson planning and classroom management`;

  // Mentions the posting's words often, but has never held the role.
  const tutorPlanner = `Curriculum Software Developer

EXPERIENCE
Software Developer, Lesson Apps Ltd, Jan 2019 - Present
- Built lesson planning software for mathematics classroom management in secondary school settings
- Wrote mathematics coursework and exams tooling that supports students preparing for exams
- Worked with every mathematics teacher on lesson planning and classroom management features

SKILLS
Lesson planning, Classroom management, Mathematics`;

  const teacher = `Mathematics Teacher

EXPERIENCE
Mathematics Teacher, Northfield Academy, Sep 2016 - Present
- Taught algebra and geometry to classes of 30
- Planned lessons and marked coursework

SKILLS
Lesson planning, Classroom management`;

  const pool = [
    { id: 'developer', input: { text: tutorPlanner } },
    { id: 'teacher', input: { text: teacher } },
    { id: 'clerk', input: { text: 'Office Clerk\n\nEXPERIENCE\nOffice Clerk, Town Hall, Jan 2020 - Present\n- Filed records' } },
  ];

  it('puts the person whose current role is the job above one who echoes its words', () => {
    const ranked = rankResumes(job, pool, { now });
    expect(ranked.map((r) => r.id)).toEqual(['teacher', 'developer', 'clerk']);
  });

  it('credits the recent title in the learned order (without it the title feature adds nothing)', () => {
    const withTitles = rankResumes(job, pool, { now });
    const without = rankResumes(job, pool, { now, weights: { ...RANK_WEIGHTS, titleWords: 0 } });
    const gap = (rows: typeof withTitles) => rows.find((r) => r.id === 'teacher')!.rankScore - rows.find((r) => r.id === 'developer')!.rankScore;
    expect(gap(withTitles)).toBeGreaterThan(gap(without));
  });
});
