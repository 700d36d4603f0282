// HireGen's own search once the visitor may use it (HireGenSearch decides): the query box, the
// filters panel on LinkedIn-style pages, the language help on Google-style pages, the results and
// pages. Everything is in the URL. Loaded through LinkedInSearchPanel or GoogleSearchPanel, one chunk per page style:
// candidate search shown to a visitor is only the sign-in gate, and does not carry it; a page
// carries the filters or the help, not both.
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useSession } from 'shared-auth';
import { lazyComponent, Loading } from 'shared-ui';
import { useSearchResults } from '../hooks/useSearchResults';
import { useSearchUrl } from '../hooks/useSearchUrl';
import type { SearchVariant } from '../search-variants';
import type { CandidateResult, JobResult, SearchFacets, SearchKind } from '../types/search';
import { Pagination } from './Pagination';
import { JobResultCard } from './ResultCards';

// Members only: the job searches, which anyone opens, never fetch it.
const CandidateResultCard = lazyComponent(() => import('./CandidateResultCard').then((m) => m.CandidateResultCard), {
  fallback: <Loading />,
  what: 'Candidate results',
});

/** What a page style adds: LinkedIn-style filters beside the results, or Google-style help under the box. */
export interface SearchPanelParts {
  Filters?: ComponentType<{ kind: SearchKind; params: URLSearchParams; facets: SearchFacets | undefined; update: ReturnType<typeof useSearchUrl>['update'] }>;
  Help?: ComponentType;
}

export function HireGenSearchPanel({ variant, parts: { Filters, Help } }: { variant: SearchVariant; parts: SearchPanelParts }) {
  const id = useId();
  const kind = variant.subject;
  const { user } = useSession();
  const role = user?.role?.toLowerCase() ?? '';
  const { params, apiParams, update } = useSearchUrl();
  const { answer, loading, error } = useSearchResults(kind, apiParams, true);
  const urlQuery = params.get('q') ?? '';
  const [draft, setDraft] = useState(urlQuery);
  const typed = useRef(urlQuery);
  const input = useRef<HTMLInputElement>(null);

  // Back/forward (or a shared link) changes the URL: the box follows it.
  useEffect(() => {
    if (urlQuery !== typed.current) {
      typed.current = urlQuery;
      setDraft(urlQuery);
    }
  }, [urlQuery]);

  // "/" jumps to the search box, as on most search sites.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || target?.closest('input, textarea, select, [contenteditable]')) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const results = answer?.results ?? [];
  const jobId = params.get('jobId');
  const jobTitle = answer?.jobs?.find((job) => job.id === jobId)?.title ?? null;
  const canSortByMatch = kind === 'job' ? Boolean(answer?.me?.matchAvailable) : Boolean(jobId);
  const sort = params.get('sort') ?? 'relevance';

  return (
    <div className={`hgs ${variant.style === 'linkedin' ? 'hgs--filters' : ''}`}>
      <form
        className="hgs-query"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: draft.trim() || null }, { push: true });
        }}
      >
        <label htmlFor={`${id}-q`} className="hgs-query-label">
          {kind === 'job' ? 'Search HireGen jobs' : 'Search candidates'}
        </label>
        <div className="hgs-query-row">
          <input
            ref={input}
            id={`${id}-q`}
            type="search"
            maxLength={500}
            autoComplete="off"
            value={draft}
            aria-describedby={`${id}-q-hint`}
            aria-invalid={error?.status === 400 || undefined}
            placeholder={
              variant.style === 'google'
                ? kind === 'job'
                  ? '(react OR vue) "front end" -intern location:pune'
                  : 'skill:python title:(data OR ml) -intern'
                : kind === 'job'
                  ? 'Title, skill or company'
                  : 'Name, title or skill'
            }
            onChange={(event) => {
              typed.current = event.target.value;
              setDraft(event.target.value);
              update({ q: event.target.value.trim() || null });
            }}
          />
          <button type="submit" className="hg-button">
            Search
          </button>
        </div>
        <span id={`${id}-q-hint`} className="hg-hint">
          Results update as you type. Press / to come back here.
        </span>
        {Help ? <Help /> : null}
      </form>

      {error ? (
        <p className="hgs-error" role="alert">
          {error.message}
        </p>
      ) : null}
      {kind === 'job' && answer?.me?.message ? <p className="hg-hint">{answer.me.message}</p> : null}

      <div className="hgs-body">
        {Filters ? <Filters kind={kind} params={params} facets={answer?.facets} update={update} /> : null}
        <section className="hgs-results" aria-labelledby={`${id}-count`} aria-busy={loading}>
          <div className="hgs-toolbar">
            <h2 id={`${id}-count`} className="hgs-count-title" aria-live="polite">
              {answer ? `${answer.total.toLocaleString()} ${kind === 'job' ? 'open job' : 'candidate'}${answer.total === 1 ? '' : 's'}` : 'Searching…'}
            </h2>
            {kind === 'candidate' && answer?.jobs ? (
              <div className="hg-field hgs-inline">
                <label htmlFor={`${id}-job`}>Match to job</label>
                <select
                  id={`${id}-job`}
                  value={jobId ?? ''}
                  onChange={(event) => update({ jobId: event.target.value || null, sort: event.target.value ? 'match' : null }, { push: true })}
                >
                  <option value="">No job chosen</option>
                  {answer.jobs.map((job) => (
                    <option key={job.id} value={job.id}>
                      {job.title}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="hg-field hgs-inline">
              <label htmlFor={`${id}-sort`}>Sort by</label>
              <select
                id={`${id}-sort`}
                value={sort}
                onChange={(event) => update({ sort: event.target.value === 'relevance' ? null : event.target.value }, { push: true })}
              >
                <option value="relevance">Relevance</option>
                <option value="newest">{kind === 'job' ? 'Newest' : 'Recently updated'}</option>
                {canSortByMatch || sort === 'match' ? <option value="match">{kind === 'job' ? 'Best match for me' : 'Best match for the job'}</option> : null}
              </select>
            </div>
          </div>
          {answer && results.length === 0 ? (
            <p className="hgs-empty">Nothing matches yet. Try fewer words or filters{variant.style === 'google' ? ', or OR between alternatives' : ''}.</p>
          ) : null}
          <ol className={`hgs-list${loading ? ' is-loading' : ''}`}>
            {results.map((result) => (
              <li key={result.id}>
                {kind === 'job' ? (
                  <JobResultCard job={result as JobResult} />
                ) : (
                  <CandidateResultCard candidate={result as CandidateResult} jobId={jobId} jobTitle={jobTitle} canAdd={role === 'hr'} />
                )}
              </li>
            ))}
          </ol>
          {answer ? (
            <Pagination
              page={answer.page}
              pageSize={answer.pageSize}
              total={answer.total}
              onPage={(page) => {
                update({ page: page > 1 ? String(page) : null }, { push: true, keepPage: true });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
