/**
 * English verb forms from compromise's lexicon and conjugator, not from suffix rules: "Worked"
 * and "Contributed" cut to a stem gave "Contribut", "Migrat", "Getted". A form is trusted only
 * when it conjugates back to the word it came from (contributed → contribute → contributed) and
 * the infinitive is one on its own ("payouts" is no form of a verb "payout"); otherwise the
 * caller keeps the writer's word.
 */
import { nlp } from './nlp';

export interface VerbForms {
  infinitive: string;
  past: string;
  /** Third person singular: "manages". */
  present: string;
  gerund: string;
}

type Tense = 'PastTense' | 'PresentTense' | 'Gerund' | 'Infinitive';
type Conjugation = Partial<Record<Tense, string>>;

/** compromise's word-level transforms (its typings do not describe `methods()`): fast, no tagging. */
interface VerbTransforms {
  toInfinitive: (word: string, model: unknown, tense: Tense) => string;
  conjugate: (infinitive: string, model: unknown) => Conjugation;
}

let transforms: { verb: VerbTransforms; model: unknown; lexicon: Record<string, unknown> } | undefined;

function engine() {
  if (!transforms) {
    const model = nlp().model() as { one?: { lexicon?: Record<string, unknown> } };
    const methods = nlp().methods() as { two?: { transform?: { verb?: VerbTransforms } } };
    const verb = methods.two?.transform?.verb;
    if (!verb) throw new Error('compromise has no verb transforms');
    transforms = { verb, model, lexicon: model.one?.lexicon ?? {} };
  }
  return transforms;
}

/** Irregular forms compromise does not know, in the words resumes use. */
const KNOWN: VerbForms[] = [{ infinitive: 'troubleshoot', past: 'troubleshot', present: 'troubleshoots', gerund: 'troubleshooting' }];

const tagCache = new Map<string, string[]>();

/**
 * compromise's tags for a word alone, or in a clause ("they own", "they are leading it": the
 * word is the clause's third term); cached, as tagging costs milliseconds.
 */
function tagsOf(text: string): string[] {
  let tags = tagCache.get(text);
  if (!tags) {
    const terms = (nlp()(text).json() as { terms?: { tags?: string[] }[] }[])[0]?.terms ?? [];
    const words = text.split(' ');
    tags = terms[words.length >= 3 ? 2 : words.length - 1]?.tags ?? [];
    tagCache.set(text, tags);
  }
  return tags;
}

function tenseOf(tags: string[]): Tense | null {
  if (!tags.includes('Verb')) return null;
  if (tags.includes('Gerund')) return 'Gerund';
  if (tags.includes('PastTense')) return 'PastTense';
  if (tags.includes('Infinitive')) return 'Infinitive';
  return tags.includes('PresentTense') ? 'PresentTense' : null;
}

const cache = new Map<string, VerbForms | null>();

/**
 * The forms of the verb a word is a form of ("Managing", "led", "builds"), or null when it is
 * none. Its tense is what compromise reads in the word alone; a word it reads alone as a noun or
 * an adjective ("own", "leverage", "integrated") is read in a clause instead ("they own"), where
 * nouns may pass for verbs too ("they data"): callers check the verb against their own list
 * before using it.
 */
export function verbForms(word: string): VerbForms | null {
  const lower = word.toLowerCase();
  if (!/^[a-z]+(-[a-z]+)?$/.test(lower)) return null;
  const hit = cache.get(lower);
  if (hit !== undefined) return hit;
  let result: VerbForms | null = KNOWN.find((f) => [f.infinitive, f.past, f.present, f.gerund].includes(lower)) ?? null;
  // Alone, then as a clause's verb, then after an auxiliary ("leading" alone is an adjective).
  const tense = result ? null : ([lower, `they ${lower}`, `they are ${lower} it`].map((text) => tenseOf(tagsOf(text))).find(Boolean) ?? null);
  if (tense) {
    const { verb, model } = engine();
    const infinitive = tense === 'Infinitive' ? lower : verb.toInfinitive(lower, model, tense);
    const forms = /^[a-z]+(-[a-z]+)?$/.test(infinitive ?? '') ? verb.conjugate(infinitive, model) : {};
    // Round trip: the word must be the form of its tense ("contributed" is contribute's past).
    const own = tense === 'Infinitive' ? infinitive : forms[tense];
    if (own === lower && forms.PastTense && forms.PresentTense && forms.Gerund)
      result = { infinitive, past: forms.PastTense, present: forms.PresentTense, gerund: forms.Gerund };
  }
  cache.set(lower, result);
  return result;
}
