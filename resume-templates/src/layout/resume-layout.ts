import { inlinePlainText } from 'shared-schemas';
import type { JsonResume, ResumeWork } from '../model/json-resume';
import { formatDate, formatDateRange } from './format-dates';

/**
 * The layout model: what a resume says, in reading order, with the words of every line already
 * chosen (dates formatted, contact joined, degrees worded). The PDF and DOCX renderers (and a
 * builder's preview) draw this one model, so an export and its preview cannot disagree on text.
 */
export type SectionId = 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certificates' | 'awards' | 'languages' | 'volunteer' | 'interests';

/** A role, a degree, a project or a volunteer position. */
export interface EntryBlock {
  kind: 'entry';
  /** The bold line: a job title, a degree, a project name. */
  title: string;
  /** Employer, school or organisation. */
  organization: string;
  location: string;
  dates: string;
  /** Prose under the header (a role's summary, a project's description). */
  paragraphs: string[];
  bullets: string[];
}

/** One line of prose (a summary paragraph). */
export interface TextBlock {
  kind: 'text';
  text: string;
}

/** "Label: item, item, item" rows (skills, interests) or plain rows (certificates, languages). */
export interface RowsBlock {
  kind: 'rows';
  rows: { label: string; text: string }[];
}

export type LayoutBlock = EntryBlock | TextBlock | RowsBlock;

export interface LayoutSection {
  id: SectionId;
  /** Standard heading words an ATS recognises ("Experience", "Education", "Skills", ...). */
  heading: string;
  blocks: LayoutBlock[];
}

export interface ResumeLayout {
  name: string;
  /** basics.label, e.g. "Senior Data Engineer". */
  headline: string;
  /** Email, phone, location, website and profiles, in that order. */
  contact: string[];
  sections: LayoutSection[];
}

export const SECTION_HEADINGS: Record<SectionId, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certificates: 'Certifications',
  awards: 'Awards',
  languages: 'Languages',
  // Not "Volunteer Experience": an ATS would read those roles as employment.
  volunteer: 'Volunteering',
  interests: 'Interests',
};

export const SECTION_ORDER: SectionId[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certificates',
  'awards',
  'languages',
  'volunteer',
  'interests',
];

function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function join(parts: (string | undefined)[], separator: string): string {
  return parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(separator);
}

function contactLine(resume: JsonResume): string[] {
  const b = resume.basics;
  // "Toronto, ON" or "London, UK": the way resumes write a place (a country code after a region
  // reads as a second region to parsers).
  const place = b.location?.region ? [b.location.city, b.location.region] : [b.location?.city, b.location?.countryCode];
  const location = join(place, ', ') || (b.location?.address ?? '');
  const profiles = (b.profiles ?? []).map((p) => p.url || join([p.network, p.username], ': ')).filter(Boolean);
  return [b.email, b.phone, location, b.url, ...profiles].map((p) => (p ?? '').trim()).filter(Boolean) as string[];
}

function roleEntry(work: ResumeWork): EntryBlock {
  return {
    kind: 'entry',
    title: work.position ?? '',
    organization: work.name ?? work.organization ?? '',
    location: work.location ?? '',
    dates: formatDateRange(work.startDate, work.endDate),
    paragraphs: paragraphs(work.summary),
    bullets: work.highlights ?? [],
  };
}

function degreeText(studyType: string | undefined, area: string | undefined): string {
  if (studyType && area) return /\b(in|of)\s*$/i.test(studyType) ? `${studyType} ${area}` : `${studyType} in ${area}`;
  return studyType || area || '';
}

function build(resume: JsonResume, id: SectionId): LayoutBlock[] {
  switch (id) {
    case 'summary':
      return paragraphs(resume.basics.summary).map((text) => ({ kind: 'text', text }));
    case 'experience':
      return (resume.work ?? []).filter((w) => w.position || w.name).map(roleEntry);
    case 'volunteer':
      return (resume.volunteer ?? []).filter((w) => w.position || w.organization || w.name).map(roleEntry);
    case 'education':
      return (resume.education ?? [])
        .filter((e) => e.institution || e.area || e.studyType)
        .map((e) => ({
          kind: 'entry',
          title: degreeText(e.studyType, e.area),
          organization: e.institution ?? '',
          location: '',
          dates: formatDateRange(e.startDate, e.endDate, false),
          paragraphs: [join([e.score ? `GPA: ${e.score}` : '', e.courses?.length ? `Courses: ${e.courses.join(', ')}` : ''], '. ')].filter(Boolean),
          bullets: [],
        }));
    case 'skills': {
      const rows = (resume.skills ?? [])
        .filter((s) => s.name || s.keywords?.length)
        .map((s) => ({
          label: s.keywords?.length ? (s.name ?? '') : '',
          text: s.keywords?.length ? s.keywords.join(', ') : (s.name ?? ''),
        }));
      return rows.length ? [{ kind: 'rows', rows }] : [];
    }
    case 'projects':
      return (resume.projects ?? [])
        .filter((p) => p.name)
        .map((p) => ({
          kind: 'entry',
          title: p.name ?? '',
          organization: join([p.entity, p.roles?.join(', ')], ', '),
          location: '',
          dates: p.startDate || p.endDate ? formatDateRange(p.startDate, p.endDate, false) : '',
          paragraphs: [...paragraphs(p.description), ...(p.url ? [p.url] : [])],
          bullets: p.highlights ?? [],
        }));
    // Rows are drawn as plain text: formatting typed into a certificate or an award prints as its
    // letters, not as literal ** and [](…) markers.
    case 'certificates': {
      const rows = (resume.certificates ?? [])
        .filter((c) => c.name)
        .map((c) => ({ label: '', text: inlinePlainText(join([c.name, c.issuer, formatDate(c.date)], ' — ')) }));
      return rows.length ? [{ kind: 'rows', rows }] : [];
    }
    case 'awards': {
      const rows = (resume.awards ?? [])
        .filter((a) => a.title)
        .map((a) => ({ label: '', text: inlinePlainText(join([join([a.title, a.awarder, formatDate(a.date)], ' — '), a.summary], '. ')) }));
      return rows.length ? [{ kind: 'rows', rows }] : [];
    }
    case 'languages': {
      const items = (resume.languages ?? []).filter((l) => l.language).map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language!));
      return items.length ? [{ kind: 'rows', rows: [{ label: '', text: items.join(', ') }] }] : [];
    }
    case 'interests': {
      const rows = (resume.interests ?? [])
        .filter((i) => i.name)
        .map((i) => ({ label: i.keywords?.length ? i.name! : '', text: i.keywords?.length ? i.keywords.join(', ') : i.name! }));
      return rows.length ? [{ kind: 'rows', rows }] : [];
    }
  }
}

/** JSON Resume → layout model (sections without content are left out). */
export function layoutResume(resume: JsonResume): ResumeLayout {
  return {
    name: resume.basics.name,
    headline: resume.basics.label ?? '',
    contact: contactLine(resume),
    sections: SECTION_ORDER.map((id) => ({ id, heading: SECTION_HEADINGS[id], blocks: build(resume, id) })).filter((s) => s.blocks.length > 0),
  };
}
