import { useState } from 'react';
import { notify } from 'shared-ui';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import { hasLocalResumes, LOCAL_RESUMES_KEY } from '../../../lib/resumes/local-resume-store';
import type { ResumeRecord } from '../../../lib/resumes/resume-record';

/**
 * After signing in: resumes written while signed out are still in this browser. Offer to move
 * them into the account (copied, then removed from the browser), or to leave them.
 */
export function MoveLocalResumes({ local, cloud }: { local: ResumeStore; cloud: ResumeStore }) {
  const [visible, setVisible] = useState(() => hasLocalResumes());
  const [busy, setBusy] = useState(false);
  if (!visible) return null;

  const move = async () => {
    setBusy(true);
    try {
      const resumes = await new Promise<ResumeRecord[]>((resolve) => {
        const stop = local.watchResumes(
          (list) => resolve(list),
          () => resolve([]),
        );
        stop();
      });
      for (const record of resumes) {
        await cloud.create({ title: record.title, resume: record.resume, template: record.template, review: record.review, origin: record.origin });
      }
      window.localStorage.removeItem(LOCAL_RESUMES_KEY);
      notify.success(resumes.length === 1 ? 'Your resume is now in your account.' : `${resumes.length} resumes are now in your account.`);
      setVisible(false);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The resumes could not be moved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className="rb-signin-prompt" aria-label="Resumes in this browser">
      <p>You have resumes from before you signed in, kept in this browser only.</p>
      <div className="rb-row">
        <button type="button" className="hg-button rb-small" onClick={() => void move()} disabled={busy}>
          {busy ? 'Moving…' : 'Move them into my account'}
        </button>
        <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => setVisible(false)}>
          Not now
        </button>
      </div>
    </aside>
  );
}
