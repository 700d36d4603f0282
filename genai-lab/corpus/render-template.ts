/**
 * The builder's own templates (the `resume-templates` workspace) as a corpus generator: the truth
 * becomes a JSON Resume and the template renders it to PDF or DOCX. The truth is adjusted to what
 * the template prints from the same data (its degree wording "Study type in Area"; no GPA line).
 */
import { listTemplates, nodeFontLoader, renderResume } from 'resume-templates/node';
import type { CorpusTruth, TruthDate } from './truth';

export function templateIds(): string[] {
  return listTemplates().map((t) => t.id);
}

const iso = (d: TruthDate) => (d.month ? `${d.year}-${String(d.month).padStart(2, '0')}` : String(d.year));

/** What a template prints for a degree (resume-templates' degreeText). */
function degreeText(studyType: string, area: string): string {
  return /\b(in|of)\s*$/i.test(studyType) ? `${studyType} ${area}` : `${studyType} in ${area}`;
}

export function alignTruthToTemplate(truth: CorpusTruth): void {
  for (const e of truth.education) {
    e.degree = degreeText(e.studyType, e.area);
    delete e.gpa;
  }
  for (const r of truth.roles) {
    delete r.start.season;
    if (r.end) delete r.end.season;
  }
}

export async function renderTemplate(truth: CorpusTruth, template: string, format: 'pdf' | 'docx'): Promise<Uint8Array> {
  const [city, region] = truth.location.split(/,\s*/);
  const resume = {
    basics: { name: truth.name, email: truth.email, phone: truth.phone, summary: truth.summary, location: { city, region } },
    work: truth.roles.map((r) => ({
      name: r.company,
      position: r.title,
      location: r.location,
      startDate: iso(r.start),
      ...(r.end ? { endDate: iso(r.end) } : {}),
      highlights: r.bullets,
    })),
    education: truth.education.map((e) => ({ institution: e.institution, studyType: e.studyType, area: e.area, endDate: iso(e.end) })),
    skills: [{ name: 'Skills', keywords: truth.skills }],
  };
  const rendered = await renderResume(resume, format, { template, fonts: nodeFontLoader });
  return rendered.bytes;
}
