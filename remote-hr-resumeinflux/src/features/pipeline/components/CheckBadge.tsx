import { formatConfidence, PARSE_REVIEW_TEXT } from 'shared-schemas';

/**
 * A small "check" mark on a field the parser was unsure of. The confidence is printed, not only
 * coloured; a screen reader hears the whole sentence instead of the short visible text.
 */
export function CheckBadge({ field, confidence }: { field: string; confidence: number }) {
  const label = PARSE_REVIEW_TEXT.checkLabel(field, confidence);
  // The space before it keeps the badge a word of its own in the text read out.
  return (
    <>
      {' '}
      <span className="pl-check" title={label}>
        <span aria-hidden="true">
          {PARSE_REVIEW_TEXT.checkBadge} {formatConfidence(confidence)}
        </span>
        <span className="hg-visually-hidden">{label}</span>
      </span>
    </>
  );
}
