/**
 * What the LaTeX and Word designs print of a JSON Resume, read leniently: real files use the
 * older schema (`company`, `website`, `gpa`), put strings where arrays belong and objects where
 * strings belong. Anything that is not text is skipped rather than printed as "[object Object]",
 * so every printed value is one the corpus builder can find in the JSON.
 */
import type { JsonResume } from 'genai';

export interface PrintedRole {
  company: string;
  position: string;
  location: string;
  startDate: string;
  endDate: string;
  /** No end date: the role is printed as running to "Present". */
  current: boolean;
  summary: string;
  highlights: string[];
}

export interface PrintedEducation {
  institution: string;
  studyType: string;
  area: string;
  location: string;
  startDate: string;
  endDate: string;
  score: string;
}

export interface PrintedItem {
  /** The item's headline (award title, certificate, project, publication, volunteer role). */
  title: string;
  /** Who gave or published it, or where it was done. */
  by: string;
  date: string;
  summary: string;
  highlights: string[];
}

export interface PrintableResume {
  name: string;
  label: string;
  email: string;
  phone: string;
  url: string;
  location: string;
  profiles: string[];
  summary: string;
  work: PrintedRole[];
  education: PrintedEducation[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  projects: PrintedItem[];
  awards: PrintedItem[];
  certificates: PrintedItem[];
  publications: PrintedItem[];
  volunteer: PrintedItem[];
}

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A text value as printed: strings trimmed, numbers written out, anything else empty. */
function text(v: unknown): string {
  if (typeof v === 'string') return v.replace(/\s+/g, ' ').trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}
const first = (o: Loose, ...keys: string[]): string => {
  for (const k of keys) {
    const t = text(o[k]);
    if (t) return t;
  }
  return '';
};
/** A list of strings, also from a single string (some files write highlights as one string). */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return v.trim() ? [text(v)] : [];
  if (!Array.isArray(v)) return [];
  return v.map(text).filter(Boolean);
}
const records = (v: unknown): Loose[] => (Array.isArray(v) ? v.filter(isObject) : []);

function locationText(v: unknown): string {
  if (typeof v === 'string') return text(v);
  if (!isObject(v)) return '';
  const parts = [text(v.city), text(v.region), text(v.countryCode) || text(v.country)].filter(Boolean);
  return parts.length ? parts.join(', ') : text(v.address);
}

function item(o: Loose, titleKeys: string[], byKeys: string[], dateKeys: string[]): PrintedItem {
  return {
    title: first(o, ...titleKeys),
    by: first(o, ...byKeys),
    date: first(o, ...dateKeys),
    summary: first(o, 'summary', 'description'),
    highlights: strings(o.highlights),
  };
}

