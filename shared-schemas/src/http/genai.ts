// What the GenAI api's endpoints (/api/v1/*) answer, written once as JSON Schema literals: the api
// registers each as its route's response schema (and its OpenAPI document reads the descriptions),
// the browser's check reads the shape derived from it (GENAI_ANSWERS), and callers' types come
// from it by FromSchema. Objects stay open (`additionalProperties: true`) so the serializer never
// drops a field the engine adds; the properties listed are the ones the contract names. Apart
// from genai-api.ts (limits, the client's words), which every api call loads: a page that calls
// no engine endpoint never carries these.
import { answerShapes, type AnswerSchema } from './answer-schema';

const string = { type: 'string' } as const;
const number = { type: 'number' } as const;
const score100 = { type: 'number', description: '0–100' } as const;
const openItem = { type: 'object', additionalProperties: true } as const;

/** An open object: the fields it names (required ones first in `required`), others allowed. */
function open<const Properties extends Record<string, AnswerSchema>, const Required extends readonly (keyof Properties & string)[]>(
  description: string,
  properties: Properties,
  required: Required,
) {
  return { type: 'object', description, properties, required, additionalProperties: true } as const;
}

/** An open object whose contents the description names (OpenAPI 3.0 allows no empty `required`). */
const record = (description: string) => ({ type: 'object', description, additionalProperties: true }) as const;
/** An array of open objects, or of the items given. */
const list = (description: string) => ({ type: 'array', description, items: openItem }) as const;
const strings = (description: string) => ({ type: 'array', description, items: string }) as const;

const parsedResume = open(
  'ParsedResume: a JSON Resume (basics, work, education, skills, projects, certificates) with a confidence per field, the text as read, and meta',
  {
    resume: {
      type: 'object',
      description: 'JSON Resume',
      additionalProperties: true,
      properties: {
        basics: record('name, email, phone, url, location, profiles'),
        work: list('Roles: name (company), position, location, startDate, endDate, current, highlights'),
        education: list('institution, studyType, area, degree, dates, score'),
        skills: list('name, level, keywords'),
        projects: list('name, description, highlights'),
        certificates: list('name, issuer, date'),
      },
    },
    confidence: { type: 'object', description: 'Confidence 0..1 by JSON path ("basics.name", "work[0].position")', additionalProperties: number },
    text: { type: 'string', description: 'The text the parser read, in reading order' },
    meta: record('pages, parserVersion, source (pdf, docx, text), unplaced (lines read but placed in no field)'),
    sections: list('Section headings as found: kind, heading'),
  },
  ['resume', 'confidence', 'text', 'meta'],
);

const scorecard = open(
  'Scorecard: 0–100 total over weighted categories, with line-level suggestions',
  {
    version: string,
    total: score100,
    categories: list('id, label, weight, score (0..1), points, detail'),
    suggestions: list('category, path (JSON path of the line), line, message'),
    placeholders: list('Placeholders ("[add %]") still in the resume, counted as missing results: path, placeholder'),
  },
  ['version', 'total', 'categories', 'suggestions'],
);

const atsReport = open(
  'AtsReport: what an applicant tracking system trips on',
  {
    version: string,
    score: score100,
    findings: list('id, severity (critical, major, minor, info), title, detail, fix'),
    atsText: { type: 'string', description: 'The text as a plain-text ATS reads it' },
  },
  ['version', 'score', 'findings', 'atsText'],
);

const enhancement = open(
  'ResumeEnhancement: every bullet with its rewrite, issues, placeholders and word diff',
  {
    version: string,
    bullets: list('original, rewritten, changed, issues, placeholders ("[add %]"), diff, source, path'),
    resume: record('The JSON Resume with rewritten bullets'),
    changed: number,
    placeholders: list('Every placeholder left in the rewritten resume, to fill before sending it: path, placeholder ("[add %]")'),
    provider: { type: 'string', enum: ['offline', 'llm'] },
    fallbackReason: string,
  },
  ['version', 'bullets', 'resume', 'changed', 'provider'],
);

