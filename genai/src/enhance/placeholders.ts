/**
 * The enhancer's placeholders ("[add %]", "[add result: number, % or time saved]") are prompts for
 * the candidate, not content: the answer lists them, the scorecard counts them as missing, and
 * an export warns while a resume still holds one.
 */
/** Any JSON Resume shape: the engine's, or a stored one whose fields are all optional. */
interface ResumeLines {
  basics?: { summary?: string };
  work?: { highlights?: string[] }[];
  projects?: { description?: string; highlights?: string[] }[];
}

/** "[add …]": what the enhancer writes, and what a candidate may still have left in. */
export const PLACEHOLDER = /\[add\b[^\]]*\]/gi;

export interface PlaceholderAt {
  /** JSON path of the line ("work[0].highlights[2]"). */
  path: string;
  placeholder: string;
}

export function placeholdersIn(text: string): string[] {
  return String(text ?? '').match(PLACEHOLDER) ?? [];
}

/** The line without its placeholders (and the ", " or " by " that joined them): what the writer wrote. */
export function withoutPlaceholders(text: string): string {
  return String(text ?? '')
    .replace(/(?:,\s*|\s+by\s+|\s+)?\[add\b[^\]]*\]/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every placeholder left in a resume's bullets, summary and project descriptions. */
export function resumePlaceholders(resume: ResumeLines): PlaceholderAt[] {
  const out: PlaceholderAt[] = [];
  const add = (path: string, text: string | undefined) => {
    for (const placeholder of placeholdersIn(text ?? '')) out.push({ path, placeholder });
  };
  add('basics.summary', resume.basics?.summary);
  (resume.work ?? []).forEach((w, i) => (w.highlights ?? []).forEach((h, j) => add(`work[${i}].highlights[${j}]`, h)));
  (resume.projects ?? []).forEach((p, i) => {
    add(`projects[${i}].description`, p.description);
    (p.highlights ?? []).forEach((h, j) => add(`projects[${i}].highlights[${j}]`, h));
  });
  return out;
}
