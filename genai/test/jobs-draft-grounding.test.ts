/**
 * JD drafts for many kinds of job: each must keep the title as typed, write for the title's own
 * level and subject, name the company, use the location's currency, and show chips that agree
 * with its text.
 */
import { generateJobDescription, type JobDraft } from '../src/jobs/generate-job';

const section = (d: JobDraft, id: string) => d.sections.find((s) => s.id === id)?.items.join('\n') ?? '';
const TITLES = [
  'ICU Staff Nurse',
  'Registered Nurse',
  'Maths Teacher',
  'Primary School Teacher',
  'Senior Payments Backend Engineer',
  'Payments Engineer',
  'Sales Representative',
  'Accountant',
  'Custodian',
  'HR Generalist',
  'Pharmacist',
  'Electrician',
  'Chef',
  'Truck Driver',
  'Customer Service Representative',
  'Dental Hygienist',
  'Paralegal',
  'Graphic Designer',
  'Executive Assistant',
  'Lead Data Scientist',
  'Junior Frontend Developer',
  'Warehouse Associate',
];
const SOFTWARE = new Set(['Senior Payments Backend Engineer', 'Payments Engineer', 'Lead Data Scientist', 'Junior Frontend Developer']);
const PLACES: [string, string][] = [
  ['Pune, India', 'INR'],
  ['London', 'GBP'],
  ['Berlin', 'EUR'],
  ['Austin, TX', 'USD'],
];
/** What a software template says; a nurse's or a cook's posting must say none of it. */
const SOFTWARE_DUTY = /\b(APIs?|code|software|databases?|production issues|user interfaces?|on-call)\b/i;

describe('JD drafts across titles and places', () => {
  it.each(TITLES.flatMap((title, i) => [[title, ...PLACES[i % PLACES.length]!] as const]))('%s in %s', (title, location, currency) => {
    const d = generateJobDescription({ title, company: 'Northwind Health', location, preferredSkills: ['Microsoft Excel'] });
    expect(d.title).toBe(title);
    expect(d.text.startsWith(title)).toBe(true);
    expect(section(d, 'summary')).toMatch(/^Northwind Health is hiring/);
    expect(d.salaryCurrency).toBe(currency);
    expect(d.sources?.salary).toContain(currency);
    // Chips are the skills the text names, no more and no fewer.
    const listed = /Skills in (.+)/.exec(section(d, 'requirements'))?.[1]?.split(', ') ?? [];
    expect(d.requiredSkills).toEqual(listed);
    expect(listed.length).toBeGreaterThan(0);
    const preferredLines = section(d, 'preferred')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/^Experience with /, ''));
    expect(d.preferredSkills).toEqual(preferredLines);
    for (const chip of [...(d.requiredSkills ?? []), ...(d.preferredSkills ?? [])]) expect(d.text).toContain(chip);
    if (!SOFTWARE.has(title)) expect(section(d, 'responsibilities')).not.toMatch(SOFTWARE_DUTY);
    expect(d.sources?.duties).toBeTruthy();
  });
});

describe('JD generator: level from the title', () => {
  it('reads "Staff" in a nursing title as employee, not a level', () => {
    const d = generateJobDescription({ title: 'ICU Staff Nurse' });
    expect(d.seniority).toBe('mid');
    expect(section(d, 'requirements')).toMatch(/^3\+ years/);
    expect(section(d, 'responsibilities')).not.toMatch(/Mentor colleagues across teams|hardest cases/);
    expect(d.sources?.seniority).toMatch(/No level word/);
  });

  it('sets a level only from explicit words', () => {
    expect(generateJobDescription({ title: 'Staff Software Engineer' }).seniority).toBe('principal');
    expect(generateJobDescription({ title: 'Staff Teacher' }).seniority).toBe('mid');
    expect(generateJobDescription({ title: 'Lead Data Scientist' }).seniority).toBe('lead');
    expect(generateJobDescription({ title: 'Junior Accountant' }).seniority).toBe('junior');
    expect(generateJobDescription({ title: 'Head of Sales' }).seniority).toBe('director');
    expect(generateJobDescription({ title: 'Senior Electrician' }).sources?.seniority).toBe('The title\'s words "senior"');
  });
});

describe("JD generator: duties about the title's subject", () => {
  it("writes a payments engineer's duties about payments", () => {
    for (const title of ['Payments Engineer', 'Senior Payments Backend Engineer']) {
      const duties = section(generateJobDescription({ title }), 'responsibilities');
      expect(duties.split('\n')[0]).toMatch(/payments/);
      expect(duties).not.toMatch(/Design and build APIs and services$/m);
    }
  });

  it("writes an ICU nurse's and a maths teacher's first duty for their subject", () => {
    expect(section(generateJobDescription({ title: 'ICU Staff Nurse' }), 'responsibilities').split('\n')[0]).toMatch(/ICU patients/);
    expect(section(generateJobDescription({ title: 'Maths Teacher' }), 'responsibilities').split('\n')[0]).toMatch(/Maths lessons/);
  });

  it('names the occupation the duties came from', () => {
    expect(generateJobDescription({ title: 'Custodian' }).sources?.duties).toMatch(/^O\*NET occupation 37-2011\.00 Janitors and Cleaners/);
  });
});

describe('JD generator: tools that read well out of context', () => {
  it('leaves out rare, over-specific equipment', () => {
    const nurse = generateJobDescription({ title: 'Registered Nurse', location: 'London' }).text;
    expect(nurse).not.toMatch(/epidural|electrosurgical|skin traction/i);
    const cook = generateJobDescription({ title: 'Restaurant Cook' }).text;
    expect(cook).not.toMatch(/salamander|cimeter/i);
  });
});

describe('JD generator: currency and company', () => {
  it('guesses no currency without a location, and says so', () => {
    const d = generateJobDescription({ title: 'Accountant' });
    expect(d.salaryCurrency).toBeUndefined();
    expect(d.sources?.salary).toMatch(/no location: no currency assumed/);
    expect(section(d, 'summary')).toMatch(/^We are hiring/);
  });

  it('names the company in the summary and the about heading', () => {
    const d = generateJobDescription({ title: 'Chef', company: 'Blue Door Kitchen', about: 'A neighbourhood restaurant.' });
    expect(section(d, 'summary')).toMatch(/^Blue Door Kitchen is hiring a Chef/);
    expect(d.sections.find((s) => s.id === 'about')?.heading).toBe('About Blue Door Kitchen');
  });
});
