import { focusField } from '../../../lib/focus-field';

const label = (path: string) =>
  path
    .replace(/\[(\d+)\]/g, (_, n: string) => ` ${Number(n) + 1}`)
    .replace(/\./g, ' › ')
    .replace(/^basics › /, '');

/** After an import: the fields the parser was unsure of, each a link to the field. */
export function ReviewBanner({ review }: { review: ReadonlySet<string> }) {
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
              {label(path)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
