/**
 * Matching eval: ranks the matching-dev resumes for each job with the HireGen matcher and with
 * plain BM25 over all words (measured in the same run), and prints nDCG@3 and whether each job's
 * best resume ranks first. Also checks that stuffing does not buy a score: the product manager's
 * resume with the full-stack job pasted in (as hidden text would be) or its keywords repeated,
 * and a bare keyword dump.
 */
import { buildBm25, bm25Scores } from 'genai';
import { matchResume, prepareJob } from 'genai';
import { rankResumes } from 'genai';
import { bestFirst, ndcgAtK } from 'genai/lab';
import { RELEVANCE, TAILORING_RELEVANCE, loadMatchingSet, loadTailoringSet } from 'genai/test-fixtures';

/** A fixed "now" so open date ranges ("2020 – Present") give the same years on every run. */
const NOW = { year: 2025, month: 6 };

export interface MatchingEvalSummary {
  matcher: { ndcg: number; bestFirst: number; jobs: number };
  bm25: { ndcg: number; bestFirst: number };
  pmFirstForFullStack: { matcher: boolean; bm25: boolean };
  stuffing: { original: number; pastedJob: number; repeatedKeywords: number; keywordDump: number; stuffedRankForFullStack: number };
  tailoringBackendFirst: { matcher: boolean; bm25: boolean };
  heldOut: { matcher: { ndcg: number; bestFirst: number }; bm25: { ndcg: number; bestFirst: number }; jobs: number };
}

function pad(s: string | number, n: number): string {
  return String(s).padEnd(n);
}

