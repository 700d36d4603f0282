/**
 * The split of the real-resume corpus is by design, never by file: a design is either tuned on or
 * held out, so the held-out figure measures layouts the parser (and the layout model) never saw.
 * Within each family and batch (the designs added together) the designs are ordered by a stable hash
 * of their id (FNV-1a) and the first third (rounded up) is held out, so every family has held-out
 * designs, adding a design to one family moves no design of another, and a later batch never moves
 * a design of an earlier one (a design tuned on stays a tuning design).
 */
import { hashString } from '../../corpus/random';
import type { Design, DesignFamily } from './design';

export type Split = 'tune' | 'heldout';

/** Design id → split, for the designs given (each family split on its own). */
export function splitDesigns(designs: readonly Pick<Design, 'id' | 'family' | 'batch'>[]): Map<string, Split> {
  const byFamily = new Map<`${DesignFamily} ${number}`, string[]>();
  for (const d of designs) {
    const key = `${d.family} ${d.batch ?? 1}` as const;
    byFamily.set(key, [...(byFamily.get(key) ?? []), d.id]);
  }
  const out = new Map<string, Split>();
  for (const ids of byFamily.values()) {
    const ordered = [...new Set(ids)].sort((a, b) => hashString(a) - hashString(b) || (a < b ? -1 : 1));
    const held = Math.ceil(ordered.length / 3);
    ordered.forEach((id, i) => out.set(id, i < held ? 'heldout' : 'tune'));
  }
  return out;
}
