import { useId, useRef, useState, type DragEvent } from 'react';
import { acceptAttribute, formatFileSize, formatLimit, refusal, RESUME_FILES } from 'shared-auth/file-acceptance';

export interface FileDropProps {
  label: string;
  /** Called with the files that passed the checks (never an empty list). */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  maxFiles?: number;
  disabled?: boolean;
  hint?: string;
}

/**
 * Drag and drop or choose a PDF/DOCX. The real file input carries the label (keyboard and screen
 * readers use it as usual); the drop zone is its visual frame. Wrong type or size is refused here
 * with a message saying why, before anything is uploaded.
 */
export function FileDrop({ label, onFiles, multiple = false, maxFiles = 50, disabled = false, hint }: FileDropProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();

  const accept = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const wanted = multiple ? files : files.slice(0, 1);
    if (wanted.length > maxFiles) {
      setProblem(`Choose at most ${maxFiles} files at once.`);
      return;
    }
    const problems = wanted.map((file) => refusal(file, RESUME_FILES)).filter((p): p is string => Boolean(p));
    if (problems.length) {
      setProblem(problems.slice(0, 3).join(' ') + (problems.length > 3 ? ` (${problems.length - 3} more)` : ''));
      setChosen([]);
      if (input.current) input.current.value = '';
      return;
    }
    setProblem(undefined);
    setChosen(wanted);
    onFiles(wanted);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) accept(event.dataTransfer.files);
  };

  return (
    <div className="gt-drop-field">
      <div
        className={`gt-drop${dragging ? ' gt-drop--over' : ''}${problem ? ' gt-drop--error' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId} className="gt-drop-label">
          <span className="gt-drop-title">{label}</span>
          <span className="gt-drop-sub">
            Drop {multiple ? 'files' : 'a file'} here or <span className="gt-drop-choose">choose {multiple ? 'files' : 'a file'}</span>
          </span>
        </label>
        <input
          ref={input}
          id={inputId}
          className="gt-drop-input"
          type="file"
          accept={acceptAttribute(RESUME_FILES)}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => accept(event.currentTarget.files)}
        />
        <p id={hintId} className="hg-hint">
          {hint ?? `PDF or Word (.docx), up to ${formatLimit(RESUME_FILES.maxBytes)}${multiple ? ` each, up to ${maxFiles} files` : ''}.`}
        </p>
        {chosen.length > 0 && !problem ? (
          <p className="gt-drop-chosen">
            {chosen.length === 1 ? `Selected: ${chosen[0]!.name} (${formatFileSize(chosen[0]!.size)})` : `Selected ${chosen.length} files`}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p id={errorId} className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
