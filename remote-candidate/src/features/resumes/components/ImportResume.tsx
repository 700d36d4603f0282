import { useRef, useState } from 'react';
import { acceptAttribute, formatLimit, RESUME_IMPORT_FILES } from 'shared-auth/file-acceptance';
import { titleFromFile, type ImportedResume } from '../api/import-terms';

/**
 * Start a resume from a file: PDF or DOCX (read by HireGen's parser) or a JSON Resume. Shows
 * upload progress and the parser's own error when it cannot read the file.
 */
export function ImportResume({ onImported }: { onImported: (imported: ImportedResume & { title: string }) => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      // The reader (and the parser's client) is fetched when a file is chosen, not with the list.
      const { importResumeFile } = await import('../api/import-resume');
      const imported = await importResumeFile(file, setProgress);
      await onImported({ ...imported, title: titleFromFile(file.name) });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The file could not be imported.');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="rb-import">
      <label htmlFor="rb-import-file" className="rb-import-label">
        Import a resume (PDF, Word .docx or JSON Resume)
      </label>
      <input
        id="rb-import-file"
        ref={input}
        type="file"
        accept={acceptAttribute(RESUME_IMPORT_FILES)}
        onChange={(e) => void onFile(e.target.files?.[0])}
        disabled={progress !== null}
        aria-describedby="rb-import-hint"
      />
      <p id="rb-import-hint" className="hg-hint">
        Up to {formatLimit(RESUME_IMPORT_FILES.maxBytes)}. HireGen reads it into the builder; fields it is unsure of are highlighted for you to check.
      </p>
      {progress !== null ? (
        <p role="status">
          <progress max={1} value={progress < 1 ? progress : undefined} aria-label="Import progress" /> {progress < 1 ? 'Uploading…' : 'Reading your resume…'}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="hg-error-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
