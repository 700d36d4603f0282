// Marks the query's words in a result's text: ranges, never HTML, so the page renders them
// safely. Long text becomes a snippet around the first match.
import { tokenizeText } from './text';

export interface Highlight {
  text: string;
  /** [start, end) character ranges within `text` to mark. */
  marks: [number, number][];
}

export function highlight(text: string, alternatives: string[][] | undefined, snippetLength = 0): Highlight | null {
  if (!text || !alternatives?.length) return null;
  const tokens = tokenizeText(text);
  const marks: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    let longest = 0;
    for (const words of alternatives) {
      if (words.length <= longest || i + words.length > tokens.length) continue;
      if (words.every((word, j) => tokens[i + j]!.term === word)) longest = words.length;
    }
    if (longest > 0) {
      marks.push([tokens[i]!.start, tokens[i + longest - 1]!.end]);
      i += longest - 1;
    }
  }
  if (marks.length === 0) return null;
  if (!snippetLength || text.length <= snippetLength) return { text, marks };
  // A window that starts a little before the first match, cut at word boundaries.
  let start = Math.max(0, marks[0]![0] - Math.floor(snippetLength / 4));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < marks[0]![0] ? space + 1 : start;
  }
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > marks[0]![1]) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: prefix + text.slice(start, end) + suffix,
    marks: marks.filter(([s, e]) => s >= start && e <= end).map(([s, e]) => [s + shift, e + shift]),
  };
}
