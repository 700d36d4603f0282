/**
 * Open jobs ranked by fit to one resume. Each job is matched by the HireGen API v1 (a few at a
 * time, so the page never floods the api), and answers are kept for the session per job and
 * resume text, so coming back to the page does not match everything again.
 */
import { matchResumeText, type MatchResult } from '../../../lib/genai-v1';
import { jobText, type OpenJob } from '../../../lib/open-jobs';

export const MATCH_CONCURRENCY = 3;
const CACHE_PREFIX = 'hiregen.match.';

export interface JobMatch {
  job: OpenJob;
  match: MatchResult | null;
  error: string | null;
}

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

function cached(key: string): MatchResult | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as MatchResult) : null;
  } catch {
    return null;
  }
}

/** Best first; jobs that could not be matched go last. Calls onProgress with the ranking so far. */
export async function rankJobs(jobs: OpenJob[], resume: string, onProgress: (matches: JobMatch[]) => void, signal?: AbortSignal): Promise<JobMatch[]> {
  const resumeKey = hash(resume);
  const results: JobMatch[] = jobs.map((job) => ({ job, match: null, error: null }));
  const sorted = () => [...results].sort((a, b) => (b.match?.score ?? -1) - (a.match?.score ?? -1));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !signal?.aborted) {
      const index = next++;
      const job = jobs[index]!;
      const text = jobText(job);
      const key = `${CACHE_PREFIX}${job.id}.${hash(text)}.${resumeKey}`;
      let match = cached(key);
      if (!match) {
        try {
          match = await matchResumeText(text, resume, { signal });
          try {
            sessionStorage.setItem(key, JSON.stringify(match));
          } catch {
            // Session storage full: the next visit matches again.
          }
        } catch (e) {
          if (signal?.aborted) return;
          results[index] = { job, match: null, error: e instanceof Error ? e.message : 'Matching failed.' };
          onProgress(sorted());
          continue;
        }
      }
      results[index] = { job, match, error: null };
      onProgress(sorted());
    }
  };
  await Promise.all(Array.from({ length: Math.min(MATCH_CONCURRENCY, jobs.length) }, worker));
  return sorted();
}
