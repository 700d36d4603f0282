import type { ResumeCertificate, ResumeProject } from './json-resume';
import type { ResumeLine } from './resume-line';
import { headerPieces } from './header-pieces';
import { splitEntries } from './split-entries';
import { detailHighlights } from './extract-work';

export function extractProjects(lines: ResumeLine[]): ResumeProject[] {
  const projects: ResumeProject[] = [];
  for (const entry of splitEntries(lines)) {
    const { pieces, range } = headerPieces(entry.header.length ? entry.header : entry.details.slice(0, 1));
    const name = pieces.find((p) => !p.location && !/^link$/i.test(p.text))?.text ?? '';
    if (!name) continue;
    const project: ResumeProject = { name, highlights: detailHighlights(entry.details) };
    const url = pieces.find((p) => /https?:|www\.|github\.com|\.\w{2,3}\//i.test(p.text))?.text;
    if (url) project.url = url;
    if (range?.startDate) project.startDate = range.startDate;
    if (range?.endDate) project.endDate = range.endDate;
    projects.push(project);
  }
  return projects;
}

export function extractCertificates(lines: ResumeLine[]): ResumeCertificate[] {
  return lines
    .map((line) => {
      const { pieces, range } = headerPieces([line]);
      const [name, issuer] = pieces.filter((p) => !p.location).map((p) => p.text);
      if (!name) return null;
      const certificate: ResumeCertificate = { name };
      if (issuer) certificate.issuer = issuer;
      if (range?.startDate) certificate.date = range.startDate;
      return certificate;
    })
    .filter((c): c is ResumeCertificate => c !== null);
}

export function extractLanguages(lines: ResumeLine[]): { language: string; fluency?: string }[] {
  const out: { language: string; fluency?: string }[] = [];
  for (const line of lines) {
    for (const part of line.text.split(/\s*[,;|•·]\s*/)) {
      const m = /^([\p{L}][\p{L} ]{1,30}?)\s*(?:[:(–—-]\s*([^)]+)\)?)?$/u.exec(part.trim());
      if (m) out.push(m[2] ? { language: m[1]!.trim(), fluency: m[2].trim() } : { language: m[1]!.trim() });
    }
  }
  return out;
}
