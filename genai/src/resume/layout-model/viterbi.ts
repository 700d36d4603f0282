/**
 * Best label sequence under a linear-chain model: emission[i][y] scores label y on line i,
 * transition[(from) * L + to] scores a label following another; row L is the start of the document.
 */
export function viterbi(emission: Float64Array[], transition: Float64Array, labelCount: number): number[] {
  const n = emission.length;
  if (!n) return [];
  const L = labelCount;
  const score = new Float64Array(n * L);
  const back = new Int32Array(n * L);
  for (let y = 0; y < L; y++) score[y] = transition[L * L + y]! + emission[0]![y]!;
  for (let i = 1; i < n; i++) {
    const e = emission[i]!;
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < L; p++) {
        const s = score[(i - 1) * L + p]! + transition[p * L + y]!;
        // Ties go to the lower label index, so decoding is deterministic.
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[i * L + y] = best + e[y]!;
      back[i * L + y] = arg;
    }
  }
  let last = 0;
  for (let y = 1; y < L; y++) if (score[(n - 1) * L + y]! > score[(n - 1) * L + last]!) last = y;
  const path = new Array<number>(n);
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * L + path[i]!]!;
  return path;
}
