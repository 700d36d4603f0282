import { useId, useState } from 'react';
import { MAX_TEXT_CHARS, type ResumeSource } from '../api/genai-api';
import { FileDrop } from './FileDrop';

/**
 * A resume as an upload or as pasted text, chosen with a radio pair. Reports the current
 * source (or null when nothing usable is there yet).
 */
export function ResumeSourceInput({
  onChange,
  disabled,
  label = 'Resume',
  allowPaste = true,
}: {
  onChange: (source: ResumeSource | null) => void;
  disabled?: boolean;
  label?: string;
  allowPaste?: boolean;
}) {
  const id = useId();
  const [mode, setMode] = useState<'file' | 'text'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');

  const switchTo = (next: 'file' | 'text') => {
    setMode(next);
    if (next === 'file') onChange(file ? { kind: 'file', file } : null);
    else onChange(text.trim() ? { kind: 'text', text } : null);
  };

  return (
    <fieldset className="gt-source" disabled={disabled}>
      <legend>{label}</legend>
      {allowPaste ? (
        <div className="gt-segmented" role="radiogroup" aria-label={`${label}: how to provide it`}>
          <label className={mode === 'file' ? 'is-active' : ''}>
            <input type="radio" name={`${id}-mode`} checked={mode === 'file'} onChange={() => switchTo('file')} /> Upload a file
          </label>
          <label className={mode === 'text' ? 'is-active' : ''}>
            <input type="radio" name={`${id}-mode`} checked={mode === 'text'} onChange={() => switchTo('text')} /> Paste text
          </label>
        </div>
      ) : null}
      {mode === 'file' ? (
        <FileDrop
          label={`Upload the ${label.toLowerCase()}`}
          disabled={disabled}
          onFiles={([chosen]) => {
            setFile(chosen ?? null);
            onChange(chosen ? { kind: 'file', file: chosen } : null);
          }}
        />
      ) : (
        <div className="hg-field">
          <label htmlFor={`${id}-text`}>{label} text</label>
          <textarea
            id={`${id}-text`}
            rows={12}
            maxLength={MAX_TEXT_CHARS}
            value={text}
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              onChange(event.target.value.trim() ? { kind: 'text', text: event.target.value } : null);
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
