import { evaluateResumeParser, FIELDS, OPENRESUME_BASELINE } from '../eval/resume-parser.eval';
import { closePdfWorker } from 'genai/lab';

afterAll(() => closePdfWorker());

// Measured with `npm run eval -w genai-lab` (see README); a floor a little under each figure so
// a regression fails here.
const MEASURED: Record<(typeof FIELDS)[number], number> = {
  name: 1,
  email: 1,
  phone: 1,
  location: 1,
  roles: 1,
  title: 1,
  company: 1,
  dates: 1,
  school: 1,
  degree: 1,
  skills: 1,
};
const MARGIN = 0.03;

describe('resume parser accuracy floor (shared/data/resumes-dev)', () => {
  it('keeps every field at its measured accuracy, ≥ 90%, and above OpenResume', async () => {
    const result = await evaluateResumeParser();
    expect(result.files).toBeGreaterThanOrEqual(17);
    for (const field of FIELDS) {
      const floor = Math.max(0.9, MEASURED[field] - MARGIN);
      expect({ field, accuracy: result.accuracy[field] }).toEqual({ field, accuracy: expect.any(Number) });
      if (result.accuracy[field] < floor) throw new Error(`${field}: ${result.accuracy[field]} < floor ${floor}\n${JSON.stringify(result.failures, null, 2)}`);
      const baseline = OPENRESUME_BASELINE[field];
      if (baseline !== undefined && baseline < 1) expect(result.accuracy[field]).toBeGreaterThan(baseline);
    }
  });
});
