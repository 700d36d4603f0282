/**
 * Turns anything claiming to be a JSON Resume (an imported file, a parser answer, an old stored
 * document) into one the builder can edit: every known section an array of objects, every field
 * a string (or list of strings), sizes capped so one pasted blob cannot stall the editor or
 * exceed Firestore's 1 MiB document limit. Unknown top-level keys are kept, as JSON Resume allows.
 */
import type { JsonResume } from 'shared-schemas';
import { SECTIONS, PROFILES_SECTION } from './resume-sections';

export const MAX_TEXT = 4000;
export const MAX_ENTRIES = 60;
export const MAX_LIST = 60;

export class ResumeFormatError extends Error {
  override name = 'ResumeFormatError';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, MAX_TEXT) : typeof v === 'number' ? String(v) : '');
const texts = (v: unknown): string[] =>
  Array.isArray(v)
    ? v
        .map(text)
        .filter((s) => s.trim() !== '')
        .slice(0, MAX_LIST)
    : [];

// The builder writes an open end as an empty month ("Empty means present"); the parser and many
// JSON Resume files write the word.
const month = (v: unknown): string => (/^\s*(present|current|now|today|ongoing)\s*$/i.test(text(v)) ? '' : text(v));

function entries(v: unknown, fields: { key: string; kind: string }[]): Record<string, unknown>[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter(isRecord)
    .slice(0, MAX_ENTRIES)
    .map((raw) => {
      const entry: Record<string, unknown> = { ...raw };
      for (const field of fields)
        entry[field.key] =
          field.kind === 'bullets' || field.kind === 'keywords' ? texts(raw[field.key]) : field.kind === 'month' ? month(raw[field.key]) : text(raw[field.key]);
      return entry;
    });
}

export function emptyResume(): JsonResume {
  return normalizeResume({});
}

export function normalizeResume(input: unknown): JsonResume {
  if (!isRecord(input)) throw new ResumeFormatError('A JSON Resume is an object with sections such as "basics" and "work".');
  const basicsIn = isRecord(input.basics) ? input.basics : {};
  const locationIn = isRecord(basicsIn.location) ? basicsIn.location : {};
  const resume: JsonResume = {
    ...input,
    basics: {
      ...basicsIn,
      name: text(basicsIn.name),
      label: text(basicsIn.label),
      email: text(basicsIn.email),
      phone: text(basicsIn.phone),
      url: text(basicsIn.url ?? basicsIn.website),
      summary: text(basicsIn.summary),
      location: { ...locationIn, city: text(locationIn.city), region: text(locationIn.region), countryCode: text(locationIn.countryCode) },
      profiles: entries(basicsIn.profiles, PROFILES_SECTION.fields) as NonNullable<JsonResume['basics']>['profiles'],
    },
  };
  for (const section of SECTIONS) resume[section.id] = entries(input[section.id], section.fields);
  return resume;
}

/** Reads a JSON Resume file's text; the message says what is wrong in words a person can act on. */
export function parseJsonResume(fileText: string): JsonResume {
  let value: unknown;
  try {
    value = JSON.parse(fileText);
  } catch {
    throw new ResumeFormatError('This file is not valid JSON. Export your resume from jsonresume.org or HireGen as JSON and try again.');
  }
  const resume = normalizeResume(value);
  const hasContent = Boolean(resume.basics?.name) || SECTIONS.some((s) => Array.isArray(resume[s.id]) && (resume[s.id] as unknown[]).length > 0);
  if (!hasContent) throw new ResumeFormatError('This JSON has no resume in it: no name and no sections (basics, work, education, skills…).');
  return resume;
}
