import { Link } from 'react-router-dom';
import { roleMatches, useSession } from 'shared-auth';
import { lazyComponent } from 'shared-ui';
import { ResumesArea } from './ResumesArea';
import { browserResumeStore, cloudResumeStore } from './stores';
import './candidate.css';

const BASE = '/genai-resume-builder';

// Only a signed-in candidate is offered the move: a visitor never fetches it.
const MoveLocalResumes = lazyComponent(() => import('../features/resumes/components/MoveLocalResumes').then((m) => m.MoveLocalResumes), {
  what: 'The offer to move resumes from this browser',
});

/**
 * /genai-resume-builder, public. A signed-in Candidate gets the same builder saving to their
 * account; anyone else tries it with resumes kept only in this browser, and is told how to keep
 * them. (Signed out, Firestore never loads: the local store needs none of it.)
 */
export default function PublicResumeBuilder() {
  const { user } = useSession();
  const candidate = Boolean(user && roleMatches(user.role, 'Candidate'));
  const keepIt = (
    <aside className="rb-signin-prompt" aria-label="Keep your resume">
      <p>
        <strong>Your resumes are kept in this browser only.</strong> Clearing your browser data removes them. Sign in as a candidate to keep them in your
        account, apply to jobs and see your score history.
      </p>
      <div className="rb-row">
        <Link className="hg-button rb-small" to="/signup/candidate" state={{ from: BASE }}>
          Create a free account
        </Link>
        <Link className="hg-button hg-button--ghost rb-small" to="/login/candidate" state={{ from: BASE }}>
          Sign in
        </Link>
      </div>
    </aside>
  );
  return (
    <div className="rb-public">
      <ResumesArea
        key={candidate ? 'cloud' : 'local'}
        store={candidate ? cloudResumeStore() : browserResumeStore()}
        basePath={BASE}
        title="GenAI Resume Builder"
        lead={
          candidate
            ? 'Your resumes, saved to your account as you type. Score, improve, tailor and export them.'
            : 'Write your resume with a live score and line-by-line advice, rewrite weak bullets without inventing anything, and export to PDF or Word.'
        }
        notice={
          candidate ? (
            <>
              <MoveLocalResumes local={browserResumeStore()} cloud={cloudResumeStore()} />
              <p>
                <Link to="/dashboard/candidate">Go to your dashboard</Link> to apply to jobs and track applications.
              </p>
            </>
          ) : (
            keepIt
          )
        }
        builderBanner={candidate ? undefined : keepIt}
      />
    </div>
  );
}
