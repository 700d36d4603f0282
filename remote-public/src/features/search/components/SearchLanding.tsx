import { Link } from 'react-router-dom';
import { LandingHero } from '../../../components/LandingHero';
import { StepList } from '../../../components/StepList';
import { SEARCH_VARIANTS, type SearchVariant } from '../searchVariants';
import { SearchQueryForm } from './SearchQueryForm';
import './search.css';

const SITE_NAME = { linkedin: 'LinkedIn', google: 'Google' } as const;
const SUBJECT_NAME = { job: 'Job search', candidate: 'Candidate search' } as const;

/** One search page: the search builder, how it works, and the other three searches. */
export function SearchLanding({ variant }: { variant: SearchVariant }) {
  return (
    <>
      <LandingHero eyebrow={variant.eyebrow} title={variant.title} lead={variant.lead} secondary={variant.next} />
      <SearchQueryForm key={variant.path} variant={variant} />
      <StepList id="how-it-works" title="How it works" steps={variant.howItWorks} />
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
