import { PIPELINE_STAGES, type ApplicationStage } from 'shared-schemas';
import type { PipelineStage } from '../types/pipeline';

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const SOURCE_LABELS = { applied: 'Applied on HireGen', uploaded: 'Uploaded by HR', directory: 'Talent directory' } as const;

export function isPipelineStage(value: unknown): value is PipelineStage {
  return typeof value === 'string' && (PIPELINE_STAGES as readonly string[]).includes(value);
}

/** The stage beside this one on the board (for keyboard moves), or null at either end. */
export function neighbourStage(stage: PipelineStage, step: -1 | 1): PipelineStage | null {
  const index = PIPELINE_STAGES.indexOf(stage);
  return PIPELINE_STAGES[index + step] ?? null;
}
