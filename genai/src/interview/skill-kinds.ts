// What kind of thing a job skill is, so a question can be worded for it: a tool is used
// ("make better use of Salesforce"), a practice is done well ("raise the standard of patient
// care"), a body of knowledge is applied ("a point of medical terminology") and a credential is
// trained for ("your BLS/ACLS training"). Also how its name reads inside a sentence.
import { lookupSkill } from '../taxonomy/dictionary';

export const SKILL_KINDS = ['tool', 'practice', 'knowledge', 'credential'] as const;
export type SkillKind = (typeof SKILL_KINDS)[number];

/** Dictionary categories of technology: their named products and languages are tools. */
const TECH_CATEGORIES = new Set(['language', 'frontend', 'backend', 'database', 'cloud', 'devops', 'data', 'ml', 'mobile', 'testing', 'tool', 'security']);
/** Credentials people hold (ids in the curated layer) and the words that name one. */
const CREDENTIAL_IDS = new Set(['bls', 'driving']);
const CREDENTIAL_WORDS = /\b(licen[cs]e|certificat(e|ion)|certified|qualification|accreditation|registration)\b/i;
/** Head nouns of things that are used rather than done ("electronic health records", "CRM system"). */
const TOOL_HEADS = /\b(records|system|systems|software|platform|tools?|suite|database|spreadsheets?)$/i;
/** Head nouns of activities: a name ending in one is a practice ("case management", "patient care"). */
const ACTIVITY_HEAD =
  /(ing|ment|sis|tion|sion|ance|ence|care|control|service|services|support|design|sales|research|writing|planning|relations|practice|safety)$/i;

/** Capitalised words that stay capitalised inside a sentence (languages, peoples, places). */
const PROPER_WORDS = new Set([
  'English',
  'French',
  'Spanish',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
  'Chinese',
  'Mandarin',
  'Cantonese',
  'Japanese',
  'Korean',
  'Arabic',
  'Hindi',
  'Urdu',
  'Bengali',
  'Punjabi',
  'Tamil',
  'Russian',
  'Polish',
  'Turkish',
  'Welsh',
  'Irish',
  'British',
  'American',
  'European',
  'Indian',
  'Medicare',
  'Medicaid',
]);

/**
 * True when a name is written as a proper name: a capital inside a word, an acronym, a digit or a
 * symbol ("PowerPoint", "SQL", "Node.js", "C++"), or every word capitalised ("Apache Kafka").
 */
function isProperName(name: string): boolean {
  return /\p{Ll}\p{Lu}|\p{Lu}{2}|\d|[+#./&]/u.test(name) || name.split(/\s+/).every((w) => /^\p{Lu}/u.test(w));
}

export function skillKind(name: string): SkillKind {
  const entry = lookupSkill(name);
  const category = entry?.category ?? '';
  if ((entry && CREDENTIAL_IDS.has(entry.id)) || CREDENTIAL_WORDS.test(name)) return 'credential';
  if (category === 'O*NET knowledge area' || category === 'language-spoken') return 'knowledge';
  if (category === 'O*NET skill') return 'practice';
  if (/software|system$/i.test(category) || TOOL_HEADS.test(name)) return 'tool';
  // The dictionary's own spelling says whether it is a name ("Time management", not "Time Management").
  const shown = entry?.source === 'curated' && entry.name.toLowerCase() === name.toLowerCase() ? entry.name : name;
  const words = shown.trim().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  // A technology named like a product ("Python", "Apache Kafka", "REST APIs") is a tool; named as
  // an activity ("Machine learning", "Data analysis") it is a practice.
  if (TECH_CATEGORIES.has(category)) return ACTIVITY_HEAD.test(last) && !isProperName(shown) ? 'practice' : 'tool';
  if (isProperName(shown) && !(words.length === 1 && ACTIVITY_HEAD.test(last))) return 'tool';
  return ACTIVITY_HEAD.test(last) ? 'practice' : 'knowledge';
}

/**
 * A skill name as it reads inside a sentence: common nouns in lower case ("patient care",
 * "medical terminology", "Customer and Personal Service" → "customer and personal service"),
 * proper names and acronyms as written ("Salesforce", "BLS/ACLS", "Microsoft Excel").
 */
export function skillInSentence(name: string, kind: SkillKind = skillKind(name)): string {
  if (kind === 'tool' || kind === 'credential') return name;
  return name
    .split(/(\s+)/)
    .map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) && !PROPER_WORDS.has(w) ? w.toLowerCase() : w))
    .join('');
}
