import type { DashboardApplication, DashboardJob } from '../types/hiring-stats';
import { furthestStep, hiringStats } from './hiring-stats';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 9)).toISOString();
const jobs: DashboardJob[] = [
  { id: 'j1', title: 'Nurse', status: 'open' },
  { id: 'j2', title: 'Engineer', status: 'open' },
  { id: 'j3', title: 'Old role', status: 'closed' },
];
const app = (
  id: string,
  jobId: string,
  stage: DashboardApplication['stage'],
  history: [DashboardApplication['stage'], number, string?][],
  source: DashboardApplication['source'] = 'uploaded',
): DashboardApplication => ({
  id,
  jobId,
  name: id,
  stage,
  source,
  createdAt: day(history[0]?.[1] ?? 0),
  stageHistory: history.map(([entry, n, by]) => ({ stage: entry, at: day(n), by: by ?? 'system' })),
});

const applications = [
  // applied day 0 → screening day 2 → interview day 6 → offer day 7 → hired day 9
  app(
    'hired',
    'j1',
    'hired',
    [
      ['applied', 0],
      ['screening', 2, 'hana'],
      ['interview', 6, 'hana'],
      ['offer', 7, 'hana'],
      ['hired', 9, 'hana'],
    ],
    'applied',
  ),
  // applied day 1 → screening day 5 → rejected day 6: reached screening
  app('rejected', 'j1', 'rejected', [
    ['applied', 1],
    ['screening', 5, 'hana'],
    ['rejected', 6, 'hana'],
  ]),
  app('waiting', 'j2', 'applied', [['applied', 3]], 'directory'),
  app('closed-job', 'j3', 'interview', [
    ['applied', 0],
    ['interview', 4, 'ivan'],
  ]),
];

describe('hiringStats', () => {
  const stats = hiringStats(jobs, applications);

  it('counts open jobs per stage, the busiest first, leaving closed jobs out', () => {
    expect(stats.openJobs.map((job) => [job.title, job.total, job.byStage.hired, job.byStage.rejected, job.byStage.applied])).toEqual([
      ['Nurse', 2, 1, 1, 0],
      ['Engineer', 1, 0, 0, 1],
    ]);
  });

  it('builds the funnel from the furthest stage each applicant reached, rejected ones included', () => {
    expect(stats.funnel.map((step) => [step.stage, step.reached, step.share])).toEqual([
      ['applied', 4, 1],
      ['screening', 3, 0.75],
      ['interview', 2, 0.5],
      ['offer', 1, 0.25],
      ['hired', 1, 0.25],
    ]);
    expect(furthestStep({ stage: 'rejected', stageHistory: [] })).toBe(0);
  });

  it('averages the days of finished stays in each stage', () => {
    // applied: 2, 4, 4 days; screening: 4 and 1; interview: 1; offer: 2.
    expect(stats.stageTimes).toEqual([
      { stage: 'applied', meanDays: 3.3, stays: 3 },
      { stage: 'screening', meanDays: 2.5, stays: 2 },
      { stage: 'interview', meanDays: 1, stays: 1 },
      { stage: 'offer', meanDays: 2, stays: 1 },
    ]);
  });

  it('counts sources and lists the latest activity first', () => {
    expect(stats.sources).toEqual([
      { source: 'applied', count: 1 },
      { source: 'uploaded', count: 2 },
      { source: 'directory', count: 1 },
    ]);
    expect(stats.recent.slice(0, 2).map((item) => `${item.name}:${item.kind}:${item.stage}`)).toEqual(['hired:moved:hired', 'hired:moved:offer']);
    // Seven moves and four arrivals.
    expect(stats.recent).toHaveLength(11);
    expect(stats.recent.find((item) => item.name === 'waiting')).toMatchObject({ kind: 'new', jobTitle: 'Engineer', by: null });
    expect(stats.totalApplicants).toBe(4);
  });
});
