import { matchResume, prepareJob } from '../src/match/match-job';
import { rankResumes } from '../src/match/rank';
import { buildBm25, bm25Scores } from '../src/match/bm25';
import { bestFirst, ndcgAtK } from '../src/match/ranking-metrics';
import { loadMatchingSet } from './matching-data';

const NOW = { now: { year: 2025, month: 6 } };
const set = loadMatchingSet();
const jobText = (name: string) => set.jobs.find((j) => j.name === name)!.text;
const resumeText = (name: string) => set.resumes.find((r) => r.name === name)!.text;

describe('matchResume', () => {
  const fullStack = prepareJob(jobText('job_desc_full_stack_engineer'));

  it('returns the contract shape with parts, matched and missing skills and a summary', () => {
    const m = matchResume(fullStack, { text: resumeText('bruce_wayne_fullstack') }, NOW);
    expect(m.score).toBeGreaterThanOrEqual(0);
    expect(m.score).toBeLessThanOrEqual(100);
    expect(Object.keys(m.parts)).toEqual(['requiredSkills', 'preferredSkills', 'titleAndSeniority', 'yearsOfExperience', 'education', 'otherKeywords']);
    const weights = Object.values(m.parts)
      .filter(Boolean)
      .reduce((s, p) => s + p!.weight, 0);
    expect(weights).toBeCloseTo(1, 2);
    const js = m.matched.find((s) => s.skill === 'JavaScript');
    expect(js).toMatchObject({ importance: 'required', how: 'direct' });
    expect(js!.where).toEqual(expect.arrayContaining(['skills']));
    expect(m.missing.length).toBeGreaterThan(0);
    expect(m.summary).toMatch(/^(Strong|Good|Partial|Weak) fit \(\d+\/100\) for Senior Full Stack Engineer\./);
  });

  it('does not rank the product manager first for the full-stack job', () => {
    const ranked = rankResumes(
      fullStack,
      set.resumes.map((r) => ({ id: r.name, input: { text: r.text } })),
      NOW,
    );
    expect(ranked[0]!.id).not.toBe('alfred_pennyworth_pm');
    expect(['bruce_wayne_fullstack', 'john_doe']).toContain(ranked[0]!.id);
    const pm = matchResume(fullStack, { text: resumeText('alfred_pennyworth_pm') }, NOW);
    expect(pm.parts.titleAndSeniority!.score).toBeLessThan(70);
  });

  it("ranks each job's best resume first and beats plain BM25 on nDCG@3", () => {
    const relevance: Record<string, Record<string, number>> = {
      job_desc_full_stack_engineer: { bruce_wayne_fullstack: 3, john_doe: 3, barry_allen_fe: 1 },
      job_desc_java_developer: { john_doe: 3 },
    };
    const bm = buildBm25(set.resumes.map((r) => r.text));
    for (const [job, rel] of Object.entries(relevance)) {
      const ours = rankResumes(
        jobText(job),
        set.resumes.map((r) => ({ id: r.name, input: { text: r.text } })),
        NOW,
      ).map((r) => r.id);
      const scores = bm25Scores(bm, jobText(job));
      const theirs = set.resumes
        .map((r, i) => ({ id: r.name, s: scores[i]! }))
        .sort((a, b) => b.s - a.s)
        .map((x) => x.id);
      expect(bestFirst(ours, rel)).toBe(true);
      expect(ndcgAtK(ours, rel)).toBeGreaterThanOrEqual(ndcgAtK(theirs, rel));
    }
  });

  it('gives credit for implied and interchangeable skills, less than for the skill itself', () => {
    const job = prepareJob('Backend Engineer\nRequirements\n- 3+ years with JavaScript and MySQL');
    const direct = matchResume(job, { text: 'Backend Engineer\nExperience\nBackend Engineer, Acme, 2019 - 2024\n• Built APIs in JavaScript on MySQL' }, NOW);
    const indirect = matchResume(job, { text: 'Backend Engineer\nExperience\nBackend Engineer, Acme, 2019 - 2024\n• Built APIs in React on PostgreSQL' }, NOW);
    const how = Object.fromEntries(indirect.matched.map((s) => [s.skill, s.how]));
    expect(how).toMatchObject({ JavaScript: 'implied', MySQL: 'interchangeable' });
    expect(indirect.parts.requiredSkills!.score).toBeLessThan(direct.parts.requiredSkills!.score);
    expect(indirect.parts.requiredSkills!.score).toBeGreaterThan(0);
  });

  it('does not let keyword stuffing or pasted (hidden) job text buy a high score', () => {
    const pm = resumeText('alfred_pennyworth_pm');
    const base = matchResume(fullStack, { text: pm }, NOW).score;
    const pasted = matchResume(fullStack, { text: `${pm}\n${fullStack.text}` }, NOW);
    const keywords = [...fullStack.job.requiredSkills].map((s) => s.name).join(' ');
    const repeated = matchResume(fullStack, { text: `${pm}\n${Array.from({ length: 10 }, () => keywords).join('\n')}` }, NOW);
    expect(pasted.score - base).toBeLessThanOrEqual(8);
    expect(repeated.score - base).toBeLessThanOrEqual(8);
    expect(pasted.flags.join(' ')).toMatch(/copied from the job description/);
    expect(repeated.flags.join(' ')).toMatch(/keyword/);
    const genuine = matchResume(fullStack, { text: resumeText('john_doe') }, NOW).score;
    expect(Math.max(pasted.score, repeated.score)).toBeLessThan(genuine);
    const dump = matchResume(fullStack, { text: `Skills\n${keywords}` }, NOW);
    expect(dump.score).toBeLessThan(45);
  });

  it('uses the structured JSON Resume when the text alone says little', () => {
    const job = prepareJob(
      'Senior Registered Nurse (RN)\nRequirements\n- 5+ years of experience in patient care\n- BLS certification\n- Bachelor of Science in Nursing',
    );
    const resume = {
      basics: { name: 'A. Nurse', label: 'Registered Nurse', email: '', phone: '', url: '', location: { raw: '' }, profiles: [] },
      work: [
        {
          name: 'City Hospital',
          position: 'Senior Staff Nurse',
          startDate: '2016-01',
          endDate: '',
          current: true,
          highlights: ['Patient care on a 30-bed ward'],
        },
      ],
      education: [{ institution: 'State University', studyType: 'Bachelor of Science', area: 'Nursing', startDate: '2011', endDate: '2015' }],
      skills: [{ name: 'BLS', keywords: [] }],
      projects: [],
      certificates: [],
    };
    const withJson = matchResume(job, { text: 'A. Nurse', resume }, NOW);
    expect(withJson.parts.titleAndSeniority!.score).toBeGreaterThanOrEqual(80);
    expect(withJson.parts.yearsOfExperience!.score).toBe(100);
    expect(withJson.parts.education!.score).toBe(100);
    // Named as the job names them (the taxonomy files BLS under BLS/ACLS).
    expect(withJson.matched.map((s) => s.skill)).toEqual(expect.arrayContaining(['Patient care', 'BLS']));
    expect(withJson.score).toBeGreaterThan(matchResume(job, { text: 'A. Nurse' }, NOW).score + 30);
  });

  it('understands jobs outside software (nursing, accounting)', () => {
    const nursingJob = prepareJob(`Registered Nurse - Medical/Surgical Unit
Full-time, Manchester, UK
Responsibilities
• Assess patients and plan, deliver and evaluate care
• Administer medications and keep accurate records
Requirements
• NMC registered nurse (RN) with 2+ years of acute care experience
• BLS certification; experience with EHR systems
• Excellent communication skills`);
    const nurse = `Priya Shah\nStaff Nurse\nExperience\nStaff Nurse, Royal Infirmary, Manchester, Jan 2019 - Present\n• Delivered patient care on a 28-bed surgical ward, including wound care and medication administration\n• Trained new starters in EHR documentation\nEducation\nBSc (Hons) Nursing, University of Salford, 2018\nCertifications\nBLS`;
    const accountant = `Tom Green\nSenior Accountant\nExperience\nSenior Accountant, Smith & Co, London, 2015 - Present\n• Led month-end close and reconciliations in Sage\n• Prepared management accounts and forecasts\n• Strong communication with clients\nEducation\nBA Accounting and Finance, 2014`;
    const nurseMatch = matchResume(nursingJob, { text: nurse }, NOW);
    const accountantMatch = matchResume(nursingJob, { text: accountant }, NOW);
    expect(nurseMatch.score).toBeGreaterThan(accountantMatch.score + 25);
    expect(nurseMatch.parts.titleAndSeniority!.score).toBeGreaterThanOrEqual(80);
    expect(nurseMatch.matched.map((s) => s.skill)).toEqual(expect.arrayContaining(['Acute care', 'BLS', 'EHR']));
    expect(accountantMatch.summary).toMatch(/Gaps:/);
  });

  it('is deterministic', () => {
    const a = matchResume(fullStack, { text: resumeText('john_doe') }, NOW);
    const b = matchResume(fullStack, { text: resumeText('john_doe') }, NOW);
    expect(a).toEqual(b);
  });
});
