import { inventedFacts } from './fact-guard';
import { wordDiff, type DiffPart } from './word-diff';
import { lookupSkill } from '../taxonomy/dictionary';
import { isKnownWord } from '../text/known-words';
import { verbForms } from '../text/verb-forms';
import { ACTION_VERBS, CHANGE_VERBS, FILLER, isQuantified, NOMINALIZATIONS, PASSIVE, WEAK_OPENINGS } from './resume-wording';

export const ENHANCER_VERSION = '1.1.0';

export type BulletIssue = 'weak-opening' | 'passive' | 'no-result' | 'filler' | 'first-person' | 'not-action-first' | 'too-long';

export interface BulletEnhancement {
  original: string;
  rewritten: string;
  changed: boolean;
  issues: BulletIssue[];
  /** Where a number would strengthen the bullet; the enhancer never writes one itself. */
  placeholders: string[];
  diff: DiffPart[];
  source: 'offline' | 'llm';
}

/** The past tense of a verb in any form ("Managing" → "managed"), lower case; other words as they are. */
export function toPast(word: string): string {
  return verbForms(word)?.past ?? word.toLowerCase();
}

/**
 * The base form of an action verb as a current role writes it ("Managing" → "manage", "Owned" →
 * "own", "Contributed" → "contribute"), or null when the word is no action verb: an action verb
 * is one whose past tense is in the action-verb list.
 */
export function toPresent(word: string): string | null {
  const forms = verbForms(word);
  return forms && ACTION_VERBS.has(forms.past) ? forms.infinitive : null;
}

/** A verb in the present tense, third person or base ("Lead", "Manages"): an action opening for a current role. */
function isPresentAction(word: string): boolean {
  const lower = word.toLowerCase();
  const forms = verbForms(lower);
  return !!forms && lower !== forms.past && (lower === forms.infinitive || lower === forms.present) && ACTION_VERBS.has(forms.past);
}

/** A verb the enhancer chose (a form compromise conjugated), opening the bullet. */
function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Upper-cases the first letter of the writer's bullet, except where the writer's casing is the word's
 * spelling ("iOS", "jQuery", "eBay"); a skill written in lower case takes the dictionary's
 * spelling ("css" → "CSS", "mongodb" → "MongoDB"), never a made-up "Css"; another lower-case
 * word English does not know stays as written.
 */
function capitalize(text: string): string {
  const first = /^\p{L}[\p{L}\d]*/u.exec(text)?.[0] ?? '';
  if (!first || /\p{Lu}/u.test(first.slice(1))) return text;
  const skill = first === first.toLowerCase() ? lookupSkill(first)?.name : undefined;
  if (skill && skill.toLowerCase() === first && skill !== first) return `${skill}${text.slice(first.length)}`;
  // A lower-case word English does not know ("idg", a product name) is the writer's to capitalise.
  if (first === first.toLowerCase() && !isKnownWord(first) && toPresent(first) === null) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Rewrites one bullet to open with an action verb, drop filler and first person, and keep every
 * fact. Where a result is missing it adds a visible placeholder ("[add %]"), never a number.
 */
export interface EnhanceBulletOptions {
  /** 'present' for the current role: "Lead a team" stays, "Leading a team" becomes "Lead a team". */
  tense?: 'past' | 'present';
}

export function enhanceBullet(input: string, options: EnhanceBulletOptions = {}): BulletEnhancement {
  const present = options.tense === 'present';
  const original = String(input ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 1000);
  const issues = new Set<BulletIssue>();
  let text = original.replace(/^[•\-–*]\s*/, '');
  const trailingPeriod = /\.$/.test(text);
  text = text.replace(/\.$/, '');

  if (/^(i|we)\s+/i.test(text)) {
    issues.add('first-person');
    text = text.replace(/^(i|we)\s+/i, '');
  }
  for (const [pattern, replacement] of WEAK_OPENINGS) {
    if (pattern.test(text)) {
      issues.add('weak-opening');
      text = text.replace(pattern, replacement);
      // "Responsible for managing X" → "Managed X"; "responsible for the development of X" → "Developed X".
      const gerund = /^(\w+ing)\b\s*/i.exec(text);
      const nominal = /^(?:the\s+)?(\w+)\s+of\s+/i.exec(text);
      if (!replacement && gerund) text = `${upperFirst(toPast(gerund[1]!))} ${text.slice(gerund[0].length)}`;
      else if (!replacement && nominal && NOMINALIZATIONS[nominal[1]!.toLowerCase()])
        text = `${NOMINALIZATIONS[nominal[1]!.toLowerCase()]} ${text.slice(nominal[0].length)}`;
      else if (!replacement) text = `Owned ${text}`;
      break;
    }
  }
  for (const [pattern, replacement] of FILLER) {
    if (pattern.test(text)) {
      issues.add('filler');
      text = text.replace(pattern, replacement);
    }
    pattern.lastIndex = 0;
  }
  // A bullet opening with a gerund or a present-tense verb reads better in the past tense.
  const first = /^(\w+)\b/.exec(text)?.[1] ?? '';
  if (/ing$/i.test(first) && first.length > 4 && !issues.has('weak-opening')) {
    const past = toPast(first);
    if (ACTION_VERBS.has(past)) {
      text = `${upperFirst(past)}${text.slice(first.length)}`;
      issues.add('not-action-first');
    }
  } else if (!ACTION_VERBS.has(first.toLowerCase()) && ACTION_VERBS.has(toPast(first)) && toPast(first) !== first.toLowerCase()) {
    text = `${upperFirst(toPast(first))}${text.slice(first.length)}`;
    issues.add('not-action-first');
  } else if (!ACTION_VERBS.has(first.toLowerCase()) && !issues.has('weak-opening')) issues.add('not-action-first');
  if (present) {
    // The current role speaks in the present tense: put an opening made past above back into it.
    const opening = /^(\w+)\b/.exec(text)?.[1] ?? '';
    const original1 = /^(?:[•\-–*]\s*)?(?:(?:i|we)\s+)?(\w+)\b/i.exec(original)?.[1] ?? '';
    if (isPresentAction(original1) && opening.toLowerCase() === toPast(original1).toLowerCase()) {
      text = `${original1}${text.slice(opening.length)}`;
      issues.delete('not-action-first');
    } else if (opening && opening !== original1 && ACTION_VERBS.has(opening.toLowerCase())) {
      const base = toPresent(opening);
      if (base) text = `${upperFirst(base)}${text.slice(opening.length)}`;
    }
  }
  if (PASSIVE.test(text)) issues.add('passive');
  text = capitalize(text.replace(/\s+/g, ' ').trim());

  const placeholders: string[] = [];
  // The scorecard's rule: a planning range ("targeting 3-5 key areas") is no result.
  if (!isQuantified(original)) {
    issues.add('no-result');
    const marker = CHANGE_VERBS.test(text) ? '[add %]' : '[add result: number, % or time saved]';
    placeholders.push(marker);
    text = CHANGE_VERBS.test(text) ? `${text} by ${marker}` : `${text}, ${marker}`;
  }
  if (original.split(/\s+/).length > 35) issues.add('too-long');
  if (trailingPeriod) text += '.';
  // Belt and braces: if any rule ever produced a new fact, keep the original wording.
  const rewritten = inventedFacts(original, text).length ? original : text;
  return { original, rewritten, changed: rewritten !== original, issues: [...issues], placeholders, diff: wordDiff(original, rewritten), source: 'offline' };
}
