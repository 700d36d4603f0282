// The engine's seniority ladder meets the product's one scale (shared-schemas SENIORITIES) only
// through seniorityFromEngine: every level the engine can answer lands on the scale.
import { normalizeSeniority } from 'genai';
import { SENIORITIES, seniorityFromEngine } from 'shared-schemas';

// The engine's ladder (genai/src/taxonomy/curated-titles.ts SENIORITY_LEVELS, not exported) as
// words it answers for themselves, plus titles that reach each level.
const ENGINE_WORDS = ['intern', 'entry', 'junior', 'mid', 'senior', 'lead', 'principal', 'manager', 'director', 'executive'];
const TITLES = [
  'Graduate Trainee',
  'Junior Developer',
  'Staff Nurse',
  'Senior Nurse',
  'Lead Engineer',
  'Principal Engineer',
  'Engineering Manager',
  'Director of Nursing',
  'Chief Executive Officer',
];

test('every level the engine answers is on the product scale', () => {
  for (const input of [...ENGINE_WORDS, ...TITLES]) {
    const level = normalizeSeniority(input);
    expect({ input, level, product: seniorityFromEngine(level) }).toEqual({
      input,
      level,
      product: expect.stringMatching(new RegExp(`^(${SENIORITIES.join('|')})$`)),
    });
  }
  expect(ENGINE_WORDS.map((word) => normalizeSeniority(word))).toEqual(ENGINE_WORDS);
});
