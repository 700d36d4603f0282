/**
 * Concrete, honest edits that bring a resume closer to one job. Every edit only reorders or
 * re-emphasises what the resume already says: skills the job asks for and the resume has move
 * first, bullets that show them move up in their role, and the summary may name skills already
 * on the resume. Missing skills are never inserted — they are returned as advice to address
 * truthfully (add them only where the candidate really used them).
 */
import type { JsonResume } from 'shared-schemas';

export type TailorEditId = 'skills-order' | 'bullets-order' | 'summary-skills';

export interface TailorEdit {
  id: TailorEditId;
  title: string;
  /** What changes, in words the candidate can check. */
  detail: string;
  apply: (resume: JsonResume) => JsonResume;
}

const lower = (s: string) => s.toLowerCase();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text names the skill as a word ("Go" in "Built in Go", not in "Google"). */
export function mentions(text: string, skill: string): boolean {
  if (!skill.trim()) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}+#])${escape(lower(skill))}($|[^\\p{L}\\p{N}+#])`, 'u').test(lower(text));
}

/** Stable sort: items that mention more wanted skills first, ties in their original order. */
function byRelevance<T>(items: T[], text: (item: T) => string, skills: string[]): T[] {
  const weight = (item: T) => skills.filter((s) => mentions(text(item), s)).length;
  return items
    .map((item, index) => ({ item, index, weight: weight(item) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((x) => x.item);
}

const sameOrder = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The skills the resume really has (by the matcher), as the resume spells them when it can. */
export function resumeSkillsMatched(resume: JsonResume, matched: string[]): string[] {
  const keywords = (resume.skills ?? []).flatMap((g) => g.keywords ?? []);
  return matched.map((skill) => keywords.find((k) => lower(k) === lower(skill)) ?? skill);
}

export function tailorEdits(resume: JsonResume, matchedSkills: string[]): TailorEdit[] {
  const skills = matchedSkills.filter(Boolean);
  const edits: TailorEdit[] = [];
  if (!skills.length) return edits;

  const orderSkills = (r: JsonResume): JsonResume => {
    const groups = (r.skills ?? []).map((g) => ({ ...g, keywords: byRelevance(g.keywords ?? [], (k) => k, skills) }));
    return { ...r, skills: byRelevance(groups, (g) => [g.name ?? '', ...(g.keywords ?? [])].join(', '), skills) };
  };
  const skillsBefore = (resume.skills ?? []).flatMap((g) => g.keywords ?? []);
  const skillsAfter = (orderSkills(resume).skills ?? []).flatMap((g) => g.keywords ?? []);
  if (!sameOrder(skillsBefore, skillsAfter)) {
    const first = skillsAfter.filter((k) => skills.some((s) => mentions(k, s))).slice(0, 6);
    edits.push({
      id: 'skills-order',
      title: 'Lead with the skills this job asks for',
      detail: `Skills the job wants move to the front: ${first.join(', ')}.`,
      apply: orderSkills,
    });
  }

  const orderBullets = (r: JsonResume): JsonResume => ({
    ...r,
    work: (r.work ?? []).map((role) => ({ ...role, highlights: byRelevance(role.highlights ?? [], (b) => b, skills) })),
    projects: (r.projects ?? []).map((p) => ({ ...p, highlights: byRelevance(p.highlights ?? [], (b) => b, skills) })),
  });
  const moved = (resume.work ?? []).filter((role, i) => !sameOrder(role.highlights ?? [], orderBullets(resume).work?.[i]?.highlights ?? []));
  if (moved.length) {
    edits.push({
      id: 'bullets-order',
      title: 'Put your most relevant achievements first',
      detail: `In ${moved.map((r) => [r.position, r.name].filter(Boolean).join(' at ')).join('; ')}, bullets that show the job's skills move to the top.`,
      apply: orderBullets,
    });
  }

  // Only skills the resume itself states (in its skills or its bullets): an "implied" match is
  // the matcher's inference, and writing it into the summary would be a new claim.
  const stated = [
    ...(resume.skills ?? []).flatMap((g) => g.keywords ?? []),
    ...(resume.work ?? []).flatMap((w) => w.highlights ?? []),
    ...(resume.projects ?? []).flatMap((p) => p.highlights ?? []),
  ].join('\n');
  const summary = resume.basics?.summary ?? '';
  const unmentioned = resumeSkillsMatched(resume, skills)
    .filter((s) => mentions(stated, s) && !mentions(summary, s))
    .slice(0, 4);
  if (unmentioned.length >= 2) {
    const sentence = `Experienced with ${unmentioned.slice(0, -1).join(', ')} and ${unmentioned[unmentioned.length - 1]}.`;
    edits.push({
      id: 'summary-skills',
      title: 'Name your matching skills in the summary',
      detail: `Adds to your summary: “${sentence}” (skills already on your resume).`,
      apply: (r) => ({ ...r, basics: { ...(r.basics ?? {}), summary: summary.trim() ? `${summary.trim()} ${sentence}` : sentence } }),
    });
  }
  return edits;
}

export function applyEdits(resume: JsonResume, edits: TailorEdit[]): JsonResume {
  return edits.reduce((r, edit) => edit.apply(r), resume);
}
