import type { Application, ApplicationSource, ApplicationStage, Job } from 'shared-schemas';

export type DashboardJob = Pick<Job, 'title' | 'status'> & { id: string };
export type DashboardApplication = Pick<Application, 'jobId' | 'name' | 'stage' | 'stageHistory' | 'source' | 'createdAt'> & { id: string };

export interface JobStageCounts {
  jobId: string;
  title: string;
  total: number;
  byStage: Record<ApplicationStage, number>;
}

export interface FunnelStep {
  stage: ApplicationStage;
  reached: number;
  /** Share of all applicants, 0..1. */
  share: number;
}

export interface StageTime {
  stage: ApplicationStage;
  /** Mean days of finished stays; null when nobody has left the stage yet. */
  meanDays: number | null;
  stays: number;
}

export interface ActivityItem {
  applicationId: string;
  name: string;
  jobTitle: string;
  stage: ApplicationStage;
  at: number;
  by: string | null;
  kind: 'new' | 'moved';
}

export interface HiringStats {
  openJobs: JobStageCounts[];
  funnel: FunnelStep[];
  stageTimes: StageTime[];
  sources: { source: ApplicationSource; count: number }[];
  recent: ActivityItem[];
  totalApplicants: number;
}
