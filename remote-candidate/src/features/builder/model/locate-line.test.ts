import { normalizeResume } from '../../../lib/resume-model/normalize-resume';
import { locateLine, sectionOfPath } from './locate-line';

const resume = normalizeResume({
  work: [{ highlights: ['Built the API', 'Led  a team of 4', 'Cut cost **35%** with [Spark](https://spark.apache.org)'] }],
  projects: [{ highlights: ['Wrote a linter'] }],
  volunteer: [{ highlights: ['Mentored students'] }],
});

describe('locateLine', () => {
  it("finds the bullet an engine suggestion quotes, whatever the engine's own path", () => {
    expect(locateLine(resume, { path: 'work[3].highlights[0]', line: 'led a team of 4' })).toBe('work[0].highlights[1]');
    expect(locateLine(resume, { line: 'Wrote a linter' })).toBe('projects[0].highlights[0]');
    expect(locateLine(resume, { line: 'Mentored students' })).toBe('volunteer[0].highlights[0]');
    // A formatted bullet is quoted as it prints (the engine reads the resume's letters).
    expect(locateLine(resume, { line: 'Cut cost 35% with Spark' })).toBe('work[0].highlights[2]');
  });

  it('keeps contact paths, and gives up on lines that are not in the resume', () => {
    expect(locateLine(resume, { path: 'basics.phone' })).toBe('basics.phone');
    expect(locateLine(resume, { line: 'Not there' })).toBeNull();
    expect(sectionOfPath('education')).toBe('education');
    expect(sectionOfPath(undefined)).toBeNull();
  });
});
