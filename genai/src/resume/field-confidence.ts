/**
 * Per-field confidence of each work and education entry, keyed by the JSON path the builder and
 * the review list read ("work[0].position", "education[1].area"). Only fields the reading set
 * get a key, so an empty field is never flagged for review.
 */
import type { EducationResult } from './extract-education';
import type { WorkResult } from './extract-work';

const WORK_FIELDS = ['position', 'name', 'startDate', 'endDate', 'location', 'highlights'] as const;
const EDUCATION_FIELDS = { institution: 'institution', studyType: 'degree', area: 'area', startDate: 'startDate', endDate: 'endDate', score: 'score' } as const;

export function workConfidence(result: WorkResult, index: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const field of WORK_FIELDS) {
    const value = result.work[field];
    const set = Array.isArray(value) ? value.length > 0 : !!value;
    // position, name and startDate keep a key even when empty (the review list asks for them).
    if (set || field === 'position' || field === 'name' || field === 'startDate') out[`work[${index}].${field}`] = result.confidence[field];
  }
  return out;
}

export function educationConfidence(result: EducationResult, index: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [field, key] of Object.entries(EDUCATION_FIELDS) as [keyof typeof EDUCATION_FIELDS, (typeof EDUCATION_FIELDS)[keyof typeof EDUCATION_FIELDS]][]) {
    if (result.education[field] || field === 'institution' || field === 'studyType') out[`education[${index}].${field}`] = result.confidence[key];
  }
  return out;
}
