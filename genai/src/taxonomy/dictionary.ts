/**
 * The skills dictionary the extractor looks phrases up in: the curated layer first, then the
 * O*NET technology skills and content-model skills (`data/onet-taxonomy.json`). Built once,
 * lazily, and shared; pure data, so it bundles for the browser too.
 */
import onet from '../../data/onet-taxonomy.json';
import { COMMON_WORDS } from '../text/stopwords';
import { tokenize } from '../text/tokenize';
import { CURATED_SKILLS, INTERCHANGEABLE_SKILLS, type SkillCategory } from './curated-skills';

export type Guard = 'none' | 'case' | 'context' | 'exact';

export interface SkillEntry {
  id: string;
  name: string;
  category: SkillCategory | string;
  /** 'curated' rows are hand-checked; 'onet' rows come from the O*NET data. */
  source: 'curated' | 'onet';
  implies: string[];
}

export interface AliasEntry {
  skillId: string;
  guard: Guard;
  /** Number of tokens in the alias. */
  length: number;
}

export interface SkillDictionary {
  version: string;
  attribution: string;
  skills: Map<string, SkillEntry>;
  /** Key: the alias's lower-case tokens joined by single spaces. */
  aliases: Map<string, AliasEntry>;
  maxAliasTokens: number;
  /** Every proper token-prefix of an alias key, so a lookup can stop as soon as no alias can follow. */
  prefixes: Set<string>;
  /** skill id → ids it may stand in for (partial credit). */
  interchangeable: Map<string, Set<string>>;
}

interface OnetTaxonomy {
  version: string;
  attribution: string;
  categories: string[];
  skills: { n: string; c: number; a?: string[]; h?: number }[];
}

/** Lower-case tokens joined by spaces: the same key for "Node.js", "node.js" and "NODE.JS". */
export function aliasKey(phrase: string): string {
  return tokenize(phrase)
    .map((t) => t.norm)
    .join(' ');
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The guard an alias needs: short or everyday words must be written as a name. */
function guardFor(alias: string, requested: Guard): Guard {
  const key = aliasKey(alias);
  if (requested === 'context') return 'context';
  // An acronym written in capitals ("SAN", "ETC") must be written in capitals: "San Francisco" is not SAN.
  if (/^[A-Z][A-Z0-9]{1,6}$/.test(alias.trim())) return 'exact';
  if (!key.includes(' ') && key.length <= 1) return 'context';
  if (!key.includes(' ') && (COMMON_WORDS.has(key) || key.length <= 2)) return 'case';
  return requested;
}

let cached: SkillDictionary | undefined;

export function skillDictionary(): SkillDictionary {
  if (cached) return cached;
  const data = onet as OnetTaxonomy;
  const skills = new Map<string, SkillEntry>();
  const aliases = new Map<string, AliasEntry>();
  let maxAliasTokens = 1;
  const addAlias = (alias: string, skillId: string, guard: Guard): void => {
    const variants = new Set([alias, alias.replace(/-/g, ' '), alias.replace(/-/g, '')]);
    for (const v of variants) {
      const key = aliasKey(v);
      if (!key || aliases.has(key)) continue; // first writer (curated) wins
      const length = key.split(' ').length;
      maxAliasTokens = Math.max(maxAliasTokens, length);
      aliases.set(key, { skillId, guard: guardFor(v, guard), length });
    }
  };
  for (const [id, name, category, list, implies, guard] of CURATED_SKILLS) {
    skills.set(id, { id, name, category, source: 'curated', implies: implies ?? [] });
    addAlias(name, id, guard ?? 'none');
    for (const a of list) addAlias(a, id, guard ?? 'none');
  }
  for (const s of data.skills) {
    const id = `onet:${slug(s.n)}`;
    const category = data.categories[s.c] ?? 'other';
    const forms = [s.n, ...(s.a ?? [])];
    // Skip an O*NET product when the curated layer already knows any of its names.
    if (forms.some((f) => aliases.has(aliasKey(f)))) {
      for (const f of forms) {
        const existing = aliases.get(aliasKey(f));
        if (existing) {
          for (const g of forms) addAlias(g, existing.skillId, 'none');
          break;
        }
      }
      continue;
    }
    skills.set(id, { id, name: s.n, category, source: 'onet', implies: [] });
    for (const f of forms) addAlias(f, id, 'none');
  }
  const interchangeable = new Map<string, Set<string>>();
  for (const group of INTERCHANGEABLE_SKILLS) {
    for (const id of group) {
      const set = interchangeable.get(id) ?? new Set<string>();
      for (const other of group) if (other !== id) set.add(other);
      interchangeable.set(id, set);
    }
  }
  const prefixes = new Set<string>();
  for (const key of aliases.keys()) {
    const parts = key.split(' ');
    for (let n = 1; n < parts.length; n++) prefixes.add(parts.slice(0, n).join(' '));
  }
  cached = { version: data.version, attribution: data.attribution, skills, aliases, maxAliasTokens: Math.min(maxAliasTokens, 8), prefixes, interchangeable };
  return cached;
}

/** The canonical skill for a name or alias ("k8s" → Kubernetes), or undefined. */
export function lookupSkill(name: string): SkillEntry | undefined {
  const dict = skillDictionary();
  const alias = dict.aliases.get(aliasKey(name));
  return alias ? dict.skills.get(alias.skillId) : undefined;
}
