/**
 * Finds skills in any text (a job, a resume, a sentence) with the evidence span for each, maps
 * them to the dictionary and adds the skills they imply (React ⇒ JavaScript), marked inferred.
 *
 * Matching is greedy longest-phrase over tokens. Aliases that are everyday words or one letter
 * are guarded (see `guardPasses`): "B.S." is a single token so it can never be the language B,
 * and "Go" only counts written as a name among other skills or after a cue ("Go language").
 */
import { skillDictionary, type AliasEntry, type SkillEntry } from '../taxonomy/dictionary';
import { titleHeads } from '../taxonomy/title-heads';
import { tokenize, type Token } from '../text/tokenize';
import { extractSkillPhrases, type SkillPhrase } from './skill-phrases';

export interface SkillEvidence {
  /** The text as written in the input. */
  text: string;
  start: number;
  end: number;
}

export interface ExtractedSkill {
  id: string;
  name: string;
  category: string;
  source: SkillEntry['source'];
  inferred: false;
  count: number;
  evidence: SkillEvidence[];
}

export interface InferredSkill {
  id: string;
  name: string;
  category: string;
  inferred: true;
  /** Names of the found skills that imply this one. */
  via: string[];
}

export interface SkillExtraction {
  skills: ExtractedSkill[];
  inferred: InferredSkill[];
  /** Skill phrases outside the dictionary ("ability to build strong relationships"). */
  phrases: SkillPhrase[];
  taxonomyVersion: string;
}

/** A raw dictionary hit before grouping by skill. */
export interface SkillHit {
  skillId: string;
  start: number;
  end: number;
  text: string;
  /** Token indexes [from, to). */
  from: number;
  to: number;
}

const LIST_PUNCT = new Set([',', '/', '|', '•', '(', ')', ';', ':', 'and', 'or', '&']);
const CUE_WORDS = new Set([
  'language',
  'languages',
  'programming',
  'golang',
  'proficient',
  'proficiency',
  'coding',
  'scripting',
  'developer',
  'developers',
  'engineer',
  'stack',
  'framework',
  'frameworks',
  'libraries',
  'library',
  'code',
  'using',
  'skills',
  'technologies',
  'tech',
  'experience',
  'fluency',
  'fluent',
  'spoken',
  'written',
  'native',
  'speaking',
  'writing',
]);
const MAX_INPUT_CHARS = 2_000_000;

function atSentenceStart(text: string, tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1];
  const cur = tokens[i];
  if (!prev || !cur) return true;
  const gap = text.slice(prev.end, cur.start);
  return /[.!?]\s|\n/.test(gap) || /[.!?]$/.test(text.slice(Math.max(0, prev.end - 1), prev.end + 1).trim()) || prev.text === '•';
}

function hasCapital(surface: string): boolean {
  return /\p{Lu}/u.test(surface);
}

/** True when a guarded hit is really the skill: see the module comment. */
function guardPasses(text: string, tokens: Token[], hit: SkillHit, alias: AliasEntry, confirmed: SkillHit[]): boolean {
  if (alias.guard === 'none') return true;
  if (!hasCapital(hit.text)) return false;
  if (alias.guard === 'exact') return hit.text === hit.text.toUpperCase();
  const next = tokens[hit.to];
  // "R&D", "C-level", "Go-live", "B's": a joined symbol makes it another word.
  if (next && (next.text === '&' || next.text === '-') && next.start === hit.end) return false;
  const inList = (): boolean => {
    const prev = tokens[hit.from - 1];
    const after = tokens[hit.to];
    const listy = (t: Token | undefined) => !!t && LIST_PUNCT.has(t.norm);
    if (!listy(prev) && !listy(after)) return false;
    return confirmed.some((o) => o !== hit && Math.abs(o.from - hit.from) <= 4);
  };
  const cued = (): boolean => {
    for (let k = Math.max(0, hit.from - 3); k < Math.min(tokens.length, hit.to + 3); k++) {
      if (k >= hit.from && k < hit.to) continue;
      const t = tokens[k];
      if (t && CUE_WORDS.has(t.norm)) return true;
    }
    return false;
  };
  if (alias.guard === 'case') {
    if (!atSentenceStart(text, tokens, hit.from)) return true;
    return inList() || cued();
  }
  return inList() || (cued() && !atSentenceStart(text, tokens, hit.from)) || (cued() && inList());
}

/**
 * True when the hit is the first part of a job title ("Purchasing Manager", "Sales Executive"):
 * the next word, on the same line with nothing between, is a title head.
 */
function partOfTitle(input: string, tokens: Token[], hit: SkillHit): boolean {
  const next = tokens[hit.to];
  if (!next || next.punct || /[\n\t]/.test(input.slice(hit.end, next.start))) return false;
  return titleHeads().has(next.norm);
}

