/**
 * Title head nouns: the words a job title ends with ("Manager", "Technician", "Nurse"), read
 * from the O*NET occupation and reported titles in `data/onet-taxonomy.json` (CC BY 4.0, see its
 * `attribution`): the last word of a title, when at least three titles end with it. A skill word
 * right before one ("Purchasing Manager", "Sales Executive") names an occupation, not a skill.
 */
import { ONET } from './onet';

/** Last words of O*NET titles that are not people ("Plastic", "Postsecondary", "Equipment"). */
const NOT_PEOPLE = new Set([
  'other',
  'postsecondary',
  'plastic',
  'education',
  'products',
  'school',
  'general',
  'gas',
  'equipment',
  'wood',
  'mining',
  'medicine',
  'hand',
  'man',
  'person',
  'member',
  'members',
  'model',
  'server',
  'tender',
  'tenders',
  'anchor',
  'guide',
  'guard',
  'carrier',
  'hanger',
  'feeder',
  'grader',
  'bender',
  'conductor',
]);
/** Title heads common in job ads that O*NET's titles rarely end with. */
const JOB_AD_HEADS = [
  'executive',
  'executives',
  'leader',
  'leaders',
  'lead',
  'head',
  'partner',
  'partners',
  'handler',
  'handlers',
  'manager',
  'managers',
  'controller',
  'controllers',
  'buyer',
  'buyers',
];

let cached: Set<string> | undefined;

export function titleHeads(): Set<string> {
  if (cached) return cached;
  // The JSON's tuples are typed as loose arrays; this is their shape (see scripts/build-taxonomy.ts).
  const data = ONET;
  const counts = new Map<string, number>();
  for (const title of [...data.occupations.map((o) => o[1]), ...data.titles.map((t) => t[0])]) {
    const last =
      title
        .replace(/\(.*?\)/g, '')
        .trim()
        .split(/[\s,]+/)
        .pop()
        ?.toLowerCase() ?? '';
    if (/^[a-z]{3,}$/.test(last)) counts.set(last, (counts.get(last) ?? 0) + 1);
  }
  cached = new Set([...JOB_AD_HEADS, ...[...counts].filter(([w, n]) => n >= 3 && !NOT_PEOPLE.has(w)).map(([w]) => w)]);
  return cached;
}
