// HireGen's own search, the main tab of the four search pages: jobs for everyone, candidates
// for HR and Interviewer members. Who may search is decided here; the search itself
// (HireGenSearchPanel: query, filters or help, results) loads only for those who may.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { lazyComponent, Loading } from 'shared-ui';
import type { SearchVariant } from '../search-variants';

// Two chunks, by page style: each carries its own filters or help, not the other's.
const LinkedInSearchPanel = lazyComponent(() => import('./LinkedInSearchPanel').then((m) => m.LinkedInSearchPanel), { fallback: <Loading />, what: 'Search' });
const GoogleSearchPanel = lazyComponent(() => import('./GoogleSearchPanel').then((m) => m.GoogleSearchPanel), { fallback: <Loading />, what: 'Search' });

const MEMBER_ROLES = ['hr', 'interviewer'];

export function HireGenSearch({ variant }: { variant: SearchVariant }) {
  const id = useId();
  const { user } = useSession();
  const role = user?.role?.toLowerCase() ?? '';
  const allowed = variant.subject === 'job' || MEMBER_ROLES.includes(role);

  if (!allowed) {
    return (
      <section className="hg-card hgs-gate" aria-labelledby={`${id}-gate`}>
        <h2 id={`${id}-gate`}>Candidate search is for hiring teams</h2>
        <p>Verified HR and Interviewer members of an organisation search the talent directory and their own applicants here.</p>
        <p className="hgs-gate-actions">
          <Link className="hg-button" to="/resumeinflux/login" state={{ from: `${variant.path}` }}>
            Sign in as HR
          </Link>
          <Link className="hg-button hg-button--secondary" to="/login/interviewer" state={{ from: `${variant.path}` }}>
            Sign in as Interviewer
          </Link>
        </p>
      </section>
    );
  }

  return variant.style === 'linkedin' ? <LinkedInSearchPanel variant={variant} /> : <GoogleSearchPanel variant={variant} />;
}
