import { useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { lazyComponent, Loading } from 'shared-ui';
import { LandingHero } from '../../../components/LandingHero';
import { SEARCH_VARIANTS, type SearchVariant } from '../search-variants';
import { HireGenSearch } from './HireGenSearch';
import './search.css';
import './hiregen-search.css';

// The LinkedIn/Google builder is the second tab: its hero, form and texts load when that tab is opened.
const WebSearchHero = lazyComponent(() => import('./WebSearchTab').then((m) => m.WebSearchHero), { fallback: <Loading />, what: 'The search builder' });
const WebSearchPanel = lazyComponent(() => import('./WebSearchTab').then((m) => m.WebSearchPanel), { fallback: <Loading />, what: 'The search form' });

const SITE_NAME = { linkedin: 'LinkedIn', google: 'Google' } as const;
const SUBJECT_NAME = { job: 'Job search', candidate: 'Candidate search' } as const;
type Tab = 'hiregen' | 'web';

/**
 * One search page: HireGen's own search (the main tab), the LinkedIn/Google search builder (the
 * second tab, `?tab=web`, for sourcing outside HireGen), and links to the other three searches.
 */
export function SearchLanding({ variant }: { variant: SearchVariant }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'web' ? 'web' : 'hiregen';
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const site = SITE_NAME[variant.style];

  function choose(next: Tab) {
    // The builder tab keeps none of the HireGen search's parameters, and the way back is clean.
    setParams(next === 'web' ? { tab: 'web' } : {});
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'hiregen' ? 'web' : 'hiregen';
    choose(next);
    tabs.current[next === 'hiregen' ? 0 : 1]?.focus();
  }

  return (
    <>
      {tab === 'hiregen' ? (
        <LandingHero eyebrow={variant.eyebrow.replace(/ · .*/, ' · HireGen')} title={variant.hiregen.title} lead={variant.hiregen.lead} />
      ) : (
        <WebSearchHero key={variant.path} variant={variant} />
      )}
      {/* ARIA tabs: arrow keys bubble from the focused tab (roving tabIndex); the list is not a stop. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div className="hgs-tabs" role="tablist" aria-label="Where to search" onKeyDown={onKeyDown}>
        <button
          ref={(el) => {
            tabs.current[0] = el;
          }}
          type="button"
          role="tab"
          id="tab-hiregen"
          className="hgs-tab"
          aria-selected={tab === 'hiregen'}
          aria-controls="panel-search"
          tabIndex={tab === 'hiregen' ? 0 : -1}
          onClick={() => choose('hiregen')}
        >
          Search HireGen
        </button>
        <button
          ref={(el) => {
            tabs.current[1] = el;
          }}
          type="button"
          role="tab"
          id="tab-web"
          className="hgs-tab"
          aria-selected={tab === 'web'}
          aria-controls="panel-search"
          tabIndex={tab === 'web' ? 0 : -1}
          onClick={() => choose('web')}
        >
          Build a {site} search
        </button>
      </div>
      <div role="tabpanel" id="panel-search" aria-labelledby={tab === 'hiregen' ? 'tab-hiregen' : 'tab-web'}>
        {tab === 'hiregen' ? <HireGenSearch key={variant.path} variant={variant} /> : <WebSearchPanel key={variant.path} variant={variant} />}
      </div>
      <nav className="landing-section search-switch" aria-labelledby="switch-title">
        <h2 id="switch-title">Other ways to search</h2>
        <ul className="hg-grid">
          {SEARCH_VARIANTS.map((other) => (
            <li key={other.path}>
              <Link className="hg-card search-switch-card" to={other.path} aria-current={other.path === variant.path ? 'page' : undefined}>
                <strong>{SUBJECT_NAME[other.subject]}</strong> <span>on {SITE_NAME[other.style]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
