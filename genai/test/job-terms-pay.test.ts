import { findSalary, parseJob } from '../src/jobs/parse-job';

// Short postings written for these tests: terms and pay the posting states without a label.

describe('pay with no period printed', () => {
  it('is monthly in a currency quoted by the month, or a gross ("bruto") figure', () => {
    expect(findSalary('Salary: 9.000 PLN to 12.000 PLN')).toMatchObject({ min: 9000, max: 12000, currency: 'PLN', period: 'month' });
    expect(findSalary('Salary: €1.800 - €2.400 bruto')).toMatchObject({ min: 1800, max: 2400, period: 'month' });
  });

  it('stays yearly or hourly by the amount elsewhere', () => {
    expect(findSalary('Salary: £26,500 - £35,000')).toMatchObject({ period: 'year' });
    expect(findSalary('Pay: $18 - $22 for support shifts')).toMatchObject({ period: 'hour' });
  });
});

describe('employment type', () => {
  it('is a contract when the job runs for a stated term, whatever hours are floated', () => {
    const job = parseJob(`Programme Director\n\nAbout the role\n- We could split this into a part-time analyst role and a part-time director role.\n- The role will initially be an 18-month contract, extendable.`);
    expect(job.employmentType).toBe('contract');
  });

  it('is not read from a legal disclaimer about contracts', () => {
    const job = parseJob(`iOS Engineer\n\nRequirements\n- Swift\n\nThis application does not create a contract or offer of employment.`);
    expect(job.employmentType).toBe('unspecified');
  });
});

describe('seniority', () => {
  it('comes from the body\'s own heading when the board\'s title drops the level', () => {
    const job = parseJob(`Platform Engineer\nAcme\nLocation: Remote\n\nStaff Platform Engineer\n\nWe are looking for a platform engineer.`);
    expect(job.title).toBe('Platform Engineer');
    expect(job.seniority).toBe('principal');
  });
});

describe('a bilingual position', () => {
  it('asks for bilingualism where the posting classifies the job as bilingual', () => {
    const job = parseJob(`Policy Analyst\n\nThis role is classified as an EC-04, bilingual imperative (CBC).\n\nRequirements\n- Experience with stakeholder engagement`);
    expect(job.requiredSkills.map((s) => s.name)).toContain('bilingual');
  });

  it('does not when bilingual staff are only welcome', () => {
    const job = parseJob(`Policy Analyst\n\nRequirements\n- Experience with stakeholder engagement\n\nWe value a bilingual workplace.`);
    expect(job.requiredSkills.map((s) => s.name)).not.toContain('bilingual');
  });
});
