// JSON schemas shared by the v1 routes: request bodies (validated) and the engine's answer types
// (documented; objects stay open so the serializer never drops a field the engine adds). The
// required fields of each answer are the contract's shapes (shared-schemas GENAI_SHAPES), which
// the browser client checks at run time: one definition for both sides.
import { GENAI_SHAPES, requiredFields } from 'shared-schemas';
import { MAX_RANK_RESUMES, MAX_TEXT_CHARS } from '../service/v1-limits';
import { messageSchema } from '../../../platform/message-schema';

export { messageSchema };

export const V1_TAG = 'HireGen API v1';

/** Error answers every v1 route can give, documented once. */
export const errorResponses = {
  400: { ...messageSchema, description: 'Bad input; the message names the field' },
  413: { ...messageSchema, description: 'Body, file or document too large' },
  415: { ...messageSchema, description: 'Unsupported content type or file type' },
  429: { ...messageSchema, description: 'Rate limited (per X-API-Key, else per IP); see Retry-After' },
  500: { ...messageSchema, description: 'Internal error' },
  503: { ...messageSchema, description: 'The engine is busy; try again shortly' },
} as const;

/** Plus the document errors, for routes that read files. */
export const documentErrorResponses = {
  ...errorResponses,
  422: { ...messageSchema, description: "Unreadable document (encrypted, scanned, malformed, no text); the engine's message" },
  504: { ...messageSchema, description: 'Reading the document took longer than the time limit' },
} as const;

export const textErrorResponses = {
  ...errorResponses,
  504: { ...messageSchema, description: 'The work took longer than the time limit' },
} as const;

function open(description: string, properties: Record<string, unknown> = {}, required: string[] = []) {
  // OpenAPI 3.0 does not allow an empty `required`.
  return { type: 'object', description, properties, ...(required.length ? { required } : {}), additionalProperties: true } as const;
}

const anyObject = (description: string) => open(description);
const list = (description: string, items: unknown = { type: 'object', additionalProperties: true }) => ({ type: 'array', description, items });

export const textField = {
  type: 'string',
  maxLength: MAX_TEXT_CHARS,
  description: `Plain text, at most ${MAX_TEXT_CHARS.toLocaleString('en')} characters`,
} as const;

export const textBody = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: { text: textField },
} as const;

/**
 * multipart/form-data, for the docs: the upload itself is read and checked in the handler (the
 * body Fastify validates for a multipart request is an empty object, see routes/hiregen-api-v1.ts).
 */
export function uploadSchema(fields: Record<string, string>, files: { many: boolean }) {
  const file = { type: 'string', format: 'binary', description: 'A resume: PDF or DOCX (plain text is read too)' };
  return {
    type: 'object',
    description: 'multipart/form-data upload',
    properties: {
      ...Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }])),
      file: files.many
        ? { type: 'array', items: file, maxItems: MAX_RANK_RESUMES, description: `Up to ${MAX_RANK_RESUMES} resume files, each in a "file" part` }
        : file,
    },
  };
}

export const parsedResumeSchema = open(
  'ParsedResume: a JSON Resume (basics, work, education, skills, projects, certificates) with a confidence per field, the text as read, and meta',
  {
    resume: open('JSON Resume', {
      basics: anyObject('name, email, phone, url, location, profiles'),
      work: list('Roles: name (company), position, location, startDate, endDate, current, highlights'),
      education: list('institution, studyType, area, degree, dates, score'),
      skills: list('name, level, keywords'),
      projects: list('name, description, highlights'),
      certificates: list('name, issuer, date'),
    }),
    confidence: { type: 'object', description: 'Confidence 0..1 by JSON path ("basics.name", "work[0].position")', additionalProperties: { type: 'number' } },
    text: { type: 'string', description: 'The text the parser read, in reading order' },
    meta: open('pages, parserVersion, source (pdf, docx, text), unplaced (lines read but placed in no field)'),
    sections: list('Section headings as found: kind, heading'),
  },
  requiredFields(GENAI_SHAPES.parsedResume),
);

export const scorecardSchema = open(
  'Scorecard: 0–100 total over weighted categories, with line-level suggestions',
  {
    version: { type: 'string' },
    total: { type: 'number', description: '0–100' },
    categories: list('id, label, weight, score (0..1), points, detail'),
    suggestions: list('category, path (JSON path of the line), line, message'),
    placeholders: list('Placeholders ("[add %]") still in the resume, counted as missing results: path, placeholder'),
  },
  requiredFields(GENAI_SHAPES.scorecard),
);

export const atsReportSchema = open(
  'AtsReport: what an applicant tracking system trips on',
  {
    version: { type: 'string' },
    score: { type: 'number', description: '0–100' },
    findings: list('id, severity (critical, major, minor, info), title, detail, fix'),
    atsText: { type: 'string', description: 'The text as a plain-text ATS reads it' },
  },
  requiredFields(GENAI_SHAPES.atsReport),
);

