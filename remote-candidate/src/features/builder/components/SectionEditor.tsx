import { memo, useCallback } from 'react';
import { emptyEntry, type SectionDef, type SectionEntry } from '../../../lib/resume-model/resume-sections';
import { insertAt, moveAt, pathKey, removeAt, sectionPath } from '../../../lib/resume-model/resume-paths';
import { MAX_ENTRIES } from '../../../lib/resume-model/normalize-resume';
import { useDragReorder } from '../hooks/useDragReorder';
import { BulletList } from './BulletList';
import { FieldInput } from './FieldInput';
import { ReorderHandle } from './ReorderHandle';
import { useBuilder } from './builder-context';

/** One list section (work, education, …): its entries, each with its fields, add, remove and reorder. */
export const SectionEditor = memo(function SectionEditor({ section, entries }: { section: SectionDef; entries: SectionEntry[] }) {
  const { apply, announce } = useBuilder();
  const path = sectionPath(section.id);
  const move = useCallback(
    (from: number, to: number) => {
      apply((resume) => moveAt(resume, sectionPath(section.id), from, to));
      announce(`${section.summarise(entries[from] ?? {})} moved to position ${to + 1} of ${entries.length}.`);
      // Keep the keyboard on the grip of the entry that moved.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#rb-section-${section.id} > ol > li:nth-child(${to + 1}) .rb-handle`)?.focus());
    },
    [apply, announce, section, entries],
  );
  const { handleProps, rowProps } = useDragReorder(section.id, move);

  const add = () => {
    if (entries.length >= MAX_ENTRIES) return announce(`A section holds at most ${MAX_ENTRIES} entries.`);
    apply((resume) => insertAt(resume, path, entries.length, emptyEntry(section)));
    announce(`New ${section.entryName} added at the end of ${section.title}.`);
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`#rb-section-${section.id} > ol > li:last-child input, #rb-section-${section.id} > ol > li:last-child textarea`)
        ?.focus(),
    );
  };

  return (
    <section className="rb-section" id={`rb-section-${section.id}`} aria-labelledby={`rb-section-${section.id}-title`}>
      <h2 id={`rb-section-${section.id}-title`}>{section.title}</h2>
      {entries.length ? (
        <ol className="rb-entries">
          {entries.map((entry, index) => {
            const summary = section.summarise(entry);
            return (
              <li key={index} className="rb-entry hg-card" {...rowProps(index)}>
                <div className="rb-entry-header">
                  <ReorderHandle label={summary} index={index} count={entries.length} onMove={move} {...handleProps(index)} />
                  <h3 className="rb-entry-title">{summary}</h3>
                  <button
                    type="button"
                    className="hg-button hg-button--ghost rb-small"
                    onClick={() => {
                      if (!window.confirm(`Remove “${summary}” from ${section.title}? You can undo this.`)) return;
                      apply((resume) => removeAt(resume, path, index));
                      announce(`${summary} removed. Undo with Ctrl+Z.`);
                    }}
                  >
                    Remove<span className="hg-visually-hidden"> {summary}</span>
                  </button>
                </div>
                <EntryFields section={section} entryPath={`${pathKey(path)}[${index}]`} entry={entry} />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="hg-hint">Nothing here yet.</p>
      )}
      <button type="button" className="hg-button hg-button--secondary rb-small" onClick={add}>
        Add {section.entryName}
      </button>
    </section>
  );
});

/** One entry's fields. Memoised on the entry object: typing in one entry leaves the others alone. */
const EntryFields = memo(function EntryFields({ section, entryPath, entry }: { section: SectionDef; entryPath: string; entry: SectionEntry }) {
  return (
    <div className="rb-entry-fields">
      {section.fields.map((field) =>
        field.kind === 'bullets' ? (
          <BulletList
            key={field.key}
            listPath={`${entryPath}.${field.key}`}
            label={field.label}
            bullets={Array.isArray(entry[field.key]) ? (entry[field.key] as string[]) : []}
          />
        ) : (
          <FieldInput
            key={field.key}
            fieldPath={`${entryPath}.${field.key}`}
            label={field.label}
            kind={field.kind}
            hint={field.hint}
            value={entry[field.key]}
          />
        ),
      )}
    </div>
  );
});
