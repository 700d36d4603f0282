import { parseResumeText } from 'genai';
import { normalizeResume } from './resume-model/normalize-resume';
import { resumeText } from './resume-text';

const RESUME = normalizeResume({
  basics: {
    name: 'Priya Raman',
    label: 'Backend Engineer',
    email: 'priya@example.com',
    phone: '+44 20 7946 0958',
    location: { city: 'London', countryCode: 'UK' },
  },
  work: [
    {
      position: 'Senior Software Engineer',
      name: 'Monzo Bank',
      startDate: '2021-03',
      endDate: '',
      highlights: ['Cut payment latency by 35% by moving reconciliation to Kafka streams', 'Led a team of 4 engineers'],
    },
    {
      position: 'Software Engineer',
      name: 'Flipkart',
      startDate: '2017-07',
      endDate: '2021-02',
      highlights: ['Built the order search service in Go for 20 million users'],
    },
  ],
  education: [{ institution: 'Anna University', studyType: 'Bachelor of Engineering', area: 'Computer Science', startDate: '2013', endDate: '2017' }],
  skills: [{ name: 'Languages', keywords: ['Go', 'Python', 'SQL'] }],
});

describe('resumeText', () => {
  it("is read back by HireGen's parser with the same roles, dates and bullets", () => {
    const { resume } = parseResumeText(resumeText(RESUME));
    expect(resume.basics.name).toBe('Priya Raman');
    expect(resume.basics.email).toBe('priya@example.com');
    expect(resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Senior Software Engineer', 'Monzo Bank', '2021-03', 'Present'],
      ['Software Engineer', 'Flipkart', '2017-07', '2021-02'],
    ]);
    expect(resume.work[0]!.highlights).toEqual(RESUME.work![0]!.highlights);
    expect(resume.education[0]!.institution).toBe('Anna University');
    expect(resume.skills.flatMap((s) => s.keywords)).toEqual(expect.arrayContaining(['Go', 'Python', 'SQL']));
  });

  it('leaves out empty sections and fields', () => {
    const text = resumeText(normalizeResume({ basics: { name: 'Ann Lee' } }));
    expect(text).toBe('Ann Lee\n');
  });
});
