import { parseJob } from '../src/jobs/parse-job';

// A posting written for this test: who may hold the job (age, citizenship, a record) beside what
// they must be able to do.

describe('eligibility is no skill', () => {
  const job = parseJob(
    [
      'Records Clerk',
      '',
      'Requirements',
      '- Experience with Microsoft Excel',
      '- Must be at least 21 years old',
      '- Free of any felony convictions related to identity theft or wire fraud',
      '- Candidates must have strong typing skills. Applicants must be U.S. citizens and pass a background check.',
      '',
      'Applicants must also meet the standards set by the County Records Office:',
      '- No misdemeanor convictions for document forgery',
    ].join('\n'),
  );
  const names = job.requiredSkills.map((s) => s.name.toLowerCase());

  it('names no skill from a sentence about age, citizenship or a record', () => {
    expect(names).not.toEqual(expect.arrayContaining(['identity theft']));
    expect(names).not.toContain('wire fraud');
    expect(names).not.toContain('document forgery');
    expect(names).not.toContain('background check');
    expect(names.filter((n) => /citizen/.test(n))).toEqual([]);
  });

  it('keeps the skills of the other sentences of the same line', () => {
    expect(names).toContain('microsoft excel');
    expect(names.some((n) => /typing/.test(n))).toBe(true);
  });
});
