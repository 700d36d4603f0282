import { scoreJob, skillKey } from '../eval/job-parser.eval';
import { parseJob } from 'genai';

/** The eval compares skills by a key in which hyphen, space and no space are alike. */
describe('job eval skill key', () => {
  it('reads "Back-end", "back end" and "backend" as one skill, plurals and case aside', () => {
    expect(skillKey('Back-end development')).toBe(skillKey('backend development'));
    expect(skillKey('back end developments')).toBe(skillKey('Backend Development'));
    expect(skillKey('front-end')).not.toBe(skillKey('backend'));
  });

  it('counts a hyphenated skill the posting writes as the label written without the hyphen', () => {
    const job = parseJob('Platform Engineer\n\nRequirements:\n- Strong back-end development experience\n- Experience with PostgreSQL\n');
    const tally = () => ({ tp: 0, fp: 0, fn: 0, neutral: 0, misplaced: 0 });
    const req = tally();
    const truth = {
      id: 'x',
      title: 'Platform Engineer',
      seniority: null,
      location: null,
      workplace: null,
      employment_type: null,
      salary: null,
      required_skills: ['backend development', 'PostgreSQL'],
      preferred_skills: [],
      other_skills: [],
    };
    scoreJob(job, truth, req, tally(), []);
    expect(req).toMatchObject({ tp: 2, fn: 0 });
  });
});
