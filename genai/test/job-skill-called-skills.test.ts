import { parseJob } from '../src/jobs/parse-job';
import { skillsOfLine } from '../src/jobs/job-skills';

// Lines and postings written for these tests: one everyday word a requirement line itself calls a
// skill, an experience or a background ("cleaning experience", "writing skills").

const candidates = (line: string) => skillsOfLine(line, { chunks: true }).map((h) => `${h.name} [${h.text}]`);

describe('an everyday word the line calls a skill', () => {
  it('is a candidate named by the word, spanning the words that call it so', () => {
    expect(candidates('- Previous professional cleaning experience')).toContain('cleaning [cleaning experience]');
    expect(candidates('- Someone with patience, writing skills, and a calm manner')).toContain('writing [writing skills]');
    expect(candidates('- Basic computer skills')).toContain('computer [computer skills]');
  });

  it('is no candidate when the word is a person, a measure, a kind of thing or the taxonomy’s own', () => {
    const words = (line: string) => skillsOfLine(line, { chunks: true }).map((h) => h.name.toLowerCase());
    expect(words('- Solid people skills and employee experience')).not.toEqual(expect.arrayContaining(['people']));
    expect(words('- A passion for a great employee experience')).not.toContain('employee');
    expect(words('- In depth experience with the Vue framework')).not.toContain('depth');
    expect(words('- Software skills across the board')).not.toContain('software');
    // The taxonomy set "communication" aside: the line asks for the language.
    expect(words('- Communication skills in written German')).not.toContain('communication');
  });

  it('names an adjective with the word that calls it a skill, unless that word has its object after it', () => {
    expect(candidates('- Highly numerate, with a good level of statistical knowledge')).toContain('statistical knowledge [statistical knowledge]');
    expect(candidates('- A technical background')).toContain('technical background [technical background]');
    const names = (line: string) => skillsOfLine(line, { chunks: true }).map((h) => h.name.toLowerCase());
    expect(names('- Additional knowledge of Figma and Sketch')).not.toContain('additional knowledge');
    expect(names('- Past experience of growing a charity')).not.toContain('past experience');
    expect(names('- Administrative experience in a busy office')).not.toContain('administrative experience');
  });

  it('files the word in the list the line stands in', () => {
    const job = parseJob(
      [
        'Caretaker',
        '',
        'Requirements',
        '- Previous cleaning experience in a school or office',
        '- Basic computer skills',
        '',
        'Nice to have',
        '- Gardening experience',
      ].join('\n'),
    );
    expect(job.requiredSkills.map((s) => s.name)).toEqual(expect.arrayContaining(['cleaning', 'computer']));
    expect(job.preferredSkills.map((s) => s.name)).toContain('Gardening');
  });
});
