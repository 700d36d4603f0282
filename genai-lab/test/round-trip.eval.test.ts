import { listTemplates } from 'resume-templates/node';
import { evaluateRoundTrip } from '../eval/round-trip.eval';
import { roundTripResumes } from '../eval/round-trip-resumes';
import { closePdfWorker } from 'genai/lab';

afterAll(() => closePdfWorker());

// The template round trip as a floor: every ATS-safe template, rendered to PDF and DOCX and
// parsed back, agrees with the JSON Resume on ≥ 98% of fields (name, contact, each role's company,
// title, dates and bullets, education, skills). A subset of the eval's resumes (every profession
// and size once) keeps the test near 20 s; `npm run eval -w genai-lab` runs all 24.
describe('template round trip', () => {
  it('every ATS-safe template keeps ≥ 98% of fields through PDF and DOCX', async () => {
    const templates = listTemplates()
      .filter((t) => t.atsSafe)
      .map((t) => t.id);
    const result = await evaluateRoundTrip(roundTripResumes(12), templates);
    for (const id of templates) {
      expect({ id, pdf: result.byTemplate[id]!.pdf >= 0.98, docx: result.byTemplate[id]!.docx >= 0.98 }).toEqual({ id, pdf: true, docx: true });
    }
    expect(result.byField.name).toBe(1);
    expect(result.byField.email).toBe(1);
    expect(result.byField.bullets).toBeGreaterThanOrEqual(0.98);
  }, 180_000);

  // Measured on these 12: PDF 99.8%, DOCX 99.1% (on all 24: 99.0% / 98.6%; see resume-templates/README.md).
  // The layout step finds the sidebar's gutter from where text never crosses, whatever its share of the text.
  it('the two-column template (not ATS-safe) keeps ≥ 98% on the same resumes', async () => {
    const result = await evaluateRoundTrip(roundTripResumes(12), ['sidebar']);
    expect(result.byTemplate.sidebar!.pdf).toBeGreaterThanOrEqual(0.98);
    expect(result.byTemplate.sidebar!.docx).toBeGreaterThanOrEqual(0.98);
  }, 120_000);
});
