/**
 * A skill criterion: every group needs one of its skills in the resume. The skill as the criterion
 * writes it must appear ("Figma"); another name for the same dictionary skill ("UI design" for
 * Figma) is weak evidence and leaves it unclear. A skill the resume implies (React ⇒ JavaScript) counts.
 */
import { inferSkills } from '../skills/extract-skills';
import { skillDictionary } from '../taxonomy/dictionary';
import type { CriterionDetails } from './criterion-types';
import { sentenceAt, type ResumeContext, type Review } from './resume-context';
import { sectionWeight, type ResumeSentence } from './resume-sentences';

type Strength = 'named' | 'implied' | 'weak';
type SkillGroup = NonNullable<CriterionDetails['skills']>[number];

interface GroupEvidence {
  strength: Strength;
  sentence: ResumeSentence;
  via?: string;
}

const RANK: Record<Strength, number> = { named: 3, implied: 2, weak: 1 };

/** The criterion names a tool ("QuickBooks") that the dictionary files under a broader skill ("Accounting"). */
function specific(skill: SkillGroup[number]): boolean {
  return skill.written.toLowerCase() !== skill.name.toLowerCase() && !skillDictionary().aliases.has(skill.name.toLowerCase());
}

function sameWords(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
      .trim();
  return norm(a).includes(norm(b)) || norm(b).includes(norm(a));
}

export function reviewSkill(details: CriterionDetails, context: ResumeContext): Review {
  const groups = details.skills ?? [];
  const dict = skillDictionary();
  // Per sentence, the best evidence it gives for each group.
  const bySentence = new Map<ResumeSentence, Map<number, GroupEvidence>>();
  const note = (sentence: ResumeSentence, group: number, evidence: GroupEvidence) => {
    const map = bySentence.get(sentence) ?? new Map<number, GroupEvidence>();
    const prev = map.get(group);
    if (!prev || RANK[evidence.strength] > RANK[prev.strength]) map.set(group, evidence);
    bySentence.set(sentence, map);
  };
  for (const hit of context.skillHits()) {
    const sentence = sentenceAt(context, hit.start);
    if (!sentence) continue;
    const implied = new Set(inferSkills([hit.skillId]).map((s) => s.id));
    groups.forEach((group, g) => {
      for (const skill of group) {
        if (hit.skillId === skill.id) {
          const strength: Strength = specific(skill) && !sameWords(hit.text, skill.written) ? 'weak' : 'named';
          note(sentence, g, { strength, sentence, via: hit.text });
        } else if (implied.has(skill.id) && !specific(skill)) {
          note(sentence, g, { strength: 'implied', sentence, via: dict.skills.get(hit.skillId)?.name ?? hit.text });
        }
      }
    });
  }
  const best = groups.map((_, g) => {
    let found: GroupEvidence | undefined;
    for (const map of bySentence.values()) {
      const e = map.get(g);
      if (e && (!found || RANK[e.strength] > RANK[found.strength])) found = e;
    }
    return found;
  });
  const names = (g: number) => groups[g]!.map((s) => s.written).join(' or ');
  const missing = best.map((e, g) => (e ? -1 : g)).filter((g) => g >= 0);
  if (missing.length) {
    return { verdict: 'not-met', evidence: null, reason: `No sentence in the resume names ${missing.map(names).join(', ')}.` };
  }
  // Quote the sentence that shows the most groups at the best strength, work before lists.
  const score = (map: Map<number, GroupEvidence>, s: ResumeSentence) =>
    [...map.values()].reduce((n, e) => n + RANK[e.strength] * 10, 0) + sectionWeight(s.section);
  let quote: ResumeSentence | undefined;
  let quoteScore = -1;
  for (const [sentence, map] of bySentence) {
    const sc = score(map, sentence);
    if (sc > quoteScore) {
      quote = sentence;
      quoteScore = sc;
    }
  }
  const weak = best.map((e, g) => (e!.strength === 'weak' ? g : -1)).filter((g) => g >= 0);
  if (weak.length) {
    const e = best[weak[0]!]!;
    return { verdict: 'unclear', evidence: e.sentence.text, reason: `The resume names ${e.via}, not ${names(weak[0]!)} itself.` };
  }
  const implied = best.find((e) => e!.strength === 'implied');
  const reason = implied
    ? `Shown through ${implied.via}, which implies it.`
    : `The resume names ${groups.map((_, g) => best[g]!.via).join(', ')}${quote && sectionWeight(quote.section) >= 3 ? ' in its work' : ''}.`;
  return { verdict: 'met', evidence: quote?.text ?? null, reason };
}
