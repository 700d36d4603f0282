// Apply on the public job page. Signed out: sign in as a candidate and come back here. A signed-in
// candidate gets CandidateApply (resume choice, Firestore, the api call), a chunk of its own so a
// visitor's first load of the job does not carry it.
import { Link, useLocation } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { lazyComponent } from 'shared-ui';

const CandidateApply = lazyComponent(() => import('./CandidateApply').then((m) => m.default), {
  fallback: (
    <div className="hg-card hgj-apply">
      <button type="button" className="hg-button" disabled>
        Apply
      </button>
    </div>
  ),
  what: 'Apply',
});

export function ApplyPanel({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { user } = useSession();
  const location = useLocation();
  const role = user?.role?.toLowerCase();

  if (!user) {
    return (
      <div className="hg-card hgj-apply">
        <p>Sign in as a candidate to apply with one of your HireGen resumes.</p>
        <Link className="hg-button" to="/login/candidate" state={{ from: location.pathname }}>
          Sign in to apply
        </Link>
      </div>
    );
  }
  if (role !== 'candidate') {
    return (
      <div className="hg-card hgj-apply">
        <p>Applying is for candidate accounts. You are signed in as {user.role}.</p>
      </div>
    );
  }
  return <CandidateApply jobId={jobId} jobTitle={jobTitle} />;
}
