import { ACTION_VERBS } from './resume-wording';

const NUMBERS = /\d+(?:[.,]\d+)*/g;
const PLACEHOLDER = /\[add [^\]]*\]/gi;

function numbers(text: string): string[] {
  return (text.replace(PLACEHOLDER, '').match(NUMBERS) ?? []).map((n) => n.replace(/,/g, ''));
}

function names(text: string): string[] {
  // Capitalised words after the first word, acronyms, and tech-like tokens (Node.js, C++).
  return text
    .replace(PLACEHOLDER, '')
    .split(/\s+/)
    .slice(1)
    .map((w) => w.replace(/^[^\p{L}\d]+|[^\p{L}\d+#]+$/gu, ''))
    .filter((w) => /^[\p{Lu}]/u.test(w) || /[A-Z].*[A-Z]|\.\w|\+\+|#/.test(w));
}

/**
 * What a rewrite added that the original did not say: new numbers or new names. The enhancer and
 * the LLM provider both must come back with nothing here; a rewrite that invents is discarded.
 */
export function inventedFacts(original: string, rewritten: string): string[] {
  const have = new Set(numbers(original));
  const invented = numbers(rewritten).filter((n) => !have.has(n));
  const words = new Set(
    original
      .toLowerCase()
      .split(/[^\p{L}\d+#.]+/u)
      .filter(Boolean),
  );
  for (const name of names(rewritten)) {
    const lower = name.toLowerCase();
    if (!words.has(lower) && !ACTION_VERBS.has(lower) && !original.toLowerCase().includes(lower)) invented.push(name);
  }
  return invented;
}
