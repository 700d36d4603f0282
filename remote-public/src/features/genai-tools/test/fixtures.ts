/** Answers shaped like the api's (the engine's types), small enough to read in a test. */
import type { AtsReport, JobDraft, Keyphrase, MatchResult, ParsedJob, ParsedResume, ResumeEnhancement, Scorecard, SkillExtraction, TextSummary } from 'genai';

export const parsedResume: ParsedResume = {
  resume: {
    basics: { name: 'Asha Verma', email: 'asha@example.com', phone: '+91 98765 43210', url: '', location: { raw: 'Pune, India', city: 'Pune' }, profiles: [] },
    work: [
      {
        name: 'Acme Corp',
        position: 'Frontend Engineer',
        startDate: '2021-01',
        endDate: '',
        current: true,
        highlights: ['Built the design system', 'Responsible for testing'],
      },
    ],
    education: [{ institution: 'IIT Bombay', studyType: 'B.Tech', area: 'Computer Science', startDate: '2016', endDate: '2020', score: '8.4/10' }],
    skills: [
      { name: 'React', keywords: [] },
      { name: 'TypeScript', keywords: [] },
    ],
    projects: [],
    certificates: [],
  },
  confidence: { 'basics.name': 0.95, 'basics.phone': 0.4 },
  text: 'Asha Verma\nasha@example.com\nFrontend Engineer, Acme Corp',
  meta: { pages: 1, parserVersion: '1.0.0', source: 'pdf' },
};

export const scorecard: Scorecard = {
  version: '1.0.0',
  total: 72,
  categories: [
    { id: 'impact', label: 'Impact (quantified results)', weight: 25, score: 0.4, points: 10, detail: '2 of 5 bullets state a number.' },
    { id: 'completeness', label: 'Sections and contact details', weight: 25, score: 1, points: 25, detail: 'All sections present.' },
  ],
  suggestions: [{ category: 'impact', path: 'work[0].highlights[1]', line: 'Responsible for testing', message: 'Add a measurable result.' }],
  placeholders: [],
};

export const atsReport: AtsReport = {
  version: '1.0.0',
  score: 63,
  findings: [
    { id: 'missing-phone', severity: 'minor', title: 'No phone number', detail: 'Recruiters call.', fix: 'Add a phone number.' },
    { id: 'columns', severity: 'critical', title: 'Two-column layout', detail: 'Columns get mixed up.', fix: 'Use one column.' },
  ],
  atsText: 'ASHA VERMA\nFrontend Engineer',
};

export const enhancement: ResumeEnhancement = {
  version: '1.0.0',
  bullets: [
    {
      path: 'work[0].highlights[1]',
      original: 'Responsible for testing',
      rewritten: 'Tested [add what] reducing defects by [add %]',
      changed: true,
      issues: ['weak-opening', 'no-result'],
      placeholders: ['[add what]', '[add %]'],
      diff: [
        { op: 'removed', text: 'Responsible for testing' },
        { op: 'added', text: 'Tested [add what] reducing defects by [add %]' },
      ],
      source: 'offline',
    },
    {
      path: 'work[0].highlights[0]',
      original: 'Built the design system',
      rewritten: 'Built the design system',
      changed: false,
      issues: [],
      placeholders: [],
      diff: [{ op: 'same', text: 'Built the design system' }],
      source: 'offline',
    },
  ],
  resume: parsedResume.resume,
  changed: 1,
  provider: 'offline',
  placeholders: [
    { path: 'work[0].highlights[1]', placeholder: '[add what]' },
    { path: 'work[0].highlights[1]', placeholder: '[add %]' },
  ],
};

