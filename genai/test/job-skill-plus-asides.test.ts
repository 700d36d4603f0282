import { parseJob } from '../src/jobs/parse-job';
import { lineImportance, plusAsides } from '../src/jobs/job-skills';

// Lines and postings written for these tests: a plus cue that speaks of a clause or a bracketed
// aside, not of the whole requirement line it stands in.

const lists = (text: string) => {
  const job = parseJob(text);
  return { required: job.requiredSkills.map((s) => s.name), preferred: job.preferredSkills.map((s) => s.name) };
};

describe('a plus in a bracketed aside', () => {
  it('is a plus of its own when the aside names something besides the cue', () => {
    const line = 'You have 4 years of Python experience (prior Django experience a plus)';
    expect(plusAsides(line)).toHaveLength(1);
    expect(lineImportance(line, undefined)).toBe('required');
    const { required, preferred } = lists(['Data Engineer', '', 'Requirements', `- ${line}`].join('\n'));
    expect(required).toContain('Python');
    expect(preferred).toContain('Django');
    expect(required).not.toContain('Django');
  });

  it('speaks of the whole line when the aside is only the cue', () => {
    expect(plusAsides('Experience with Terraform (a big plus)')).toEqual([]);
    expect(lineImportance('Experience with Terraform (a big plus)', 'requirements')).toBe('preferred');
    const { preferred } = lists(['SRE', '', 'Requirements', '- Experience with Terraform (a big plus)'].join('\n'));
    expect(preferred).toContain('Terraform');
  });
});

describe('"and preferably" without a comma', () => {
  it('makes only what follows it a plus', () => {
    const line = '- Able to work in a customer-facing role and preferably has experience with Zendesk';
    const { required, preferred } = lists(['Support Analyst', '', 'Qualifications:', line].join('\n'));
    expect(required).toContain('Customer service');
    expect(preferred).toContain('Zendesk');
  });
});
