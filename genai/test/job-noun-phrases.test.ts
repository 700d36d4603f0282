import { nounPhrases } from '../src/jobs/job-noun-phrases';
import { clauseImportances } from '../src/jobs/job-skills';
import { parseJob, type JobSkill } from '../src/jobs/parse-job';

// Postings and lines written for these tests (not copies of real ones): candidate noun phrases
// no cue word introduces, and the required / preferred reading of each clause of a line.

const written = (skills: JobSkill[]) => skills.map((s) => (s.span?.text ?? s.name).toLowerCase());

describe('noun phrases of a requirement line', () => {
  it('proposes the phrases of a bracketed list and leaves out the cue word', () => {
    const texts = nounPhrases('Mastery of the Flutter SDK and platform fundamentals (networking, concurrency, memory management)').map((p) => p.text);
    expect(texts).toEqual(expect.arrayContaining(['networking', 'concurrency', 'memory management']));
    expect(texts.some((t) => /mastery/i.test(t))).toBe(false);
  });

  it('reads a gerund that takes an object as a verb, not as part of the phrase', () => {
    const texts = nounPhrases('Experience in scaling internal tooling and reducing technical debt').map((p) => p.text);
    expect(texts).toEqual(['internal tooling', 'technical debt']);
  });

  it('drops how-well words and marks a trailing "skills"', () => {
    const [p] = nounPhrases('Excellent technical writing skills');
    expect(p).toMatchObject({ text: 'technical writing skills', skillsSuffix: true, head: 'writing' });
  });

  it('gives offsets into the line', () => {
    const line = 'Solid grasp of container orchestration; budgeting';
    for (const p of nounPhrases(line)) expect(line.slice(p.start, p.end)).toBe(p.text);
  });
});

describe('a posting whose requirement bullets name skills without a cue word', () => {
  const job = parseJob(`Mobile Platform Engineer
Requirements
- Analytical thinking
- Mastery of the Flutter SDK and platform fundamentals (networking, concurrency, memory management)
- Technical writing skills
Benefits
- A flexible schedule in a growing company`);

  it('keeps the named skills as required, in the posting\'s words', () => {
    expect(written(job.requiredSkills)).toEqual(expect.arrayContaining(['analytical thinking', 'concurrency', 'memory management', 'technical writing']));
  });

  it('takes nothing from the benefits', () => {
    const all = written([...job.requiredSkills, ...job.preferredSkills]);
    expect(all).not.toContain('flexible schedule');
    expect(all).not.toContain('growing company');
  });
});

describe('each clause of a line keeps its own importance', () => {
  it('splits a requirement line at sentences and semicolons', () => {
    const line = 'Proficiency with spreadsheets. Knowledge of design software highly desirable.';
    expect(clauseImportances(line, 'requirements')).toEqual([
      { from: 0, to: 31, importance: 'required' },
      { from: 31, to: line.length, importance: 'preferred' },
    ]);
    expect(clauseImportances('Some scripting is a big plus; a grasp of REST APIs mandatory', undefined)!.map((c) => c.importance)).toEqual(['preferred', 'required']);
  });

  it('leaves one-clause lines, lines of a nice-to-have list and "e.g." alone', () => {
    expect(clauseImportances('Experience with Figma is a plus', 'requirements')).toBeUndefined();
    expect(clauseImportances('Spreadsheets. Design software.', 'preferred')).toBeUndefined();
    expect(clauseImportances('Any cloud (e.g. Azure) is a plus', 'requirements')).toBeUndefined();
  });

  it('files the asked-for sentence as required and the desirable one as preferred', () => {
    const job = parseJob(`Office Coordinator
Requirements
- Proficiency with spreadsheets. Knowledge of design software highly desirable.`);
    expect(written(job.requiredSkills)).toContain('spreadsheets');
    expect(written(job.preferredSkills)).toContain('design software');
    expect(written(job.preferredSkills)).not.toContain('spreadsheets');
  });
});
