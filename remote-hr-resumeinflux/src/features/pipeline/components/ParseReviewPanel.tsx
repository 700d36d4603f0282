import { useId } from 'react';
import { fieldLabel, formatConfidence, LOW_CONFIDENCE_BELOW, PARSE_REVIEW_TEXT, type ParseReview } from 'shared-schemas';
import { CheckBadge } from './CheckBadge';

/**
 * What HR should verify against the original file: the lines the parser read but could not put
 * in any field (they are not in the parsed resume above), and every field it was unsure of.
 */
export function ParseReviewPanel({ review }: { review: ParseReview }) {
  const id = useId();
  return (
    <section className="hg-card pl-review" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{PARSE_REVIEW_TEXT.unplacedTitle}</h2>
      {review.unplaced.length ? (
        <>
          <p className="hg-hint">{PARSE_REVIEW_TEXT.unplacedIntro}</p>
          <ul className="pl-unplaced" aria-labelledby={`${id}-title`}>
            {review.unplaced.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="hg-hint">The parser placed every line it read.</p>
      )}
      {review.lowConfidence.length ? (
        <>
          <h3 id={`${id}-fields`}>Fields to check</h3>
          <ul className="pl-check-fields" aria-labelledby={`${id}-fields`}>
            {review.lowConfidence.map((field) => (
              <li key={field.path}>
                {fieldLabel(field.path)}
                <CheckBadge field={fieldLabel(field.path)} confidence={field.confidence} />
              </li>
            ))}
          </ul>
          <p className="hg-hint">Confidence is how sure the parser is, from 0% to 100%; below {formatConfidence(LOW_CONFIDENCE_BELOW)} a field is marked.</p>
        </>
      ) : null}
    </section>
  );
}
