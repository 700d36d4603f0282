import { useState } from 'react';
import { LETTER_LIMITS, type CoverLetterContent, type JsonResume } from 'shared-schemas';
import { notify } from 'shared-ui';
import { saveFile } from 'shared-ui/download';
import { deleteLetter, saveLetter, type LetterJobRef } from '../api/letters-store';
import { renderLetterFile, type LetterFormat } from '../api/letter-file';
import { LetterPreview } from './LetterPreview';

export interface EditingLetter {
  resumeId: string;
  /** null until first saved. */
  id: string | null;
  content: CoverLetterContent;
  job: LetterJobRef;
  notClaimed: string[];
}

/** The letter's parts, each editable; save, export in the resume's template, delete. */
export function LetterEditor({
  letter,
  resume,
  resumeTitle,
  template,
  onSaved,
  onClose,
}: {
  letter: EditingLetter;
  resume: JsonResume;
  resumeTitle: string;
  template: string;
  onSaved: (id: string | null) => void;
  onClose: () => void;
}) {
  const [content, setContent] = useState(letter.content);
  const [id, setId] = useState(letter.id);
  const [busy, setBusy] = useState<'save' | 'delete' | LetterFormat | null>(null);
  const [dirty, setDirty] = useState(letter.id === null);
  const edit = (patch: Partial<CoverLetterContent>) => {
    setContent((c) => ({ ...c, ...patch }));
    setDirty(true);
  };
  const setParagraph = (i: number, text: string) => edit({ paragraphs: content.paragraphs.map((p, j) => (j === i ? text : p)) });

  const save = async () => {
    setBusy('save');
    try {
      const saved = await saveLetter(letter.resumeId, id, content, letter.job);
      setId(saved);
      setDirty(false);
      notify.success('Letter saved.');
      onSaved(saved);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The letter could not be saved.');
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!id) return onClose();
    if (!window.confirm(`Delete the letter "${content.title}"?`)) return;
    setBusy('delete');
    try {
      await deleteLetter(letter.resumeId, id);
      notify.success('Letter deleted.');
      onSaved(null);
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The letter could not be deleted.');
      setBusy(null);
    }
  };

  const download = async (format: LetterFormat) => {
    setBusy(format);
    try {
      const file = await renderLetterFile(resume, template, content, format);
      saveFile(file.fileName, file.blob);
      notify.success(`${format.toUpperCase()} downloaded.`);
    } catch (error) {
      notify.error(error instanceof Error ? `The file could not be made: ${error.message}` : 'The file could not be made.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="rb-panel cl-editor" aria-labelledby="cl-editor-title">
      <h2 id="cl-editor-title">{id ? 'Edit the letter' : 'Your draft'}</h2>
      <p className="hg-hint">
        From the resume “{resumeTitle}”, exported in its {template} template.
        {letter.job.jobTitle ? ` For ${letter.job.jobTitle}${letter.job.company ? ` at ${letter.job.company}` : ''}.` : ''}
      </p>
      {letter.notClaimed.length ? (
        <p className="rb-warning" data-testid="letter-not-claimed">
          The job also asks for {letter.notClaimed.join(', ')}. Your resume does not show {letter.notClaimed.length === 1 ? 'it' : 'them'}, so the letter does
          not claim {letter.notClaimed.length === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
      <div className="cl-editor-grid">
        <div className="cl-editor-fields">
          <div className="hg-field">
            <label htmlFor="cl-title">Letter name</label>
            <input id="cl-title" value={content.title} maxLength={LETTER_LIMITS.title} onChange={(e) => edit({ title: e.target.value })} />
          </div>
          <div className="hg-field">
            <label htmlFor="cl-recipient">Recipient</label>
            <textarea
              id="cl-recipient"
              rows={2}
              value={content.recipient}
              maxLength={LETTER_LIMITS.recipient}
              onChange={(e) => edit({ recipient: e.target.value })}
            />
          </div>
          <div className="hg-field">
            <label htmlFor="cl-greeting">Greeting</label>
            <input id="cl-greeting" value={content.greeting} maxLength={LETTER_LIMITS.greeting} onChange={(e) => edit({ greeting: e.target.value })} />
          </div>
          {content.paragraphs.map((p, i) => (
            <div className="hg-field" key={i}>
              <label htmlFor={`cl-p${i}`}>Paragraph {i + 1}</label>
              <textarea id={`cl-p${i}`} rows={4} value={p} maxLength={LETTER_LIMITS.paragraph} onChange={(e) => setParagraph(i, e.target.value)} />
              <button
                type="button"
                className="hg-button hg-button--ghost rb-small"
                onClick={() => edit({ paragraphs: content.paragraphs.filter((_, j) => j !== i) })}
              >
                Remove paragraph {i + 1}
              </button>
            </div>
          ))}
          {content.paragraphs.length < LETTER_LIMITS.paragraphs ? (
            <button type="button" className="hg-button hg-button--secondary rb-small" onClick={() => edit({ paragraphs: [...content.paragraphs, ''] })}>
              Add a paragraph
            </button>
          ) : null}
          <div className="hg-field">
            <label htmlFor="cl-closing">Closing</label>
            <input id="cl-closing" value={content.closing} maxLength={LETTER_LIMITS.closing} onChange={(e) => edit({ closing: e.target.value })} />
          </div>
        </div>
        <LetterPreview resume={resume} template={template} content={content} />
      </div>
      <div className="rb-row">
        <button type="button" className="hg-button rb-small" onClick={() => void save()} disabled={busy !== null}>
          {busy === 'save' ? 'Saving…' : 'Save letter'}
        </button>
        <button type="button" className="hg-button hg-button--secondary rb-small" onClick={() => void download('pdf')} disabled={busy !== null}>
          {busy === 'pdf' ? 'Making PDF…' : 'Download PDF'}
        </button>
        <button type="button" className="hg-button hg-button--secondary rb-small" onClick={() => void download('docx')} disabled={busy !== null}>
          {busy === 'docx' ? 'Making DOCX…' : 'Download DOCX'}
        </button>
        <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => void remove()} disabled={busy !== null}>
          {id ? 'Delete letter' : 'Discard draft'}
        </button>
        <button type="button" className="hg-button hg-button--ghost rb-small" onClick={onClose} disabled={busy !== null}>
          Close
        </button>
      </div>
      <p className="hg-hint" role="status" aria-live="polite">
        {dirty ? 'Not saved yet.' : 'Saved.'}
      </p>
    </section>
  );
}
