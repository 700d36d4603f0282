import { generateJobDescription, type JobDraft } from '../src/jobs/generate-job';
import { parseJob } from '../src/jobs/parse-job';

const section = (d: JobDraft, id: string) => d.sections.find((s) => s.id === id)?.items.join('\n') ?? '';

describe('generateJobDescription from O*NET occupations', () => {
  it('writes a dental hygienist posting about cleaning teeth, periodontal care and dental X-ray equipment', () => {
    const d = generateJobDescription({ title: 'Dental Hygienist' });
    expect(d).toMatchObject({ basis: 'occupation', occupation: { code: '29-1292.00', title: 'Dental Hygienists' } });
    expect(section(d, 'responsibilities')).toMatch(/oral hygiene care/);
    expect(section(d, 'responsibilities')).toMatch(/disease prevention/);
    expect(section(d, 'requirements')).toMatch(/dental X-ray/i);
    expect(section(d, 'requirements')).toMatch(/Dental charting software/);
    expect(section(d, 'summary')).toMatch(/^We are hiring a Dental Hygienist\. In this role you will administer oral hygiene care to patients\./);
  });

  it('writes an electrician posting about wiring and electrical codes, with senior duties for a senior title', () => {
    const d = generateJobDescription({ title: 'Senior Electrician', yearsExperience: 6 });
    const duties = section(d, 'responsibilities');
    expect(duties).toMatch(/repair electrical wiring/);
    expect(duties).toMatch(/in accordance with relevant codes/);
    expect(duties).toMatch(/help less experienced colleagues grow/);
    expect(section(d, 'requirements')).toMatch(/6\+ years/);
    expect(section(d, 'requirements')).toMatch(/wire crimping tools|wire strippers|cable/);
    expect(d.seniority).toBe('senior');
  });

  it('covers titles across professions with their own duties', () => {
    const cases: [string, RegExp][] = [
      ['Payroll Specialist', /payroll data[\s\S]*wages and deductions/],
      ['Actuary', /probability tables/],
      ['Pastry Chef', /cakes, pies, pastries/],
      ['Marine Biologist', /animal life/],
      ['Talent Acquisition Partner', /Recruit, screen, interview/],
      ['Forklift Operator', /industrial trucks/],
      ['Registered Nurse', /nursing care plans/],
    ];
    for (const [title, duties] of cases) {
      const d = generateJobDescription({ title });
      expect({ title, basis: d.basis }).toEqual({ title, basis: 'occupation' });
      expect(section(d, 'responsibilities')).toMatch(duties);
      expect(section(d, 'responsibilities')).not.toMatch(/core work of the role/);
      expect(d.inclusiveLanguage).toEqual([]);
    }
    expect(section(generateJobDescription({ title: 'Registered Nurse' }), 'requirements')).toMatch(/Licensing or registration required/);
  });

  it('gives no two occupations the same responsibilities', () => {
    const titles = [
      'Dental Hygienist',
      'Electrician',
      'Payroll Specialist',
      'Actuary',
      'Pastry Chef',
      'Marine Biologist',
      'Talent Acquisition Partner',
      'Welder',
      'Barista',
      'Plumber',
      'Pharmacist',
      'Paralegal',
      'Truck Driver',
      'Veterinarian',
      'Librarian',
      'Frontend Engineer',
      'Backend Engineer',
    ];
    const seen = new Map<string, string>();
    for (const title of titles) {
      const d = generateJobDescription({ title });
      const key = section(d, 'responsibilities');
      expect({ title, same: seen.get(key) }).toEqual({ title, same: undefined });
      seen.set(key, title);
    }
  });

  it('keeps the hand-written template for software roles', () => {
    const d = generateJobDescription({ title: 'Backend Engineer' });
    expect(d.basis).toBe('family');
    expect(section(d, 'responsibilities')).toMatch(/Design and build APIs and services/);
  });

  it('gives a title nobody knows an honest draft that asks for the duties', () => {
    const d = generateJobDescription({ title: 'Quibbleflux Wrangler' });
    expect(d.basis).toBe('generic');
    expect(d.occupation).toBeUndefined();
    expect(section(d, 'responsibilities')).toMatch(/^\[Describe the main duty of this role/);
    expect(section(d, 'summary')).toMatch(/\[Add two or three sentences/);
  });

  it('reads back as the same job', () => {
    const d = generateJobDescription({ title: 'Dental Hygienist', skills: ['Patient care'] });
    const parsed = parseJob(d.text);
    expect(parsed.responsibilities.join(' ')).toMatch(/oral hygiene care/);
  });
});