export async function evaluateMatching(): Promise<{ summary: MatchingEvalSummary; rows: string[]; heldRows: string[] }> {
  const heldRows: string[] = [];
  const { jobs, resumes } = loadMatchingSet();
  const bm25 = buildBm25(resumes.map((r) => r.text));
  const rows: string[] = [];
  let mNdcg = 0,
    bNdcg = 0,
    mBest = 0,
    bBest = 0;
  let pmFirstMatcher = false,
    pmFirstBm25 = false;
  for (const job of jobs) {
    const rel = RELEVANCE[job.name] ?? {};
    const prepared = prepareJob(job.text);
    const matcherScores = resumes.map((r) => ({ name: r.name, score: matchResume(prepared, { text: r.text }, { now: NOW }).score }));
    const matcherRanked = [...matcherScores].sort((a, b) => b.score - a.score).map((x) => x.name);
    const bScores = bm25Scores(bm25, job.text);
    const bmRanked = resumes
      .map((r, i) => ({ name: r.name, score: bScores[i] ?? 0 }))
      .sort((a, b) => b.score - a.score)
      .map((x) => x.name);
    const mN = ndcgAtK(matcherRanked, rel);
    const bN = ndcgAtK(bmRanked, rel);
    mNdcg += mN;
    bNdcg += bN;
    if (bestFirst(matcherRanked, rel)) mBest++;
    if (bestFirst(bmRanked, rel)) bBest++;
    if (job.name === 'job_desc_full_stack_engineer') {
      pmFirstMatcher = matcherRanked[0] === 'alfred_pennyworth_pm';
      pmFirstBm25 = bmRanked[0] === 'alfred_pennyworth_pm';
    }
    rows.push(
      `| ${pad(job.name.replace('job_desc_', ''), 20)} | ${pad(mN.toFixed(3), 7)} | ${pad(matcherRanked[0] ?? '', 22)} | ${pad(bN.toFixed(3), 7)} | ${pad(bmRanked[0] ?? '', 22)} |`,
    );
  }

  // Stuffing: the product manager against the full-stack job.
  const fullStack = prepareJob(jobs.find((j) => j.name === 'job_desc_full_stack_engineer')?.text ?? '');
  const pm = resumes.find((r) => r.name === 'alfred_pennyworth_pm')?.text ?? '';
  const original = matchResume(fullStack, { text: pm }, { now: NOW }).score;
  const pastedJob = matchResume(fullStack, { text: `${pm}\n${fullStack.text}` }, { now: NOW }).score;
  const keywordList = [...fullStack.job.requiredSkills, ...fullStack.job.preferredSkills].map((s) => s.name);
  const repeated = `${pm}\n${Array.from({ length: 10 }, () => keywordList.join(' ')).join('\n')}`;
  const repeatedKeywords = matchResume(fullStack, { text: repeated }, { now: NOW }).score;
  const keywordDump = matchResume(fullStack, { text: `Skills\n${keywordList.join(', ')}\n${keywordList.join(' ')}` }, { now: NOW }).score;
  const others = resumes.filter((r) => r.name !== 'alfred_pennyworth_pm').map((r) => matchResume(fullStack, { text: r.text }, { now: NOW }).score);
  const stuffedBest = Math.max(pastedJob, repeatedKeywords);
  const stuffedRank = 1 + others.filter((s) => s > stuffedBest).length;

  // Tailoring fixtures: the backend engineer's master resume against four jobs.
  const tailoring = loadTailoringSet();
  const tScores = tailoring.jobs.map((j) => ({ name: j.name, score: matchResume(j.text, { text: tailoring.resumeText }, { now: NOW }).score }));
  const tBest = [...tScores].sort((a, b) => b.score - a.score)[0]?.name;
  const tBm = buildBm25(tailoring.jobs.map((j) => j.text));
  const tBmScores = bm25Scores(tBm, tailoring.resumeText);
  const tBmBest = tailoring.jobs.map((j, i) => ({ name: j.name, score: tBmScores[i] ?? 0 })).sort((a, b) => b.score - a.score)[0]?.name;

  // Held-out: the tailoring jobs against all six resumes (grades judged here, see matching-data).
  const pool = [...resumes, { name: 'jane_doe_backend', text: tailoring.resumeText }];
  const poolBm = buildBm25(pool.map((r) => r.text));
  let hN = 0,
    hBN = 0,
    hBest = 0,
    hBBest = 0;
  for (const job of tailoring.jobs) {
    const rel = TAILORING_RELEVANCE[job.name] ?? {};
    const prepared = prepareJob(job.text);
    const ours = pool
      .map((r) => ({ name: r.name, score: matchResume(prepared, { text: r.text }, { now: NOW }).score }))
      .sort((a, b) => b.score - a.score)
      .map((x) => x.name);
    const bs = bm25Scores(poolBm, job.text);
    const theirs = pool
      .map((r, i) => ({ name: r.name, score: bs[i] ?? 0 }))
      .sort((a, b) => b.score - a.score)
      .map((x) => x.name);
    hN += ndcgAtK(ours, rel);
    hBN += ndcgAtK(theirs, rel);
    if (bestFirst(ours, rel)) hBest++;
    if (bestFirst(theirs, rel)) hBBest++;
    heldRows.push(
      `| ${pad(job.name, 20)} | ${pad(ndcgAtK(ours, rel).toFixed(3), 7)} | ${pad(ours[0] ?? '', 22)} | ${pad(ndcgAtK(theirs, rel).toFixed(3), 7)} | ${pad(theirs[0] ?? '', 22)} |`,
    );
  }
  const hn = tailoring.jobs.length || 1;
  heldRows.push(
    `| ${pad('mean', 20)} | ${pad((hN / hn).toFixed(3), 7)} | ${pad(`best first ${hBest}/${tailoring.jobs.length}`, 22)} | ${pad((hBN / hn).toFixed(3), 7)} | ${pad(`best first ${hBBest}/${tailoring.jobs.length}`, 22)} |`,
  );

  const n = jobs.length || 1;
  const summary: MatchingEvalSummary = {
    matcher: { ndcg: mNdcg / n, bestFirst: mBest, jobs: jobs.length },
    bm25: { ndcg: bNdcg / n, bestFirst: bBest },
    pmFirstForFullStack: { matcher: pmFirstMatcher, bm25: pmFirstBm25 },
    stuffing: { original, pastedJob, repeatedKeywords, keywordDump, stuffedRankForFullStack: stuffedRank },
    tailoringBackendFirst: { matcher: tBest === 'backend-eng', bm25: tBmBest === 'backend-eng' },
    heldOut: { matcher: { ndcg: hN / hn, bestFirst: hBest }, bm25: { ndcg: hBN / hn, bestFirst: hBBest }, jobs: tailoring.jobs.length },
  };
  rows.push(
    `| ${pad('mean', 20)} | ${pad(summary.matcher.ndcg.toFixed(3), 7)} | ${pad(`best first ${mBest}/${jobs.length}`, 22)} | ${pad(summary.bm25.ndcg.toFixed(3), 7)} | ${pad(`best first ${bBest}/${jobs.length}`, 22)} |`,
  );
  return { summary, rows, heldRows };
}

export interface OrderFigures {
  ndcg5: number;
  ndcg10: number;
}

