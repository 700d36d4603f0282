import type { JsonResume, ParsedResume } from '../resume/json-resume';
import { resumePlaceholders, type PlaceholderAt } from './placeholders';
import { ENHANCER_VERSION, enhanceBullet, type BulletEnhancement } from './enhance-bullet';

export interface ResumeEnhancement {
  version: string;
  /** Every bullet with its JSON path ("work[0].highlights[2]"). */
  bullets: (BulletEnhancement & { path: string })[];
  /** The resume with rewritten bullets (placeholders included, for the candidate to fill). */
  resume: JsonResume;
  changed: number;
  /** Every placeholder the rewritten resume holds, by line: to fill before the resume is sent. */
  placeholders: PlaceholderAt[];
  provider: 'offline' | 'llm';
  fallbackReason?: string;
}

export function resumeBullets(resume: JsonResume): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  resume.work.forEach((w, i) => w.highlights.forEach((h, j) => out.push({ path: `work[${i}].highlights[${j}]`, text: h })));
  resume.projects.forEach((p, i) => p.highlights.forEach((h, j) => out.push({ path: `projects[${i}].highlights[${j}]`, text: h })));
  return out;
}

export function applyBullets(resume: JsonResume, bullets: { path: string; rewritten: string }[]): JsonResume {
  const copy = JSON.parse(JSON.stringify(resume)) as JsonResume;
  for (const bullet of bullets) {
    const m = /^(work|projects)\[(\d+)\]\.highlights\[(\d+)\]$/.exec(bullet.path);
    if (!m) continue;
    const list = m[1] === 'work' ? copy.work[Number(m[2])]?.highlights : copy.projects[Number(m[2])]?.highlights;
    if (list && Number(m[3]) < list.length) list[Number(m[3])] = bullet.rewritten;
  }
  return copy;
}

/** Offline enhancement of every bullet of a parsed resume (deterministic). */
export function enhanceResume(parsed: ParsedResume | JsonResume): ResumeEnhancement {
  const resume = 'resume' in parsed ? parsed.resume : parsed;
  // The current role (ending "Present") may speak in the present tense; past roles in the past.
  const current = (path: string) => {
    const m = /^work\[(\d+)\]/.exec(path);
    return !!m && !!resume.work[Number(m[1])]?.current;
  };
  const bullets = resumeBullets(resume).map(({ path, text }) => ({ ...enhanceBullet(text, { tense: current(path) ? 'present' : 'past' }), path }));
  const rewritten = applyBullets(resume, bullets);
  return {
    version: ENHANCER_VERSION,
    bullets,
    resume: rewritten,
    changed: bullets.filter((b) => b.changed).length,
    placeholders: resumePlaceholders(rewritten),
    provider: 'offline',
  };
}
