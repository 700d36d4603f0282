/**
 * The American spelling of a British-spelt word, by the regular patterns English spelling
 * differs in ("licence" → license, "organisation" → organization, "colour" → color, "analyse" →
 * analyze), so a word learnt or listed in one spelling is known in the other. A word no pattern
 * touches comes back as it was; the caller checks the result against what it knows.
 */
const PATTERNS: [RegExp, string][] = [
  [/([^aeiou])ence$/, '$1ense'], // licence, defence, offence (only after a consonant: not "science")
  [/(\p{L}{3,})is(e[sd]?|ing|ations?)$/u, '$1iz$2'], // organise, organised, organisation
  [/(\p{L}{2,})our(s|ed|ing|ful)?$/u, '$1or$2'], // colour, behaviour, labour
  [/ys(e[sd]?|ing)$/, 'yz$1'], // analyse, analysing
  [/(\p{L}{3,})tre(s)?$/u, '$1ter$2'], // centre, metre
];

export function americanSpelling(word: string): string {
  for (const [pattern, replacement] of PATTERNS) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}
