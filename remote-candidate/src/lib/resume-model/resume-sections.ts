/**
 * The JSON Resume sections the builder edits, as data: each section's fields, how an entry is
 * summarised in its header, and what a new entry looks like. The editor renders from this table,
 * so a section is added here, not in components.
 */
import type { JsonResume } from 'shared-schemas';

export type ListSectionId = 'work' | 'education' | 'skills' | 'projects' | 'certificates' | 'languages' | 'awards' | 'volunteer' | 'profiles';

export type FieldKind = 'text' | 'textarea' | 'month' | 'url' | 'email' | 'tel' | 'keywords' | 'bullets';

export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
}

export type SectionEntry = Record<string, unknown>;

export interface SectionDef {
  id: ListSectionId;
  title: string;
  /** What one entry is called ("role", "school"), for buttons and announcements. */
  entryName: string;
  fields: FieldDef[];
  /** The entry's one-line header, e.g. "Engineer at Acme". */
  summarise(entry: SectionEntry): string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');
const DATE_HINT = 'YYYY-MM, YYYY, or empty';

export const SECTIONS: SectionDef[] = [
  {
    id: 'work',
    title: 'Work experience',
    entryName: 'role',
    fields: [
      { key: 'position', label: 'Job title', kind: 'text' },
      { key: 'name', label: 'Company', kind: 'text' },
      { key: 'location', label: 'Location', kind: 'text' },
      { key: 'startDate', label: 'Start', kind: 'month', hint: DATE_HINT },
      { key: 'endDate', label: 'End', kind: 'month', hint: 'Empty means present' },
      { key: 'url', label: 'Website', kind: 'url' },
      { key: 'summary', label: 'Summary', kind: 'textarea' },
      { key: 'highlights', label: 'Achievements', kind: 'bullets' },
    ],
    summarise: (e) => joined(str(e.position) || 'New role', str(e.name)),
  },
  {
    id: 'education',
    title: 'Education',
    entryName: 'school',
    fields: [
      { key: 'institution', label: 'School', kind: 'text' },
      { key: 'studyType', label: 'Degree', kind: 'text', hint: 'e.g. Bachelor of Science' },
      { key: 'area', label: 'Field of study', kind: 'text' },
      { key: 'startDate', label: 'Start', kind: 'month', hint: DATE_HINT },
      { key: 'endDate', label: 'End', kind: 'month', hint: DATE_HINT },
      { key: 'score', label: 'Grade', kind: 'text' },
      { key: 'courses', label: 'Courses', kind: 'keywords', hint: 'Comma separated' },
    ],
    summarise: (e) => joined(str(e.institution) || 'New school', str(e.studyType), str(e.area)),
  },
  {
    id: 'skills',
    title: 'Skills',
    entryName: 'skill group',
    fields: [
      { key: 'name', label: 'Group', kind: 'text', hint: 'e.g. Languages, Cloud' },
      { key: 'level', label: 'Level', kind: 'text' },
      { key: 'keywords', label: 'Skills', kind: 'keywords', hint: 'Comma separated' },
    ],
    summarise: (e) => joined(str(e.name) || 'New skill group', Array.isArray(e.keywords) ? `${e.keywords.length} skills` : ''),
  },
  {
    id: 'projects',
    title: 'Projects',
    entryName: 'project',
    fields: [
      { key: 'name', label: 'Project', kind: 'text' },
      { key: 'url', label: 'Link', kind: 'url' },
      { key: 'startDate', label: 'Start', kind: 'month', hint: DATE_HINT },
      { key: 'endDate', label: 'End', kind: 'month', hint: DATE_HINT },
      { key: 'description', label: 'Description', kind: 'textarea' },
      { key: 'keywords', label: 'Technologies', kind: 'keywords', hint: 'Comma separated' },
      { key: 'highlights', label: 'Highlights', kind: 'bullets' },
    ],
    summarise: (e) => str(e.name) || 'New project',
  },
  {
    id: 'certificates',
    title: 'Certificates',
    entryName: 'certificate',
    fields: [
      { key: 'name', label: 'Certificate', kind: 'text' },
      { key: 'issuer', label: 'Issuer', kind: 'text' },
      { key: 'date', label: 'Date', kind: 'month', hint: DATE_HINT },
      { key: 'url', label: 'Link', kind: 'url' },
    ],
    summarise: (e) => joined(str(e.name) || 'New certificate', str(e.issuer)),
  },
  {
    id: 'languages',
    title: 'Languages',
    entryName: 'language',
    fields: [
      { key: 'language', label: 'Language', kind: 'text' },
      { key: 'fluency', label: 'Fluency', kind: 'text', hint: 'e.g. Native, Fluent, Professional' },
    ],
    summarise: (e) => joined(str(e.language) || 'New language', str(e.fluency)),
  },
  {
    id: 'awards',
    title: 'Awards',
    entryName: 'award',
    fields: [
      { key: 'title', label: 'Award', kind: 'text' },
      { key: 'awarder', label: 'Awarded by', kind: 'text' },
      { key: 'date', label: 'Date', kind: 'month', hint: DATE_HINT },
      { key: 'summary', label: 'Summary', kind: 'textarea' },
    ],
    summarise: (e) => joined(str(e.title) || 'New award', str(e.awarder)),
  },
  {
    id: 'volunteer',
    title: 'Volunteering',
    entryName: 'volunteer role',
    fields: [
      { key: 'position', label: 'Role', kind: 'text' },
      { key: 'organization', label: 'Organisation', kind: 'text' },
      { key: 'startDate', label: 'Start', kind: 'month', hint: DATE_HINT },
      { key: 'endDate', label: 'End', kind: 'month', hint: DATE_HINT },
      { key: 'summary', label: 'Summary', kind: 'textarea' },
      { key: 'highlights', label: 'Highlights', kind: 'bullets' },
    ],
    summarise: (e) => joined(str(e.position) || 'New volunteer role', str(e.organization)),
  },
];

/** Profiles live under basics in JSON Resume but are edited like a section. */
export const PROFILES_SECTION: SectionDef = {
  id: 'profiles',
  title: 'Online profiles',
  entryName: 'profile',
  fields: [
    { key: 'network', label: 'Network', kind: 'text', hint: 'e.g. LinkedIn, GitHub' },
    { key: 'username', label: 'Username', kind: 'text' },
    { key: 'url', label: 'Link', kind: 'url' },
  ],
  summarise: (e) => joined(str(e.network) || 'New profile', str(e.username)),
};

export const SECTION_BY_ID: Record<ListSectionId, SectionDef> = Object.fromEntries([...SECTIONS, PROFILES_SECTION].map((s) => [s.id, s])) as Record<
  ListSectionId,
  SectionDef
>;

/** A blank entry: every text field empty, every list empty. */
export function emptyEntry(section: SectionDef): SectionEntry {
  return Object.fromEntries(section.fields.map((f) => [f.key, f.kind === 'bullets' || f.kind === 'keywords' ? [] : '']));
}

export type BasicsField = 'name' | 'label' | 'email' | 'phone' | 'url' | 'summary';
export const BASICS_FIELDS: { key: BasicsField; label: string; kind: FieldKind; autoComplete?: string }[] = [
  { key: 'name', label: 'Full name', kind: 'text', autoComplete: 'name' },
  { key: 'label', label: 'Headline', kind: 'text', autoComplete: 'organization-title' },
  { key: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel' },
  { key: 'url', label: 'Website', kind: 'url', autoComplete: 'url' },
  { key: 'summary', label: 'Summary', kind: 'textarea' },
];
export const LOCATION_FIELDS: { key: 'city' | 'region' | 'countryCode'; label: string }[] = [
  { key: 'city', label: 'City' },
  { key: 'region', label: 'Region / state' },
  { key: 'countryCode', label: 'Country code' },
];

export type ResumeWithSections = JsonResume;