/**
 * nDCG@5/@10 on matching-dev of the three orders the product could use: the match score, the
 * learned ranking score (`rankResumes`' default, what the api serves) and plain BM25.
 */
export function compareOrders(): { match: OrderFigures; learned: OrderFigures; bm25: OrderFigures } {
  const { jobs, resumes } = loadMatchingSet();
  const bm25 = buildBm25(resumes.map((r) => r.text));
  const sums = { match: { ndcg5: 0, ndcg10: 0 }, learned: { ndcg5: 0, ndcg10: 0 }, bm25: { ndcg5: 0, ndcg10: 0 } };
  const add = (into: OrderFigures, ids: string[], rel: Record<string, number>) => {
    into.ndcg5 += ndcgAtK(ids, rel, 5);
    into.ndcg10 += ndcgAtK(ids, rel, 10);
  };
  for (const job of jobs) {
    const rel = RELEVANCE[job.name] ?? {};
    const pool = resumes.map((r) => ({ id: r.name, input: { text: r.text } }));
    add(
      sums.match,
      rankResumes(job.text, pool, { now: NOW, order: 'match' }).map((r) => r.id),
      rel,
    );
    add(
      sums.learned,
      rankResumes(job.text, pool, { now: NOW, order: 'learned' }).map((r) => r.id),
      rel,
    );
    const scores = bm25Scores(bm25, job.text);
    add(
      sums.bm25,
      resumes
        .map((r, i) => ({ id: r.name, s: scores[i] ?? 0 }))
        .sort((a, b) => b.s - a.s)
        .map((x) => x.id),
      rel,
    );
  }
  const n = jobs.length || 1;
  const mean = (x: OrderFigures) => ({ ndcg5: x.ndcg5 / n, ndcg10: x.ndcg10 / n });
  return { match: mean(sums.match), learned: mean(sums.learned), bm25: mean(sums.bm25) };
}

export async function run(): Promise<{ title: string; table: string; passed: boolean }> {
  const { summary: s, rows, heldRows } = await evaluateMatching();
  const orders = compareOrders();
  const of = (x: OrderFigures) => `${x.ndcg5.toFixed(3)} / ${x.ndcg10.toFixed(3)}`;
  const head = [
    `| ${pad('job', 20)} | ${pad('nDCG@3', 7)} | ${pad('HireGen ranks first', 22)} | ${pad('BM25', 7)} | ${pad('BM25 ranks first', 22)} |`,
    `|${'-'.repeat(22)}|${'-'.repeat(9)}|${'-'.repeat(24)}|${'-'.repeat(9)}|${'-'.repeat(24)}|`,
  ];
  const table = [
    ...head,
    ...rows,
    '',
    'Held out (tailoring-fixture jobs × the 5 resumes + the master resume; grades judged here, not used for tuning):',
    ...head,
    ...heldRows,
    '',
    `Product manager first for the full-stack job: HireGen ${s.pmFirstForFullStack.matcher ? 'YES' : 'no'}, BM25 ${s.pmFirstForFullStack.bm25 ? 'YES' : 'no'}`,
    `Stuffing (PM vs full-stack job): original ${s.stuffing.original}, job text pasted in ${s.stuffing.pastedJob}, keywords repeated ×10 ${s.stuffing.repeatedKeywords}; stuffed resume ranks #${s.stuffing.stuffedRankForFullStack}; bare keyword dump ${s.stuffing.keywordDump}`,
    `Tailoring fixtures (backend master resume → backend job first): HireGen ${s.tailoringBackendFirst.matcher ? 'yes' : 'NO'}, BM25 ${s.tailoringBackendFirst.bm25 ? 'yes' : 'NO'}`,
    `Orders, nDCG@5 / @10: learned (product) ${of(orders.learned)}, match score ${of(orders.match)}, BM25 ${of(orders.bm25)}`,
  ].join('\n');
  const passed =
    s.matcher.ndcg > s.bm25.ndcg &&
    s.matcher.bestFirst === s.matcher.jobs &&
    !s.pmFirstForFullStack.matcher &&
    s.stuffing.pastedJob - s.stuffing.original <= 8 &&
    s.stuffing.repeatedKeywords - s.stuffing.original <= 8 &&
    s.stuffing.stuffedRankForFullStack >= 3 &&
    s.stuffing.keywordDump < 45 &&
    s.tailoringBackendFirst.matcher &&
    orders.learned.ndcg5 >= orders.bm25.ndcg5;
  return { title: 'Job–resume matching on matching-dev (HireGen matcher vs plain BM25)', table, passed };
}
