/**
 * English verb forms from compromise's lexicon and conjugator, not from suffix rules: "Worked"
 * and "Contributed" cut to a stem gave "Contribut", "Migrat", "Getted". A form is trusted only
 * when it conjugates back to the word it came from (contributed → contribute → contributed);
 * otherwise the caller keeps the writer's word.
 */
import nlp from 'compromise';

export interface VerbForms {
  infinitive: string;
  past: string;
  /** Third person singular: "manages". */
  present: string;
  gerund: string;
}

/** Irregular forms compromise does not know, in the words resumes use. */
const KNOWN: Record<string, VerbForms> = {
  troubleshoot: { infinitive: 'troubleshoot', past: 'troubleshot', present: 'troubleshoots', gerund: 'troubleshooting' },
};

const cache = new Map<string, VerbForms | null>();

function conjugate(infinitive: string): VerbForms | null {
  const known = KNOWN[infinitive];
  if (known) return known;
  const forms = nlp(`we ${infinitive} it`).verbs().conjugate()[0] as Partial<Record<string, string>> | undefined;
  if (!forms?.Infinitive || !forms.PastTense || !forms.PresentTense || !forms.Gerund) return null;
  return { infinitive: forms.Infinitive, past: forms.PastTense, present: forms.PresentTense, gerund: forms.Gerund };
}

/** The forms of the verb a word is a form of ("Managing", "led", "builds"), or null when it is none. */
export function verbForms(word: string): VerbForms | null {
  const lower = word.toLowerCase();
  if (!/^[a-z]+(-[a-z]+)?$/.test(lower)) return null;
  const hit = cache.get(lower);
  if (hit !== undefined) return hit;
  let result: VerbForms | null = null;
  const knownBy = Object.values(KNOWN).find((f) => [f.infinitive, f.past, f.present, f.gerund].includes(lower));
  if (knownBy) result = knownBy;
  else {
    // In a clause ("we managing it" is not English, but it makes compromise read a verb).
    const verb = nlp(`we ${lower} it`).verbs();
    const infinitive = verb.found ? verb.toInfinitive().text().trim().toLowerCase() : '';
    // The clause forces a verb reading ("we data it"): the infinitive must be a verb on its own too.
    const isVerb = /^[a-z]+(-[a-z]+)?$/.test(infinitive) && nlp(infinitive).has('#Verb');
    const forms = isVerb ? conjugate(infinitive) : null;
    if (forms && [forms.infinitive, forms.past, forms.present, forms.gerund].includes(lower)) result = forms;
  }
  cache.set(lower, result);
  return result;
}