/**
 * All dictionary hits in reading order, guards applied. Skill words that start a job title
 * ("Reporting to the Purchasing Manager") are left out: in running text they name a person.
 */
export function findSkillHits(text: string): SkillHit[] {
  const input = text.length > MAX_INPUT_CHARS ? text.slice(0, MAX_INPUT_CHARS) : text;
  const tokens = tokenize(input);
  return findSkillHitsInTokens(input, tokens).filter((hit) => !partOfTitle(input, tokens, hit));
}

/** The same, over tokens the caller already has (`tokens` must come from `tokenize(input)`). */
export function findSkillHitsInTokens(input: string, tokens: Token[]): SkillHit[] {
  const dict = skillDictionary();
  const candidates: { hit: SkillHit; alias: AliasEntry }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i];
    if (!first || first.punct) {
      i++;
      continue;
    }
    let matched = false;
    let key = '';
    const keys: string[] = [];
    for (let len = 1; len <= dict.maxAliasTokens && i + len <= tokens.length; len++) {
      const t = tokens[i + len - 1];
      if (!t) break;
      // A phrase may wrap onto the next line ("Test-Driven\nDevelopment") but never crosses a
      // blank line or a bullet.
      if (len > 1) {
        const prev = tokens[i + len - 2];
        if (prev && /\n\s*\n|\n\s*[•●▪*]/.test(input.slice(prev.end, t.start))) break;
      }
      key = len === 1 ? t.norm : `${key} ${t.norm}`;
      keys.push(key);
      // No alias starts with these words: stop extending (most tokens stop at one lookup).
      if (!dict.prefixes.has(key)) break;
    }
    for (let len = keys.length; len >= 1; len--) {
      const alias = dict.aliases.get(keys[len - 1] ?? '');
      const last = tokens[i + len - 1];
      if (!alias || !last || last.punct) continue;
      candidates.push({
        alias,
        hit: { skillId: alias.skillId, start: first.start, end: last.end, text: input.slice(first.start, last.end), from: i, to: i + len },
      });
      i += len;
      matched = true;
      break;
    }
    if (!matched) i++;
  }
  const confirmed = candidates.filter((c) => c.alias.guard === 'none').map((c) => c.hit);
  // Guarded hits may confirm each other in a list ("Go, Rust, C"), so settle them in two rounds.
  const pending = candidates.filter((c) => c.alias.guard !== 'none');
  for (let round = 0; round < 2; round++) {
    for (const c of [...pending]) {
      if (guardPasses(input, tokens, c.hit, c.alias, confirmed)) {
        confirmed.push(c.hit);
        pending.splice(pending.indexOf(c), 1);
      }
    }
  }
  return confirmed.sort((a, b) => a.start - b.start);
}

/** Skills implied by the found ones (transitively), not found themselves. */
export function inferSkills(foundIds: Iterable<string>): InferredSkill[] {
  const dict = skillDictionary();
  const found = new Set(foundIds);
  const inferred = new Map<string, InferredSkill>();
  const queue = [...found].map((id) => ({ id, via: dict.skills.get(id)?.name ?? id }));
  while (queue.length) {
    const { id, via } = queue.shift()!;
    for (const target of dict.skills.get(id)?.implies ?? []) {
      if (found.has(target)) continue;
      const entry = dict.skills.get(target);
      if (!entry) continue;
      const existing = inferred.get(target);
      if (existing) {
        if (!existing.via.includes(via)) existing.via.push(via);
        continue;
      }
      inferred.set(target, { id: target, name: entry.name, category: entry.category, inferred: true, via: [via] });
      queue.push({ id: target, via });
    }
  }
  return [...inferred.values()];
}

/** Skills in a text with evidence, plus inferred ones. */
export function extractSkills(text: string): SkillExtraction {
  const dict = skillDictionary();
  const byId = new Map<string, ExtractedSkill>();
  const hits = findSkillHits(text);
  for (const hit of hits) {
    const entry = dict.skills.get(hit.skillId);
    if (!entry) continue;
    const skill = byId.get(hit.skillId) ?? {
      id: entry.id,
      name: entry.name,
      category: entry.category,
      source: entry.source,
      inferred: false as const,
      count: 0,
      evidence: [],
    };
    skill.count++;
    if (skill.evidence.length < 5) skill.evidence.push({ text: hit.text, start: hit.start, end: hit.end });
    byId.set(hit.skillId, skill);
  }
  const skills = [...byId.values()];
  const phrases = extractSkillPhrases(text, hits).filter(
    (p) => !skills.some((s) => s.evidence.some((e) => e.start >= p.start && e.end <= p.end && e.end - e.start === p.end - p.start)),
  );
  return { skills, inferred: inferSkills(skills.map((s) => s.id)), phrases, taxonomyVersion: dict.version };
}
