// A small checker for generated English: what a reader would notice at once in an interview
// question or a feedback sentence. Returns the problems found (empty when the text reads well).
import { workVerbLemma } from '../src/skills/work-verbs';

/** Verbs that follow "to" in the templates and are not O*NET duty verbs. */
const BASE_VERBS = new Set([
  'be',
  'do',
  'get',
  'make',
  'bring',
  'help',
  'know',
  'have',
  'keep',
  'take',
  'give',
  'go',
  'learn',
  'explain',
  'deliver',
  'change',
  'find',
  'work',
  'apply',
  'use',
  'act',
  'deal',
  'set',
  'say',
  'see',
  'show',
  'tell',
  'ask',
  'try',
  'stay',
  'focus',
  'achieve',
  'apply',
  'answer',
  'speak',
  'add',
  'pick',
  'link',
  'open',
  'end',
  'cut',
  'pause',
  'walk',
  'describe',
  'practise',
  'name',
  'finish',
  'put',
  'choose',
  'tighten',
  'slow',
  'aim',
  'start',
  // Job-ad duty verbs the occupation descriptions do not use.
  'assess',
  'prospect',
  'run',
  'log',
  'greet',
  'present',
  'close',
  'deploy',
  'escalate',
  'own',
  'ship',
]);
/** Words before "to" that take a verb after it. */
const TAKES_INFINITIVE =
  /\b(asked|want|wanted|need|needed|had|have|has|able|how|going|trying|try|expected|agreed|decided|learn|learned|helped|help)\s+to\s+(\S+)/gi;
const DETERMINERS = new Set(['what', 'which', 'the', 'a', 'an', 'this', 'that', 'your', 'our', 'their', 'his', 'her', 'its', 'who']);

/** "a" is right before a consonant sound, "an" before a vowel sound (spelling rules plus the usual exceptions). */
function articleProblem(article: string, next: string): boolean {
  const word = next.replace(/^[“"‘'(]/, '');
  if (!word) return false;
  const acronym = /^[A-Z]{2,}/.test(word);
  const vowelSound = acronym
    ? /^[AEFHILMNORSX]/.test(word)
    : (/^[aeiou]/i.test(word) && !/^(u[bcfhjkmnrstv][aeiou]|one|once|eu|uni|use|usu|ura)/i.test(word)) || /^(hour|honest|honour|heir)/i.test(word);
  return article.toLowerCase() === 'a' ? vowelSound : !vowelSound;
}

export interface CheckOptions {
  /** Capitalised words allowed inside a sentence (proper names that were filled in). */
  proper?: string[];
}

export function englishProblems(text: string, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  if (/[{}]/.test(text)) problems.push('unfilled slot');
  if (/\s{2,}/.test(text) || /^\s|\s$/.test(text)) problems.push('stray spaces (an empty slot?)');
  if (/\s[,.?!;:]/.test(text)) problems.push('space before punctuation (an empty slot?)');
  if (/\b(to|the|a|an|your|our|this)\s*[.?,!;:]/i.test(text)) problems.push('a word with nothing after it (an empty slot?)');
  if (!/^[“"‘A-Z0-9]/.test(text)) problems.push('does not start with a capital');
  if (!/[.?!”]$/.test(text)) problems.push('does not end a sentence');
  const doubled = /\b(\w+)\s+\1\b/i.exec(text);
  if (doubled) problems.push(`doubled word "${doubled[0]}"`);
  for (const m of text.matchAll(/\b(a|an)\s+(\S+)/gi)) {
    if (articleProblem(m[1]!, m[2]!)) problems.push(`article "${m[0]}"`);
  }
  for (const m of text.matchAll(TAKES_INFINITIVE)) {
    const word = m[2]!.replace(/[^A-Za-z-]/g, '');
    const lower = word.toLowerCase();
    if (DETERMINERS.has(lower) || !(BASE_VERBS.has(lower) || workVerbLemma(lower) === lower)) problems.push(`no verb after "to": "${m[0]}"`);
  }
  if (/\bstandard of\b[^.?!]*\bwork\b/i.test(text)) problems.push('"the standard of … work"');
  // Capitals inside a sentence: only "I", proper names filled in, and the words listed.
  const allowed = new Set((options.proper ?? []).flatMap((p) => [...p.split(/\s+/), ...p.split(/[\s/]+/)]).map((w) => w.replace(/[^\p{L}\p{N}+#./]/gu, '')));
  // Quoted words are the speaker's or the posting's own, as written.
  const unquoted = text.replace(/“[^”]*”|"[^"]*"/g, 'quoted');
  for (const sentence of unquoted.split(/(?<=[.?!:])\s+/)) {
    const words = sentence.split(/\s+/).slice(1);
    for (const raw of words) {
      const w = raw.replace(/^[“"‘'(]+|[”"’'),.?!;:]+$/g, '');
      if (
        /^\p{Lu}/u.test(w) &&
        w !== 'I' &&
        !allowed.has(w) &&
        !/^(January|February|March|April|May|June|July|August|September|October|November|December|STAR)$/.test(w)
      ) {
        problems.push(`capital inside a sentence: "${w}"`);
      }
    }
  }
  return problems;
}
