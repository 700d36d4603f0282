/**
 * Where a scorecard suggestion or an enhancer rewrite belongs in the resume being edited. The
 * engine reads the resume as text (lib/resume-text), so its paths are into its own reading; the
 * bullet text it quotes is what identifies the line here.
 */
import { inlinePlainText, type JsonResume } from 'shared-schemas';

/** The engine quotes a bullet as printed: bold, italic and link markers are not part of it. */
const norm = (text: string) => inlinePlainText(text).replace(/\s+/g, ' ').trim().toLowerCase();

/** Every bullet of the resume with its path, in reading order. */
export function bulletPaths(resume: JsonResume): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  for (const section of ['work', 'projects', 'volunteer'] as const) {
    const entries = (resume[section] ?? []) as { highlights?: string[] }[];
    entries.forEach((entry, i) => (entry.highlights ?? []).forEach((text, j) => out.push({ path: `${section}[${i}].highlights[${j}]`, text })));
  }
  return out;
}

export function locateLine(resume: JsonResume, suggestion: { path?: string; line?: string }): string | null {
  if (suggestion.line) {
    const wanted = norm(suggestion.line);
    const hit = bulletPaths(resume).find((b) => norm(b.text) === wanted);
    if (hit) return hit.path;
  }
  if (suggestion.path?.startsWith('basics.')) return suggestion.path;
  return null;
}

/** Section-level advice ("add an education section") points at the section instead. */
export function sectionOfPath(path: string | undefined): string | null {
  const match = /^(basics|work|education|skills|projects|certificates|languages|awards|volunteer)\b/.exec(path ?? '');
  return match ? match[1]! : null;
}
