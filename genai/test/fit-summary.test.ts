import { matchResume } from '../src/match/match-job';

const NOW = { now: { year: 2025, month: 6 } };

// The taxonomy files "regulatory compliance" under Audit and "preventive maintenance" under
// Maintenance and repair; this job names neither canonical skill, and its duties (not its
// requirements) mention maintaining and repairing.
const NURSE_JOB = `Staff Nurse

Requirements
- Registered Nurse license
- Knowledge of regulatory compliance
- Preventive maintenance of infusion pumps

Responsibilities
- Maintain a clean and safe unit
- Repair relationships with families`;

const NURSE = `Ann Lee
Staff Nurse

EXPERIENCE
Staff Nurse, City Hospital, 2018 - Present
- Provided patient care and led an internal audit of charts

SKILLS
Auditing, Patient care`;

const BACKEND_JOB = `Backend Engineer

Requirements
- 3+ years building APIs in Python
- Experience with Postgres`;

const BACKEND = `Cy Dev
Backend Engineer

EXPERIENCE
Backend Engineer, Web Co, 2019 - Present
- Built Python APIs on MySQL

SKILLS
Python, MySQL`;

/** Every skill a match or its summary names, with the job text it must come from. */
function namedSkills(job: string, resume: string) {
  const m = matchResume(job, { text: resume }, NOW);
  return { m, names: [...m.matched, ...m.missing].map((s) => s.skill) };
}

describe('fit summaries and missing skills name only what the job asks for', () => {
  it('uses the posting’s words, not taxonomy names it never wrote', () => {
    const { m, names } = namedSkills(NURSE_JOB, NURSE);
    for (const name of names) expect(NURSE_JOB.toLowerCase()).toContain(name.toLowerCase());
    expect(m.missing.map((s) => s.skill)).toEqual(['Preventive maintenance']);
    expect(m.matched.map((s) => s.skill)).toContain('Regulatory compliance');
    const shown = [m.summary, ...m.strengths, ...m.gaps, ...m.suggestions].join('\n');
    expect(shown).not.toMatch(/Maintenance and repair|\bAudit\b/);
  });

  it('takes no skill from the duties: maintaining a unit is not a missing skill', () => {
    const job = `Staff Nurse\n\nRequirements\n- Registered Nurse license\n- BLS certification\n\nResponsibilities\n- Maintain and repair unit equipment\n- Audit patient charts weekly`;
    const { m } = namedSkills(job, NURSE);
    const shown = [m.summary, ...m.gaps, ...m.suggestions, ...m.missing.map((s) => s.skill)].join('\n');
    expect(shown).not.toMatch(/maintenance|repair|audit/i);
  });

  it('says what carries over to a skill in the job’s own words', () => {
    const { m, names } = namedSkills(BACKEND_JOB, BACKEND);
    for (const name of names) expect(BACKEND_JOB.toLowerCase()).toContain(name.toLowerCase());
    expect(m.suggestions).toContain('Explain how MySQL carries over to Postgres.');
  });
});
