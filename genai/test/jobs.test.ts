import * as fs from 'node:fs';
import * as path from 'node:path';
import { generateJobDescription } from '../src/jobs/generate-job';
import { checkInclusiveLanguage } from '../src/jobs/inclusive-language';
import { normalize, normalizeEmploymentType, normalizeLocation } from '../src/jobs/normalize';
import { parseJob } from '../src/jobs/parse-job';
import { normalizeTitle } from '../src/taxonomy/titles';
import { sharedDataDir } from './matching-data';

const jobFile = (name: string) => fs.readFileSync(path.join(sharedDataDir(), 'matching-dev', 'JobDescription', name), 'utf8');

describe('normalization', () => {
  it('expands title abbreviations and finds seniority and family', () => {
    expect(normalizeTitle('Sr. SWE')).toMatchObject({ canonical: 'Senior Software Engineer', seniority: 'senior', family: 'software' });
    expect(normalizeTitle('RN')).toMatchObject({ canonical: 'Registered Nurse', family: 'nursing', occupation: { code: '29-1141.00' } });
    expect(normalizeTitle('Jr. Front-End Dev').family).toBe('frontend');
    expect(normalizeTitle('Product Manager').seniority).toBe('mid');
    expect(normalizeTitle('Engineering Manager').seniority).toBe('manager');
  });

  it('normalizes locations, employment types and skills', () => {
    expect(normalizeLocation('Bangalore (India)')).toMatchObject({ city: 'Bengaluru', country: 'IN' });
    expect(normalizeLocation('San Francisco, CA')).toMatchObject({ city: 'San Francisco', region: 'CA', country: 'US' });
    expect(normalizeLocation('Remote').remote).toBe(true);
    expect(normalizeEmploymentType('Full time, permanent')).toBe('full-time');
    expect(normalizeEmploymentType('6-month contract')).toBe('contract');
    expect(normalize('skill', 'golang').value).toMatchObject({ name: 'Go' });
    expect(normalize('seniority', 'Staff').value).toMatchObject({ seniority: 'principal' });
  });
});

describe('parseJob', () => {
  it('reads the full-stack job: title, seniority, years, education, skills and boilerplate apart', () => {
    const job = parseJob(jobFile('job_desc_full_stack_engineer.txt'));
    expect(job.title).toBe('Senior Full Stack Engineer');
    expect(job.normalizedTitle).toMatchObject({ seniority: 'senior', family: 'fullstack' });
    expect(job.yearsExperience?.min).toBe(5);
    expect(job.education).toMatchObject({ level: 'bachelor', fields: ['Computer Science'] });
    expect(job.location?.canonical).toBe('San Francisco, CA, US');
    expect(job.eeo.join(' ')).toMatch(/equal opportunity employer/);
    expect(job.benefits.join(' ')).toMatch(/dental/);
    const required = job.requiredSkills.map((s) => s.name);
    expect(required).toEqual(expect.arrayContaining(['HTML', 'CSS', 'JavaScript', 'Python', 'Java', 'MySQL', 'MongoDB']));
    // "such as Python, Ruby, Java, PHP, and .Net": examples, any of which will do.
    const serverGroup = job.skillGroups.find((g) => g.skillIds.includes('python'));
    expect(serverGroup?.skillIds).toEqual(expect.arrayContaining(['ruby', 'java', 'php', 'dotnet']));
    expect(serverGroup?.need).toBe(2);
  });

  it('splits required from preferred and reads salary, workplace and employment type', () => {
    const job = parseJob(`Senior Data Engineer (Remote)
Full-time · $140,000 - $170,000 per year
Responsibilities
- Build data pipelines with Airflow and Spark
Requirements
- 4+ years of experience with Python and SQL
- Bachelor's degree in Computer Science or related field
Nice to have
- Kafka
- Experience with Snowflake is a plus
Benefits
- 401(k) matching and health insurance
We are an equal opportunity employer.`);
    expect(job.title).toBe('Senior Data Engineer');
    expect(job.workplace).toBe('remote');
    expect(job.employmentType).toBe('full-time');
    expect(job.salary).toMatchObject({ min: 140000, max: 170000, currency: 'USD', period: 'year' });
    expect(job.yearsExperience?.min).toBe(4);
    expect(job.requiredSkills.map((s) => s.name)).toEqual(expect.arrayContaining(['Python', 'SQL']));
    // Tools a duty names are not asked of the candidate.
    expect(job.requiredSkills.map((s) => s.name)).not.toEqual(expect.arrayContaining(['Apache Airflow']));
    expect(job.preferredSkills.map((s) => s.name)).toContain('Apache Kafka');
    expect(job.requiredSkills.map((s) => s.name)).not.toContain('Apache Kafka');
    expect(job.benefits).toEqual(['401(k) matching and health insurance']);
    expect(job.eeo).toHaveLength(1);
  });

  it('finds the title in prose when the first line is not one', () => {
    const job = parseJob(
      'We are seeking a Machine Learning Engineer to join our AI platform team. Requirements: 3+ years of applied ML engineering experience with PyTorch.',
    );
    expect(job.title).toBe('Machine Learning Engineer');
    expect(job.yearsExperience?.min).toBe(3);
  });
});

describe('generateJobDescription', () => {
  it('builds editable sections from a title and inputs', () => {
    const draft = generateJobDescription({
      title: 'Sr. Frontend Engineer',
      company: 'Acme',
      location: 'Berlin',
      skills: ['reactjs', 'TS'],
      preferredSkills: ['GraphQL'],
      yearsExperience: 4,
    });
    // The title as typed: the author's abbreviation is theirs to keep.
    expect(draft.title).toBe('Sr. Frontend Engineer');
    expect(draft.seniority).toBe('senior');
    expect(draft.sections.map((s) => s.id)).toEqual(['summary', 'responsibilities', 'requirements', 'preferred', 'benefits', 'eeo']);
    const requirements = draft.sections.find((s) => s.id === 'requirements')!.items.join(' ');
    expect(requirements).toMatch(/4\+ years/);
    expect(requirements).toMatch(/React, TypeScript/);
    expect(draft.text).toContain('Nice to have');
    expect(draft.inclusiveLanguage).toEqual([]);
    // What the generator writes reads back as the same job.
    const parsed = parseJob(draft.text);
    expect(parsed.requiredSkills.map((s) => s.name)).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    expect(parsed.preferredSkills.map((s) => s.name)).toContain('GraphQL');
  });

  it('flags exclusionary wording with a suggestion', () => {
    const findings = checkInclusiveLanguage('We want a young rockstar developer; he will be a culture fit.');
    expect(findings.map((f) => f.kind)).toEqual(['age-coded', 'jargon', 'gender-coded', 'exclusionary']);
    expect(findings[0]!.suggestion).toBeTruthy();
  });

  it('refuses an empty title', () => {
    expect(() => generateJobDescription({ title: '  ' })).toThrow(/title/);
  });
});

describe("names of Object's own members typed as a place", () => {
  it('are no place, and the JD generator still writes a draft', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const place = normalizeLocation(name);
      expect(place.country).toBeUndefined();
      expect(typeof place.canonical).toBe('string');
      expect(place.canonical).not.toMatch(/native code|object Object/);
      expect(() => generateJobDescription({ title: 'Registered Nurse', location: name })).not.toThrow();
    }
  });
});
