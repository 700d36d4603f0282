import { memo, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { fieldId, parsePathKey, pathKey, setAt, type ResumePath } from '../../../lib/resume-model/resume-paths';
import type { FieldKind } from '../../../lib/resume-model/resume-sections';
import { useBuilder } from './builder-context';

const INPUT_TYPES: Partial<Record<FieldKind, string>> = { email: 'email', tel: 'tel', url: 'url' };

/** One labelled field of the resume. Fields the importer was unsure of are marked until edited. */
export const FieldInput = memo(function FieldInput({
  fieldPath: key,
  label,
  kind,
  value,
  hint,
  autoComplete,
}: {
  /** The field's path key ("work[0].position"): a string, so an unchanged field skips rendering. */
  fieldPath: string;
  label: string;
  kind: FieldKind;
  value: unknown;
  hint?: string;
  autoComplete?: string;
}) {
  const { apply, review, markReviewed } = useBuilder();
  const path = useMemo(() => parsePathKey(key), [key]);
  const id = fieldId(key);
  const flagged = review.has(key);
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', flagged ? `${id}-review` : ''].filter(Boolean).join(' ') || undefined;

  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    apply((resume) => setAt(resume, path, next), key);
    if (flagged) markReviewed(key);
  };

  return (
    <div className={`hg-field rb-field rb-field--${kind}${flagged ? ' rb-field--review' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {kind === 'keywords' ? (
        <KeywordsInput id={id} path={path} value={Array.isArray(value) ? (value as string[]) : []} describedBy={describedBy} onEdited={() => flagged && markReviewed(key)} />
      ) : kind === 'textarea' ? (
        <textarea id={id} value={typeof value === 'string' ? value : ''} onChange={onText} rows={3} aria-describedby={describedBy} />
      ) : (
        <input
          id={id}
          type={INPUT_TYPES[kind] ?? 'text'}
          inputMode={kind === 'month' ? 'numeric' : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={onText}
          autoComplete={autoComplete ?? 'off'}
          aria-describedby={describedBy}
        />
      )}
      {hint ? (
        <span id={hintId} className="hg-hint">
          {hint}
        </span>
      ) : null}
      {flagged ? (
        <span id={`${id}-review`} className="rb-review-note">
          Check this: the importer was not sure it read it right.{' '}
          <button type="button" className="rb-link" onClick={() => markReviewed(key)}>
            It is right
          </button>
        </span>
      ) : null}
    </div>
  );
});

/** A comma-separated list kept as an array; the text being typed is kept as typed (trailing comma and all). */
function KeywordsInput({ id, path, value, describedBy, onEdited }: { id: string; path: ResumePath; value: string[]; describedBy?: string; onEdited: () => void }) {
  const key = pathKey(path);
  const { apply } = useBuilder();
  const [draft, setDraft] = useState(value.join(', '));
  const split = (text: string) => text.split(/[,;\n]/).map((s) => s.trim()).filter(Boolean);
  useEffect(() => {
    // Outside changes (undo, import, accepting a suggestion) replace the draft; our own do not.
    setDraft((current) => (split(current).join('\u0000') === value.join('\u0000') ? current : value.join(', ')));
  }, [value]);
  return (
    <input
      id={id}
      type="text"
      value={draft}
      aria-describedby={describedBy}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = split(event.target.value);
        apply((resume) => setAt(resume, path, next), key);
        onEdited();
      }}
    />
  );
}
