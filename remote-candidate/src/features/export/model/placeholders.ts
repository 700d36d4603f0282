/**
 * Placeholders the enhancer writes where a result is missing ("[add %]", "[add result: number,
 * % or time saved]"): prompts for the candidate that must not reach an employer unseen. The same
 * pattern as the engine's (genai/src/enhance/placeholders.ts), kept here so the export screen
 * does not load the engine.
 */
import type { JsonResume } from 'shared-schemas';

const PLACEHOLDER = /\[add\b[^\]]*\]/gi;

export interface ResumePlaceholder {
  /** Where it is, in the words of the builder ("Software Engineer at Acme, bullet 2"). */
  where: string;
  placeholder: string;
}

export function resumePlaceholders(resume: JsonResume): ResumePlaceholder[] {
  const out: ResumePlaceholder[] = [];
  const add = (where: string, text: string | undefined) => {
    for (const placeholder of (text ?? '').match(PLACEHOLDER) ?? []) out.push({ where, placeholder });
  };
  add('Summary', resume.basics?.summary);
  (resume.work ?? []).forEach((role, i) => {
    const name = [role.position, role.name].filter(Boolean).join(' at ') || `Role ${i + 1}`;
    (role.highlights ?? []).forEach((h, j) => add(`${name}, bullet ${j + 1}`, h));
  });
  (resume.projects ?? []).forEach((project, i) => {
    const name = project.name || `Project ${i + 1}`;
    add(name, project.description);
    (project.highlights ?? []).forEach((h, j) => add(`${name}, bullet ${j + 1}`, h));
  });
  return out;
}
