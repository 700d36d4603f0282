import { fieldLabel, formatConfidence } from 'shared-schemas';
import { focusField } from '../../../lib/focus-field';

/**
 * After an import: the fields the parser was unsure of, each a link to the field; and, for a
 * scanned PDF read by OCR (`scanned`), that its letters were recognised from an image.
 */
export function ReviewBanner({
  review,
  confidence = {},
  scanned = false,
}: {
  review: ReadonlySet<string>;
  confidence?: Readonly<Record<string, number>>;
  scanned?: boolean;
}) {
  if (review.size === 0 && !scanned) return null;
  const paths = [...review];
  return (
    <section className="rb-review-banner" aria-labelledby="rb-review-title">
      <h2 id="rb-review-title">{paths.length === 0 ? 'Read from a scan' : paths.length === 1 ? '1 field to check' : `${paths.length} fields to check`}</h2>
      {scanned ? <p>Your file was a scan, read by OCR (text recognition): check names, dates, numbers and links against your original.</p> : null}
      {paths.length ? <p>The importer was not sure it read these right. They are highlighted below until you edit them or confirm them.</p> : null}
      <ul>
        {paths.slice(0, 12).map((path) => (
          <li key={path}>
            <button type="button" className="rb-link" onClick={() => focusField(path)}>
              {fieldLabel(path)}
            </button>
            {confidence[path] === undefined ? null : <span className="hg-hint"> ({formatConfidence(confidence[path])} sure)</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
