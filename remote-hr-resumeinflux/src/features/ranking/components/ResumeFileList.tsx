import { formatBytes } from '../utils/resume-files';

/** The resumes about to be ranked, with their sizes and a way to take each one out. */
export function ResumeFileList({
  files,
  onRemove,
  onClear,
  disabled,
}: {
  files: File[];
  onRemove: (index: number) => void;
  onClear: () => void;
  disabled?: boolean;
}) {
  if (!files.length) return <p className="hg-hint rk-files-empty">No resumes added yet.</p>;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <div className="rk-files">
      <div className="rk-files-head">
        <p className="rk-files-count">
          {files.length} {files.length === 1 ? 'resume' : 'resumes'} · {formatBytes(total)}
        </p>
        <button type="button" className="hg-button hg-button--ghost" onClick={onClear} disabled={disabled}>
          Remove all
        </button>
      </div>
      <ul className="rk-files-list" aria-label="Resumes to rank">
        {files.map((file, index) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className="rk-file">
            <span className="rk-file-name">{file.name}</span>
            <span className="rk-file-size">{formatBytes(file.size)}</span>
            <button type="button" className="rk-remove" onClick={() => onRemove(index)} disabled={disabled} aria-label={`Remove ${file.name}`}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
