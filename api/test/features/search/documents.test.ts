import { Timestamp } from 'firebase-admin/firestore';
import { jobDoc } from '../../../src/features/search/service/documents';

const job = (parsed: Record<string, unknown>, openedAt: unknown) =>
  ({
    status: 'open',
    title: 'Backend Engineer',
    orgId: 'org-1',
    parsed: { requiredSkills: [], preferredSkills: [], location: 'Pune', ...parsed },
    openedAt,
  }) as never;

describe('search documents', () => {
  it("files a job the engine read as junior or principal under the product's scale, not under no seniority", () => {
    expect(jobDoc('j1', job({ seniority: 'junior' }, null))?.seniority).toBe('entry');
    expect(jobDoc('j2', job({ seniority: 'principal' }, null))?.seniority).toBe('lead');
    expect(jobDoc('j3', job({ seniority: 'senior' }, null))?.seniority).toBe('senior');
    expect(jobDoc('j4', job({ seniority: 'galactic' }, null))?.seniority).toBeNull();
  });

  it('reads when a job opened from a Timestamp, its JSON form or an ISO string alike', () => {
    const at = Date.UTC(2026, 10, 2, 9, 30);
    expect(jobDoc('a', job({}, Timestamp.fromMillis(at)))?.postedAt).toBe(at);
    expect(jobDoc('b', job({}, { seconds: at / 1000, nanoseconds: 0 }))?.postedAt).toBe(at);
    expect(jobDoc('c', job({}, new Date(at).toISOString()))?.postedAt).toBe(at);
  });
});
