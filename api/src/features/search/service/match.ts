// "Match to me": how well a person fits a job, with the reason in words. It uses the taxonomy's
// canonical skills on both sides (so "JS" on a resume meets "JavaScript" on a job), the job's
// required skills first, then preferred ones, then years asked for. Cheap enough to rank every
// result of a search by it; the application itself gets the GenAI engine's full match.

export interface MatchProfile {
  skills: string[];
  years: number | null;
}

export interface MatchJob {
  requiredSkills: string[];
  preferredSkills: string[];
  minYears: number | null;
}

export interface SearchMatch {
  /** 0–100. */
  score: number;
  matched: string[];
  missing: string[];
  reason: string;
}

const list = (names: string[], max = 4) => (names.length > max ? `${names.slice(0, max).join(', ')} and ${names.length - max} more` : names.join(', '));

export function matchProfileToJob(profile: MatchProfile, job: MatchJob): SearchMatch {
  const have = new Set(profile.skills.map((skill) => skill.toLowerCase()));
  const required = [...new Set(job.requiredSkills)];
  const preferred = [...new Set(job.preferredSkills)].filter((skill) => !required.includes(skill));
  const hits = (skills: string[]) => skills.filter((skill) => have.has(skill.toLowerCase()));
  const requiredHit = hits(required);
  const preferredHit = hits(preferred);
  const missing = required.filter((skill) => !have.has(skill.toLowerCase()));

  const requiredPart = required.length ? requiredHit.length / required.length : preferred.length ? preferredHit.length / preferred.length : 0;
  const preferredPart = preferred.length ? preferredHit.length / preferred.length : requiredPart;
  const yearsPart = job.minYears === null || job.minYears <= 0 ? 1 : profile.years === null ? 0.5 : Math.min(1, profile.years / job.minYears);
  const score = required.length + preferred.length === 0 ? Math.round(yearsPart * 50) : Math.round(70 * requiredPart + 15 * preferredPart + 15 * yearsPart);

  const parts: string[] = [];
  if (required.length) {
    parts.push(`${requiredHit.length} of ${required.length} required skills${requiredHit.length ? ` (${list(requiredHit)})` : ''}`);
    if (missing.length) parts.push(`missing ${list(missing)}`);
  } else if (preferred.length) {
    parts.push(`${preferredHit.length} of ${preferred.length} listed skills${preferredHit.length ? ` (${list(preferredHit)})` : ''}`);
  } else {
    parts.push('the job lists no skills to compare');
  }
  if (required.length && preferred.length) parts.push(`${preferredHit.length} of ${preferred.length} preferred`);
  if (job.minYears !== null && job.minYears > 0) {
    parts.push(profile.years === null ? `${job.minYears}+ years asked, yours unknown` : `${profile.years} years vs ${job.minYears}+ asked`);
  }
  const reason = parts.join('; ');
  return { score, matched: [...requiredHit, ...preferredHit], missing, reason: reason.charAt(0).toUpperCase() + reason.slice(1) + '.' };
}
