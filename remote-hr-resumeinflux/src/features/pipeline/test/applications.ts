import type { ApplicationRow } from '../types/pipeline';

/** An application as Firestore would hand it over, with the fields a test cares about set. */
export function application(id: string, fields: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id,
    orgId: 'org-a',
    jobId: 'job-1',
    jobTitle: 'Backend Engineer',
    name: id,
    email: `${id.toLowerCase().replace(/\s+/g, '.')}@mail.example`,
    source: 'uploaded',
    resumeSnapshot: null,
    match: { score: 50, matched: [], missing: [], summary: '' },
    stage: 'applied',
    stageHistory: [{ stage: 'applied', at: '2026-11-01T09:00:00Z', by: 'system' }],
    interviewerUids: [],
    createdAt: '2026-11-01T09:00:00Z',
    updatedAt: '2026-11-01T09:00:00Z',
    ...fields,
  };
}
