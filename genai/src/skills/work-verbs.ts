/**
 * Work verbs: the verbs a duty starts with ("managing all aspects of the kitchen", "Respond to
 * stakeholder queries"). Read from the O*NET occupation descriptions in the taxonomy
 * (`data/onet-taxonomy.json`, CC BY 4.0, see its `attribution`): every description sentence
 * starts with its duties' verbs ("Plan, direct, or coordinate …", "Determine and formulate …"),
 * so the first word of each sentence and the verbs coordinated with it are work verbs; ~350
 * verbs across all professions, plus a few common in job ads that O*NET words differently.
 * `workVerbLemma` maps an inflected form ("managing", "ensures", "planning") to its verb.
 */
import { ONET } from '../taxonomy/onet';

/** Sentence openers in the descriptions that are not verbs. */
const NOT_VERBS = new Set([
  'includes',
  'include',
  'excludes',
  'requires',
  'require',
  'duties',
  'these',
  'this',
  'the',
  'may',
  'must',
  'in',
  'under',
  'be',
  'other',
  'also',
  'team',
  'field',
  'equipment',
  'materials',
  'services',
  'processes',
  'activities',
  'supervisors',
  'conductors',
  'inspections',
  'registration',
  'subject',
  'does',
  'sentence',
  'house',
  'water',
  'line',
  'season',
  'stage',
  'landscape',
  'police',
  'abstract',
]);
/** Verbs job ads use for duties that O*NET's descriptions happen not to open with. */
const JOB_AD_VERBS = [
  'achieve',
  'act',
  'assume',
  'carry',
  'challenge',
  'contribute',
  'deal',
  'drive',
  'embrace',
  'enhance',
  'establish',
  'expand',
  'grow',
  'influence',
  'inspire',
  'liaise',
  'listen',
  'maximise',
  'maximize',
  'mentor',
  'motivate',
  'obtain',
  'organise',
  'own',
  'prioritise',
  'prioritize',
  'realise',
  'realize',
  'reduce',
  'retain',
  'source',
  'streamline',
  'succeed',
  'undertake',
  'win',
  'work',
  'analyse',
  'deliver',
  'handle',
  'lead',
  'manage',
  'oversee',
  'resolve',
  'respond',
  'support',
  'take',
  'find',
  'focus',
  'accept',
  'attend',
  'build',
  'control',
  'create',
  'ensure',
  'identify',
  'improve',
  'maintain',
  'monitor',
  'negotiate',
  'plan',
  'prepare',
  'process',
  'produce',
  'provide',
  'recruit',
  'review',
  'sell',
  'service',
  'train',
  'update',
  'validate',
  'verify',
  'coordinate',
];

let cached: Set<string> | undefined;

export function workVerbs(): Set<string> {
  if (cached) return cached;
  const verbs = new Set<string>(JOB_AD_VERBS);
  const add = (word: string) => {
    const w = word.replace(/,$/, '').toLowerCase();
    // Adverbs, plurals, gerunds, participles and adjectives that open a sentence are not duty verbs.
    if (!/^[a-z]{2,}$/.test(w) || /(ly|ing|ed|al|ion|s)$/.test(w) || NOT_VERBS.has(w)) return;
    verbs.add(w);
  };
  for (const [description] of ONET.profiles) {
    for (const sentence of description.split(/(?<=\.)\s+/)) {
      const words = sentence.split(/\s+/);
      let i = /^(May|Also|Often|Usually|Primarily)$/.test(words[0] ?? '') ? 1 : 0;
      const first = words[i] ?? '';
      if (!/^[A-Za-z]+,?$/.test(first)) continue;
      add(first);
      // "Plan, direct, or coordinate": the verbs coordinated with the first one.
      let prev = first;
      for (i++; i < words.length; i++) {
        const w = words[i]!;
        if (prev.endsWith(',') && /^[a-z]+,?$/.test(w) && w !== 'and' && w !== 'or') {
          add(w);
          prev = w;
          continue;
        }
        const next = words[i + 1] ?? '';
        if ((w === 'and' || w === 'or') && /^[a-z]+,?$/.test(next) && (prev.endsWith(',') || prev === first)) {
          add(next);
          prev = next;
          i++;
          continue;
        }
        break;
      }
    }
  }
  cached = verbs;
  return verbs;
}

/** The work verb an inflected word is a form of ("managing" → manage, "plans" → plan), or undefined. Past forms are not duties. */
export function workVerbLemma(word: string): string | undefined {
  const verbs = workVerbs();
  const w = word.toLowerCase();
  if (verbs.has(w)) return w;
  const candidates: string[] = [];
  if (w.endsWith('ing') && w.length > 5) {
    const stem = w.slice(0, -3);
    candidates.push(stem, `${stem}e`);
    if (stem.length > 2 && stem[stem.length - 1] === stem[stem.length - 2]) candidates.push(stem.slice(0, -1));
  } else if (w.endsWith('ies')) candidates.push(`${w.slice(0, -3)}y`);
  else if (w.endsWith('es')) candidates.push(w.slice(0, -2), w.slice(0, -1));
  else if (w.endsWith('s') && !w.endsWith('ss')) candidates.push(w.slice(0, -1));
  const known = candidates.find((c) => verbs.has(c));
  if (known) return known;
  // Forms that are verbs whatever the word: "re-" on a work verb ("renegotiate"), and the
  // verb-making endings -ise/-ize/-ify ("prioritise", "optimize", "verify").
  for (const c of [w, ...candidates]) {
    if (c.startsWith('re') && c.length > 5 && verbs.has(c.slice(2))) return c;
    if (/^[a-z]{3,}(?:ise|ize|ify)$/.test(c) && !NOT_VERB_FORMS.has(c)) return c;
  }
  return undefined;
}

/** Words with a verb's ending that are nouns or adverbs. */
const NOT_VERB_FORMS = new Set([
  'enterprise',
  'expertise',
  'premise',
  'exercise',
  'franchise',
  'merchandise',
  'otherwise',
  'promise',
  'likewise',
  'clockwise',
  'precise',
  'concise',
  'size',
  'prize',
  'treatise',
  'compromise',
  'surprise',
  'demise',
  'paradise',
]);
