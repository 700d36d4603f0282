import { useCallback, useEffect, useState } from 'react';
import { loadProblem } from 'shared-auth/load-problem';
import type { JsonResume } from 'shared-schemas';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import { VERSION_NOTE_MAX, type ResumeVersion } from '../../../lib/resumes/resume-record';

const when = (ms: number) => (ms ? new Date(ms).toLocaleString() : 'just now');

/** Named snapshots of a resume: save one before a big change, restore any (restoring can be undone). */
export function VersionsPanel({
  store,
  resumeId,
  resume,
  onRestore,
}: {
  store: ResumeStore;
  resumeId: string;
  resume: JsonResume;
  onRestore: (version: ResumeVersion) => void;
}) {
  const [versions, setVersions] = useState<ResumeVersion[] | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);

  const load = useCallback(() => {
    store.versions(resumeId).then(setVersions, (e: unknown) => setMessage({ kind: 'error', text: loadProblem(e, 'the saved versions') }));
  }, [store, resumeId]);
  useEffect(load, [load]);

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await store.saveVersion(resumeId, { resume, note: note.trim() || 'Saved version' });
      setNote('');
      setMessage({ kind: 'ok', text: 'Version saved.' });
      load();
    } catch (e) {
      setMessage({ kind: 'error', text: e instanceof Error ? e.message : 'The version could not be saved.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rb-panel" aria-labelledby="rb-versions-title">
      <h2 id="rb-versions-title">Versions</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="hg-field">
          <label htmlFor="rb-version-note">Note for this version</label>
          <input
            id="rb-version-note"
            value={note}
            maxLength={VERSION_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            placeholder="e.g. Before tailoring for Acme"
          />
        </div>
        <button type="submit" className="hg-button rb-small" disabled={busy}>
          {busy ? 'Saving…' : 'Save version'}
        </button>
      </form>
      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'hg-error-text' : 'hg-success-text'}>
          {message.text}
        </p>
      ) : null}
      {versions === null ? (
        <p className="hg-hint">Loading versions…</p>
      ) : versions.length === 0 ? (
        <p className="hg-hint">No saved versions yet.</p>
      ) : (
        <ol className="rb-versions" aria-label="Saved versions, newest first">
          {versions.map((version) => (
            <li key={version.id}>
              <span>
                <strong>{version.note}</strong>
                <span className="hg-hint"> · {when(version.savedAt)}</span>
              </span>
              <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => onRestore(version)}>
                Restore<span className="hg-visually-hidden"> {version.note}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
