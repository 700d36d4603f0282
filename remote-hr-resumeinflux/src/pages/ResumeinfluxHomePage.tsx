import { Link } from 'react-router-dom';
import { PageHeader, ShortcutGrid } from 'shared-ui';

/** /resumeinflux/home: what the HR area offers, and the way in. */
export function ResumeinfluxHomePage() {
  return (
    <>
      <PageHeader
        title="resumeinflux"
        lead="HireGen's workspace for HR teams: bring in resumes by the hundred, parse them, and rank them against your openings."
      >
        <Link className="hg-button" to="/resumeinflux/login">Sign in to resumeinflux</Link>
        <Link className="hg-button hg-button--secondary" to="/resumeinflux/signup">Create an HR account</Link>
      </PageHeader>
      <ShortcutGrid
        shortcuts={[
          { to: '/resumeinflux/upload-resumes', title: 'Upload and rank resumes', text: 'Up to 200 PDF and Word resumes against one job, matched skill by skill, best first.' },
          { to: '/resumeinflux/hr', title: 'HR workspace', text: 'How ranking works, and the top candidates of your last ranking.' },
          { to: '/for-hr', title: 'GenAI for HR', text: 'Job descriptions, normalization and fit summaries for hiring teams.' },
        ]}
      />
    </>
  );
}