export const parsedJob: ParsedJob = {
  title: 'Senior Frontend Engineer',
  normalizedTitle: {
    input: 'Senior Frontend Engineer',
    canonical: 'Senior Frontend Engineer',
    seniority: 'senior',
    senioritySource: 'title',
    family: 'frontend',
  },
  location: { input: 'Berlin', city: 'Berlin', country: 'DE', remote: false, canonical: 'Berlin, Germany' },
  workplace: 'hybrid',
  employmentType: 'full-time',
  salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year', text: '€70,000–90,000' },
  yearsExperience: { min: 5, text: '5+ years' },
  requiredSkills: [{ id: 'react', name: 'React', category: 'framework', importance: 'required', evidence: 'React' }],
  preferredSkills: [{ id: 'graphql', name: 'GraphQL', category: 'api', importance: 'preferred', evidence: 'GraphQL' }],
  skillGroups: [],
  responsibilities: ['Build accessible interfaces'],
  requirements: ['5+ years with React'],
  preferred: ['GraphQL'],
  benefits: ['30 days of holiday'],
  eeo: ['We are an equal opportunity employer.'],
  sections: [],
};

export const jobDraft: JobDraft = {
  title: 'Data Analyst',
  seniority: 'mid',
  employmentType: 'full-time',
  sections: [
    { id: 'summary', heading: 'About the role', items: ['You will turn data into decisions.'], kind: 'paragraph' },
    { id: 'requirements', heading: 'What you bring', items: ['SQL', 'A rockstar attitude'], kind: 'list' },
  ],
  text: 'Data Analyst\n\nA rockstar attitude',
  inclusiveLanguage: [{ term: 'rockstar', start: 16, end: 24, kind: 'jargon', suggestion: 'name the skill level instead' }],
  requiredSkills: ['SQL'],
  preferredSkills: [],
  salaryCurrency: 'INR',
  sources: {
    title: 'As you typed it',
    seniority: 'No level word in the title: mid-level',
    company: 'Not given: the draft says "we"',
    duties: 'O*NET occupation 15-2051.01 Business Intelligence Analysts',
    skills: 'your required skills',
    salary: 'Not given: quote it in INR, the currency of IN',
  },
};

export const skills: SkillExtraction = {
  skills: [
    { id: 'react', name: 'React', category: 'framework', source: 'curated', inferred: false, count: 1, evidence: [{ text: 'React', start: 10, end: 15 }] },
  ],
  inferred: [{ id: 'javascript', name: 'JavaScript', category: 'language', inferred: true, via: ['React'] }],
  phrases: [],
  taxonomyVersion: '1',
};

export const match: MatchResult = {
  score: 81,
  parts: {
    requiredSkills: { score: 90, weight: 0.5, detail: '9 of 10 required skills' },
    preferredSkills: null,
    titleAndSeniority: { score: 70, weight: 0.2, detail: 'Close title' },
    yearsOfExperience: { score: 100, weight: 0.15, detail: '6 years' },
    education: null,
    otherKeywords: { score: 40, weight: 0.15, detail: 'Some keywords' },
  },
  matched: [{ skill: 'React', importance: 'required', credit: 1, how: 'direct', where: ['experience'], evidence: 'React' }],
  missing: [{ skill: 'GraphQL', importance: 'preferred', evidence: 'GraphQL is a plus' }],
  summary: 'A strong fit: most required skills are there.',
  strengths: ['React in recent roles'],
  gaps: ['No GraphQL'],
  suggestions: ['Mention any GraphQL work'],
  flags: [],
  job: { title: 'Frontend Engineer', seniority: 'mid' },
  candidate: { education: 'bachelor' },
  version: '1',
};

export const keywords: Keyphrase[] = [
  { phrase: 'machine learning', score: 0.91, count: 2, start: 4, end: 20 },
  { phrase: 'data pipelines', score: 0.5, count: 1, start: 33, end: 47 },
];

export const summary: TextSummary = {
  summary: 'Second sentence is key.',
  sentences: [{ text: 'Second sentence is key.', score: 0.8, index: 1, start: 16, end: 39 }],
  totalSentences: 3,
};
