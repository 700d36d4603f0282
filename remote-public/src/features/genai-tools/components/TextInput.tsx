import { useId } from 'react';
import { MAX_TEXT_CHARS } from '../api/genai-api';

/** A labelled textarea for pasted text, with its character limit shown. */
export function TextInput({
  label,
  value,
  onChange,
  rows = 12,
  hint,
  disabled,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
  hint?: string;
  disabled?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="hg-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={MAX_TEXT_CHARS}
        disabled={disabled}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-hint`} className="hg-hint">
        {hint ? `${hint} ` : ''}
        {value.length.toLocaleString('en')} / {MAX_TEXT_CHARS.toLocaleString('en')} characters
      </span>
    </div>
  );
}
