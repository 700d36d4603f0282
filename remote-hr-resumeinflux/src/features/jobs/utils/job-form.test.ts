import { addSkill, EMPTY_JOB_FORM, formFromJob, jobFromForm } from './job-form';
import { applyGeneratedDraft, applyParsedPosting } from './parsed-posting';
import { suggestSkills } from '../api/skill-names';

describe('jobFromForm', () => {
  it('turns the editor values into the job fields firestore stores', () => {
    const result = jobFromForm({
      ...EMPTY_JOB_FORM,
      title: '  Senior Backend Engineer ',
      description: 'Build APIs.',
      requiredSkills: ['Go', 'PostgreSQL'],
      preferredSkills: ['Kubernetes', 'Go'],
      seniority: 'senior',
      location: 'Berlin',
      remote: 'hybrid',
      salaryMin: '70,000',
      salaryMax: '90000',
      currency: 'eur',
      minYears: '5',
    });
    expect(result).toEqual({
      ok: true,
      job: {
        title: 'Senior Backend Engineer',
        description: 'Build APIs.',
        parsed: {
          requiredSkills: ['Go', 'PostgreSQL'],
          // A skill both required and preferred counts as required only.
          preferredSkills: ['Kubernetes'],
          seniority: 'senior',
          location: 'Berlin',
          remote: 'hybrid',
          salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
          minYears: 5,
          employmentType: null,
        },
      },
    });
  });

  it('names every field that is wrong', () => {
    const result = jobFromForm({ ...EMPTY_JOB_FORM, title: ' ', salaryMin: '90000', salaryMax: '80000', currency: 'euro', minYears: '60' });
    expect(result).toEqual({
      ok: false,
      problems: {
        title: 'Give the job a title.',
        salaryMax: 'The maximum is below the minimum.',
        currency: 'Use a three-letter currency code such as USD, EUR or INR.',
        minYears: 'Enter 0 to 50 years, or leave it empty.',
      },
    });
  });

  it('round-trips through formFromJob', () => {
    const checked = jobFromForm({ ...EMPTY_JOB_FORM, title: 'Nurse', salaryMax: '50000', requiredSkills: ['Patient care'] });
    if (!checked.ok) throw new Error('expected a valid form');
    expect(checked.job.parsed.salary).toEqual({ min: null, max: 50000, currency: 'USD', period: 'year' });
    expect(formFromJob(checked.job)).toEqual({ ...EMPTY_JOB_FORM, title: 'Nurse', salaryMax: '50000', requiredSkills: ['Patient care'] });
  });
});

describe('addSkill', () => {
  it('adds a trimmed skill once, whatever its case', () => {
    expect(addSkill(['React'], ' react ')).toEqual(['React']);
    expect(addSkill(['React'], ' TypeScript ')).toEqual(['React', 'TypeScript']);
    expect(addSkill(['React'], '   ')).toEqual(['React']);
  });
});

describe('applyParsedPosting', () => {
  it('fills the fields from the parser and keeps the pasted text as the description', () => {
    const form = applyParsedPosting(
      EMPTY_JOB_FORM,
      {
        title: 'Staff Data Engineer',
        normalizedTitle: { seniority: 'staff' },
        location: { canonical: 'Austin, TX, US', remote: false },
        workplace: 'onsite',
        employmentType: 'full-time',
        salary: { min: 150000, max: 180000, currency: 'USD', period: 'year' },
        yearsExperience: { min: 7 },
        requiredSkills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'python' }],
        preferredSkills: [{ name: 'Airflow' }, { name: 'SQL' }],
      },
      'Staff Data Engineer\nWe need Python and SQL.',
    );
    expect(form).toEqual({
      ...EMPTY_JOB_FORM,
      title: 'Staff Data Engineer',
      description: 'Staff Data Engineer\nWe need Python and SQL.',
      requiredSkills: ['python', 'SQL'],
      preferredSkills: ['Airflow'],
      seniority: 'lead',
      location: 'Austin, TX, US',
      remote: 'onsite',
      salaryMin: '150000',
      salaryMax: '180000',
      minYears: '7',
      employmentType: 'full-time',
    });
  });

  it('applies a generated description without losing the skills already chosen', () => {
    const start = { ...EMPTY_JOB_FORM, title: 'Nurse', requiredSkills: ['Patient care'] };
    const form = applyGeneratedDraft(start, {
      title: 'Registered Nurse',
      seniority: 'mid',
      location: 'Remote',
      text: 'About the role…',
      inclusiveLanguage: [],
    });
    expect(form).toEqual({ ...start, title: 'Registered Nurse', description: 'About the role…', seniority: 'mid' });
  });
});

describe('suggestSkills', () => {
  const names = ['Java', 'JavaScript', 'Jest', 'NestJS', 'Node.js', 'TypeScript'];
  it('lists names starting with the query first, then names containing it, minus those taken', () => {
    expect(suggestSkills(names, 'ja', [])).toEqual(['Java', 'JavaScript']);
    expect(suggestSkills(names, 'js', [])).toEqual(['NestJS', 'Node.js']);
    expect(suggestSkills(names, 'script', ['typescript'])).toEqual(['JavaScript']);
    expect(suggestSkills(names, ' ', [])).toEqual([]);
  });
});
