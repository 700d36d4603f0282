/**
 * A competency a posting asks for with another part of speech than the noun skill lists use:
 * "the ability to listen" is listening, "experience in collaborating with partners" and "an expert
 * collaborator" are collaboration, "highly collaborative" is collaboration too. The noun comes
 * from English morphology (compromise's conjugator and its adjective-to-noun transform, and the
 * regular -ate → -ation / -ize → -ization nominalisations), and counts only when the taxonomy
 * names a competency by it: a soft skill's name or alias ("collaboration" is an alias of
 * Teamwork), or the last word of an O*NET content-model skill ("Active Listening"). A verb whose
 * noun is no competency ("the ability to travel") names nothing.
 */
import { aliasKey, skillDictionary } from '../taxonomy/dictionary';
import { isKnownWord } from '../text/known-words';
import { nlp } from '../text/nlp';
import { verbForms } from '../text/verb-forms';
import { americanSpelling } from './spelling-variants';

export interface DerivedCompetency {
  /** The noun, as a skill list names the competency ("listening"). */
  name: string;
  start: number;
  end: number;
  /** The word it was derived from, as written ("listen"). */
  text: string;
}

/** compromise's word-level adjective transform (its typings do not describe `methods()`). */
interface AdjectiveTransforms {
  toNoun: (word: string, model: unknown) => string;
}

let adjectiveToNoun: ((word: string) => string) | undefined;

/**
 * The noun of an adjective by compromise's rules ("collaborative" → collaboration, "organised" →
 * organization, "adaptable" → adaptability), or undefined when they give none; the caller checks it.
 */
export function adjectiveNoun(adjective: string): string | undefined {
  if (!adjectiveToNoun) {
    const methods = nlp().methods() as { two?: { transform?: { adjective?: AdjectiveTransforms } } };
    const model = nlp().model();
    const transform = methods.two?.transform?.adjective;
    adjectiveToNoun = transform ? (w) => transform.toNoun(w, model) : (w) => w;
  }
  const lower = americanSpelling(adjective.toLowerCase());
  const noun = adjectiveToNoun(lower);
  return noun && noun !== lower && /^\p{Ll}+$/u.test(noun) ? noun : undefined;
}

/** The nouns a verb's infinitive names its activity by: listen → listening, collaborate → collaboration. */
function verbNouns(infinitive: string, gerund: string): string[] {
  const out = [gerund];
  if (/ate$/.test(infinitive)) out.unshift(infinitive.replace(/ate$/, 'ation'));
  if (/ize$/.test(infinitive)) out.unshift(infinitive.replace(/ize$/, 'ization'));
  return out;
}

let competencyNouns: Set<string> | undefined;
let competencyWords: Set<string> | undefined;

/** Whether the taxonomy names a competency by this noun. */
export function namesCompetency(noun: string): boolean {
  if (!competencyNouns) {
    competencyNouns = new Set();
    const dict = skillDictionary();
    const competency = (category: string) => category === 'soft' || category === 'O*NET skill';
    for (const [key, alias] of dict.aliases) if (!key.includes(' ') && competency(dict.skills.get(alias.skillId)?.category ?? '')) competencyNouns.add(key);
    for (const s of dict.skills.values()) if (s.category === 'O*NET skill' && s.name.includes(' ')) competencyNouns.add(aliasKey(s.name.split(' ').pop()!));
  }
  return competencyNouns.has(noun);
}

/**
 * The competency an adjective of the person names: its noun when the taxonomy names a competency
 * by it ("collaborative" → collaboration), or the noun English knows of an adjective the taxonomy
 * files as a competency itself ("organised", an alias of Organizational skills → organization).
 */
export function qualityCompetency(adjective: string): string | undefined {
  const noun = adjectiveNoun(adjective);
  if (!noun) return undefined;
  if (namesCompetency(noun)) return noun;
  if (!competencyWords) {
    const dict = skillDictionary();
    competencyWords = new Set(
      [...dict.aliases].filter(([key, a]) => !key.includes(' ') && dict.skills.get(a.skillId)?.category === 'soft').map(([key]) => key),
    );
  }
  return competencyWords.has(americanSpelling(adjective.toLowerCase())) && isKnownWord(noun) ? noun : undefined;
}

/** The competency a verb names, given any form of it ("listen", "collaborating"), or undefined. */
function verbCompetency(word: string): string | undefined {
  const forms = verbForms(word);
  if (!forms) return undefined;
  return verbNouns(forms.infinitive, forms.gerund).find(namesCompetency);
}

/** "collaborator" → collaborate, "listener" → listen: the verb an agent noun is made from. */
function agentVerb(agent: string): string | undefined {
  const stem = agent.replace(/(?:or|er)$/, '');
  return [`${stem}e`, stem].find((v) => verbForms(v)?.infinitive === v);
}

// "the ability to (actively) listen", "able to collaborate", "You listen, help and understand others".
const ABILITY_VERB = /\b(?:(?:ability|able|capacity)\s+to|you)\s+(?:\p{Ll}+ly\s+)?(\p{Ll}{3,})\b/giu;
// "experience in collaborating with", "skilled at negotiating".
const CUE_GERUND = /\b(?:experience|experienced|skilled|skills?|adept|proficient|proficiency|comfortable)\s+(?:in|at|with)\s+(\p{Ll}{3,}ing)\b/giu;
// "an expert collaborator", "a good listener": the person who does it, with a word of how well.
const AGENT = /\b(?:an?\s+)(?:[\p{Ll}-]+\s+){1,2}?(\p{Ll}{4,}(?:or|er))\b(?!\s+(?:of|to)\b)/giu;
// "highly collaborative", "Collaborative and organised": a quality said of the person.
const QUALITY = /(?:^[^\p{L}]*|\b(?:highly|very|extremely|exceptionally)\s+)(\p{L}{5,}(?:ive|ed|al))\b(?=\s*(?:$|[.,;]|and\b|or\b|with\b))/giu;

/** The competencies a line asks for by a verb, an agent noun or an adjective, each as its noun. */
export function derivedCompetencyHits(line: string): DerivedCompetency[] {
  const out: DerivedCompetency[] = [];
  const add = (m: RegExpMatchArray, name: string | undefined) => {
    if (!name) return;
    const start = (m.index ?? 0) + m[0].lastIndexOf(m[1]!);
    if (out.some((h) => h.start < start + m[1]!.length && h.end > start)) return;
    out.push({ name, start, end: start + m[1]!.length, text: m[1]! });
  };
  for (const m of line.matchAll(ABILITY_VERB)) if (verbForms(m[1]!)?.infinitive === m[1]) add(m, verbCompetency(m[1]!));
  for (const m of line.matchAll(CUE_GERUND)) add(m, verbCompetency(m[1]!));
  for (const m of line.matchAll(AGENT)) {
    const verb = agentVerb(m[1]!);
    add(m, verb ? verbCompetency(verb) : undefined);
  }
  for (const m of line.matchAll(QUALITY)) add(m, qualityCompetency(m[1]!));
  return out.sort((a, b) => a.start - b.start);
}
