import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PARSE_REVIEW_TEXT, type JsonResume } from 'shared-schemas';
import { linePlaces, type LinePlace } from '../model/place-line';

const GROUPS: LinePlace['group'][] = ['Profile', 'Add to an entry', 'Add as a new entry'];

/**
 * After an import: the lines the parser read but put in no field. Each can be added where the
 * candidate picks (a bullet of a role, the summary, a skill, a new certificate…), copied, or
 * dismissed. Focus stays in the list as rows go, so a keyboard user works down it.
 */
export function UnplacedLinesPanel({
  lines,
  resume,
  onPlace,
  onDismiss,
  onCopy,
}: {
  lines: string[];
  resume: JsonResume;
  onPlace: (line: string, place: LinePlace) => void;
  onDismiss: (line: string) => void;
  onCopy: (line: string) => void;
}) {
  const id = useId();
  const places = useMemo(() => linePlaces(resume), [resume]);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  /** The row to focus after one is removed: its index in the new list. */
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    focusRow.current = null;
    const rows = list.current?.querySelectorAll<HTMLSelectElement>('select');
    const next = rows?.[Math.min(index, rows.length - 1)];
    (next ?? heading.current)?.focus();
  }, [lines]);

  const done = (index: number, act: () => void) => {
    focusRow.current = index;
    act();
  };

  return (
    <section className="rb-unplaced" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {PARSE_REVIEW_TEXT.unplacedTitle}
      </h2>
      {lines.length ? (
        <>
          <p>We read these lines in your file but could not tell where they belong. Add each one where it fits, or dismiss it.</p>
          <ol className="rb-unplaced-list" ref={list} aria-labelledby={`${id}-title`}>
            {lines.map((line, index) => (
              <UnplacedLine
                key={line}
                id={`${id}-${index}`}
                line={line}
                places={places}
                onPlace={(place) => done(index, () => onPlace(line, place))}
                onDismiss={() => done(index, () => onDismiss(line))}
                onCopy={() => onCopy(line)}
              />
            ))}
          </ol>
        </>
      ) : (
        <p role="status">Every line is placed or dismissed.</p>
      )}
    </section>
  );
}

function UnplacedLine({
  id,
  line,
  places,
  onPlace,
  onDismiss,
  onCopy,
}: {
  id: string;
  line: string;
  places: LinePlace[];
  onPlace: (place: LinePlace) => void;
  onDismiss: () => void;
  onCopy: () => void;
}) {
  const [placeId, setPlaceId] = useState(places[0]!.id);
  // An entry removed in the editor takes its place away: fall back to the first.
  const place = places.find((p) => p.id === placeId) ?? places[0]!;
  return (
    <li className="rb-unplaced-line">
      <p id={`${id}-text`} className="rb-unplaced-text">
        {line}
      </p>
      <div className="rb-row rb-unplaced-actions">
        <label htmlFor={`${id}-place`}>Add to</label>
        <select id={`${id}-place`} value={place.id} onChange={(event) => setPlaceId(event.target.value)} aria-describedby={`${id}-text`}>
          {GROUPS.map((group) => (
            <optgroup key={group} label={group}>
              {places
                .filter((p) => p.group === group)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <button type="button" className="hg-button rb-small" onClick={() => onPlace(place)} aria-describedby={`${id}-text`}>
          Add
        </button>
        <button type="button" className="hg-button hg-button--ghost rb-small" onClick={onCopy} aria-describedby={`${id}-text`}>
          Copy
        </button>
        <button type="button" className="hg-button hg-button--ghost rb-small" onClick={onDismiss} aria-describedby={`${id}-text`}>
          Dismiss
        </button>
      </div>
    </li>
  );
}
