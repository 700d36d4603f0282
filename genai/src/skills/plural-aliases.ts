/**
 * "Attention to details", "code reviews processes": a taxonomy alias of several words written
 * with one of its words in the plural. The alias match is exact (it is shared with the resume
 * parser, whose floors rest on it), so the job parser looks again in a copy of the line with each
 * plural "s" blanked: offsets stay those of the line, and a hit that needed a blanked "s" is one
 * the exact match could not make. One-word aliases are left out ("sales" is not a form of "sale").
 */
import { findSkillHits, type SkillHit } from './extract-skills';

/** A plural's "s": the last letter of a word of four or more letters, not "ss", "us" or "is" ("process", "status", "analysis"). */
const PLURAL_S = /(?<=\p{L}{3}[^\Wsui])s\b/gu;

export function pluralAliasHits(line: string, exact: SkillHit[]): SkillHit[] {
  const blanked: number[] = [];
  const copy = line.replace(PLURAL_S, (s, at: number) => {
    blanked.push(at);
    return ' ';
  });
  if (!blanked.length) return [];
  const out: SkillHit[] = [];
  for (const h of findSkillHits(copy)) {
    // The alias's last word may be the plural one: the span takes its "s" back.
    const end = blanked.includes(h.end) ? h.end + 1 : h.end;
    if (!/\s/.test(h.text.trim()) || !blanked.some((at) => at > h.start && at <= h.end)) continue;
    if (exact.some((e) => e.start < end && e.end > h.start)) continue;
    out.push({ ...h, end, text: line.slice(h.start, end) });
  }
  return out;
}
