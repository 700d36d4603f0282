import type { Ranking } from '../types/ranking';
import { rankingCsv, rankingFileName } from './ranking-csv';

const ranking: Ranking = {
  jobTitle: 'Full Stack Engineer',
  rankedAt: '2026-11-22T04:10:00.000Z',
  rows: [
    {
      file: 'barry, allen.pdf',
      rank: 1,
      score: 84,
      currentTitle: 'Senior "Full Stack" Engineer',
      yearsExperience: 6,
      matched: ['React', 'Node.js'],
      missing: ['Kubernetes'],
      summary: 'Strong fit.\nLacks Kubernetes.',
      strengths: [],
      gaps: [],
    },
    { file: '=HYPERLINK("x").pdf', rank: 2, score: 41, matched: [], missing: ['React'], strengths: [], gaps: [] },
    { file: 'scan.pdf', error: 'The PDF has no text layer.', matched: [], missing: [], strengths: [], gaps: [] },
  ],
};

describe('ranking CSV', () => {
  it('has a header and one line per resume, best first, with failures last', () => {
    const lines = rankingCsv(ranking).split('\r\n');
    expect(lines[0]).toBe('Rank,File,Score,Current title,Years of experience,Matched skills,Missing skills,Fit summary,Error');
    // A line break inside a quoted cell stays in the cell (records end with CRLF).
    expect(lines[1]).toBe('1,"barry, allen.pdf",84,"Senior ""Full Stack"" Engineer",6,React; Node.js,Kubernetes,"Strong fit.\nLacks Kubernetes.",');
    expect(lines[3]).toBe(',scan.pdf,,,,,,,The PDF has no text layer.');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const line = rankingCsv(ranking).split('\r\n')[2];
    expect(line).toBe(`2,"'=HYPERLINK(""x"").pdf",41,,,,React,,`);
  });

  it('names the file after the job and the day', () => {
    expect(rankingFileName(ranking)).toBe('ranking-full-stack-engineer-2026-11-22.csv');
    expect(rankingFileName({ ...ranking, jobTitle: undefined })).toBe('ranking-candidates-2026-11-22.csv');
  });
});
