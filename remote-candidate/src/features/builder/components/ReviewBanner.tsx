import { fieldLabel, formatConfidence } from 'shared-schemas';
import { focusField } from '../../../lib/focus-field';

/** After an import: the fields the parser was unsure of, each a link to the field. */
export function ReviewBanner({ review, confidence = {} }: { review: ReadonlySet<string>; confidence?: Readonly<Record<string, number>> }) {
  if (review.size === 0) return null;
  const paths = [...review];
  return (
    <section className="rb-review-banner" aria-labelledby="rb-review-title">
      <h2 id="rb-review-title">{paths.length === 1 ? '1 field to check' : `${paths.length} fields to check`}</h2>
      <p>The importer was not sure it read these right. They are highlighted below until you edit them or confirm them.</p>
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
