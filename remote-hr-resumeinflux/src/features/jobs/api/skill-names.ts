/**
 * The skills taxonomy's canonical names for autocomplete: the engine's curated layer, loaded
 * as its own chunk the first time the editor asks (about 8 KiB gzip), so the same names the
 * matcher scores by are the ones HR picks from.
 */
let pending: Promise<string[]> | null = null;

export function loadSkillNames(): Promise<string[]> {
  pending ??= import('genai/curated-skills')
    .then(({ CURATED_SKILLS }) => [...new Set(CURATED_SKILLS.map((row) => row[1]))].sort((a, b) => a.localeCompare(b)))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Names that start with the query first, then names containing it; at most `limit`. */
export function suggestSkills(names: string[], query: string, exclude: string[], limit = 8): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const taken = new Set(exclude.map((name) => name.toLowerCase()));
  const starts: string[] = [];
  const contains: string[] = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    if (taken.has(lower)) continue;
    if (lower.startsWith(needle)) starts.push(name);
    else if (lower.includes(needle)) contains.push(name);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}
