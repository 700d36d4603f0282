/**
 * Skills eval on `../shared/data/skills-dev/testset.conll.txt` (336 job-ad sentences, BIO tags;
 * acp19tag/skill-extraction-dataset, CC BY 4.0, Green, Maynard & Lin, LREC 2022).
 *
 * The gold Skill spans are often whole verb phrases ("managing all aspects of the kitchen"),
 * while HireGen extracts dictionary skills ("Kitchen management", "Communication"). So three
 * measures are printed: span overlap (a predicted span counts if it overlaps a gold Skill span;
 * a gold span is found if any prediction overlaps it), exact span match, and token level.
 * Predictions that land on gold Occupation/Domain/Qualification spans count as wrong for Skill.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { extractSkills, findSkillHits } from 'genai';
import { aliasKey, lookupSkill } from 'genai/lab';
import { loadCorpus } from './corpus-data';
import { extractSkillPhrases } from 'genai';
import { sharedDataDir } from 'genai/test-fixtures';

interface Sentence {
  tokens: string[];
  tags: string[];
}

export function loadConll(file = path.join(sharedDataDir(), 'skills-dev', 'testset.conll.txt')): Sentence[] {
  const sentences: Sentence[] = [];
  let cur: Sentence = { tokens: [], tags: [] };
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) {
      if (cur.tokens.length) sentences.push(cur);
      cur = { tokens: [], tags: [] };
      continue;
    }
    const parts = trimmed.split(/\s+/);
    cur.tokens.push(parts[0] ?? '');
    cur.tags.push(parts[parts.length - 1] ?? 'O');
  }
  if (cur.tokens.length) sentences.push(cur);
  return sentences;
}

type Span = [number, number]; // token indexes [from, to)

function goldSpans(tags: string[], type = 'Skill'): Span[] {
  const spans: Span[] = [];
  let start = -1;
  tags.forEach((tag, i) => {
    if (tag === `B-${type}` || (tag === `I-${type}` && start < 0)) {
      if (start >= 0) spans.push([start, i]);
      start = i;
    } else if (tag !== `I-${type}` && start >= 0) {
      spans.push([start, i]);
      start = -1;
    }
  });
  if (start >= 0) spans.push([start, tags.length]);
  return spans;
}

/** Runs the extractor on the sentence text and maps hits back to the gold tokens. */
function predictedSpans(s: Sentence, withPhrases: boolean): Span[] {
  const offsets: number[] = [];
  let text = '';
  for (const t of s.tokens) {
    offsets.push(text.length);
    text += `${t} `;
  }
  const tokenAt = (char: number) => {
    let k = 0;
    while (k + 1 < offsets.length && (offsets[k + 1] ?? Infinity) <= char) k++;
    return k;
  };
  const hits = findSkillHits(text);
  const spans = hits.map((h) => [tokenAt(h.start), tokenAt(Math.max(h.start, h.end - 1)) + 1] as Span);
  if (withPhrases) {
    for (const p of extractSkillPhrases(text, hits)) {
      const span: Span = [tokenAt(p.start), tokenAt(Math.max(p.start, p.end - 1)) + 1];
      // A dictionary skill inside a phrase is the same skill: keep the phrase (the wider span).
      for (let i = spans.length - 1; i >= 0; i--) if (overlaps(spans[i]!, span)) spans.splice(i, 1);
      spans.push(span);
    }
  }
  return spans;
}

const overlaps = (a: Span, b: Span) => a[0] < b[1] && b[0] < a[1];

export interface SkillsEvalResult {
  sentences: number;
  gold: number;
  predicted: number;
  overlap: { precision: number; recall: number; f1: number };
  exact: { precision: number; recall: number; f1: number };
  token: { precision: number; recall: number; f1: number };
  tokensPerSecond: number;
}

const f1 = (p: number, r: number) => (p + r > 0 ? (2 * p * r) / (p + r) : 0);

