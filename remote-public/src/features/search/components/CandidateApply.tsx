// The candidate's half of Apply on the public job page: their resumes (read from Firestore
// candidates/{uid}/resumes only when Apply is pressed) and the api call that takes a snapshot of
// the chosen one with the match. Loaded only for a signed-in candidate (see ApplyPanel).
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getFirestoreDb } from 'shared-auth';
import { applyToJob } from '../api/search-api';

interface ResumeChoice {
  id: string;
  title: string;
}

type Step =
  | { name: 'start' }
  | { name: 'loading' }
  | { name: 'choose'; resumes: ResumeChoice[] }
  | { name: 'sending'; resumes: ResumeChoice[] }
  | { name: 'done' }
  | { name: 'error'; message: string; resumes?: ResumeChoice[] };

export default function CandidateApply({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'start' });
  const [resumeId, setResumeId] = useState('');

  async function loadResumes() {
    setStep({ name: 'loading' });
    try {
      const { db, firestoreApi, uid } = await getFirestoreDb();
      if (!uid) {
        setStep({ name: 'error', message: 'Your sign-in has expired. Please sign in again.' });
        return;
      }
      const { collection, getDocs } = firestoreApi;
      const snapshot = await getDocs(collection(db, 'candidates', uid, 'resumes'));
      const resumes = snapshot.docs
        .map((doc) => ({ id: doc.id, title: String(doc.data().title ?? 'Untitled resume') }))
        .sort((a, b) => a.title.localeCompare(b.title));
      setResumeId(resumes[0]?.id ?? '');
      setStep({ name: 'choose', resumes });
    } catch (error) {
      // Firestore's own wording ("Missing or insufficient permissions.", codes) is not for users.
      setStep({ name: 'error', message: 'Your resumes could not be loaded. Please try again.' });
    }
  }

  async function send(event: FormEvent, resumes: ResumeChoice[]) {
    event.preventDefault();
    if (!resumeId) return;
    setStep({ name: 'sending', resumes });
    try {
      await applyToJob(jobId, resumeId);
      setStep({ name: 'done' });
    } catch (error) {
      setStep({ name: 'error', message: error instanceof Error ? error.message : 'The application could not be sent.', resumes });
    }
  }

  if (step.name === 'done') {
    return (
      <div className="hg-card hgj-apply" role="status">
        <p>
          <strong>Application sent.</strong> {jobTitle} now has your resume and your match.
        </p>
        <Link to="/dashboard/candidate">Track it in your dashboard</Link>
      </div>
    );
  }
  const resumes = step.name === 'choose' || step.name === 'sending' ? step.resumes : step.name === 'error' ? step.resumes : undefined;
  return (
    <div className="hg-card hgj-apply">
      {step.name === 'error' ? (
        <p className="hgs-error" role="alert">
          {step.message}
        </p>
      ) : null}
      {!resumes ? (
        <button type="button" className="hg-button" onClick={loadResumes} disabled={step.name === 'loading'}>
          {step.name === 'loading' ? 'Loading your resumes…' : 'Apply'}
        </button>
      ) : resumes.length === 0 ? (
        <p>
          You have no resume yet. <Link to="/dashboard/candidate">Build one in your dashboard</Link>, then come back to apply.
        </p>
      ) : (
        <form onSubmit={(event) => send(event, resumes)}>
          <fieldset className="hgs-facet">
            <legend>Apply with</legend>
            {resumes.map((resume) => (
              <label key={resume.id} className="hgs-check">
                <input type="radio" name={`${id}-resume`} value={resume.id} checked={resumeId === resume.id} onChange={() => setResumeId(resume.id)} />
                <span>{resume.title}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="hg-button" disabled={step.name === 'sending'}>
            {step.name === 'sending' ? 'Sending…' : 'Send application'}
          </button>
        </form>
      )}
    </div>
  );
}
