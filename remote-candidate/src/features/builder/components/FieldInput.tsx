import { memo, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { formatConfidence, hasInlineMarkup } from 'shared-schemas';
import { fieldId, parsePathKey, pathKey, setAt, type ResumePath } from '../../../lib/resume-model/resume-paths';
import type { FieldKind } from '../../../lib/resume-model/resume-sections';
import { useBuilder } from './builder-context';
import { addLink, toggleMark, type Edit } from '../model/inline-format';
import { FormatToolbar, formatShortcut, LinkForm, PrintedText } from './FormatControls';

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
  const { apply, review, reviewConfidence, markReviewed } = useBuilder();
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
        <KeywordsInput
          id={id}
          path={path}
          value={Array.isArray(value) ? (value as string[]) : []}
          describedBy={describedBy}
          onEdited={() => flagged && markReviewed(key)}
        />
      ) : kind === 'textarea' && RICH_PROSE.test(key) ? (
        <RichTextarea id={id} path={path} label={label} value={typeof value === 'string' ? value : ''} onChange={onText} describedBy={describedBy} />
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
          {reviewConfidence[key] === undefined
            ? 'Check this: the importer was not sure it read it right.'
            : `Check this: the importer was only ${formatConfidence(reviewConfidence[key])} sure it read it right.`}{' '}
          <button type="button" className="rb-link" onClick={() => markReviewed(key)}>
            It is right
          </button>
        </span>
      ) : null}
    </div>
  );
});

/** The prose the templates print with bold, italic and links (an award's summary prints as a plain row). */
const RICH_PROSE = /^(basics\.summary|(work|volunteer)\[\d+\]\.summary|projects\[\d+\]\.description)$/;

/** A summary or description with the bullets' formatting: toolbar, Ctrl+B / Ctrl+I / Ctrl+K, the text as it prints. */
function RichTextarea({
  id,
  path,
  label,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  path: ResumePath;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  describedBy?: string;
}) {
  const { apply, announce } = useBuilder();
  const ref = useRef<HTMLTextAreaElement>(null);
  const select = useRef<{ start: number; end: number } | null>(null);
  const [linking, setLinking] = useState<{ start: number; end: number } | null>(null);
  useEffect(() => {
    const target = select.current;
    if (!target || !ref.current) return;
    select.current = null;
    ref.current.focus();
    ref.current.setSelectionRange(target.start, target.end);
  });
  const commit = (edit: Edit) => {
    apply((resume) => setAt(resume, path, edit.value));
    select.current = { start: edit.start, end: edit.end };
  };
  const mark = (kind: 'bold' | 'italic') => {
    const element = ref.current;
    if (!element) return;
    const edit = toggleMark(element.value, element.selectionStart, element.selectionEnd, kind);
    if (edit.value === element.value) return announce('Select words, or put the caret in a word, to format it.');
    commit(edit);
  };
  const link = () => ref.current && setLinking({ start: ref.current.selectionStart, end: ref.current.selectionEnd });
  const printedId = `${id}-printed`;
  return (
    <>
      <FormatToolbar label={`Format ${label.toLowerCase()}`} onMark={mark} onLink={link} />
      <textarea
        id={id}
        ref={ref}
        value={value}
        onChange={onChange}
        rows={3}
        aria-describedby={[describedBy, hasInlineMarkup(value) ? printedId : ''].filter(Boolean).join(' ') || undefined}
        onKeyDown={(event) => {
          const shortcut = formatShortcut(event);
          if (!shortcut) return;
          event.preventDefault();
          if (shortcut === 'link') link();
          else mark(shortcut);
        }}
      />
      {hasInlineMarkup(value) ? (
        <p id={printedId} className="rb-bullet-printed rb-prose-printed">
          <span className="hg-visually-hidden">Prints as: </span>
          <PrintedText text={value} />
        </p>
      ) : null}
      {linking ? (
        <LinkForm
          id={`${id}-link`}
          label={`Link in ${label.toLowerCase()}`}
          onAdd={(url) => {
            commit(addLink(ref.current?.value ?? value, linking.start, linking.end, url));
            setLinking(null);
            announce('Link added.');
          }}
          onCancel={() => {
            select.current = linking;
            setLinking(null);
          }}
        />
      ) : null}
    </>
  );
}

/** A comma-separated list kept as an array; the text being typed is kept as typed (trailing comma and all). */
function KeywordsInput({
  id,
  path,
  value,
  describedBy,
  onEdited,
}: {
  id: string;
  path: ResumePath;
  value: string[];
  describedBy?: string;
  onEdited: () => void;
}) {
  const key = pathKey(path);
  const { apply } = useBuilder();
  const [draft, setDraft] = useState(value.join(', '));
  const split = (text: string) =>
    text
      .split(/[,;\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
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
