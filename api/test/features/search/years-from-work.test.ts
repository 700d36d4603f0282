// Years of experience from resume work dates: an open role ends today whether its end is empty or
// written as a word ("Present", as the resume parser returns a current role).
import { yearsFromWork } from '../../../src/features/search/service/documents';

describe('yearsFromWork', () => {
  it('counts a role ending "Present" up to today, the same as one with no end', () => {
    const start = `${new Date().getFullYear() - 4}-01`;
    const open = yearsFromWork({ work: [{ name: 'A', startDate: start, endDate: '' }] });
    const present = yearsFromWork({ work: [{ name: 'A', startDate: start, endDate: 'Present' }] });
    expect(open).not.toBeNull();
    expect(present).toBe(open);
    expect(present).toBeGreaterThanOrEqual(4);
  });
});
