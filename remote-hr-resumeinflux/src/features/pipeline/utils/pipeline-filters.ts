import type { ApplicationRow, PipelineFilters } from '../types/pipeline';

/**
 * Best match first: score, then more matched skills, then name (the api's tie-break too). The
 * board's columns and the CSV use it, and the ranked list for whoever the api's relevance
 * model did not place (see ranked-order.ts).
 */
export function rankApplications<T extends Pick<ApplicationRow, 'match' | 'name'>>(applications: T[]): T[] {
  return [...applications].sort((a, b) => b.match.score - a.match.score || b.match.matched.length - a.match.matched.length || a.name.localeCompare(b.name));
}

const has = (skills: string[], needle: string) => skills.some((skill) => skill.toLowerCase() === needle);

/** Whether the filters let an application through (a skill filter keeps those who have the skill). */
export function passesFilters(application: ApplicationRow, filters: PipelineFilters): boolean {
  const skill = filters.skill.trim().toLowerCase();
  const query = filters.query.trim().toLowerCase();
  return (
    (filters.stage === 'all' || application.stage === filters.stage) &&
    application.match.score >= filters.minScore &&
    (filters.source === 'all' || application.source === filters.source) &&
    (!skill || has(application.match.matched, skill)) &&
    (!query || application.name.toLowerCase().includes(query) || (application.email ?? '').toLowerCase().includes(query))
  );
}

/** The applications the filters let through, in their order. */
export function filterApplications(applications: ApplicationRow[], filters: PipelineFilters): ApplicationRow[] {
  return applications.filter((application) => passesFilters(application, filters));
}

/** Every skill the job's applicants were matched or found missing on, for the skill filter. */
export function skillsInPlay(applications: ApplicationRow[]): string[] {
  const names = new Map<string, string>();
  for (const application of applications) {
    for (const skill of [...application.match.matched, ...application.match.missing]) names.set(skill.toLowerCase(), skill);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}
