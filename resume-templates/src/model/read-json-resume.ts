import type { JsonResume } from './json-resume';

/** A resume the templates cannot print; `message` names the field, e.g. "work[2].highlights". */
export class ResumeInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResumeInputError';
  }
}

/** Caps that keep one export bounded (a real resume is far below each). */
export const RESUME_LIMITS = {
  /** Characters in one text field (a long summary is ~1,500). */
  fieldChars: 5_000,
  /** Entries in one section, bullets in one entry, keywords in one skill group. */
  items: 100,
  /** Characters of text in the whole resume (~40 dense pages). */
  totalChars: 150_000,
} as const;

type Schema = 'string' | 'strings' | { [key: string]: Schema } | [{ [key: string]: Schema }];

const LOCATION: Schema = { address: 'string', postalCode: 'string', city: 'string', region: 'string', countryCode: 'string' };
const WORK: Schema = [
  {
    name: 'string',
    organization: 'string',
    position: 'string',
    location: 'string',
    url: 'string',
    startDate: 'string',
    endDate: 'string',
    summary: 'string',
    highlights: 'strings',
  },
];
const SCHEMA: { [key: string]: Schema } = {
  basics: {
    name: 'string',
    label: 'string',
    email: 'string',
    phone: 'string',
    url: 'string',
    summary: 'string',
    location: LOCATION,
    profiles: [{ network: 'string', username: 'string', url: 'string' }],
  },
  work: WORK,
  volunteer: WORK,
  education: [
    { institution: 'string', url: 'string', area: 'string', studyType: 'string', startDate: 'string', endDate: 'string', score: 'string', courses: 'strings' },
  ],
  skills: [{ name: 'string', level: 'string', keywords: 'strings' }],
  projects: [
    {
      name: 'string',
      description: 'string',
      highlights: 'strings',
      keywords: 'strings',
      startDate: 'string',
      endDate: 'string',
      url: 'string',
      roles: 'strings',
      entity: 'string',
    },
  ],
  certificates: [{ name: 'string', date: 'string', issuer: 'string', url: 'string' }],
  awards: [{ title: 'string', date: 'string', awarder: 'string', summary: 'string' }],
  languages: [{ language: 'string', fluency: 'string' }],
  interests: [{ name: 'string', keywords: 'strings' }],
};

/**
 * Printable text: NFC, control characters and unpaired surrogates out (a PDF font cannot draw
 * them), runs of spaces folded, line breaks kept only where a paragraph may have them.
 */
export function cleanText(value: string): string {
  return (
    value
      .normalize('NFC')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/\r\n?/g, '\n')
      // Control characters are what this replaces (a PDF font has no glyph for them).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200D\u2028\u2029\uFEFF]/g, ' ')
      .replace(/[ \u00A0]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

class Reader {
  total = 0;

  read(value: unknown, schema: Schema, path: string): unknown {
    if (value === undefined || value === null) return undefined;
    if (schema === 'string') {
      if (typeof value === 'number') value = String(value);
      if (typeof value !== 'string') throw new ResumeInputError(`${path} must be text`);
      if (value.length > RESUME_LIMITS.fieldChars) throw new ResumeInputError(`${path} is longer than ${RESUME_LIMITS.fieldChars} characters`);
      const text = cleanText(value);
      this.total += text.length;
      if (this.total > RESUME_LIMITS.totalChars) throw new ResumeInputError(`the resume is longer than ${RESUME_LIMITS.totalChars} characters`);
      return text || undefined;
    }
    if (schema === 'strings' || Array.isArray(schema)) {
      if (!Array.isArray(value)) throw new ResumeInputError(`${path} must be a list`);
      if (value.length > RESUME_LIMITS.items) throw new ResumeInputError(`${path} has more than ${RESUME_LIMITS.items} items`);
      const item: Schema = schema === 'strings' ? 'string' : schema[0];
      return value
        .map((v, i) => this.read(v, item, `${path}[${i}]`))
        .filter((v) => v !== undefined && !(typeof v === 'object' && Object.keys(v as object).length === 0));
    }
    if (typeof value !== 'object' || Array.isArray(value)) throw new ResumeInputError(`${path} must be an object`);
    const out: Record<string, unknown> = {};
    for (const [key, sub] of Object.entries(schema)) {
      const read = this.read((value as Record<string, unknown>)[key], sub, path ? `${path}.${key}` : key);
      if (read !== undefined) out[key] = read;
    }
    return out;
  }
}

/**
 * Checks and cleans a JSON Resume from outside (a file, the builder's state): known fields only,
 * text fields as text, sizes capped. Throws ResumeInputError naming the first bad field.
 */
export function readJsonResume(value: unknown): JsonResume {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ResumeInputError('a JSON Resume must be an object with "basics"');
  const record = value as Record<string, unknown>;
  if (typeof record.basics !== 'object' || record.basics === null) throw new ResumeInputError('basics is missing: a JSON Resume needs at least basics.name');
  const resume = new Reader().read(value, SCHEMA, '') as JsonResume;
  if (!resume.basics.name) throw new ResumeInputError('basics.name is missing');
  return resume;
}
