/**
 * Inclusive-language check for job descriptions: words that research on job ads links to fewer
 * or narrower applicants (gender-coded, age-coded, ableist, jargon), each with a plainer option.
 */
export interface LanguageFinding {
  term: string;
  start: number;
  end: number;
  kind: 'gender-coded' | 'age-coded' | 'ableist' | 'exclusionary' | 'jargon';
  suggestion: string;
}

const RULES: [RegExp, LanguageFinding['kind'], string][] = [
  [/\b(rock ?stars?|ninjas?|gurus?|wizards?|superstars?|unicorns?|jedi)\b/gi, 'jargon', 'name the skill level instead, e.g. "expert" or "experienced"'],
  [
    /\b(aggressive|dominant|dominate|competitive spirit|fearless|he|him|his|she|her|manpower|man-hours|chairman|salesman|salesmen|guys)\b/gi,
    'gender-coded',
    'use neutral words: "ambitious", "they", "workforce", "chair", "salesperson", "everyone"',
  ],
  [
    /\b(young|youthful|digital natives?|recent graduates? only|energetic young|fresh blood|overqualified)\b/gi,
    'age-coded',
    'describe the skills needed rather than age or career stage',
  ],
  [
    /\b(able-bodied|must be able to stand|must be able to lift|crazy|insane|blind spot|lame|stand-up meeting)\b/gi,
    'ableist',
    'describe the task ("moves items up to 20 kg") rather than the body',
  ],
  [/\b(native (english )?speakers?|culture fit|clean-shaven|no accents?)\b/gi, 'exclusionary', 'ask for the level needed ("fluent English") or "culture add"'],
  [/\b(work hard,? play hard|hit the ground running|wear many hats)\b/gi, 'jargon', 'say what the work involves plainly'],
];

export function checkInclusiveLanguage(text: string): LanguageFinding[] {
  const findings: LanguageFinding[] = [];
  for (const [re, kind, suggestion] of RULES) {
    for (const m of text.matchAll(re)) findings.push({ term: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, kind, suggestion });
  }
  return findings.sort((a, b) => a.start - b.start);
}
