import { useState, type ReactNode } from 'react';
import { parseInline } from 'shared-schemas';
import { normaliseLink, type Mark } from '../model/inline-format';

/** Bold, Italic and Link buttons; they keep the caret and selection in the field being edited. */
export function FormatToolbar({ label, onMark, onLink }: { label: string; onMark: (mark: Mark) => void; onLink: () => void }) {
  const keep = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <div className="rb-format-bar" role="toolbar" aria-label={label}>
      <button
        type="button"
        className="rb-format-button rb-format-button--bold"
        aria-keyshortcuts="Control+B"
        title="Bold (Ctrl+B)"
        onMouseDown={keep}
        onClick={() => onMark('bold')}
      >
        Bold
      </button>
      <button
        type="button"
        className="rb-format-button rb-format-button--italic"
        aria-keyshortcuts="Control+I"
        title="Italic (Ctrl+I)"
        onMouseDown={keep}
        onClick={() => onMark('italic')}
      >
        Italic
      </button>
      <button type="button" className="rb-format-button" aria-keyshortcuts="Control+K" title="Link (Ctrl+K)" onMouseDown={keep} onClick={onLink}>
        Link
      </button>
    </div>
  );
}

/** The Ctrl+B / Ctrl+I / Ctrl+K shortcut of a key event, if it is one. */
export function formatShortcut(event: { ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; key: string }): Mark | 'link' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : null;
}

/** Text as it prints: bold, italic and links drawn, markers hidden. */
export function PrintedText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((run, i) => {
        let node: ReactNode = run.text;
        if (run.italic) node = <em>{node}</em>;
        if (run.bold) node = <strong>{node}</strong>;
        if (run.link)
          node = (
            <a href={run.link} target="_blank" rel="noreferrer noopener">
              {node}
            </a>
          );
        return <span key={i}>{node}</span>;
      })}
    </>
  );
}

/** The address of a new link: web or mail only; Enter adds it, Escape cancels. */
export function LinkForm({ id, label, onAdd, onCancel }: { id: string; label: string; onAdd: (url: string) => void; onCancel: () => void }) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState('');
  const add = () => {
    const link = normaliseLink(url);
    if (link) onAdd(link);
    else setProblem('Enter a web address (https://…) or an email address.');
  };
  return (
    <div className="rb-link-form" role="group" aria-label={label}>
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        type="url"
        // The form opens on the user's own shortcut or click: typing the address is next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={url}
        placeholder="https://…"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setProblem('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="button" className="hg-button rb-small" onClick={add}>
        Add link
      </button>
      <button type="button" className="hg-button hg-button--ghost rb-small" onClick={onCancel}>
        Cancel
      </button>
      {problem ? (
        <span id={`${id}-problem`} className="hg-error-text">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
