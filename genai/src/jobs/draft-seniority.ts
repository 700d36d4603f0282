/**
 * The level a generated posting is written for, from the title's own words only. The title
 * normaliser reads "Staff" as an engineering level, but in "ICU Staff Nurse" or "Staff Teacher"
 * it means an employee; a posting written from that guess asks a ward nurse for eight years and a
 * principal's duties. So only explicit level words count here, and "Staff" only in engineering.
 */
import type { Seniority, TitleFamily } from '../taxonomy/curated-titles';

/** Families where "Staff Engineer" is a level above senior. */
const ENGINEERING_FAMILIES = new Set<TitleFamily>([
  'frontend',
  'backend',
  'fullstack',
  'mobile',
  'software',
  'devops',
  'qa',
  'security',
  'ml',
  'data-science',
  'data-engineering',
]);

const LEVEL_WORDS: [Seniority, RegExp][] = [
  ['intern', /\b(intern|internship|trainee|apprentice)\b/],
  ['executive', /\b(chief|ceo|cto|cfo|coo|cio|vp|vice president|president)\b/],
  ['director', /\b(director|head of)\b/],
  ['principal', /\bprincipal (engineer|developer|scientist|architect|designer|analyst|consultant|researcher)\b/],
  ['lead', /\b(lead|team lead|tech lead)\b/],
  ['manager', /\bmanager\b/],
  ['senior', /\b(senior|sr)\b/],
  ['junior', /\b(junior|jr)\b/],
  ['entry', /\b(entry[- ]level|graduate|new grad)\b/],
];

export interface DraftSeniority {
  seniority: Seniority;
  /** The title's words that set it, or undefined for the mid-level default. */ from?: string;
}

export function draftSeniority(title: string, family: TitleFamily | undefined): DraftSeniority {
  const t = title
    .toLowerCase()
    .replace(/[^a-z0-9 -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [level, re] of LEVEL_WORDS) {
    const m = re.exec(t);
    if (m) return { seniority: level, from: m[0] };
  }
  const staff = /\bstaff (engineer|developer|scientist|architect|software engineer)\b/.exec(t);
  if (staff && family && ENGINEERING_FAMILIES.has(family)) return { seniority: 'principal', from: staff[0] };
  return { seniority: 'mid' };
}

/** Years a posting asks for at each level when the author gives none. */
export const YEARS_BY_LEVEL: Record<Seniority, number> = {
  intern: 0,
  entry: 0,
  junior: 1,
  mid: 3,
  senior: 5,
  lead: 7,
  principal: 8,
  manager: 5,
  director: 10,
  executive: 12,
};
