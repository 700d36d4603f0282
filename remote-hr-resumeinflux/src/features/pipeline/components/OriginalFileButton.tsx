import { useState } from 'react';
import { saveFile } from 'shared-ui/download';
import { fetchApplicationFile } from '../api/application-file';

/** Downloads the applicant's original file: the one HR uploaded, or the resume the candidate sent (the api checks access again). */
export function OriginalFileButton({ applicationId, name }: { applicationId: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, fileName } = await fetchApplicationFile(applicationId);
      saveFile(fileName, blob);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The file could not be loaded.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button type="button" className="hg-button hg-button--secondary" disabled={busy} onClick={() => void open()}>
        {busy ? 'Loading…' : 'Download the original file'} <span className="hg-visually-hidden">of {name}’s resume</span>
      </button>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
