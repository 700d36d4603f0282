import { memo, useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { hasInlineMarkup } from 'shared-schemas';
import { fieldId, insertAt, moveAt, parsePathKey, pathKey, removeAt, setAt } from '../../../lib/resume-model/resume-paths';
import { MAX_LIST } from '../../../lib/resume-model/normalize-resume';
import { useDragReorder } from '../hooks/useDragReorder';
import { ReorderHandle } from './ReorderHandle';
import { useBuilder } from './builder-context';
import { addLink, splitKeepingMarks, toggleMark, type Edit, type Mark } from '../model/inline-format';
import { FormatToolbar, formatShortcut, LinkForm, PrintedText } from './FormatControls';

/**
 * Achievement bullets, edited like a list in a word processor: Enter starts a new bullet (split at
 * the caret), Backspace in an empty bullet removes it, pasting several lines makes several bullets,
 * Alt+↑/↓ or the grip moves one; bold, italic and links (toolbar or Ctrl+B / Ctrl+I / Ctrl+K) are
 * kept as the Markdown subset the templates print, and shown formatted under the bullet.
 */
export const BulletList = memo(function BulletList({ listPath: listKey, label, bullets }: { listPath: string; label: string; bullets: string[] }) {
  const { apply, announce, review, markReviewed } = useBuilder();
  const path = useMemo(() => parsePathKey(listKey), [listKey]);
  const focusNext = useRef<{ index: number; caret: number; end?: number } | null>(null);
  const refs = useRef<(HTMLTextAreaElement | null)[]>([]);
  /** The bullet the toolbar acts on: the one focused last. */
  const active = useRef(0);
  const [linking, setLinking] = useState<{ index: number; start: number; end: number } | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element = refs.current[target.index];
    if (element) {
      element.focus();
      const caret = Math.min(target.caret, element.value.length);
      element.setSelectionRange(caret, Math.min(target.end ?? caret, element.value.length));
    }
  });

  const move = useCallback(
    (from: number, to: number) => {
      apply((resume) => moveAt(resume, path, from, to));
      focusNext.current = { index: to, caret: 0 };
      announce(`Bullet moved to position ${to + 1} of ${bullets.length}.`);
    },
    [apply, announce, path, bullets.length],
  );
  const { handleProps, rowProps } = useDragReorder(listKey, move);

  const insert = (index: number, text: string, caret = 0) => {
    if (bullets.length >= MAX_LIST) return announce(`A list holds at most ${MAX_LIST} bullets.`);
    apply((resume) => insertAt(resume, path, index, text));
    focusNext.current = { index, caret };
  };

  /** One undo step: the bullet's new text, the selection kept on the formatted words. */
  const commit = (index: number, edit: Edit) => {
    apply((resume) => setAt(resume, [...path, index], edit.value));
    focusNext.current = { index, caret: edit.start, end: edit.end };
  };
  const format = (index: number, mark: Mark) => {
    const element = refs.current[index];
    if (!element) return;
    const edit = toggleMark(element.value, element.selectionStart, element.selectionEnd, mark);
    if (edit.value === element.value) return announce('Select words, or put the caret in a word, to format it.');
    commit(index, edit);
    announce(edit.value.length > element.value.length ? `${mark === 'bold' ? 'Bold' : 'Italic'} on.` : `${mark === 'bold' ? 'Bold' : 'Italic'} off.`);
  };
  const startLink = (index: number) => {
    const element = refs.current[index];
    if (!element) return;
    setLinking({ index, start: element.selectionStart, end: element.selectionEnd });
  };
  const finishLink = (url: string) => {
    if (!linking) return;
    const element = refs.current[linking.index];
    commit(linking.index, addLink(element?.value ?? bullets[linking.index] ?? '', linking.start, linking.end, url));
    setLinking(null);
    announce('Link added.');
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const element = event.currentTarget;
    const shortcut = formatShortcut(event);
    if (shortcut === 'bold' || shortcut === 'italic') {
      event.preventDefault();
      format(index, shortcut);
    } else if (shortcut === 'link') {
      event.preventDefault();
      startLink(index);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      const [before, after] = splitKeepingMarks(element.value, element.selectionStart, element.selectionEnd);
      apply((resume) => setAt(resume, [...path, index], before));
      insert(index + 1, after);
    } else if (event.key === 'Backspace' && element.value === '') {
      event.preventDefault();
      apply((resume) => removeAt(resume, path, index));
      focusNext.current = index > 0 ? { index: index - 1, caret: Number.MAX_SAFE_INTEGER } : null;
      announce('Bullet removed.');
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const to = index + (event.key === 'ArrowUp' ? -1 : 1);
      if (to >= 0 && to < bullets.length) move(index, to);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain');
    const lines = text
      .split(/\r?\n/)
      .map((l) => l.replace(/^\s*(?:[-•*▪●◦–]|\d+[.)])\s+/, '').trim())
      .filter(Boolean);
    if (lines.length < 2) return;
    event.preventDefault();
    const element = event.currentTarget;
    const first = element.value.slice(0, element.selectionStart) + lines[0]!;
    const room = Math.max(0, MAX_LIST - bullets.length);
    const rest = lines.slice(1, 1 + room);
    apply((resume) => {
      let next = setAt(resume, [...path, index], first);
      rest.forEach((line, offset) => (next = insertAt(next, path, index + 1 + offset, line)));
      return next;
    });
    focusNext.current = { index: index + rest.length, caret: Number.MAX_SAFE_INTEGER };
    announce(`${lines.length} bullets pasted.`);
  };

  return (
    <fieldset className="rb-bullets">
      <legend>{label}</legend>
      {bullets.length ? (
        <FormatToolbar label={`Format ${label.toLowerCase()}`} onMark={(mark) => format(active.current, mark)} onLink={() => startLink(active.current)} />
      ) : null}
      {bullets.length ? (
        <ol className="rb-bullet-list">
          {bullets.map((bullet, index) => {
            const key = pathKey([...path, index]);
            const flagged = review.has(key);
            return (
              <li key={index} className={`rb-bullet${flagged ? ' rb-field--review' : ''}`} {...rowProps(index)}>
                <ReorderHandle label={`bullet ${index + 1}`} index={index} count={bullets.length} onMove={move} {...handleProps(index)} />
                <label className="hg-visually-hidden" htmlFor={fieldId(key)}>
                  {label} {index + 1}
                </label>
                <textarea
                  id={fieldId(key)}
                  ref={(element) => {
                    refs.current[index] = element;
                  }}
                  className="rb-bullet-text"
                  rows={2}
                  value={bullet}
                  onChange={(event) => {
                    const next = event.target.value.replace(/\r?\n/g, ' ');
                    apply((resume) => setAt(resume, [...path, index], next), key);
                    if (flagged) markReviewed(key);
                  }}
                  onKeyDown={onKeyDown(index)}
                  onPaste={onPaste(index)}
                  onFocus={() => {
                    active.current = index;
                  }}
                  aria-describedby={hasInlineMarkup(bullet) ? `${fieldId(key)}-printed` : undefined}
                />
                <button
                  type="button"
                  className="rb-icon-button"
                  aria-label={`Remove bullet ${index + 1}`}
                  onClick={() => {
                    apply((resume) => removeAt(resume, path, index));
                    announce('Bullet removed.');
                  }}
                >
                  ×
                </button>
                {hasInlineMarkup(bullet) ? (
                  <p id={`${fieldId(key)}-printed`} className="rb-bullet-printed">
                    <span className="hg-visually-hidden">Prints as: </span>
                    <PrintedText text={bullet} />
                  </p>
                ) : null}
                {linking?.index === index ? (
                  <LinkForm
                    id={`${fieldId(key)}-link`}
                    label={`Link in ${label.toLowerCase()} ${index + 1}`}
                    onAdd={finishLink}
                    onCancel={() => {
                      focusNext.current = { index, caret: linking.start, end: linking.end };
                      setLinking(null);
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => insert(bullets.length, '')}>
        Add bullet
      </button>
      <p className="hg-hint">Enter starts a new bullet; Alt+↑/↓ moves one; pasted lines become bullets; Ctrl+B bold, Ctrl+I italic, Ctrl+K link.</p>
    </fieldset>
  );
});
