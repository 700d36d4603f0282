// A JSON Resume as the plain text the matcher reads (headings the engine's section finder knows).
import type { JsonResume } from 'shared-schemas';

const line = (...parts: (string | undefined)[]) => parts.filter((part) => part && part.trim()).join(' | ');
const range = (start?: string, end?: string) => (start || end ? `${start ?? ''} – ${end || 'Present'}` : undefined);

export function resumeToText(resume: JsonResume): string {
  const out: string[] = [];
  const basics = resume.basics ?? {};
  out.push(basics.name ?? '', line(basics.label, basics.email, basics.phone, basics.location?.city, basics.location?.region));
  if (basics.summary) out.push('', 'SUMMARY', basics.summary);
  if (resume.work?.length) {
    out.push('', 'EXPERIENCE');
    for (const job of resume.work) {
      out.push(line(job.position, job.name, job.location, range(job.startDate, job.endDate)));
      if (job.summary) out.push(job.summary);
      for (const highlight of job.highlights ?? []) out.push(`• ${highlight}`);
    }
  }
  if (resume.projects?.length) {
    out.push('', 'PROJECTS');
    for (const project of resume.projects) {
      out.push(line(project.name, range(project.startDate, project.endDate)));
      if (project.description) out.push(project.description);
      for (const highlight of project.highlights ?? []) out.push(`• ${highlight}`);
    }
  }
  if (resume.education?.length) {
    out.push('', 'EDUCATION');
    for (const school of resume.education) out.push(line(school.studyType, school.area, school.institution, range(school.startDate, school.endDate), school.score));
  }
  const skills = (resume.skills ?? []).flatMap((skill) => [skill.name ?? '', ...(skill.keywords ?? [])]).filter(Boolean);
  if (skills.length) out.push('', 'SKILLS', skills.join(', '));
  if (resume.certificates?.length) {
    out.push('', 'CERTIFICATIONS');
    for (const certificate of resume.certificates) out.push(line(certificate.name, certificate.issuer, certificate.date));
  }
  if (resume.languages?.length) out.push('', 'LANGUAGES', resume.languages.map((l) => line(l.language, l.fluency)).join(', '));
  return out.join('\n').trim();
}

/** The job as the matcher reads it: title, then the posting. */
export function jobToText(job: { title: string; description: string }): string {
  return `${job.title}\n\n${job.description}`;
}
