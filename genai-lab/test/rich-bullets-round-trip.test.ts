import type { JsonResume } from 'resume-templates/node';
import { evaluateRoundTrip } from '../eval/round-trip.eval';
import { roundTripResumes } from '../eval/round-trip-resumes';
import { closePdfWorker } from 'genai/lab';

afterAll(() => closePdfWorker());

/** The builder's rich bullets: a figure in bold, a phrase in italics, a few words as a link. */
function withMarkup(resume: JsonResume): JsonResume {
  return {
    ...resume,
    work: (resume.work ?? []).map((role) => ({
      ...role,
      highlights: (role.highlights ?? []).map((bullet, i) => {
        if (i % 3 === 0) return bullet.replace(/(\d[\d,.%x+]*)/, '**$1**');
        if (i % 3 === 1) return bullet.replace(/^(\S+ \S+)/, '*$1*');
        return bullet.replace(/(\S+ \S+)$/, '[$1](https://example.com/work)');
      }),
    })),
  };
}

// The rich bullets' letters come back through PDF and DOCX as the plain bullets' do (the eval
// compares with the printed letters). Six resumes, two ATS-safe templates keep it near 15 s.
describe('rich bullets round trip', () => {
  it('bold, italic and links keep ≥ 98% of fields, bullets included', async () => {
    const resumes = roundTripResumes(6, 5).map(withMarkup);
    expect(
      resumes
        .flatMap((r) => r.work ?? [])
        .flatMap((w) => w.highlights ?? [])
        .filter((b) => /\*\*|\]\(/.test(b)).length,
    ).toBeGreaterThan(10);
    const result = await evaluateRoundTrip(resumes, ['classic', 'modern']);
    for (const id of ['classic', 'modern'])
      expect({ id, pdf: result.byTemplate[id]!.pdf >= 0.98, docx: result.byTemplate[id]!.docx >= 0.98 }).toEqual({ id, pdf: true, docx: true });
    expect(result.byField.bullets).toBeGreaterThanOrEqual(0.98);
  }, 120_000);
});
