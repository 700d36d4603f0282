import { findSalary, parseJob } from '../src/jobs/parse-job';

// Short postings written for these tests: place, work mode, terms and pay a posting states without a label.

const place = (text: string) => parseJob(text).location;
describe("a remote job's place", () => {
  it('is the region the posting scopes it to by time zone or residence', () => {
    const job = place(`Backend Developer\nLocation: Remote\n\nWe hire developers from the European Union only; you need a good overlap with CET.`);
    expect(job?.input).toMatch(/European Union/);
    const hours = place(`Support Engineer\nLocation: Remote\n\nRequirements\n- Located in UTC-3 to UTC-8 or willing to work during North/South America hours.`);
    expect(hours?.input).toMatch(/North America/);
  });

  it('is the offices the posting offers to the person in the job', () => {
    expect(place(`Data Analyst\nLocation: Remote\n\nPerks\n- A central Manchester office to use when you need it`)?.city).toBe('Manchester');
    expect(place(`Legal Engineer\nLocation: Remote\n\nWe are remote-first, with office hubs in Lisbon, Madrid and Paris.`)?.city).toBe('Lisbon');
  });

  it('stays no place when the posting names none', () => {
    const job = place(`Frontend Developer\nLocation: Remote\n\nRequirements\n- React and TypeScript\n- Good written English`);
    expect(job?.city ?? job?.region ?? job?.country).toBeUndefined();
  });
});

describe('a place named beside the employer', () => {
  it("reads a US state code in brackets after the employer's name", () => {
    const job = place(`Bookkeeper\n\nMaple Grove Library (VT) seeks a part-time bookkeeper to keep our accounts.`);
    expect(job?.region).toBe('VT');
    expect(job?.country).toBe('US');
  });

  it('reads a county the openings are in', () => {
    expect(place(`Home Care Aide\n\nWe have openings throughout Orange County for caring aides.`)?.input).toBe('Orange County');
  });
});

describe('how the job is worked', () => {
  it('is remote when the location field names no place or the posting says telework', () => {
    expect(parseJob(`Support Agent\nLocation: Anywhere\n\nAnswer customer email.`).workplace).toBe('remote');
    expect(parseJob(`Claims Processor\n\nThis is a telework position; you need a quiet room and broadband.`).workplace).toBe('remote');
  });
});

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
    const job = parseJob(
      `Programme Director\n\nAbout the role\n- We could split this into a part-time analyst role and a part-time director role.\n- The role will initially be an 18-month contract, extendable.`,
    );
    expect(job.employmentType).toBe('contract');
  });

  it('is not read from a legal disclaimer about contracts', () => {
    const job = parseJob(`iOS Engineer\n\nRequirements\n- Swift\n\nThis application does not create a contract or offer of employment.`);
    expect(job.employmentType).toBe('unspecified');
  });
});

describe('seniority', () => {
  it("comes from the body's own heading when the board's title drops the level", () => {
    const job = parseJob(`Platform Engineer\nAcme\nLocation: Remote\n\nStaff Platform Engineer\n\nWe are looking for a platform engineer.`);
    expect(job.title).toBe('Platform Engineer');
    // The set's scale files "Staff" with lead ("lead/staff").
    expect(job.seniority).toBe('lead');
  });
});

describe('a bilingual position', () => {
  it('asks for bilingualism where the posting classifies the job as bilingual', () => {
    const job = parseJob(
      `Policy Analyst\n\nThis role is classified as an EC-04, bilingual imperative (CBC).\n\nRequirements\n- Experience with stakeholder engagement`,
    );
    expect(job.requiredSkills.map((s) => s.name)).toContain('bilingual');
  });

  it('does not when bilingual staff are only welcome', () => {
    const job = parseJob(`Policy Analyst\n\nRequirements\n- Experience with stakeholder engagement\n\nWe value a bilingual workplace.`);
    expect(job.requiredSkills.map((s) => s.name)).not.toContain('bilingual');
  });
});
