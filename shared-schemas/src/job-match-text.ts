/**
 * A posted job as the matcher reads it: its title, then the posting. The candidate's job list and
 * the match stored when they apply both read a job through this one function, so the score a
 * candidate sees for a resume is the score their application records (the organisation's name,
 * once added to the candidate's copy, was parsed as part of the posting and moved the score).
 */
export function jobMatchText(job: { title: string; description: string }): string {
  return `${job.title}\n\n${job.description}`;
}
