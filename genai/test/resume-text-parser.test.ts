import { parseResumeText } from '../src/resume/parse-resume';
import { findDateRange, normalizeDatePoint } from '../src/resume/resume-dates';
import { findPhone } from '../src/resume/extract-basics';
import { sectionKindOf } from '../src/resume/section-headings';

describe('dates', () => {
  it.each([
    ['Jan 2020 - Present', '2020-01', '', true],
    ['January 2020 – March 2022', '2020-01', '2022-03', false],
    ['Sept. 2023 – Dec. 2023', '2023-09', '2023-12', false],
    ['01/2020 - 02/2021', '2020-01', '2021-02', false],
    ['2020-01 to 2021-06', '2020-01', '2021-06', false],
    ['2019–2021', '2019', '2021', false],
    ['Summer 2022', '2022-06', '', false],
    ['03.2018 - heute', '2018-03', '', true],
    ['Since 2021', '2021', '', true],
    ['Aug 2016 - Current', '2016-08', '', true],
    ['2012 - now', '2012', '', true],
  ])('%s', (text, start, end, current) => {
    expect(findDateRange(text)).toMatchObject({ startDate: start, endDate: end, current });
  });
  it('keeps template placeholders as written', () => {
    expect(normalizeDatePoint('January 20XX')).toBe('20XX-01');
  });
  it('does not read phone numbers as dates', () => {
    expect(findDateRange('(312) 555-0123')).toBeNull();
  });
});

describe('phones', () => {
  it.each([
    ['Call +91 98765 43210 today', '+91 98765 43210'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['Tel: +49 30 1234567', '+49 30 1234567'],
    ['(312) 555-0123', '(312) 555-0123'],
    ['973.555.0123', '973.555.0123'],
    ['098765 43210', '098765 43210'],
  ])('%s', (text, phone) => expect(findPhone(text)).toBe(phone));
  it('ignores year ranges', () => expect(findPhone('2019 - 2021')).toBeNull());
});

describe('section headings', () => {
  it.each([
    ['Leadership and Work Experience', 'experience'],
    ['Computer Engineering Experience', 'experience'],
    ['Top Skills', 'skills'],
    ['ACADEMIC QUALIFICATIONS', 'education'],
    ['Berufserfahrung', 'experience'],
    ['Hobbies', 'other'],
    ['Senior Engineer', null],
  ])('%s → %s', (heading, kind) => expect(sectionKindOf(heading)).toBe(kind));
});

describe('parseResumeText', () => {
  it('reads roles in several shapes, several roles at one company, Indian degrees', () => {
    const { resume } = parseResumeText(`Zoë Ångström-Núñez
zoe@example.com | +44 20 7946 0958 | London, UK

Experience

Senior Data Scientist, Monzo Bank, London, UK (Mar 2021 - Present)
• Reduced fraud losses by 18% with a gradient-boosted model

Data Scientist at Monzo Bank
Jun 2019 - Feb 2021
• Built churn dashboards used by 40 managers

Software Engineer – Flipkart Internet Pvt Ltd
07/2016 - 05/2019
• Wrote payment reconciliation jobs

Education

B.E. in Electronics, Anna University, Chennai, India
2012 - 2016
CGPA 8.4/10

Skills
Languages: Python, SQL, R
Tools: Airflow; dbt; Looker
Interests: chess, hiking`);
    expect(resume.basics).toMatchObject({ name: 'Zoë Ångström-Núñez', email: 'zoe@example.com', phone: '+44 20 7946 0958' });
    expect(resume.basics.location.raw).toBe('London, UK');
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate, !!w.current])).toEqual([
      ['Senior Data Scientist', 'Monzo Bank', '2021-03', 'Present', true],
      ['Data Scientist', 'Monzo Bank', '2019-06', '2021-02', false],
      ['Software Engineer', 'Flipkart Internet Pvt Ltd', '2016-07', '2019-05', false],
    ]);
    expect(resume.work[0]!.location).toBe('London, UK');
    expect(resume.education[0]).toMatchObject({ institution: 'Anna University', studyType: 'B.E.', area: 'Electronics', score: '8.4/10' });
    expect(resume.skills.flatMap((s) => s.keywords)).toEqual(['Python', 'SQL', 'R', 'Airflow', 'dbt', 'Looker']);
  });

  it('reads "Company — Title" and dateless roles by their words', () => {
    const { resume } = parseResumeText(`Sam Lee
sam@example.com

EXPERIENCE

Brightside Studio — Product Designer
2018 - 2020

Retail Sales Associate
Example Music Store LLC`);
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([
      ['Product Designer', 'Brightside Studio'],
      ['Retail Sales Associate', 'Example Music Store LLC'],
    ]);
  });

  it('never throws on odd input', () => {
    for (const input of ['', '   ', '\u0000\u0001', 'a'.repeat(300_000), '2020 - 2021\n'.repeat(500)]) {
      expect(() => parseResumeText(input)).not.toThrow();
    }
  });
});
