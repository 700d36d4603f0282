/**
 * The HR dashboard's figures, from the organisation's jobs and applications as stored: pure,
 * so every number on the page is tested here.
 */
import { APPLICATION_SOURCES, APPLICATION_STAGES, type ApplicationStage, storedTimeMs } from 'shared-schemas';
import type { ActivityItem, DashboardApplication, DashboardJob, FunnelStep, HiringStats, JobStageCounts, StageTime } from '../types/hiring-stats';

/** The forward path of a hire; rejected and withdrawn leave it wherever they were. */
export const FUNNEL_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const satisfies readonly ApplicationStage[];
const DAY_MS = 86_400_000;

const emptyCounts = () => Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;

/** The furthest funnel step an applicant reached, from the current stage and the history. */
export function furthestStep(application: Pick<DashboardApplication, 'stage' | 'stageHistory'>): number {
  const stages = [application.stage, ...(application.stageHistory ?? []).map((entry) => entry.stage)];
  return Math.max(0, ...stages.map((stage) => (FUNNEL_STAGES as readonly string[]).indexOf(stage)));
}

export function stageCountsByJob(jobs: DashboardJob[], applications: DashboardApplication[]): JobStageCounts[] {
  const counts = new Map<string, JobStageCounts>(jobs.map((job) => [job.id, { jobId: job.id, title: job.title, total: 0, byStage: emptyCounts() }]));
  for (const application of applications) {
    const row = counts.get(application.jobId);
    if (!row) continue;
    row.total += 1;
    row.byStage[application.stage] += 1;
  }
  return [...counts.values()];
}

export function funnel(applications: DashboardApplication[]): FunnelStep[] {
  const furthest = applications.map(furthestStep);
  return FUNNEL_STAGES.map((stage, index) => {
    const reached = furthest.filter((step) => step >= index).length;
    return { stage, reached, share: applications.length ? reached / applications.length : 0 };
  });
}

/** Mean days in each stage over finished stays (entered, then left for another stage). */
export function stageTimes(applications: DashboardApplication[]): StageTime[] {
  const totals = new Map<ApplicationStage, { days: number; stays: number }>();
  for (const application of applications) {
    const entries = [...(application.stageHistory ?? [])]
      .map((entry) => ({ stage: entry.stage, at: storedTimeMs(entry.at) }))
      .filter((entry) => entry.at > 0)
      .sort((a, b) => a.at - b.at);
    for (let index = 0; index < entries.length - 1; index += 1) {
      const current = entries[index]!;
      const next = entries[index + 1]!;
      const total = totals.get(current.stage) ?? { days: 0, stays: 0 };
      total.days += (next.at - current.at) / DAY_MS;
      total.stays += 1;
      totals.set(current.stage, total);
    }
  }
  return FUNNEL_STAGES.slice(0, -1).map((stage) => {
    const total = totals.get(stage);
    return { stage, stays: total?.stays ?? 0, meanDays: total && total.stays ? Math.round((total.days / total.stays) * 10) / 10 : null };
  });
}

export function sources(applications: DashboardApplication[]) {
  return APPLICATION_SOURCES.map((source) => ({ source, count: applications.filter((application) => application.source === source).length }));
}

/** The latest new applicants and stage moves, newest first. */
export function recentActivity(jobs: DashboardJob[], applications: DashboardApplication[], limit = 12): ActivityItem[] {
  const titles = new Map(jobs.map((job) => [job.id, job.title]));
  const items: ActivityItem[] = [];
  for (const application of applications) {
    const base = { applicationId: application.id, name: application.name, jobTitle: titles.get(application.jobId) ?? 'a job' };
    const history = application.stageHistory ?? [];
    for (const [index, entry] of history.entries()) {
      // The first entry is the arrival itself, shown as "new".
      if (index === 0) continue;
      items.push({ ...base, stage: entry.stage, at: storedTimeMs(entry.at), by: entry.by || null, kind: 'moved' });
    }
    items.push({ ...base, stage: history[0]?.stage ?? 'applied', at: storedTimeMs(application.createdAt), by: null, kind: 'new' });
  }
  return items.sort((a, b) => b.at - a.at).slice(0, limit);
}

export function hiringStats(jobs: DashboardJob[], applications: DashboardApplication[]): HiringStats {
  const open = jobs.filter((job) => job.status === 'open');
  const openIds = new Set(open.map((job) => job.id));
  return {
    openJobs: stageCountsByJob(
      open,
      applications.filter((application) => openIds.has(application.jobId)),
    ).sort((a, b) => b.total - a.total),
    funnel: funnel(applications),
    stageTimes: stageTimes(applications),
    sources: sources(applications),
    recent: recentActivity(jobs, applications),
    totalApplicants: applications.length,
  };
}
