/**
 * The last ranking, kept in sessionStorage so a reload (or a visit to the workspace page) does
 * not lose it, and gone when the tab closes: resumes are personal data. What is read back is
 * checked, since anything may have written that key.
 */
import type { Ranking, RankingRow } from '../types/ranking';

export const LAST_RANKING_KEY = 'hiregen_resumeinflux_last_ranking';

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');
const optional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;

function isRow(value: unknown): value is RankingRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.file === 'string' &&
    optional(row.rank, 'number') &&
    optional(row.score, 'number') &&
    optional(row.currentTitle, 'string') &&
    optional(row.yearsExperience, 'number') &&
    optional(row.summary, 'string') &&
    optional(row.error, 'string') &&
    isStringArray(row.matched) &&
    isStringArray(row.missing) &&
    isStringArray(row.strengths) &&
    isStringArray(row.gaps)
  );
}

export function loadLastRanking(storage: Storage | undefined = globalThis.sessionStorage): Ranking | null {
  try {
    const raw = storage?.getItem(LAST_RANKING_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Ranking> | null;
    if (!value || typeof value.rankedAt !== 'string' || !optional(value.jobTitle, 'string') || !Array.isArray(value.rows) || !value.rows.every(isRow)) return null;
    return { jobTitle: value.jobTitle, rankedAt: value.rankedAt, rows: value.rows };
  } catch {
    return null;
  }
}

/** False when the browser refused (storage full or disabled): the ranking still shows, it just will not survive a reload. */
export function saveLastRanking(ranking: Ranking, storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    storage?.setItem(LAST_RANKING_KEY, JSON.stringify(ranking));
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function clearLastRanking(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(LAST_RANKING_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