export function printable(resume: JsonResume): PrintableResume {
  const r = resume as unknown as Loose;
  const basics = isObject(r.basics) ? r.basics : {};
  const profiles = records(basics.profiles)
    .map((p) => first(p, 'url') || [first(p, 'network'), first(p, 'username')].filter(Boolean).join(': '))
    .filter(Boolean);
  const work = records(r.work)
    .map((w): PrintedRole => {
      const endDate = first(w, 'endDate');
      return {
        company: first(w, 'name', 'company'),
        position: first(w, 'position'),
        location: locationText(w.location),
        startDate: first(w, 'startDate'),
        endDate,
        current: !endDate && Boolean(first(w, 'startDate')),
        summary: typeof w.summary === 'string' ? text(w.summary) : strings(w.summary).join(' '),
        highlights: strings(w.highlights),
      };
    })
    .filter((w) => w.company || w.position);
  const education = records(r.education)
    .map(
      (e): PrintedEducation => ({
        institution: first(e, 'institution', 'name'),
        studyType: first(e, 'studyType'),
        area: first(e, 'area'),
        location: locationText(e.location),
        startDate: first(e, 'startDate'),
        endDate: first(e, 'endDate'),
        score: first(e, 'score', 'gpa'),
      }),
    )
    .filter((e) => e.institution || e.area || e.studyType);
  const skills = records(r.skills)
    .map((s) => ({ name: first(s, 'name'), keywords: strings(s.keywords) }))
    .filter((s) => s.name || s.keywords.length);
  const languages = records(r.languages)
    .map((l) => ({ language: first(l, 'language', 'name'), fluency: first(l, 'fluency', 'level') }))
    .filter((l) => l.language);
  const keep = (i: PrintedItem) => Boolean(i.title);
  return {
    name: text(basics.name),
    label: text(basics.label),
    email: text(basics.email),
    phone: text(basics.phone),
    url: text(basics.url) || text(basics.website),
    location: locationText(basics.location),
    profiles,
    summary: typeof basics.summary === 'string' ? text(basics.summary) : strings(basics.summary).join(' '),
    work,
    education,
    skills,
    languages,
    projects: records(r.projects)
      .map((p) => item(p, ['name'], ['entity'], ['startDate']))
      .filter(keep),
    awards: records(r.awards)
      .map((a) => item(a, ['title'], ['awarder'], ['date']))
      .filter(keep),
    certificates: records(r.certificates)
      .map((c) => item(c, ['name'], ['issuer'], ['date', 'startDate']))
      .filter(keep),
    publications: records(r.publications)
      .map((p) => item(p, ['name', 'title'], ['publisher'], ['releaseDate']))
      .filter(keep),
    volunteer: records(r.volunteer)
      .map((v) => ({
        ...item(v, ['position'], ['organization', 'organisation'], ['startDate']),
        title: [first(v, 'position'), first(v, 'organization', 'organisation')].filter(Boolean).join(', '),
        by: '',
      }))
      .filter(keep),
  };
}

/** Consecutive roles at one employer, for the designs that print the company once. */
export function groupByEmployer(work: PrintedRole[]): { company: string; location: string; roles: PrintedRole[] }[] {
  const groups: { company: string; location: string; roles: PrintedRole[] }[] = [];
  for (const role of work) {
    const last = groups[groups.length - 1];
    if (last && role.company && last.company.toLowerCase() === role.company.toLowerCase()) last.roles.push(role);
    else groups.push({ company: role.company, location: role.location, roles: [role] });
  }
  return groups;
}

export type DateStyle = 'mon-yyyy' | 'month-yyyy' | 'mm/yyyy' | 'yyyy-mm' | 'yyyy';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO-like JSON date in a design's style; text that is not a date is printed as written. */
export function formatDate(date: string, style: DateStyle): string {
  const m = /^(\d{4})(?:-(\d{1,2}))?(?:-\d{1,2})?(?:T.*)?$/.exec(date.trim());
  if (!m) return date;
  const year = m[1] ?? '';
  const month = m[2] ? Number(m[2]) : 0;
  if (!month || month > 12 || style === 'yyyy') return year;
  const name = MONTHS[month - 1] ?? '';
  switch (style) {
    case 'mon-yyyy':
      return `${name.slice(0, 3)} ${year}`;
    case 'month-yyyy':
      return `${name} ${year}`;
    case 'mm/yyyy':
      return `${String(month).padStart(2, '0')}/${year}`;
    case 'yyyy-mm':
      return `${year}-${String(month).padStart(2, '0')}`;
  }
}

export interface RangeStyle {
  date: DateStyle;
  separator: string;
  present: string;
}

export function formatRange(start: string, end: string, current: boolean, style: RangeStyle): string {
  const from = start ? formatDate(start, style.date) : '';
  const to = end ? formatDate(end, style.date) : current ? style.present : '';
  if (from && to) return from === to ? from : `${from}${style.separator}${to}`;
  return from || to;
}

/** "Bachelor of Science in Physics", "MSc, Physics" or just the one that is there. */
export function degreeLine(e: PrintedEducation, joiner = ', '): string {
  return [e.studyType, e.area].filter(Boolean).join(joiner);
}
