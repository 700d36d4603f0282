import { clauseImportances } from '../src/jobs/job-skills';
import { parseJob, type JobSkill } from '../src/jobs/parse-job';

// Postings and lines written for these tests (not copies of real ones): the required / preferred
// reading of each clause of a line a plus cue marks.

const written = (skills: JobSkill[]) => skills.map((s) => (s.span?.text ?? s.name).toLowerCase());

describe('each clause of a line keeps its own importance', () => {
  it('splits a requirement line at sentences and semicolons', () => {
    const line = 'Proficiency with spreadsheets. Knowledge of Figma highly desirable.';
    expect(clauseImportances(line, 'requirements')).toEqual([
      { from: 0, to: 31, importance: 'required' },
      { from: 31, to: line.length, importance: 'preferred' },
    ]);
    expect(clauseImportances('Some scripting is a big plus; a grasp of REST APIs mandatory', undefined)!.map((c) => c.importance)).toEqual([
      'preferred',
      'required',
    ]);
  });

  it('leaves one-clause lines, lines of a nice-to-have list and "e.g." alone', () => {
    expect(clauseImportances('Experience with Figma is a plus', 'requirements')).toBeUndefined();
    expect(clauseImportances('Spreadsheets. Design software.', 'preferred')).toBeUndefined();
    expect(clauseImportances('Any cloud (e.g. Azure) is a plus', 'requirements')).toBeUndefined();
  });

  it('files the asked-for sentence as required and the desirable one as preferred', () => {
    const job = parseJob(`Office Coordinator
Requirements
- Proficiency with spreadsheets. Knowledge of Figma highly desirable.`);
    expect(written(job.requiredSkills)).toContain('spreadsheets');
    expect(written(job.preferredSkills)).toContain('figma');
    expect(written(job.preferredSkills)).not.toContain('spreadsheets');
  });
});
