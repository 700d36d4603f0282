import { competencyHits } from '../src/skills/competency-phrases';
import { parseJob } from '../src/jobs/parse-job';

// Lines and a posting written for these tests: named competencies asked for in a clause.

const named = (line: string) => competencyHits(line).map((h) => h.name);

describe('competencies asked for in their own words', () => {
  it('reads parallel work as multitasking', () => {
    expect(named('- Able to juggle several competing priorities')).toEqual(['multitasking']);
    expect(named('- Comfortable switching between multiple requests at once')).toEqual(['multitasking']);
    expect(named('- You can multi-task under pressure')).toEqual(['multitasking']);
  });

  it('reads deadlines, priorities, problems, teams, detail and relationships', () => {
    expect(named('- Ability to set priorities and meet tight deadlines')).toEqual(['prioritization', 'time management']);
    expect(named('- A natural problem-solver')).toEqual(['problem solving']);
    expect(named('- Works well as part of a team')).toEqual(['teamwork']);
    expect(named('- A keen eye for detail')).toEqual(['attention to detail']);
    expect(named('- Experience building lasting relationships with suppliers')).toEqual(['relationship building']);
    expect(named('- Able to mentor junior analysts')).toEqual(['mentoring']);
    expect(named('- You enjoy mentoring engineers')).toEqual(['mentoring']);
  });

  it('keeps the span as written', () => {
    const line = '- You prioritise well and solve complex problems';
    const hits = competencyHits(line);
    expect(hits.map((h) => line.slice(h.start, h.end))).toEqual(['prioritise', 'solve complex problems']);
  });

  it('reads nothing in lines about other things', () => {
    expect(named('- Manage multiple vendors and their contracts')).toEqual([]);
    expect(named('- The team sets the project plan')).toEqual([]);
    expect(named('- Report problems to the facilities manager')).toEqual([]);
    expect(named('- Join our mentoring programme')).toEqual([]);
  });

  it('files the competencies a posting asks for, and not those of its duties', () => {
    const job = parseJob(
      [
        'Office Coordinator',
        '',
        'What you will do',
        '- Juggle multiple projects for the directors every week',
        '',
        'What we are looking for',
        '- Two years in an office role',
        '- Able to handle multiple tasks and meet deadlines',
        '- A problem solver who works well in a team',
      ].join('\n'),
    );
    const required = job.requiredSkills.map((s) => s.name);
    expect(required).toEqual(expect.arrayContaining(['multitasking', 'time management', 'problem solving', 'teamwork']));
    const spans = job.requiredSkills.map((s) => s.span?.text);
    expect(spans).not.toContain('Juggle multiple projects');
  });
});
