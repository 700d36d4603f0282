/**
 * Which words of a text are verbs, numbers or adjectives, from compromise's part-of-speech
 * tagger run over the text in context: a keyphrase is a skill, tool or topic (a noun phrase), so
 * these words end or break a candidate ("Northwind Pay moves money", "eight engineers building").
 */
import { nlp } from './nlp';

export type WordRole = 'verb' | 'gerund' | 'number' | 'adjective' | 'other';

/** Tagging is linear but not cheap; past this many characters words are left untagged. */
const MAX_TAGGED_CHARS = 20_000;

interface TaggedTerm {
  text: string;
  tags: string[];
  offset: { start: number; length: number };
}

/** The role of each word, keyed by its start offset in `text`. */
export function wordRoles(text: string, maxChars = MAX_TAGGED_CHARS): Map<number, WordRole> {
  const roles = new Map<number, WordRole>();
  const input = text.slice(0, maxChars);
  // compromise's typings do not describe json({ offset }) terms.
  const sentences = nlp()(input).json({ offset: true }) as { terms: TaggedTerm[] }[];
  for (const s of sentences) {
    for (const t of s.terms) {
      const tags = new Set(t.tags);
      const role: WordRole =
        tags.has('Value') || tags.has('Cardinal')
          ? 'number'
          : tags.has('Gerund')
            ? 'gerund'
            : tags.has('Verb') && !tags.has('ProperNoun')
              ? 'verb'
              : tags.has('Adjective') && !tags.has('Noun')
                ? 'adjective'
                : 'other';
      // Offsets count the term's leading punctuation; find the word itself.
      const lead = /^[^\p{L}\p{N}]*/u.exec(input.slice(t.offset.start, t.offset.start + t.offset.length))?.[0].length ?? 0;
      roles.set(t.offset.start + lead, role);
    }
  }
  return roles;
}
