import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from 'shared-auth';
import { PageHeader, notify } from 'shared-ui';
import { saveFile } from 'shared-ui/download';
import type { ProfileState } from '../../../lib/candidate-profile';
import type { ResumeRecord } from '../../../lib/resumes/resume-record';
import { deleteMyAccount, DELETE_CONFIRMATION, exportMyData } from '../api/account';
import { directoryEntryFrom, optIn, optOut } from '../api/directory';
import { DirectoryPreview } from './DirectoryPreview';
import { ResumeSelect } from '../../../components/ResumeSelect';

/** The export's own warnings ({ warnings: [{ message }] }), as sentences; nothing when it has none. */
export function exportWarningMessages(data: unknown): string[] {
  const warnings = data && typeof data === 'object' ? (data as { warnings?: unknown }).warnings : undefined;
  if (!Array.isArray(warnings)) return [];
  return warnings
    .map((w) => (w && typeof w === 'object' ? (w as { message?: unknown }).message : undefined))
    .filter((m): m is string => typeof m === 'string' && !!m);
}

/** Talent directory opt in/out (with a preview first), export all my data, delete my account. */
export function PrivacyPage({ profile, resumes }: { profile: ProfileState | null; resumes: ResumeRecord[] | null }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [resumeId, setResumeId] = useState<string>('');
  const [includeContact, setIncludeContact] = useState(false);
  const [busy, setBusy] = useState<'directory' | 'export' | 'delete' | null>(null);
  const [confirmText, setConfirmText] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // What the export itself warns about (a resume still holding "[add %]" placeholders), kept on the page.
  const [exportWarnings, setExportWarnings] = useState<string[]>([]);

  const chosen = resumes?.find((r) => r.id === (resumeId || profile?.primaryResumeId)) ?? resumes?.[0] ?? null;
  const entry = useMemo(() => (chosen ? directoryEntryFrom(chosen.resume, includeContact) : null), [chosen, includeContact]);
  const optedIn = profile?.directoryOptIn === true;

  const changeDirectory = async (join: boolean) => {
    if (join && !entry?.name) return notify.error('Add your name to this resume first: recruiters need to know who you are.');
    setBusy('directory');
    try {
      if (join && entry) await optIn(entry);
      else await optOut();
      notify.success(
        join ? (optedIn ? 'Your directory entry is updated.' : 'You are in the talent directory.') : 'You left the talent directory. Your entry is deleted.',
      );
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'That did not work. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('export');
    try {
      const data = await exportMyData();
      saveFile(`hiregen-my-data-${new Date().toISOString().slice(0, 10)}.json`, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      setExportWarnings(exportWarningMessages(data));
      notify.success('Your data is downloaded.');
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The export failed.');
    } finally {
      setBusy(null);
    }
  };

  const removeAccount = async () => {
    setBusy('delete');
    setDeleteError(null);
    try {
      await deleteMyAccount(confirmText);
      await signOut().catch(() => undefined);
      notify.success('Your account and data are deleted.');
      navigate('/', { replace: true });
    } catch (e) {
      setDeleteError(e instanceof Error ? e.message : 'Your account could not be deleted.');
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title="Privacy and data" lead="You decide who sees your resume. Employers see it only when you apply to them or join the talent directory." />

      <section className="hg-card rb-privacy-section" aria-labelledby="directory-title">
        <h2 id="directory-title">Talent directory</h2>
        <p>
          {optedIn ? <strong>You are in the directory.</strong> : 'You are not in the directory.'} When you are, verified recruiters of every organisation on
          HireGen can find you and invite you to their jobs.
        </p>
        {resumes && resumes.length ? (
          <>
            <ResumeSelect id="directory-resume" label="Resume to show" resumes={resumes} value={chosen?.id ?? ''} onChange={setResumeId} />
            <div className="rb-check">
              <input id="directory-contact" type="checkbox" checked={includeContact} onChange={(e) => setIncludeContact(e.target.checked)} />
              <label htmlFor="directory-contact">Show my email and phone number to recruiters</label>
            </div>
            {entry ? <DirectoryPreview entry={entry} /> : null}
            <div className="rb-row">
              <button type="button" className="hg-button" disabled={busy !== null} onClick={() => void changeDirectory(true)}>
                {optedIn ? 'Update my directory entry' : 'Join the talent directory'}
              </button>
              {optedIn ? (
                <button
                  type="button"
                  className="hg-button hg-button--ghost"
                  disabled={busy !== null}
                  onClick={() => window.confirm('Leave the talent directory? Your entry is deleted at once.') && void changeDirectory(false)}
                >
                  Leave the directory
                </button>
              ) : null}
            </div>
          </>
        ) : (
          <p>Create a resume first: the directory shows one of your resumes.</p>
        )}
      </section>

      <section className="hg-card rb-privacy-section" aria-labelledby="export-title">
        <h2 id="export-title">Export all my data</h2>
        <p>One JSON file with your account, profile, every resume and its versions, practice interviews, your directory entry and your applications.</p>
        <button type="button" className="hg-button hg-button--secondary" disabled={busy !== null} onClick={() => void download()} aria-busy={busy === 'export'}>
          {busy === 'export' ? 'Preparing…' : 'Download my data'}
        </button>
        {exportWarnings.length ? (
          <div className="rb-warning" role="alert">
            <p>Your data is downloaded, but:</p>
            <ul>
              {exportWarnings.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section className="hg-card rb-privacy-section rb-danger" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete my account</h2>
        <p>
          Deletes your resumes and their versions, practice interviews and directory entry. Applications still in progress are withdrawn, and the copy of your
          resume, your name and email are erased from every application. Your sign-in is removed. This cannot be undone.
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void removeAccount();
          }}
        >
          <div className="hg-field">
            <label htmlFor="delete-confirm">Type “{DELETE_CONFIRMATION}” to confirm</label>
            <input id="delete-confirm" value={confirmText} onChange={(e) => setConfirmText(e.target.value)} autoComplete="off" />
          </div>
          {deleteError ? (
            <p role="alert" className="hg-error-text">
              {deleteError}
            </p>
          ) : null}
          <button type="submit" className="hg-button rb-button-danger" disabled={busy !== null || confirmText.trim().toLowerCase() !== DELETE_CONFIRMATION}>
            {busy === 'delete' ? 'Deleting…' : 'Delete my account'}
          </button>
        </form>
      </section>
    </>
  );
}
