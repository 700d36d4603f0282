/**
 * The job parser's place, pay, type, work mode and level on how postings write them, each on a
 * short posting written for it (no real posting is copied here).
 */
import { parseJob } from '../src';

const pay = (text: string) => {
  const s = parseJob(text).salary;
  return s ? `${s.min}-${s.max} ${s.currency}/${s.period}` : 'none';
};

describe('title', () => {
  it.each([
    ['Tech Lead @ Northwind Pay\n', 'Tech Lead'],
    ['Customer Support Specialist | Northwind | Full-time\n', 'Customer Support Specialist'],
    ['Req #12345 - Payroll Specialist\n', 'Payroll Specialist'],
    ['Payroll Specialist (Req 12345)\n', 'Payroll Specialist'],
    ['Northwind is hiring a Sales Development Representative\n', 'Sales Development Representative'],
    ['Join us as a Legal Counsel\n', 'Legal Counsel'],
    ['Senior Software Engineer, Backend (Berlin)\n', 'Senior Software Engineer, Backend'],
    ['Careers > Engineering > Site Reliability Engineer\n', 'Site Reliability Engineer'],
    ['We are hiring! Registered Nurse\n', 'Registered Nurse'],
  ])('reads %j as %j', (text, title) => {
    expect(parseJob(`${text}\nAbout the role\nYou will join a small team.`).title).toBe(title);
  });

  it('keeps a bracketed part that is no place, and a second title after a bar', () => {
    expect(parseJob('Data Engineer (Streaming)\n\nAbout the role').title).toBe('Data Engineer (Streaming)');
    expect(parseJob('Nurse Manager | Charge Nurse\n\nAbout the role').title).toBe('Nurse Manager | Charge Nurse');
  });
});

describe('place', () => {
  it('reads a header line of places joined by "or"', () => {
    expect(parseJob('Product Designer\nToronto or Vancouver\n\nJoin our design team.').location?.city).toBe('Toronto');
  });

  it('reads a place written after a dash at the end of the title line', () => {
    const job = parseJob('Marketing Lead — London\n\nWe are hiring a marketing lead.');
    expect(job.title).toBe('Marketing Lead');
    expect(job.location?.city).toBe('London');
  });

  it('does not read a team named like a town as the place ("Mobile", "Enterprise")', () => {
    expect(parseJob('iOS Engineer - Mobile\n\nYou will build our apps.').location).toBeUndefined();
    expect(parseJob('Account Executive | Enterprise\n\nYou will sell to large firms.').location).toBeUndefined();
  });

  it('reads the short names boards use for cities ("NYC", "SF Bay Area")', () => {
    expect(parseJob('Engineer\nLocation: NYC\n').location?.city).toBe('New York');
    expect(parseJob('Engineer\nLocation: SF Bay Area\n').location?.city).toBe('San Francisco');
  });

  it('reads the place after a building or employer named first in a location field', () => {
    expect(parseJob("Nurse\n\nJob location: St. Mary's Hospital, Portland, OR").location?.city).toBe('Portland');
  });

  it('reads "based at our Bristol office"', () => {
    expect(parseJob('Engineer\n\nAbout the role\nThe successful candidate will be based at our Bristol office.').location?.city).toBe('Bristol');
  });

  it('reads no place from a time zone ("Eastern Time Zone")', () => {
    const job = parseJob('Engineer\nRemote – Eastern Time Zone\n\nYou will build our api.');
    expect(job.location?.region).toBeUndefined();
    expect(job.location?.city).toBeUndefined();
    expect(job.workplace).toBe('remote');
  });

  it('reads the country after "home-based"', () => {
    expect(parseJob('Support Agent\nHome-based, United Kingdom\n\nYou will answer tickets.').location?.country).toBe('GB');
  });

  it('leaves the head office out and keeps the region a remote job is open to', () => {
    const job = parseJob('Analyst\nHQ: San Francisco. This role is fully remote across North America.\n');
    expect(job.location?.input).toMatch(/North America/);
    expect(job.location?.city).not.toBe('San');
  });
});