const matchResult = open(
  'MatchResult: 0–100 score with its parts, matched and missing skills, and a plain-language fit summary',
  {
    score: score100,
    parts: record('requiredSkills, preferredSkills, titleAndSeniority, yearsOfExperience, education, otherKeywords: each { score, weight, detail } or null'),
    matched: list('skill, importance, credit, how (direct, implied, interchangeable), where, evidence, via'),
    missing: list('skill, importance, evidence'),
    summary: string,
    strengths: strings('What fits, in words'),
    gaps: strings('What is missing, in words'),
    suggestions: strings('What to add or show'),
    flags: strings('Anti-stuffing and other notes'),
    job: record('title, family, seniority, yearsRequired'),
    candidate: record('currentTitle, yearsExperience, education'),
    version: string,
  },
  ['score', 'parts', 'matched', 'missing', 'summary'],
);

const keyphrase = open(
  'Keyphrase',
  {
    phrase: string,
    score: number,
    count: number,
    start: number,
    end: number,
    skill: { type: 'string', description: 'Set when the phrase is a dictionary skill' },
  },
  ['phrase', 'score'],
);

const sessionReport = open(
  'SessionReport: overall (1–5), answered, asked, competencies, storyAnswers, starRate, strengths, focusAreas, jobTermsUsed, jobTermsMissed, mostUsedWords, fillerCount, averageWpm, nextStep',
  {
    overall: number,
    answered: number,
    asked: number,
    competencies: list('competency, label, score (1–5), answers, reason'),
    strengths: strings('What the answers did well'),
    focusAreas: strings('What to practise'),
    nextStep: string,
  },
  ['overall', 'answered', 'asked', 'competencies', 'strengths', 'focusAreas', 'nextStep'],
);

const question = open(
  'InterviewQuestion: id (q1, q2, …), text, kind, competency, rubric (what a strong answer shows), skill (for a technical question)',
  { id: string, text: string, kind: string, competency: string, rubric: string, skill: string },
  ['id', 'text', 'kind', 'competency', 'rubric'],
);

const answerFeedback = open(
  'AnswerFeedback: { score, points, competency, reason, star, missing, jobTerms: { used, missed }, quantified, fillers, words, wpm, flags, suggestion, mostUsedWords }',
  {
    score: { type: 'number', description: "1–5: the score for the question's competency" },
    points: { type: 'number', description: '0–100 before rounding to 1–5' },
    competency: string,
    reason: { type: 'string', description: 'Why the score is what it is, in one sentence' },
    suggestion: { type: 'string', description: 'The one change that would improve this answer most' },
  },
  ['score', 'points', 'competency', 'reason', 'suggestion'],
);

