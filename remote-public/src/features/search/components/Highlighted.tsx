import type { Highlight } from '../types/search';

/** Text with the query's matches marked; the api sends ranges, so nothing is parsed as HTML. */
export function Highlighted({ highlight, fallback }: { highlight?: Highlight; fallback: string }) {
  if (!highlight) return <>{fallback}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  highlight.marks.forEach(([start, end], i) => {
    if (start > at) parts.push(highlight.text.slice(at, start));
    parts.push(<mark key={i}>{highlight.text.slice(start, end)}</mark>);
    at = end;
  });
  if (at < highlight.text.length) parts.push(highlight.text.slice(at));
  return <>{parts}</>;
}
