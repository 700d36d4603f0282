// A JSON Resume as the plain text the matcher reads (headings the engine's section finder knows).
import { jobMatchText, resumeText, type JsonResume } from 'shared-schemas';

/**
 * A JSON Resume as the text the matcher reads: the same text the candidate's builder scores
 * (shared-schemas `resumeText`), so a stored match agrees with what the candidate saw.
 */
export function resumeToText(resume: JsonResume): string {
  return resumeText(resume);
}

/** The job as the matcher reads it: the same text the candidate's job list matches against. */
export function jobToText(job: { title: string; description: string }): string {
  return jobMatchText(job);
}