/** Each endpoint's answer, by its path under /api/v1. */
export const GENAI_ANSWER_SCHEMAS = {
  'resumes/parse': parsedResume,
  'resumes/score': { type: 'object', properties: { resume: parsedResume, scorecard }, required: ['resume', 'scorecard'] },
  'resumes/ats': { type: 'object', properties: { resume: parsedResume, report: atsReport }, required: ['resume', 'report'] },
  'resumes/enhance': { type: 'object', properties: { resume: parsedResume, enhancement }, required: ['resume', 'enhancement'] },
  'jobs/parse': open(
    'ParsedJob: title, seniority, location, workplace, employment type, salary, required and preferred skills, years, education, sections',
    {
      title: string,
      normalizedTitle: record('canonical, seniority, family, occupation'),
      workplace: { type: 'string', enum: ['remote', 'hybrid', 'onsite', 'unspecified'] },
      employmentType: string,
      requiredSkills: list('id, name, category, importance, evidence, group'),
      preferredSkills: list('id, name, category, importance, evidence, group'),
      skillGroups: list('Alternatives ("such as A, B or C"): skillIds, need, importance, evidence'),
      responsibilities: strings('Lines'),
      requirements: strings('Lines'),
      preferred: strings('Lines'),
      benefits: strings('Lines'),
      eeo: strings('Equal-opportunity boilerplate, kept apart'),
      sections: list('heading, kind, lines'),
    },
    ['title', 'requiredSkills', 'preferredSkills', 'responsibilities'],
  ),
  'jobs/generate': open(
    'JobDraft: editable sections, the whole text and an inclusive-language check',
    {
      title: string,
      seniority: string,
      employmentType: string,
      location: string,
      sections: list('id, heading, items, kind (paragraph or list)'),
      text: string,
      inclusiveLanguage: list('Findings: phrase, suggestion, reason'),
      placeholders: list('Bracketed prompts the author must replace before publishing (a generic draft): section, text'),
      requiredSkills: strings('The skills the requirements name, for skill chips (the same list the text was written from)'),
      preferredSkills: strings('The skills the "Nice to have" section names'),
      salaryCurrency: { type: 'string', description: "ISO currency of the location's country (INR for Pune); absent when no country is known" },
      sources: record('Where each part came from: title, seniority, company, duties (e.g. the O*NET occupation), skills, salary'),
    },
    ['title', 'sections', 'text', 'inclusiveLanguage'],
  ),
  normalize: open(
    'NormalizeResult: { kind, value } where value is the canonical form for that kind',
    { kind: string, value: record('Canonical value (title: canonical, seniority, family, occupation; skill: id, name, category or id null; …)') },
    ['kind', 'value'],
  ),
  skills: open(
    'SkillExtraction: dictionary skills with evidence spans, inferred skills, and open skill phrases',
    {
      skills: list('id, name, category, source, inferred (false), count, evidence [{ text, start, end }]'),
      inferred: list('id, name, category, inferred (true), via'),
      phrases: list('Skill phrases outside the dictionary'),
      taxonomyVersion: string,
    },
    ['skills', 'inferred', 'phrases', 'taxonomyVersion'],
  ),
  match: matchResult,
  rank: {
    type: 'object',
    properties: {
      ranked: {
        type: 'array',
        description: 'RankedResume[], best first by the learned rankScore (score is the match score; equal rank scores keep the order given)',
        items: open('RankedResume', { id: string, score: number, result: matchResult }, ['id', 'score', 'result']),
      },
      failed: {
        type: 'array',
        description: 'Files that could not be read (multipart only), with the status and message they would have had alone',
        items: { type: 'object', properties: { id: string, status: { type: 'integer' }, message: string }, required: ['id', 'status', 'message'] },
      },
    },
    required: ['ranked', 'failed'],
  },
  keywords: { type: 'object', properties: { keywords: { type: 'array', items: keyphrase } }, required: ['keywords'] },
  summarize: open(
    'TextSummary: the chosen sentences in their original order',
    { summary: string, sentences: list('text, score, index, start, end'), totalSentences: number },
    ['summary', 'sentences', 'totalSentences'],
  ),
  'interview/plan': open(
    'InterviewPlan: { title, level, competencies, questions, source }',
    {
      title: string,
      competencies: strings('Competency ids the plan covers, most important first'),
      questions: { type: 'array', items: question },
    },
    ['title', 'competencies', 'questions'],
  ),
  'interview/feedback': answerFeedback,
  'interview/transcript': open(
    '{ feedback: (AnswerFeedback | null)[] in item order, report: SessionReport }',
    {
      feedback: { type: 'array', description: 'One AnswerFeedback per item, null for an unanswered one', items: { anyOf: [answerFeedback, { type: 'null' }] } },
      report: sessionReport,
    },
    ['feedback', 'report'],
  ),
} as const satisfies Record<string, AnswerSchema>;

/** What the browser checks of each engine answer, derived from the schemas above. */
export const GENAI_ANSWERS = answerShapes(GENAI_ANSWER_SCHEMAS);

export type GenAiEndpoint = keyof typeof GENAI_ANSWER_SCHEMAS;
