import { normalizeResume } from '../../../lib/resume-model/normalize-resume';
import { directoryEntryFrom, yearsOfExperience } from './directory';

jest.mock('../../../lib/resumes/firestore-resume-store', () => ({ candidateDb: jest.fn() }));

const resume = normalizeResume({
  basics: { name: 'Ann Lee', label: 'Nurse', email: 'ann@example.com', phone: '+1 555 0100', location: { city: 'Austin', region: 'TX' } },
  work: [
    { name: 'A', startDate: '2018-01', endDate: '2021-01' },
    { name: 'B', startDate: '2020-01', endDate: '2022-01' },
    { name: 'C', startDate: '2023-01', endDate: '' },
  ],
  skills: [{ keywords: ['Triage', 'BLS', 'Triage'] }],
});

describe('the talent directory entry', () => {
  it('counts overlapping roles once and an open role up to today', () => {
    expect(yearsOfExperience(resume, new Date('2025-01-15'))).toBe(6);
  });

  it('hides email and phone unless the candidate shows them', () => {
    const hidden = directoryEntryFrom(resume, false);
    expect(hidden).toMatchObject({ name: 'Ann Lee', headline: 'Nurse', location: 'Austin, TX', skills: ['Triage', 'BLS'] });
    expect(hidden.resume.basics).toMatchObject({ email: '', phone: '' });
    expect(JSON.stringify(hidden)).not.toMatch(/ann@example|555 0100/);
    expect(directoryEntryFrom(resume, true).resume.basics).toMatchObject({ email: 'ann@example.com', phone: '+1 555 0100' });
  });
});
