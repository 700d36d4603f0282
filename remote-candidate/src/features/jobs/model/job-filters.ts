/**
 * The job list's filters, kept in the URL query (?q=&location=&mode=&min=) so a filtered list can
 * be shared and the back button steps through earlier filters. Unknown or malformed values read
 * as "no filter", never as an error.
 */
import { REMOTE_POLICIES, type RemotePolicy } from 'shared-schemas';
import type { OpenJob } from '../../../lib/open-jobs';

export interface JobFilters {
  /** Words in the title, organisation or posting. */
  q: string;
  /** Part of the job's location ("Pune"); a remote job matches any location. */
  location: string;
  /** '' for any work arrangement. */
  mode: RemotePolicy | '';
  /** Hide matches below this (0 shows every match). */
  min: number;
}

/** Matches below this are folded away behind "Show N weaker matches". */
export const WEAK_MATCH = 40;
export const MIN_MATCH_CHOICES = [0, 40, 50, 60, 70, 80] as const;

const TEXT_MAX = 100;

export function filtersFrom(params: URLSearchParams): JobFilters {
  const mode = params.get('mode') ?? '';
  const min = Number(params.get('min'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, TEXT_MAX),
    location: (params.get('location') ?? '').trim().slice(0, TEXT_MAX),
    mode: (REMOTE_POLICIES as readonly string[]).includes(mode) ? (mode as RemotePolicy) : '',
    min: Number.isInteger(min) && min > 0 && min <= 100 ? min : 0,
  };
}

/** Only the filters set: an unfiltered list has a bare URL. */
export function paramsFrom(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim().slice(0, TEXT_MAX));
  if (filters.location.trim()) params.set('location', filters.location.trim().slice(0, TEXT_MAX));
  if (filters.mode) params.set('mode', filters.mode);
  if (filters.min > 0) params.set('min', String(filters.min));
  return params;
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** The jobs the text, location and arrangement filters keep (the minimum match applies once matched). */
export function filterJobs(jobs: OpenJob[], filters: JobFilters): OpenJob[] {
  const needles = words(filters.q);
  const place = filters.location.toLowerCase();
  return jobs.filter((job) => {
    if (filters.mode && job.remote !== filters.mode) return false;
    if (place && job.remote !== 'remote' && !(job.location ?? '').toLowerCase().includes(place)) return false;
    if (needles.length === 0) return true;
    const haystack = `${job.title}\n${job.orgName}\n${job.location ?? ''}\n${job.requiredSkills.join(' ')}\n${job.description}`.toLowerCase();
    return needles.every((needle) => haystack.includes(needle));
  });
}
