/**
 * Keyphrase extraction, RAKE-style with YAKE-like position and casing features, written here.
 * Candidates are runs of content words between stopwords and punctuation, cut at verbs and
 * numbers (part of speech from compromise) so what is left is a noun phrase: a skill, tool or
 * topic, not a fragment of a sentence. Dictionary skills are never cut. A phrase scores by
 * its words' degree/frequency (RAKE), its frequency, how early it first appears and whether it
 * is a known skill. Deterministic: ties break alphabetically.
 */
import { lookupSkill } from '../taxonomy/dictionary';
import { findSkillHitsInTokens } from '../skills/extract-skills';
import { workVerbLemma } from '../skills/work-verbs';
import { wordRoles } from './word-roles';
import { STOPWORDS } from './stopwords';
import { tokenize, type Token } from './tokenize';

export interface Keyphrase {
  phrase: string;
  score: number;
  count: number;
  /** Offsets of the first occurrence, for highlighting. */
  start: number;
  end: number;
  /** Set when the phrase is a dictionary skill. */
  skill?: string;
}

export interface KeywordOptions {
  /** Maximum phrases returned (default 15). */
  top?: number;
  /** Maximum words per phrase (default 4). */
  maxWords?: number;
}

const EXTRA_STOP = new Set([
  'experience',
  'years',
  'year',
  'ability',
  'strong',
  'excellent',
  'good',
  'work',
  'working',
  'team',
  'role',
  'job',
  'new',
  'including',
  'etc',
  'candidate',
  'successful',
  'will',
  'must',
  'skills',
  'knowledge',
  'required',
  'preferred',
  'plus',
  'highly',
  'great',
  'looking',
  'join',
  'us',
  'position',
  'opportunity',
  'responsibilities',
  'requirements',
]);

const isContent = (t: Token) => !(t.punct || STOPWORDS.has(t.norm) || EXTRA_STOP.has(t.norm) || /^\d+$/.test(t.norm) || t.norm.length < 2);

export function extractKeywords(text: string, options: KeywordOptions = {}): Keyphrase[] {
  const top = Math.max(1, Math.min(100, options.top ?? 15));
  const maxWords = Math.max(1, Math.min(6, options.maxWords ?? 4));
  const input = text.slice(0, 500_000);
  const tokens = tokenize(input);
  const phrases: { words: string[]; start: number; end: number; text: string; tokens: Token[] }[] = [];
  let cur: typeof tokens = [];
  const flush = () => {
    // A noun phrase does not end with an adjective ("lessons together").
    while (cur.length > 1 && roles.get(cur[cur.length - 1]!.start) === 'adjective' && !inSkill.has(cur[cur.length - 1]!.start)) cur.pop();
    // Step through the run by index: re-slicing the rest each time was quadratic on long runs.
    for (let at = 0; at < cur.length; at += maxWords) {
      const chunk = cur.slice(at, at + maxWords);
      const first = chunk[0]!;
      const last = chunk[chunk.length - 1]!;
      phrases.push({ words: chunk.map((t) => t.norm), start: first.start, end: last.end, text: input.slice(first.start, last.end), tokens: chunk });
    }
    cur = [];
  };
  const roles = wordRoles(input);
  // Words inside a dictionary skill ("Build tools", "Test automation") keep their place whatever their tag.
  const inSkill = new Set<number>();
  let k = 0;
  // Hits come in reading order, so one pass over the tokens marks them (a nested loop was quadratic).
  for (const hit of findSkillHitsInTokens(input, tokens)) {
    while (k < tokens.length && tokens[k]!.start < hit.start) k++;
    for (let j = k; j < tokens.length && tokens[j]!.end <= hit.end; j++) inSkill.add(tokens[j]!.start);
  }
  const breaks = (t: Token, next: Token | undefined) => {
    if (inSkill.has(t.start)) return false;
    // A work verb opening a line or bullet is a duty's verb, whatever the tagger says ("Track pupil progress").
    if (/(?:^|\n)[ \t]*(?:[•*\-–—][ \t]+)?$/.test(input.slice(Math.max(0, t.start - 8), t.start)) && workVerbLemma(t.text)) return true;
    const role = roles.get(t.start);
    // A gerund inside a noun phrase stays ("card processing platform"); one that opens or closes it goes.
    if (role === 'gerund') return cur.length === 0 || !next || roles.get(next.start) === undefined || !isContent(next);
    return role === 'verb' || role === 'number';
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1];
    const gap = prev ? input.slice(prev.end, t.start) : '';
    // Any mark between two words ends a phrase: "Northwind Pay — Remote" is two things.
    if (/\n|[^\s]/.test(gap)) flush();
    if (!isContent(t) || breaks(t, tokens[i + 1])) {
      flush();
      continue;
    }
    cur.push(t);
  }
  flush();
  // A run of adjectives alone ("driven", "comfortable") names no skill or topic.
  const nounPhrases = phrases.filter((p) => lookupSkill(p.text) || p.tokens.some((t) => roles.get(t.start) !== 'adjective'));
  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const p of nounPhrases)
    for (const w of p.words) {
      freq.set(w, (freq.get(w) ?? 0) + 1);
      degree.set(w, (degree.get(w) ?? 0) + p.words.length);
    }
  const total = Math.max(1, tokens.length);
  const byPhrase = new Map<string, Keyphrase>();
  for (const p of nounPhrases) {
    const key = p.words.join(' ');
    const existing = byPhrase.get(key);
    if (existing) {
      existing.count++;
      continue;
    }
    const rake = p.words.reduce((s, w) => s + (degree.get(w) ?? 1) / (freq.get(w) ?? 1), 0);
    const skill = lookupSkill(p.text);
    byPhrase.set(key, { phrase: p.text, score: rake, count: 1, start: p.start, end: p.end, ...(skill ? { skill: skill.name } : {}) });
  }
  const scored = [...byPhrase.values()].map((k) => {
    const position = 1 / Math.log2(3 + (k.start / total) * 20);
    const capital = /^\p{Lu}/u.test(k.phrase) ? 1.1 : 1;
    const score = (k.score + Math.log2(1 + k.count)) * position * capital * (k.skill ? 1.5 : 1);
    return { ...k, score };
  });
  scored.sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  const max = scored[0]?.score ?? 1;
  return scored.slice(0, top).map((k) => ({ ...k, score: Math.round((k.score / max) * 1000) / 1000 }));
}
