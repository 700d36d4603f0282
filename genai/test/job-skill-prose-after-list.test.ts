import { parseJob } from '../src/jobs/parse-job';

// A posting written for this test: a paragraph of prose closes a bulleted requirement list.

describe('prose after a bulleted requirement list', () => {
  const text = [
    'Backend Engineer',
    '',
    'Requirements',
    '- Experience with Go and PostgreSQL',
    '- Strong written communication skills',
    '',
    'Larkspur values honest feedback and transparency. It is the heart of our culture. You will take part in decision making and in budgeting for the team.',
    'You must have experience with Kubernetes. We deploy twice a day.',
  ].join('\n');
  const required = parseJob(text).requiredSkills.map((s) => s.name);

  it('names skills only in its sentences that ask', () => {
    expect(required).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kubernetes']));
    expect(required).not.toContain('Decision making');
    expect(required).not.toContain('Financial analysis');
  });

  it('leaves a one-sentence line as it was', () => {
    const job = parseJob(
      ['Analyst', '', 'Requirements', '- Experience with Excel', '', 'We ask for a background in budgeting, which is essential to the role.'].join('\n'),
    );
    expect(job.requiredSkills.map((s) => s.name)).toContain('Financial analysis');
  });
});
