import { useId, useState, type DragEvent } from 'react';
import { MAX_RESUMES, RESUME_ACCEPT } from '../utils/resume-files';

/**
 * Where resumes come in: drop files on the zone, or pick them with the labelled file input
 * (a real input, so keyboard and screen-reader users reach it like any other control).
 */
export function ResumeDropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className={`rk-drop${dragging ? ' rk-drop--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="resume-drop-zone"
    >
      <p className="rk-drop-title">Drop resumes here</p>
      <p className="hg-hint" id={`${id}-hint`}>
        PDF or Word (.docx), up to {MAX_RESUMES} files, 10 MB each.
      </p>
      <input
        id={`${id}-input`}
        className="rk-file-input"
        type="file"
        multiple
        accept={RESUME_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so picking the same file again after removing it still fires a change.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <label htmlFor={`${id}-input`} className="hg-button">Choose resume files</label>
    </div>
  );
}