export const enhancementSchema = open(
  'ResumeEnhancement: every bullet with its rewrite, issues, placeholders and word diff',
  {
    version: { type: 'string' },
    bullets: list('original, rewritten, changed, issues, placeholders ("[add %]"), diff, source, path'),
    resume: anyObject('The JSON Resume with rewritten bullets'),
    changed: { type: 'number' },
    placeholders: list('Every placeholder left in the rewritten resume, to fill before sending it: path, placeholder ("[add %]")'),
    provider: { type: 'string', enum: ['offline', 'llm'] },
    fallbackReason: { type: 'string' },
  },
  requiredFields(GENAI_SHAPES.enhancement),
);

export const parsedJobSchema = open(
  'ParsedJob: title, seniority, location, workplace, employment type, salary, required and preferred skills, years, education, sections',
  {
    title: { type: 'string' },
    normalizedTitle: anyObject('canonical, seniority, family, occupation'),
    workplace: { type: 'string', enum: ['remote', 'hybrid', 'onsite', 'unspecified'] },
    employmentType: { type: 'string' },
    requiredSkills: list('id, name, category, importance, evidence, group'),
    preferredSkills: list('id, name, category, importance, evidence, group'),
    skillGroups: list('Alternatives ("such as A, B or C"): skillIds, need, importance, evidence'),
    responsibilities: list('Lines', { type: 'string' }),
    requirements: list('Lines', { type: 'string' }),
    preferred: list('Lines', { type: 'string' }),
    benefits: list('Lines', { type: 'string' }),
    eeo: list('Equal-opportunity boilerplate, kept apart', { type: 'string' }),
    sections: list('heading, kind, lines'),
  },
  requiredFields(GENAI_SHAPES.parsedJob),
);

export const jobDraftSchema = open(
  'JobDraft: editable sections, the whole text and an inclusive-language check',
  {
    title: { type: 'string' },
    seniority: { type: 'string' },
    employmentType: { type: 'string' },
    location: { type: 'string' },
    sections: list('id, heading, items, kind (paragraph or list)'),
    text: { type: 'string' },
    inclusiveLanguage: list('Findings: phrase, suggestion, reason'),
    placeholders: list('Bracketed prompts the author must replace before publishing (a generic draft): section, text', {
      type: 'object',
      additionalProperties: true,
    }),
    requiredSkills: list('The skills the requirements name, for skill chips (the same list the text was written from)', { type: 'string' }),
    preferredSkills: list('The skills the "Nice to have" section names', { type: 'string' }),
    salaryCurrency: { type: 'string', description: "ISO currency of the location's country (INR for Pune); absent when no country is known" },
    sources: anyObject('Where each part came from: title, seniority, company, duties (e.g. the O*NET occupation), skills, salary'),
  },
  requiredFields(GENAI_SHAPES.jobDraft),
);

export const normalizeResultSchema = open(
  'NormalizeResult: { kind, value } where value is the canonical form for that kind',
  {
    kind: { type: 'string' },
    value: anyObject('Canonical value (title: canonical, seniority, family, occupation; skill: id, name, category or id null; …)'),
  },
  requiredFields(GENAI_SHAPES.normalizeResult),
);

export const skillExtractionSchema = open(
  'SkillExtraction: dictionary skills with evidence spans, inferred skills, and open skill phrases',
  {
    skills: list('id, name, category, source, inferred (false), count, evidence [{ text, start, end }]'),
    inferred: list('id, name, category, inferred (true), via'),
    phrases: list('Skill phrases outside the dictionary'),
    taxonomyVersion: { type: 'string' },
  },
  requiredFields(GENAI_SHAPES.skillExtraction),
);

export const matchResultSchema = open(
  'MatchResult: 0–100 score with its parts, matched and missing skills, and a plain-language fit summary',
  {
    score: { type: 'number', description: '0–100' },
    parts: anyObject('requiredSkills, preferredSkills, titleAndSeniority, yearsOfExperience, education, otherKeywords: each { score, weight, detail } or null'),
    matched: list('skill, importance, credit, how (direct, implied, interchangeable), where, evidence, via'),
    missing: list('skill, importance, evidence'),
    summary: { type: 'string' },
    strengths: list('', { type: 'string' }),
    gaps: list('', { type: 'string' }),
    suggestions: list('', { type: 'string' }),
    flags: list('Anti-stuffing and other notes', { type: 'string' }),
    job: anyObject('title, family, seniority, yearsRequired'),
    candidate: anyObject('currentTitle, yearsExperience, education'),
    version: { type: 'string' },
  },
  requiredFields(GENAI_SHAPES.matchResult),
);

export const keyphraseSchema = open(
  'Keyphrase',
  {
    phrase: { type: 'string' },
    score: { type: 'number' },
    count: { type: 'number' },
    start: { type: 'number' },
    end: { type: 'number' },
    skill: { type: 'string', description: 'Set when the phrase is a dictionary skill' },
  },
  requiredFields(GENAI_SHAPES.keyphrase),
);

export const textSummarySchema = open(
  'TextSummary: the chosen sentences in their original order',
  {
    summary: { type: 'string' },
    sentences: list('text, score, index, start, end'),
    totalSentences: { type: 'number' },
  },
  requiredFields(GENAI_SHAPES.textSummary),
);
