import { matchResume } from '../src/match/match-job';
import { rankResumes } from '../src/match/rank';
import { normalizeTitle, roleTitle, titleForms } from '../src/taxonomy/titles';

const NOW = { now: { year: 2026, month: 1 } };
const occupation = (title: string) => normalizeTitle(title).occupation?.title;

describe('titles placed by the words of their line of work', () => {
  it('reads an O*NET title and its bracketed other form as two titles', () => {
    expect(titleForms('Information Technology Manager (IT Manager)')).toEqual(['Information Technology Manager', 'IT Manager']);
    expect(titleForms('Registered Nurse')).toEqual(['Registered Nurse']);
    // Indexed as one five-word title, "IT Manager" lost to Marketing Managers on the head word.
    expect(occupation('IT Manager')).toBe('Computer and Information Systems Managers');
  });

  it('does not place a title by a broad head word alone', () => {
    // "technician" and "specialist" end the titles of over a hundred occupations each.
    expect(occupation('IT Technician')).not.toBe('Bioinformatics Technicians');
    expect(occupation('HPC/cloud specialist')).toBeUndefined();
    // A narrow head still says the job: few occupations end in "biologist".
    expect(occupation('Marine Biologist')).toMatch(/Biologists/);
  });

  it('reads the role before a team named after a dash', () => {
    expect(roleTitle('Technical Support Analyst — Platform Support Team')).toBe('Technical Support Analyst');
    expect(roleTitle("Librarian — Children's Services Team")).toBe('Librarian');
    expect(roleTitle('Recruiter — Sales Team')).toBe('Recruiter');
    expect(roleTitle('Software Engineer - Payments Team')).toBe('Software Engineer');
    expect(roleTitle('Registered Nurse - ICU')).toBe('Registered Nurse - ICU');
    expect(roleTitle('Sales - Team Player Wanted')).toBe('Sales - Team Player Wanted');
    expect(roleTitle('Software Engineer - Team Lead')).toBe('Software Engineer - Team Lead');
    expect(normalizeTitle('Software Engineer - Team Lead').seniority).toBe('lead');
    expect(occupation('Technical Support Analyst — Platform Support Team')).toBe(occupation('Technical Support Analyst'));
  });
});

// A posting written for this test: the title carries the team it hires for after a dash.
const JOB = `Recruiter — Sales Team

We sell accounting software to small firms and are growing our sales team.

What you will do
- Source and screen candidates for our sales team
- Schedule interviews and keep hiring managers informed

What you bring
- Experience with full-cycle recruiting and applicant tracking systems
- Clear written communication`;

const RECRUITER = `Dana Hire
Recruiter

EXPERIENCE
Recruiter, Northfield Staffing, 2020 - Present
- Filled about 60 roles a year through full-cycle recruiting
- Kept the applicant tracking system up to date for eight hiring managers

SKILLS
Recruiting, applicant tracking systems, written communication`;

const SELLER = `Lee Close
Sales Representative

EXPERIENCE
Sales Representative, Brightline Software, 2019 - Present
- Sold accounting software to small firms and grew the sales team's pipeline
- Worked with hiring managers to interview candidates for the sales team

SKILLS
Sales, written communication`;

describe('a job title with its team after a dash, in matching and ranking', () => {
  it('reads the job as the role, not as the team it hires for', () => {
    // Read whole, the title was a sales job (Team Assemblers by its last word).
    expect(normalizeTitle('Recruiter — Sales Team').family).toBe('hr');
    const recruiter = matchResume(JOB, { text: RECRUITER }, NOW);
    const seller = matchResume(JOB, { text: SELLER }, NOW);
    expect(recruiter.parts.titleAndSeniority?.score ?? 0).toBeGreaterThan(seller.parts.titleAndSeniority?.score ?? 0);
    const ranked = rankResumes(
      JOB,
      [
        { id: 'seller', input: { text: SELLER } },
        { id: 'recruiter', input: { text: RECRUITER } },
      ],
      NOW,
    );
    expect(ranked.map((r) => r.id)).toEqual(['recruiter', 'seller']);
  });
});
