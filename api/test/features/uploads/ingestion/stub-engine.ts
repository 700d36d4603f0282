// The engine as the ingestion worker uses it, standing in for the real one: every document reads
// as a registered nurse with a new email (so each file makes its own talent).
import type { JsonResume } from 'shared-schemas';
import { engineCalls } from '../../../../src/features/genai/service/engine-calls';
import type { GenaiEngine } from '../../../../src/features/genai/service/genai-engine';

const unique = () => Math.random().toString(36).slice(2, 10);
const NURSE_TEXT = 'Test Nurse\nRegistered Nurse at City Hospital since 2019, patient care, medication administration, BLS and vital signs.';
const nurse = (email: string): JsonResume => ({
  basics: { name: 'Test Nurse', email },
  work: [{ name: 'City Hospital', position: 'Registered Nurse', startDate: '2019-01' }],
});

/** `parse` may throw to stand for an engine that is full. */
export function stubEngine(parse: () => Promise<void> = async () => undefined): GenaiEngine {
  const engine = {
    limits: { ocrTimeoutMs: 1_000, maxFileBytes: 10_000_000, documentTimeoutMs: 10_000 },
    runDocument: async () => {
      await parse();
      return { resume: nurse(`n-${unique()}@example.com`), text: NURSE_TEXT, meta: {}, confidence: {} };
    },
    runText: async () => ({ score: 61, matched: [], missing: [], summary: '' }),
  } as unknown as GenaiEngine; // a stand-in: only the calls the worker makes
  // The typed calls go through the stand-in's runDocument/runText (which tests may replace).
  return Object.assign(engine, { tasks: engineCalls(engine) });
}
