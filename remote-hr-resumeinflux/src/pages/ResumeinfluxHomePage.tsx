import { Link } from 'react-router-dom';
import { PageHeader, ShortcutGrid } from 'shared-ui';

/** /resumeinflux/home: what the HR area offers, and the way in. */
export default function ResumeinfluxHomePage() {
  return (
    <>
      <PageHeader
        title="resumeinflux"
        lead="HireGen's applicant tracking for HR teams: post jobs, bring in resumes by the hundred, and run every applicant through one live, ranked pipeline with your colleagues."
      >
        <Link className="hg-button" to="/resumeinflux/login">
          Sign in to resumeinflux
        </Link>
        <Link className="hg-button hg-button--secondary" to="/resumeinflux/signup">
          Create an HR account
        </Link>
      </PageHeader>
      <ShortcutGrid
        shortcuts={[
          {
            to: '/resumeinflux/hr',
            title: 'Pipeline',
            text: 'Every applicant of a job by stage, ranked by match, moved by drag or keyboard, live for the whole team.',
          },
          {
            to: '/resumeinflux/upload-resumes',
            title: 'Upload resumes',
            text: 'Hundreds of PDF and Word resumes into a job, de-duplicated, kept with their files, and matched skill by skill.',
          },
          {
            to: '/resumeinflux/jobs',
            title: 'Jobs',
            text: 'Generate a description from a title or parse your posting, pick skills from the taxonomy, then publish.',
          },
          { to: '/for-hr', title: 'GenAI for HR', text: 'Job descriptions, normalization and fit summaries for hiring teams.' },
        ]}
      />
    </>
  );
}
