/**
 * Criteria review on hand-labelled applicant × criterion cases (`data/criteria-review-labels.json`,
 * labelled before the engine ran on them): verdict accuracy, and how many verdicts quote the
 * deciding sentence (the quote is in the resume verbatim and holds the labelled words; a case
 * labelled with no deciding sentence must quote none).
 */
import fs from 'node:fs';
import path from 'node:path';
import { reviewCriterion } from 'genai';
import type { CriterionReview, CriterionVerdict } from 'genai';

export interface CriteriaCase {
  resume: string;
  criterion: string;
  from?: string;
  verdict: CriterionVerdict;
  evidence: string[] | null;
  note?: string;
}
interface LabelFile {
  now: { year: number; month: number };
  resumes: Record<string, string>;
  cases: CriteriaCase[];
}

export const FLOORS = { accuracy: 0.9, quoted: 0.9 };

export function loadCriteriaLabels(): LabelFile {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'criteria-review-labels.json'), 'utf8')) as LabelFile;
}

export interface CaseResult {
  case: CriteriaCase;
  review: CriterionReview;
  verdictRight: boolean;
  quoteRight: boolean;
}

/** The quote is right when it is the resume's own words and is the labelled sentence (or none when none decides). */
export function quoteIsRight(expected: string[] | null, evidence: string | null, resume: string): boolean {
  if (evidence !== null && !resume.includes(evidence)) return false;
  if (expected === null) return evidence === null;
  return evidence !== null && expected.some((words) => evidence.includes(words));
}

export function evaluateCriteria(labels = loadCriteriaLabels()): {
  results: CaseResult[];
  accuracy: number;
  quoted: number;
  byVerdict: Record<CriterionVerdict, { right: number; total: number }>;
} {
  const results = labels.cases.map((c, i) => {
    const resume = labels.resumes[c.resume] ?? '';
    const review = reviewCriterion({ id: `case-${i}`, text: c.criterion }, resume, { now: labels.now });
    return { case: c, review, verdictRight: review.verdict === c.verdict, quoteRight: quoteIsRight(c.evidence, review.evidence, resume) };
  });
  const byVerdict: Record<CriterionVerdict, { right: number; total: number }> = {
    met: { right: 0, total: 0 },
    'not-met': { right: 0, total: 0 },
    unclear: { right: 0, total: 0 },
  };
  for (const r of results) {
    byVerdict[r.case.verdict].total++;
    if (r.verdictRight) byVerdict[r.case.verdict].right++;
  }
  const share = (n: number) => (results.length ? n / results.length : 0);
  return {
    results,
    accuracy: share(results.filter((r) => r.verdictRight).length),
    quoted: share(results.filter((r) => r.verdictRight && r.quoteRight).length),
    byVerdict,
  };
}

export async function run(): Promise<{ title: string; table: string; passed: boolean }> {
  const r = evaluateCriteria();
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const rows = [
    `| cases | verdict accuracy | right verdict with the deciding sentence quoted | met | not met | unclear |`,
    `|---|---|---|---|---|---|`,
    `| ${r.results.length} | ${pct(r.accuracy)} | ${pct(r.quoted)} | ${(['met', 'not-met', 'unclear'] as const).map((v) => `${r.byVerdict[v].right}/${r.byVerdict[v].total}`).join(' | ')} |`,
    '',
    ...r.results
      .filter((x) => !x.verdictRight || !x.quoteRight)
      .map(
        (x) =>
          `miss: "${x.case.criterion}" × ${x.case.resume}: labelled ${x.case.verdict}, got ${x.review.verdict}${x.quoteRight ? '' : ` quoting ${JSON.stringify(x.review.evidence)}`} (${x.review.reason})`,
      ),
  ];
  return {
    title: 'Criteria review: hand-labelled applicant × criterion cases',
    table: rows.join('\n'),
    passed: r.accuracy >= FLOORS.accuracy && r.quoted >= FLOORS.quoted,
  };
}
