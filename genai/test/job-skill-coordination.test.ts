import { coordinatedSkills, skillsOfLine } from '../src/jobs/job-skills';
import { parseJob } from '../src/jobs/parse-job';

// Lines and a posting written for these tests: modifiers that share one head word, and areas
// reached through an everyday word.

const names = (line: string) => coordinatedSkills(line).flatMap((c) => c.items.map((i) => i.name.toLowerCase()));

describe('modifiers sharing one head', () => {
  it('reads modifiers in brackets after their head', () => {
    expect(names('- Solid grounding in automated test practices (Unit, Integration & Acceptance)')).toEqual([
      'unit testing',
      'integration testing',
      'acceptance testing',
    ]);
    expect(names('Hands-on testing (unit, contract and end-to-end)')).toEqual(['unit testing', 'contract testing', 'end-to-end testing']);
  });

  it('reads three or more modifiers joined by commas alone', () => {
    expect(names('- Unit, Integration, Smoke testing of mobile apps')).toEqual(['unit testing', 'integration testing', 'smoke testing']);
  });

  it('leaves a bracket of whole things or a pair without "and" alone', () => {
    expect(names('Experience with testing (we use Jest, and Playwright for browsers)')).toEqual([]);
    expect(names('Python, web development')).toEqual([]);
  });

  it('drops a word of praise before the first modifier', () => {
    expect(names('- Superb written and oral communication skills')).toEqual(['written communication', 'oral communication']);
    expect(names('- Excellent spoken and written communication')).toEqual(['spoken communication', 'written communication']);
  });

  it('files each modifier as a required skill of a posting', () => {
    const job = parseJob(
      [
        'QA Engineer',
        '',
        'Requirements',
        '- Three years in automated test practices (Unit, Integration & Acceptance)',
        '- Superb written and oral communication skills',
      ].join('\n'),
    );
    const required = job.requiredSkills.map((s) => s.name.toLowerCase());
    expect(required).toEqual(expect.arrayContaining(['unit testing', 'integration testing', 'acceptance testing', 'written communication']));
    expect(required).not.toContain('unit');
    expect(required).not.toContain('acceptance');
  });
});

describe('a two-part area written as one everyday word', () => {
  it('is not the trade ("maintenance" of software is not "Maintenance and repair")', () => {
    const line = '- Experience in application design, software development, and maintenance';
    const found = skillsOfLine(line, { chunks: true }).map((h) => h.name);
    expect(found).not.toContain('Maintenance and repair');
    expect(found).not.toContain('maintenance');
  });

  it('still counts the area named in its own words', () => {
    const found = skillsOfLine('- Knowledge of health and safety regulations', { chunks: true }).map((h) => h.name);
    expect(found).toContain('Health and safety');
    expect(skillsOfLine('- Planned preventative maintenance of boilers', { chunks: true }).map((h) => h.name)).toContain('Maintenance and repair');
  });
});

describe('adjectives sharing the noun phrase after them', () => {
  it('gives each adjective the shared phrase', () => {
    expect(names('- Experience in statistical and numerical computing')).toEqual(['statistical computing', 'numerical computing']);
    expect(names('- Background in quantitative and qualitative research')).toEqual(['quantitative research', 'qualitative research']);
  });

  it('leaves a phrase that does not end a skill name alone', () => {
    expect(names('- Experience working with internal and external stakeholders')).toEqual([]);
    expect(names('- Comfortable making high and low level decisions')).toEqual([]);
  });
});

describe('an activity listed before the modes of communication', () => {
  it('is a skill of its own, not a kind of communication', () => {
    expect(names('- Excellent drafting, written and verbal communication skills')).toEqual(['drafting', 'written communication', 'verbal communication']);
  });
});
