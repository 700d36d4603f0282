// Floors for the generated corpus (genai-lab/corpus): the held-out part's per-field parser accuracy
// and the ranker's nDCG against BM25 measured in the same run, each kept a little under the figure
// `npm run eval -w genai-lab` printed (README), so a regression fails here. Parsing 266 documents and
// ranking them takes about fifteen seconds.
import { CORPUS_FIELDS, evaluateCorpusParser } from '../eval/corpus-parser.eval';
import { HELD_OUT_JOBS } from '../corpus/jobs';
import { evaluateRanking, loadParsedPart } from '../eval/corpus-ranking.eval';
import { closePdfWorker } from 'genai/lab';

afterAll(() => closePdfWorker());

const MEASURED: Record<(typeof CORPUS_FIELDS)[number], number> = {
  name: 0.988,
  email: 1,
  phone: 1,
  location: 1,
  url: 1,
  roles: 0.988,
  title: 0.993,
  company: 0.989,
  dates: 0.985,
  school: 0.99,
  degree: 0.995,
  field: 0.985,
  gpa: 1,
  bullets: 0.986,
  skills: 0.989,
  hidden: 1,
};
const MARGIN = 0.03;

describe('generated corpus, held-out part', () => {
  it('keeps each parser field at its measured accuracy', async () => {
    const result = await evaluateCorpusParser('held-out');
    expect(result.files).toBeGreaterThanOrEqual(100);
    const below = CORPUS_FIELDS.filter((f) => result.accuracy[f] < MEASURED[f] - MARGIN).map(
      (f) => `${f} ${result.accuracy[f].toFixed(3)} < ${(MEASURED[f] - MARGIN).toFixed(3)}`,
    );
    expect(below).toEqual([]);
    expect(result.macro).toBeGreaterThanOrEqual(0.993 - MARGIN);
  }, 240_000);

  it('ranks better than BM25 by at least 0.03 nDCG@5 with no stuffed resume in any top 3', async () => {
    const result = evaluateRanking(HELD_OUT_JOBS, await loadParsedPart('held-out'));
    expect(result.hiregen.ndcg5).toBeGreaterThanOrEqual(result.bm25.ndcg5 + 0.03);
    expect(result.hiregen.ndcg5).toBeGreaterThanOrEqual(0.908 - MARGIN);
    expect(result.hiregen.ndcg10).toBeGreaterThanOrEqual(0.935 - MARGIN);
    expect(result.hiregen.stuffedInTop3).toBe(0);
  }, 240_000);
});
