// Skill synonyms and autocomplete from the GenAI engine's skills taxonomy (curated layer over
// O*NET): "JS" finds JavaScript, "k8s" finds Kubernetes. Only name variants count as synonyms
// (abbreviations, spellings, "X.js" forms); the taxonomy's broader aliases ("redux" under React,
// "crm" under Sales) are related skills, and expanding to them would flood the results.
import { lookupSkill, skillDictionary, type SkillEntry } from 'genai';
import { terms } from './text';

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9+#]/g, '');

function isNameVariant(alias: string, canonical: string): boolean {
  const a = compact(alias);
  const c = compact(canonical);
  if (!a) return false;
  // Or an abbreviation: one short token with a digit or without vowels after its first letter
  // ("js", "k8s", "es6", "eks"), which is never an everyday word like "helm".
  const abbreviation = !alias.includes(' ') && a.length <= 4 && (/\d/.test(a) || !/[aeiou]/.test(a.slice(1)));
  return a === c || a.includes(c) || c.includes(a) || abbreviation;
}

let variantsBySkill: Map<string, string[][]> | undefined;

/** skill id → its name variants, each as folded words. */
function variantTable(): Map<string, string[][]> {
  if (variantsBySkill) return variantsBySkill;
  const dictionary = skillDictionary();
  const table = new Map<string, string[][]>();
  const seen = new Map<string, Set<string>>();
  const add = (skillId: string, phrase: string) => {
    const words = terms(phrase);
    const key = words.join(' ');
    if (!key) return;
    const keys = seen.get(skillId) ?? new Set<string>();
    if (keys.has(key)) return;
    keys.add(key);
    seen.set(skillId, keys);
    table.set(skillId, [...(table.get(skillId) ?? []), words]);
  };
  for (const skill of dictionary.skills.values()) add(skill.id, skill.name);
  for (const [alias, entry] of dictionary.aliases) {
    const skill = dictionary.skills.get(entry.skillId);
    if (skill && isNameVariant(alias, skill.name)) add(skill.id, alias);
  }
  variantsBySkill = table;
  return table;
}

/** The taxonomy skill a word or phrase names, if any. */
export function skillFor(text: string): SkillEntry | undefined {
  return text.trim() ? lookupSkill(text) : undefined;
}

/**
 * The ways of writing what these words mean, the words themselves first. Words that name no
 * skill expand to themselves only.
 */
export function synonymsOf(words: string[]): string[][] {
  const skill = skillFor(words.join(' '));
  if (!skill) return [words];
  const key = words.join(' ');
  const variants = variantTable().get(skill.id) ?? [];
  return [words, ...variants.filter((variant) => variant.join(' ') !== key)].slice(0, 12);
}

/** The canonical name of a skill as written on a job or resume ("reactjs" → "React"). */
export function canonicalSkill(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return skillFor(trimmed)?.name ?? trimmed;
}

export interface SkillSuggestion {
  name: string;
  /** The alias that matched, when it was not the name ("js" for JavaScript). */
  via?: string;
}

interface SuggestionRow {
  key: string;
  name: string;
  via?: string;
  curated: boolean;
}
let suggestionRows: SuggestionRow[] | undefined;

/** Taxonomy autocomplete: skills whose name or a name variant starts with the prefix. */
export function suggestSkills(prefix: string, limit = 10): SkillSuggestion[] {
  const wanted = terms(prefix).join(' ');
  if (!wanted) return [];
  if (!suggestionRows) {
    const rows: SuggestionRow[] = [];
    const dictionary = skillDictionary();
    for (const [skillId, variants] of variantTable()) {
      const skill = dictionary.skills.get(skillId);
      if (!skill) continue;
      const nameKey = terms(skill.name).join(' ');
      for (const words of variants) {
        const key = words.join(' ');
        rows.push({ key, name: skill.name, curated: skill.source === 'curated', ...(key === nameKey ? {} : { via: key }) });
      }
    }
    suggestionRows = rows;
  }
  const rows = suggestionRows;
  const found = new Map<string, SkillSuggestion & { rank: number }>();
  for (const row of rows) {
    if (!row.key.startsWith(wanted)) continue;
    // Curated skills first, then exact names over aliases, then shorter names.
    const rank = (row.curated ? 0 : 1000) + (row.key === wanted ? 0 : 100) + (row.via ? 50 : 0) + row.name.length;
    const existing = found.get(row.name);
    if (!existing || rank < existing.rank) found.set(row.name, { name: row.name, ...(row.via ? { via: row.via } : {}), rank });
  }
  return [...found.values()]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ name, via }) => (via ? { name, via } : { name }));
}
