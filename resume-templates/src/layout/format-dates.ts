const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2020-03-15" / "2020-03" → "Mar 2020", "2020" → "2020"; anything else is printed as written. */
export function formatDate(value: string | undefined): string {
  if (!value) return '';
  const iso = /^(\d{4})(?:-(\d{1,2}))?(?:-\d{1,2})?$/.exec(value.trim());
  if (!iso) return value.trim();
  const month = iso[2] ? Number(iso[2]) : 0;
  return month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${iso[1]}` : iso[1]!;
}

/**
 * The date range as a reader and an ATS expect it: "Mar 2020 – Present" for an open role,
 * "2016 – 2020", or one date. `openEnded` says whether a missing end means "Present" (roles do;
 * a certificate's single date does not).
 */
export function formatDateRange(start: string | undefined, end: string | undefined, openEnded = true): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  if (from) return openEnded ? `${from} – Present` : from;
  return to;
}