describe('pay', () => {
  it('reads a rate written "/hour" on a line of its own', () => {
    expect(pay('Support Agent\n$22/hour\nLocation: Austin, TX')).toBe('22-22 USD/hour');
  });

  it('reads "up to" on a salary line, but not an allowance "up to"', () => {
    expect(pay('Analyst\nSalary: up to £45k\nLondon')).toBe('45000-45000 GBP/year');
    expect(
      pay('Sales Representative\nWe offer a starting salary of $60,000 USD.\n\nBenefits\n- Wellness allowance - Up to $200 USD per month for gym costs'),
    ).toBe('60000-60000 USD/year');
  });

  it('reads thousands grouped by apostrophes and in the Indian way', () => {
    expect(pay("Designer\nSalary: CHF 110'000 – 130'000\nZurich")).toBe('110000-130000 CHF/year');
    expect(pay('Analyst\nSalary: ₹8,00,000 - ₹12,00,000 per annum\nPune')).toBe('800000-1200000 INR/year');
  });

  it('reads the low end of a range whose currency is written once, after the high end', () => {
    expect(pay('Analyst\nSalary: 45.000 - 55.000 EUR brutto pro Jahr')).toBe('45000-55000 EUR/year');
  });

  it('reads a range of money with no pay word', () => {
    expect(pay('Nurse\nA$95,000 - A$105,000 + super\nSydney')).toBe('95000-105000 AUD/year');
  });

  it('does not read a range of years or hours as pay', () => {
    expect(pay('Engineer\n5 - 7 years of experience\nWe work 35 - 40 hours a week.')).toBe('none');
  });
});

describe('employment type', () => {
  it('reads "a summer internship"', () => {
    expect(parseJob('Engineer\nThis is a summer internship (12 weeks).').employmentType).toBe('internship');
  });

  it('reads a "Type:" field, temp-to-perm, seasonal work and maternity cover', () => {
    expect(parseJob('Engineer\nType: Internship').employmentType).toBe('internship');
    expect(parseJob('Warehouse Associate\nTemp-to-perm').employmentType).toBe('contract');
    expect(parseJob('Lifeguard\nSeasonal position (June to August)').employmentType).toBe('contract');
    expect(parseJob('Engineer\nThis is a 12-month maternity cover.').employmentType).toBe('contract');
  });

  it('reads fewer hours than a full week as part-time', () => {
    expect(parseJob('Tutor\nFTE: 0.6').employmentType).toBe('part-time');
    expect(parseJob('Tutor\nWe offer a 20 hours/week position.').employmentType).toBe('part-time');
    expect(parseJob('Engineer\nWe offer a 40 hours/week position.').employmentType).toBe('unspecified');
  });
});

describe('work mode', () => {
  it('reads a week split between the office and home as hybrid', () => {
    expect(parseJob('Engineer\nWorking model: 3 days in the office, 2 from home').workplace).toBe('hybrid');
    expect(parseJob('Engineer\nFully remote; we meet 2 days a year in the office.').workplace).toBe('remote');
  });

  it('reads remote work a few days a week as hybrid', () => {
    expect(parseJob('Engineer\nYou can work remotely up to 2 days per week.').workplace).toBe('hybrid');
  });

  it('never reads a job that says it is not remote as remote', () => {
    expect(parseJob('Engineer\nThis is not a remote position.').workplace).toBe('onsite');
    expect(parseJob('Engineer\nRemote work is not available for this role.').workplace).toBe('onsite');
  });

  it('reads a distributed company as remote and "On site" written apart as on-site', () => {
    expect(parseJob('Engineer\nWe are a distributed company.').workplace).toBe('remote');
    expect(parseJob('Engineer\nOn site, 5 days a week').workplace).toBe('onsite');
  });

  it("reads work from the employer's office as on-site", () => {
    expect(parseJob('Engineer\nYou will work from our Berlin office five days a week.').workplace).toBe('onsite');
  });
});

describe('level', () => {
  it('files "Staff" before an engineering title with lead, not "Staff Nurse"', () => {
    expect(parseJob('Staff Software Engineer, Payments\nLocation: Remote').seniority).toBe('lead');
    expect(parseJob('ICU Staff Nurse\nLocation: Austin, TX').seniority).toBeUndefined();
  });

  it('reads "VP" as executive and "Graduate" as junior', () => {
    expect(parseJob('VP of Engineering\n\nYou will lead engineering.').seniority).toBe('executive');
    expect(parseJob('Graduate Software Engineer\n\nJoin our team.').seniority).toBe('junior');
  });
});
