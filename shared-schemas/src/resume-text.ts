/**
 * A JSON Resume as plain text in the plain single-column layout HireGen's parser reads best:
 * contact lines, then each section under a standard heading, one bullet a line. The live
 * scorecard, the enhancer and the matcher (HireGen API v1) take resume text, so this is what
 * they see; their suggestions quote bullet lines verbatim, which is how they find their field.
 */
import type { JsonResume } from 'shared-schemas';
import { inlinePlainText } from './inline-markup';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2021-03" → "Mar 2021", "2021" → "2021"; anything else as written. */
export function displayDate(date: string | undefined): string {
  if (!date) return '';
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (match) return `${MONTHS[Number(match[2]) - 1] ?? ''} ${match[1]}`.trim();
  return date;
}

export function dateRange(start?: string, end?: string, presentWhenOpen = true): string {
  const from = displayDate(start);
  const to = displayDate(end) || (from && presentWhenOpen ? 'Present' : '');
  return from && to ? `${from} – ${to}` : from || to;
}

const clean = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
/** Bullets and summaries may carry bold, italic and links (inline-markup.ts): their printed letters. */
const prose = (value: unknown) => clean(typeof value === 'string' ? inlinePlainText(value) : value);
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

export function resumeText(resume: JsonResume): string {
  const lines: string[] = [];
  const heading = (title: string) => lines.push('', title.toUpperCase());
  const bullets = (items: string[] | undefined) =>
    list(items)
      .map(prose)
      .filter(Boolean)
      .forEach((b) => lines.push(`• ${b}`));
  const basics = resume.basics ?? {};

  if (clean(basics.name)) lines.push(clean(basics.name));
  if (clean(basics.label)) lines.push(clean(basics.label));
  const place = [basics.location?.city, basics.location?.region, basics.location?.countryCode].map(clean).filter(Boolean).join(', ');
  const contact = [basics.email, basics.phone, basics.url].map(clean).filter(Boolean);
  if (place) contact.push(place);
  if (contact.length) lines.push(contact.join(' | '));
  const profiles = list(basics.profiles)
    .map((p) => clean(p.url) || [clean(p.network), clean(p.username)].filter(Boolean).join(': '))
    .filter(Boolean);
  if (profiles.length) lines.push(profiles.join(' | '));

  if (prose(basics.summary)) {
    heading('Summary');
    lines.push(prose(basics.summary));
  }
  const work = list(resume.work);
  if (work.length) {
    heading('Experience');
    for (const role of work) {
      lines.push('');
      lines.push([clean(role.position), clean(role.name)].filter(Boolean).join(', ') + (clean(role.location) ? `, ${clean(role.location)}` : ''));
      const dates = dateRange(role.startDate, role.endDate);
      if (dates) lines.push(dates);
      if (prose(role.summary)) lines.push(prose(role.summary));
      bullets(role.highlights);
    }
  }
  const education = list(resume.education);
  if (education.length) {
    heading('Education');
    for (const school of education) {
      lines.push('');
      const degree = [clean(school.studyType), clean(school.area)].filter(Boolean).join(' in ');
      lines.push([degree, clean(school.institution)].filter(Boolean).join(', '));
      const dates = dateRange(school.startDate, school.endDate, false);
      if (dates) lines.push(dates);
      if (clean(school.score)) lines.push(`Grade: ${clean(school.score)}`);
      if (list(school.courses).length) lines.push(`Courses: ${list(school.courses).map(clean).join(', ')}`);
    }
  }
  const skills = list(resume.skills);
  if (skills.length) {
    heading('Skills');
    for (const group of skills) {
      const keywords = list(group.keywords).map(clean).filter(Boolean);
      const name = clean(group.name);
      lines.push(name && keywords.length ? `${name}: ${keywords.join(', ')}` : name || keywords.join(', '));
    }
  }
  const projects = list(resume.projects);
  if (projects.length) {
    heading('Projects');
    for (const project of projects) {
      lines.push('');
      const dates = dateRange(project.startDate, project.endDate, false);
      lines.push([clean(project.name), dates].filter(Boolean).join(' | '));
      if (prose(project.description)) lines.push(prose(project.description));
      if (list(project.keywords).length) lines.push(`Technologies: ${list(project.keywords).map(clean).join(', ')}`);
      bullets(project.highlights);
    }
  }
  const certificates = list(resume.certificates);
  if (certificates.length) {
    heading('Certifications');
    for (const c of certificates) lines.push([clean(c.name), clean(c.issuer), displayDate(c.date)].filter(Boolean).join(', '));
  }
  const awards = list(resume.awards);
  if (awards.length) {
    heading('Awards');
    for (const a of awards)
      lines.push([clean(a.title), clean(a.awarder), displayDate(a.date)].filter(Boolean).join(', ') + (clean(a.summary) ? ` — ${clean(a.summary)}` : ''));
  }
  const volunteer = list(resume.volunteer);
  if (volunteer.length) {
    heading('Volunteer Experience');
    for (const v of volunteer) {
      lines.push('');
      lines.push([clean(v.position), clean(v.organization)].filter(Boolean).join(', '));
      const dates = dateRange(v.startDate, v.endDate);
      if (dates) lines.push(dates);
      if (prose(v.summary)) lines.push(prose(v.summary));
      bullets(v.highlights);
    }
  }
  const languages = list(resume.languages);
  if (languages.length) {
    heading('Languages');
    lines.push(languages.map((l) => [clean(l.language), clean(l.fluency)].filter(Boolean).join(' (') + (clean(l.fluency) ? ')' : '')).join(', '));
  }
  return lines.join('\n').replace(/^\n+/, '').trim() + '\n';
}
