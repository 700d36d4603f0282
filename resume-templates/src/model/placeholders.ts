/**
 * HireGen's enhancer marks a missing result with a placeholder ("[add %]", "[add result: number,
 * % or time saved]") for the candidate to fill. A file that still holds one would carry it to an
 * employer as written, so every export says so in its warnings.
 */
const PLACEHOLDER = /\[add\b[^\]]*\]/gi;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The export warning for a resume that still holds placeholders, or null. */
export function placeholderWarning(resume: unknown): string | null {
  const found = strings(resume).flatMap((s) => s.match(PLACEHOLDER) ?? []);
  if (!found.length) return null;
  const kinds = [...new Set(found)]
    .slice(0, 2)
    .map((p) => `"${p}"`)
    .join(', ');
  return `The resume still holds ${found.length === 1 ? 'a placeholder' : `${found.length} placeholders`} (${kinds}) that an employer would read as written: replace each with the real result, or delete it.`;
}
