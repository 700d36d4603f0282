import type { InputHTMLAttributes, Ref } from 'react';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function AuthField({ id, label, error, hint, inputRef, ...input }: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="hg-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={inputRef} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <span id={hintId} className="hg-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="auth-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
