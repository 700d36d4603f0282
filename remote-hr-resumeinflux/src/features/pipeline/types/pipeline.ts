import type { Application, ApplicationNote, ApplicationSource, PIPELINE_STAGES } from 'shared-schemas';

export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export interface ApplicationRow extends Application {
  id: string;
}

export interface NoteRow extends ApplicationNote {
  id: string;
}

export type { MemberRow } from '../../../lib/org-members';

export interface PipelineFilters {
  stage: PipelineStage | 'all';
  minScore: number;
  skill: string;
  source: ApplicationSource | 'all';
  /** Name or email contains. */
  query: string;
}

export const NO_FILTERS: PipelineFilters = { stage: 'all', minScore: 0, skill: '', source: 'all', query: '' };

/** Who is acting, for stageHistory `by` and note authors. */
export interface PipelineActor {
  orgId: string;
  uid: string;
  name: string | null;
}
