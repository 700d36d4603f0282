import { findSalary, parseJob } from '../src/jobs/parse-job';

// Short postings written for these tests; each checks one mechanism of reading a posting.

const names = (skills: { name: string }[]) => skills.map((s) => s.name);

describe('job skills come from what the posting asks for', () => {
  const posting = `Backend Engineer
Acme Payments, Berlin

About us
We build accounting and audit software for banks; our teams migrate ledgers every quarter.

What you'll do
- Maintain our Kubernetes clusters and write Terraform modules

Requirements
- 3+ years of experience with Go and PostgreSQL
- Experience with entity reconciliation, data matching
- SQL experience (ideally MySQL)

Nice to have
- Kafka
- Experience with Rust is a plus`;
  const job = parseJob(posting);

  it('files a "Nice to have" section and "is a plus" lines as preferred', () => {
    expect(names(job.preferredSkills)).toEqual(expect.arrayContaining(['Apache Kafka', 'Rust']));
    expect(names(job.requiredSkills)).not.toContain('Apache Kafka');
    expect(names(job.requiredSkills)).not.toContain('Rust');
  });

  it('requires what the requirement list names, with the span each came from', () => {
    expect(names(job.requiredSkills)).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'SQL']));
    for (const s of [...job.requiredSkills, ...job.preferredSkills]) {
      expect(s.span).toBeDefined();
      expect(posting.slice(s.span!.start, s.span!.end)).toBe(s.span!.text);
    }
    const pg = job.requiredSkills.find((s) => s.name === 'PostgreSQL')!;
    expect(pg.evidence).toBe('3+ years of experience with Go and PostgreSQL');
  });

  it('keeps skills the taxonomy lacks when a requirement cue lists them', () => {
    const phrases = job.requiredSkills.filter((s) => s.source === 'phrase').map((s) => s.name);
    expect(phrases).toEqual(expect.arrayContaining(['entity reconciliation', 'data matching']));
  });

  it('scopes a leading "ideally" to its own clause', () => {
    expect(names(job.requiredSkills)).toContain('SQL');
    expect(names(job.preferredSkills)).toContain('MySQL');
  });

  it('never requires what the posting only mentions about the company or the duties', () => {
    const all = names([...job.requiredSkills, ...job.preferredSkills]);
    for (const absent of ['Accounting', 'Audit', 'Kubernetes', 'Terraform']) expect(all).not.toContain(absent);
  });
});

describe('no occupation-generic skills', () => {
  it('does not require tool categories a nurse posting never asks for', () => {
    const job = parseJob(`ICU Registered Nurse
St. Mary's Hospital, Denver, CO

Responsibilities
- Maintain patient records and email the care team daily
- Assist with the maintenance of monitoring equipment

Qualifications
- Active RN license and BLS certification
- Strong communication skills`);
    expect(job.title).toBe('ICU Registered Nurse');
    const all = names([...job.requiredSkills, ...job.preferredSkills]);
    expect(all).not.toContain('Maintenance and repair');
    expect(all.some((n) => /software/i.test(n))).toBe(false);
    expect(all).toContain('Communication');
    expect(job.location?.city).toBe('Denver');
  });
});

describe('place and work mode', () => {
  it('reads "Remote (India)" as a remote job in India', () => {
    const job = parseJob(`Data Analyst
Remote (India)
Requirements
- Experience with SQL`);
    expect(job.workplace).toBe('remote');
    expect(job.location?.country).toBe('IN');
  });

  it('reads "Hybrid – 2 days in Pune" as a hybrid job in Pune', () => {
    const job = parseJob(`QA Engineer
Hybrid – 2 days in Pune
Requirements
- Experience with Selenium`);
    expect(job.workplace).toBe('hybrid');
    expect(job.location?.city).toBe('Pune');
  });

  it('names no place for "Location: Anywhere" and does not take an "About us" city', () => {
    const job = parseJob(`Support Specialist
Location: Anywhere

About us
Our head office is in Boston, MA.

Requirements
- Excellent written English`);
    expect(job.location?.city).toBeUndefined();
    expect(job.location?.country).toBeUndefined();
  });
});

describe('pay', () => {
  it('reads lakh per annum in rupees as INR yearly', () => {
    expect(findSalary('CTC: ₹12–18 lakh per annum')).toMatchObject({ min: 1_200_000, max: 1_800_000, currency: 'INR', period: 'year' });
  });

  it('reads "$45/hr" as USD hourly', () => {
    expect(findSalary('Pay rate: $45/hr, weekly')).toMatchObject({ min: 45, max: 45, currency: 'USD', period: 'hour' });
  });

  it('reads "65k-95k" with a currency as yearly and a monthly figure as monthly', () => {
    expect(findSalary('Salary: £65k-95k depending on experience')).toMatchObject({ min: 65_000, max: 95_000, currency: 'GBP', period: 'year' });
    expect(findSalary('The salary is between $1000 and $2000 a month.')).toMatchObject({ min: 1000, max: 2000, currency: 'USD', period: 'month' });
  });

  it('takes the salary, not an allowance or bonus figure', () => {
    const s = findSalary(`Benefits
- Up to $500 per month home office allowance
Compensation
- Base salary of $90,000 USD + bonus of $10,000`);
    expect(s).toMatchObject({ min: 90_000, max: 90_000, currency: 'USD', period: 'year' });
  });

  it('joins two phases of one hourly rate into a range', () => {
    expect(findSalary('Pay is $18 an hour during training, and increases to $20 an hour after.')).toMatchObject({ min: 18, max: 20, period: 'hour' });
  });
});

describe('title, level and employment type as stated', () => {
  it('keeps the title as written, without a board slug or a "Vacancy for" prefix', () => {
    expect(parseJob('Vacancy for HPC/cloud specialist\n\nWe need help.').title).toBe('HPC/cloud specialist');
    expect(parseJob('Senior Software Engineer\nacme-labs\nLocation: Remote\n\nRequirements\n- Java').title).toBe('Senior Software Engineer');
  });

  it('reports a level only when the posting states one', () => {
    expect(parseJob('Associate General Counsel\n\nRequirements\n- Bar membership').seniority).toBeUndefined();
    expect(parseJob('Product Designer\nLevel: Senior\n\nRequirements\n- Figma').seniority).toBe('senior');
    expect(parseJob('Lead Data Scientist\n\nRequirements\n- Python').seniority).toBe('lead');
  });

  it('reads the type of this job, not of the people it supervises', () => {
    expect(parseJob('Operations Lead\n\nWhat you will do\n- Supervise a team of part-time volunteers').employmentType).toBe('unspecified');
    expect(parseJob('Support Agent\n\nIt is a part-time (20 hours a week) remote position.').employmentType).toBe('part-time');
    expect(parseJob('Engineer\nEmployment Type: Part-time Contractor\n\nRequirements\n- Go').employmentType).toBe('contract');
    expect(parseJob('Marketing Intern\n\nJoin us!').employmentType).toBe('internship');
  });
});
