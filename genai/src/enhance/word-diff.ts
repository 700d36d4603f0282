/** One run of a word-level diff between an original bullet and its rewrite. */
export interface DiffPart {
  op: 'same' | 'added' | 'removed';
  text: string;
}

/** Word-level diff by longest common subsequence (bullets are short: O(n·m) is fine). */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.split(/\s+/).filter(Boolean).slice(0, 400);
  const b = after.split(/\s+/).filter(Boolean).slice(0, 400);
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (op: DiffPart['op'], word: string) => {
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += ` ${word}`;
    else parts.push({ op, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push('removed', a[i++]!);
    else push('added', b[j++]!);
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return parts;
}
