import { matchResume } from '../src/match/match-job';
import { rankResumes } from '../src/match/rank';
import { rankReason } from '../src/match/rank-reason';
import { RANK_WEIGHTS } from '../src/match/rank-weights';
import { FEATURE_NAMES, type FeatureVector } from '../src/match/rank-features';
import { loadMatchingSet } from './matching-data';

const NOW = { now: { year: 2025, month: 6 } };

const JOB = `Senior Registered Nurse

Requirements
- Active Registered Nurse license
- 5+ years of experience as a Registered Nurse
- BLS and ACLS certification
- Experience with Epic charting`;

// Says the job's words many times but is not a nurse: a high lexical score, a low match.
const ECHO = `Sam Echo
Hospital Volunteer

EXPERIENCE
Hospital Volunteer, City Hospital, 2023 - Present
- Helped the senior registered nurse team; registered nurse license experience with registered nurse staff
- Read about BLS ACLS Epic charting and registered nurse experience`;

const NURSE = `Rita Care
Senior Registered Nurse

EXPERIENCE
Senior Registered Nurse, General Hospital, 2017 - Present
- Led patient care on a 30-bed unit, charting in Epic
- Trained new nurses in BLS and ACLS

SKILLS
BLS, ACLS, Epic`;

const only = (feature: (typeof FEATURE_NAMES)[number]): FeatureVector =>
  Object.fromEntries(FEATURE_NAMES.map((f) => [f, f === feature ? 1 : 0])) as FeatureVector;

describe('rankReason on ranked resumes', () => {
  it('explains a resume ranked above a higher match score with the features that put it there', () => {
    // An order that follows lexical overlap alone puts the echo above the real nurse.
    const ranked = rankResumes(
      JOB,
      [
        { id: 'nurse', input: { text: NURSE } },
        { id: 'echo', input: { text: ECHO } },
      ],
      { ...NOW, weights: only('bm25') },
    );
    expect(ranked.map((r) => r.id)).toEqual(['echo', 'nurse']);
    expect(ranked[0]!.score).toBeLessThan(ranked[1]!.score);
    const reason = ranked[0]!.rankReason!;
    expect(reason.outranksScore).toBe(ranked[1]!.score);
    expect(reason.features.map((f) => f.feature)).toEqual(['bm25']);
    expect(reason.text).toBe(`Ranked above higher match scores (up to ${ranked[1]!.score}): more of the job’s own wording across the resume`);
    expect(ranked[1]!.rankReason).toBeUndefined();
  });

  it('names the title and years from the resume itself when they are what outranks', () => {
    const nurse = matchResume(JOB, { text: NURSE }, NOW);
    const echo = matchResume(JOB, { text: ECHO }, NOW);
    const base = only('bm25');
    const winner = { features: { ...base, titleAndSeniority: 1, years: 1, seniority: 1 }, match: nurse };
    const loser = { features: { ...base, titleAndSeniority: 0.2, years: 0.5, seniority: 1 }, match: { ...echo, score: 99 } };
    const reason = rankReason(RANK_WEIGHTS, winner, loser)!;
    // Seniority is equal, so it is no reason; years count only under weights that give them any.
    expect(reason.features.map((f) => f.feature)).not.toContain('seniority');
    expect(reason.text).toContain('a title closer to the job (“Senior Registered Nurse”)');
    const withYears = rankReason({ ...RANK_WEIGHTS, years: 1 }, winner, loser)!;
    expect(withYears.features.map((f) => f.text)).toEqual([
      'a title closer to the job (“Senior Registered Nurse”)',
      `${nurse.candidate.yearsExperience} years of experience for the years asked`,
    ]);
    expect(withYears.outranksScore).toBe(99);
    // Nothing in its favour: no reason at all rather than an empty one.
    expect(rankReason(RANK_WEIGHTS, loser, winner)).toBeUndefined();
  });

  it('says "fewer" for a lexical feature the weights count against, never "more of"', () => {
    const nurse = matchResume(JOB, { text: NURSE }, NOW);
    const echo = matchResume(JOB, { text: ECHO }, NOW);
    const weights = { ...only('bm25Skills'), bm25Skills: -1 };
    const winner = { features: { ...only('bm25Skills'), bm25Skills: 0.2 }, match: nurse };
    const loser = { features: { ...only('bm25Skills'), bm25Skills: 1 }, match: { ...echo, score: 99 } };
    const reason = rankReason(weights, winner, loser)!;
    expect(reason.features.map((f) => f.text)).toEqual(['fewer of the job’s own words echoed in the skills list']);
    expect(reason.text).not.toContain('more of');
  });

  it('gives no reason when the order follows the match score', () => {
    const set = loadMatchingSet();
    for (const job of set.jobs) {
      const ranked = rankResumes(
        job.text,
        set.resumes.map((r) => ({ id: r.name, input: { text: r.text } })),
        { ...NOW, order: 'match' },
      );
      expect(ranked.filter((r) => r.rankReason)).toEqual([]);
    }
  });

  it('explains every row the learned order puts above a higher match score, and only those', () => {
    const set = loadMatchingSet();
    let explained = 0;
    for (const job of set.jobs) {
      const ranked = rankResumes(
        job.text,
        set.resumes.map((r) => ({ id: r.name, input: { text: r.text } })),
        NOW,
      );
      ranked.forEach((row, i) => {
        const highestBelow = Math.max(-1, ...ranked.slice(i + 1).map((r) => r.score));
        if (highestBelow > row.score) {
          expect(row.rankReason).toBeDefined();
          expect(row.rankReason!.outranksScore).toBe(highestBelow);
          expect(row.rankReason!.text).toMatch(/^Ranked above higher match scores \(up to \d+\): \S/);
          expect(row.rankReason!.features.every((f) => f.contribution > 0)).toBe(true);
          explained++;
        } else {
          expect(row.rankReason).toBeUndefined();
        }
      });
    }
    expect(explained).toBeGreaterThan(0);
  });
});