/** Which half a sentence falls in: a fixed FNV-1a hash of its words (rules were tuned looking at `tune` only). */
export function skillsSplit(s: Sentence): 'tune' | 'held-out' {
  let h = 0x811c9dc5;
  for (const ch of s.tokens.join(' ')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h % 2 === 0 ? 'tune' : 'held-out';
}

export function evaluateSkills(withPhrases = true, part: 'tune' | 'held-out' | 'all' = 'all'): SkillsEvalResult {
  const sentences = loadConll().filter((s) => part === 'all' || skillsSplit(s) === part);
  let gold = 0,
    predicted = 0,
    predHit = 0,
    goldHit = 0,
    exact = 0,
    tokTp = 0,
    tokPred = 0,
    tokGold = 0,
    words = 0;
  const started = performance.now();
  for (const s of sentences) {
    const g = goldSpans(s.tags);
    const p = predictedSpans(s, withPhrases);
    words += s.tokens.length;
    gold += g.length;
    predicted += p.length;
    predHit += p.filter((x) => g.some((y) => overlaps(x, y))).length;
    goldHit += g.filter((y) => p.some((x) => overlaps(x, y))).length;
    exact += p.filter((x) => g.some((y) => x[0] === y[0] && x[1] === y[1])).length;
    const goldTok = new Set(g.flatMap(([a, b]) => Array.from({ length: b - a }, (_, k) => a + k)));
    const predTok = new Set(p.flatMap(([a, b]) => Array.from({ length: b - a }, (_, k) => a + k)));
    tokGold += goldTok.size;
    tokPred += predTok.size;
    for (const t of predTok) if (goldTok.has(t)) tokTp++;
  }
  const seconds = (performance.now() - started) / 1000;
  const m = (tp: number, pred: number, gl: number, tpRecall = tp) => {
    const precision = pred ? tp / pred : 0;
    const recall = gl ? tpRecall / gl : 0;
    return { precision, recall, f1: f1(precision, recall) };
  };
  return {
    sentences: sentences.length,
    gold,
    predicted,
    overlap: m(predHit, predicted, gold, goldHit),
    exact: m(exact, predicted, gold),
    token: m(tokTp, tokPred, tokGold),
    tokensPerSecond: Math.round(words / Math.max(seconds, 1e-6)),
  };
}

export interface CorpusSkillsResult {
  resumes: number;
  professions: number;
  inList: { expected: number; found: number };
  inSentences: { expected: number; found: number };
}

/**
 * A varied check beside skills-dev: the generated corpus's truth (14 professions, ~140 distinct
 * skills: "Wound Care", "Territory Planning", "Cold Calling", "IFRS"...). Each resume's truth
 * skills are looked for (1) in its skills list written as a resume writes one, and (2) in the
 * sentences of its summary and bullets that name them. A skill counts as found when the
 * extractor returns it (the same dictionary entry, or its words) or a phrase covering where it is
 * written. Nothing here was tuned on.
 */
export function evaluateCorpusSkills(split: 'tune' | 'held-out' = 'held-out'): CorpusSkillsResult {
  const docs = loadCorpus(split);
  const result: CorpusSkillsResult = {
    resumes: docs.length,
    professions: new Set(docs.map((d) => d.truth.profession)).size,
    inList: { expected: 0, found: 0 },
    inSentences: { expected: 0, found: 0 },
  };
  const found = (text: string, skill: string): boolean => {
    const extraction = extractSkills(text);
    const key = aliasKey(skill);
    const entry = lookupSkill(skill);
    if (extraction.skills.some((s) => s.id === entry?.id || aliasKey(s.name) === key || s.evidence.some((e) => aliasKey(e.text) === key))) return true;
    const at = text.toLowerCase().indexOf(skill.toLowerCase());
    return at >= 0 && extraction.phrases.some((p) => p.start <= at && p.end >= at + skill.length);
  };
  for (const { truth } of docs) {
    const list = `${truth.style.headings.skills}\n${truth.skills.join(', ')}`;
    for (const skill of truth.skills) {
      result.inList.expected++;
      if (found(list, skill)) result.inList.found++;
    }
    const sentences = [truth.summary, ...truth.roles.flatMap((r) => r.bullets)];
    for (const skill of truth.skills) {
      const sentence = sentences.find((x) => x.toLowerCase().includes(skill.toLowerCase()));
      if (!sentence) continue;
      result.inSentences.expected++;
      if (found(sentence, skill)) result.inSentences.found++;
    }
  }
  return result;
}

export async function run(): Promise<{ title: string; table: string; passed: boolean }> {
  const r = evaluateSkills(true);
  const d = evaluateSkills(false);
  const tune = evaluateSkills(true, 'tune');
  const held = evaluateSkills(true, 'held-out');
  const corpus = evaluateCorpusSkills('held-out');
  const share = (x: { expected: number; found: number }) => `${((x.found / Math.max(1, x.expected)) * 100).toFixed(1)}% (${x.found}/${x.expected})`;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padEnd(9);
  const table = [
    `| measure                | precision | recall    | F1        |`,
    `|------------------------|-----------|-----------|-----------|`,
    `| span overlap (primary) | ${pct(r.overlap.precision)} | ${pct(r.overlap.recall)} | ${pct(r.overlap.f1)} |`,
    `| exact span             | ${pct(r.exact.precision)} | ${pct(r.exact.recall)} | ${pct(r.exact.f1)} |`,
    `| token                  | ${pct(r.token.precision)} | ${pct(r.token.recall)} | ${pct(r.token.f1)} |`,
    `| dictionary only, overlap | ${pct(d.overlap.precision)} | ${pct(d.overlap.recall)} | ${pct(d.overlap.f1)} |`,
    `| tune half, overlap     | ${pct(tune.overlap.precision)} | ${pct(tune.overlap.recall)} | ${pct(tune.overlap.f1)} |`,
    `| held-out half, overlap | ${pct(held.overlap.precision)} | ${pct(held.overlap.recall)} | ${pct(held.overlap.f1)} |`,
    '',
    `Dictionary skills + open skill phrases. ${r.sentences} sentences (tune ${tune.sentences}, held-out ${held.sentences}: a fixed hash; rules were written looking at tune only), ${r.gold} gold Skill spans, ${r.predicted} predicted; ${r.tokensPerSecond.toLocaleString('en-US')} words/s`,
    `Corpus truth, held-out part (${corpus.resumes} resumes, ${corpus.professions} professions): skills found in the skills list ${share(corpus.inList)}, in the sentences that name them ${share(corpus.inSentences)}`,
  ].join('\n');
  const passed =
    r.overlap.precision >= SKILLS_FLOORS.overlapPrecision &&
    r.overlap.recall >= SKILLS_FLOORS.overlapRecall &&
    held.overlap.precision >= SKILLS_FLOORS.heldOutPrecision &&
    held.overlap.recall >= SKILLS_FLOORS.heldOutRecall &&
    corpus.inList.found / corpus.inList.expected >= SKILLS_FLOORS.corpusInList &&
    corpus.inSentences.found / corpus.inSentences.expected >= SKILLS_FLOORS.corpusInSentences;
  return { title: 'Skill extraction on skills-dev (BIO-tagged job-ad sentences) and the corpus truth', table, passed };
}

/** Floors the tests keep: measured values (November 2026: whole 75.6/76.3%, held-out half 73.3/71.0%, corpus 98.4/87.1%) minus about 2 points. */
export const SKILLS_FLOORS = {
  overlapPrecision: 0.74,
  overlapRecall: 0.74,
  heldOutPrecision: 0.71,
  heldOutRecall: 0.69,
  corpusInList: 0.96,
  corpusInSentences: 0.85,
};
