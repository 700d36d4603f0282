import { normalizeResume } from '../../../lib/resume-model/normalize-resume';
import { applyEdits, mentions, tailorEdits } from './tailor-edits';

const resume = normalizeResume({
  basics: { name: 'Sam Ortiz', summary: 'Backend engineer who ships reliable services.' },
  work: [
    {
      position: 'Software Engineer',
      name: 'Acme',
      highlights: [
        'Ran the on-call rotation for 12 services',
        'Built the billing API in Go and PostgreSQL, serving 3M requests a day',
        'Moved CI to GitHub Actions',
      ],
    },
  ],
  skills: [
    { name: 'Tools', keywords: ['Jira', 'GitHub Actions'] },
    { name: 'Languages', keywords: ['Python', 'Go', 'PostgreSQL'] },
  ],
});

describe('tailorEdits', () => {
  const matched = ['Go', 'PostgreSQL'];
  const edits = tailorEdits(resume, matched);

  it('moves matching skills and bullets first and names the skills in the summary', () => {
    expect(edits.map((e) => e.id)).toEqual(['skills-order', 'bullets-order', 'summary-skills']);
    const tailored = applyEdits(resume, edits);
    expect(tailored.skills!.map((g) => g.name)).toEqual(['Languages', 'Tools']);
    expect(tailored.skills![0]!.keywords).toEqual(['Go', 'PostgreSQL', 'Python']);
    expect(tailored.work![0]!.highlights![0]).toBe('Built the billing API in Go and PostgreSQL, serving 3M requests a day');
    expect(tailored.basics!.summary).toBe('Backend engineer who ships reliable services. Experienced with Go and PostgreSQL.');
  });

  it('never adds a skill, a bullet or a role the resume did not have', () => {
    const tailored = applyEdits(resume, tailorEdits(resume, ['Go', 'PostgreSQL', 'Kubernetes', 'Terraform']));
    const skills = (r: typeof resume) => r.skills!.flatMap((g) => g.keywords!).sort();
    expect(skills(tailored)).toEqual(skills(resume));
    expect([...tailored.work![0]!.highlights!].sort()).toEqual([...resume.work![0]!.highlights!].sort());
    expect(tailored.work).toHaveLength(1);
    expect(tailored.basics!.summary).not.toMatch(/Kubernetes|Terraform/);
  });

  it('offers nothing when no skill matches', () => {
    expect(tailorEdits(resume, [])).toEqual([]);
  });

  it('matches skills as words, not inside other words', () => {
    expect(mentions('Built in Go', 'Go')).toBe(true);
    expect(mentions('Worked at Google', 'Go')).toBe(false);
    expect(mentions('C++ and C#', 'C++')).toBe(true);
  });
});
