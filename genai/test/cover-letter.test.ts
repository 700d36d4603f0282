/**
 * Cover letters (issue 27, feature 9): the draft names only what the resume says, never claims a
 * skill the job asks for that the resume lacks, and is made of real words.
 */
import { draftCoverLetter, letterResumeText, type LetterJob, type LetterResume } from '../src/letters/cover-letter';
import { skillDictionary } from '../src/taxonomy/dictionary';
import { nonWords } from './lexicon';

// Written for this test: three made-up people and three postings.
const DATA_ENGINEER: LetterResume = {
  basics: { name: 'Ana Lopez', label: 'Senior Data Engineer', email: 'ana@example.com', phone: '+1 415 555 0100', location: { city: 'Seattle', region: 'WA' } },
  work: [
    {
      name: 'Globex Corporation',
      position: 'Senior Data Engineer',
      startDate: '2021-03',
      highlights: [
        'Led migration of 40 nightly batch jobs to Spark',
        'Built a data quality framework with 200+ checks in Python',
        'Mentored four junior engineers',
      ],
    },
    {
      name: 'Initech',
      position: 'Data Engineer',
      startDate: '2018-06',
      endDate: '2021-02',
      highlights: ['Designed the Kafka ingestion layer for 3 product teams', 'Wrote SQL reports for finance'],
    },
  ],
  education: [{ institution: 'University of Washington', studyType: 'Bachelor of Science', area: 'Computer Science' }],
  skills: [
    { name: 'Languages', keywords: ['Python', 'SQL', 'Scala'] },
    { name: 'Tools', keywords: ['Spark', 'Kafka', 'Airflow'] },
  ],
};
const DATA_JOB: LetterJob = {
  title: 'Data Engineer',
  company: 'Umbrella Health',
  text: 'We are hiring a Data Engineer.\n\nRequirements:\n- 5+ years with Python and SQL\n- Experience with Spark and Kafka\n- Experience with Snowflake and dbt\n- Kubernetes experience\n\nNice to have: Airflow',
};

const NURSE: LetterResume = {
  basics: { name: 'Sam Okafor', label: 'Registered Nurse', email: 'sam@example.org' },
  work: [
    {
      name: 'Mercy General Hospital',
      position: 'Registered Nurse',
      startDate: '2019-01',
      highlights: ['Cared for up to 6 patients a shift on a 30-bed surgical ward', 'Trained 12 new nurses on the electronic health record'],
    },
  ],
  education: [{ institution: 'State College', studyType: 'Bachelor of Science', area: 'Nursing' }],
  skills: [{ name: 'Clinical', keywords: ['Patient care', 'Wound care', 'Medication administration'] }],
};
const NURSE_JOB: LetterJob = {
  title: 'ICU Nurse',
  company: 'Acme Health',
  text: 'Acme Health seeks an ICU Nurse.\nRequired: BLS and ACLS certification, patient care, medication administration, critical care experience, ventilator management.',
};

const SALES: LetterResume = {
  basics: { name: 'Kim Park' },
  work: [
    { name: 'Hooli', position: 'Account Executive', highlights: ['Closed $1.2M in new business in 2023', 'Managed a pipeline of 80 accounts in Salesforce'] },
  ],
  skills: [{ name: 'Sales', keywords: ['Salesforce', 'Negotiation'] }],
};
const SALES_JOB: LetterJob = {
  title: 'Sales Manager',
  company: 'Globex Tech',
  text: 'Requirements: Salesforce, HubSpot, negotiation, forecasting, team leadership.',
};

const CASES: [string, LetterResume, LetterJob][] = [
  ['data engineer', DATA_ENGINEER, DATA_JOB],
  ['nurse', NURSE, NURSE_JOB],
  ['sales', SALES, SALES_JOB],
];

const letterText = (d: ReturnType<typeof draftCoverLetter>) => [d.title, d.recipient, d.greeting, ...d.paragraphs, d.closing].join('\n');
const has = (text: string, term: string) => new RegExp(`(?<![A-Za-z0-9])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i').test(text);

describe('draftCoverLetter', () => {
  it("writes to the job at the company and names the candidate's matching skills and roles", () => {
    const draft = draftCoverLetter(DATA_ENGINEER, DATA_JOB);
    expect(draft.title).toBe('Data Engineer at Umbrella Health');
    expect(draft.paragraphs[0]).toMatch(/^I am writing to apply for the Data Engineer role at Umbrella Health\./);
    expect(draft.claims.skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Spark', 'Kafka']));
    expect(draft.claims.employers).toContain('Globex Corporation');
    expect(draft.paragraphs.join(' ')).toContain('I led migration of 40 nightly batch jobs to Spark');
    expect(draft.sender).toEqual({ name: 'Ana Lopez', contact: ['ana@example.com', '+1 415 555 0100', 'Seattle, WA'] });
    expect(draft.closing).toBe('Sincerely,');
  });

  it.each(CASES)('%s: every skill, employer and figure the letter names is in the resume', (_name, resume, job) => {
    const draft = draftCoverLetter(resume, job);
    const source = letterResumeText(resume);
    const body = draft.paragraphs.join('\n');
    for (const skill of draft.claims.skills) expect(has(source, skill)).toBe(true);
    for (const employer of draft.claims.employers) expect(source).toContain(employer);
    for (const figure of body.match(/\$?\d+(?:[.,]\d+)*[%+MK]?/g) ?? []) expect(source).toContain(figure);
    // Any skill name from the engine's dictionary that the body contains must be in the resume or the job's own title/company.
    const dict = skillDictionary();
    for (const entry of dict.skills.values()) {
      if (entry.source !== 'curated') continue;
      if (entry.name.length < 3 || !has(body, entry.name)) continue;
      const grounded = has(source, entry.name) || has(`${job.title} ${job.company}`, entry.name);
      if (!grounded) throw new Error(`the letter names "${entry.name}", which the resume does not`);
    }
  });

  it('never claims a skill the job asks for that the resume lacks, and says which it left out', () => {
    const draft = draftCoverLetter(DATA_ENGINEER, DATA_JOB);
    const text = letterText(draft);
    for (const missing of ['Snowflake', 'dbt', 'Kubernetes']) expect(has(text, missing)).toBe(false);
    expect(draft.notClaimed.map((s) => s.toLowerCase())).toEqual(expect.arrayContaining(['dbt', 'kubernetes']));
    const nurse = draftCoverLetter(NURSE, NURSE_JOB);
    expect(has(nurse.paragraphs.join(' '), 'ACLS')).toBe(false);
    expect(has(nurse.paragraphs.join(' '), 'ventilator')).toBe(false);
  });

  it.each(CASES)('%s: real words only (the non-words check)', (_name, resume, job) => {
    const draft = draftCoverLetter(resume, job);
    expect(nonWords(letterText(draft), [letterResumeText(resume), job.title, job.company, job.text])).toEqual([]);
  });

  it('is deterministic and still writes a letter from a nearly empty resume', () => {
    expect(draftCoverLetter(DATA_ENGINEER, DATA_JOB)).toEqual(draftCoverLetter(DATA_ENGINEER, DATA_JOB));
    const bare = draftCoverLetter({ basics: { name: 'Lee' } }, { title: 'Barista', company: '', text: 'Espresso, latte art, cash handling.' });
    expect(bare.paragraphs[0]).toBe('I am writing to apply for the Barista role.');
    expect(bare.claims.skills).toEqual([]);
    expect(bare.recipient).toBe('Hiring Manager');
  });
});
