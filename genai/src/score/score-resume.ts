import { ACTION_VERBS, BUZZWORDS, FIRST_PERSON, isQuantified, PASSIVE, WEAK_OPENINGS } from '../enhance/resume-wording';
import { resumeBullets } from '../enhance/enhance-resume';
import { toPast } from '../enhance/enhance-bullet';
import type { JsonResume, ParsedResume } from '../resume/json-resume';
import { isTemplateText } from '../ats/template-text';
import { resumePlaceholders, withoutPlaceholders, type PlaceholderAt } from '../enhance/placeholders';

/** Scores are comparable only within one version; bump it when weights or rules change. */
export const SCORECARD_VERSION = '1.1.0';

export type ScoreCategoryId = 'impact' | 'action-verbs' | 'bullet-length' | 'completeness' | 'date-consistency' | 'readability';

/** Weights sum to 100: a category's points are its weight times its 0..1 score. */
export const SCORE_WEIGHTS: Record<ScoreCategoryId, number> = {
  impact: 25,
  'action-verbs': 15,
  'bullet-length': 10,
  completeness: 25,
  'date-consistency': 10,
  readability: 15,
};

export const CATEGORY_LABELS: Record<ScoreCategoryId, string> = {
  impact: 'Impact (quantified results)',
  'action-verbs': 'Action verbs',
  'bullet-length': 'Bullet length',
  completeness: 'Sections and contact details',
  'date-consistency': 'Consistent dates',
  readability: 'Readability',
};

export interface ScoreSuggestion {
  category: ScoreCategoryId;
  /** JSON path of the line ("work[0].highlights[1]", "basics.phone"), when the advice is about one line. */
  path?: string;
  line?: string;
  message: string;
}

export interface ScoreCategory {
  id: ScoreCategoryId;
  label: string;
  weight: number;
  /** 0..1 */
  score: number;
  points: number;
  detail: string;
}

export interface Scorecard {
  version: string;
  total: number;
  categories: ScoreCategory[];
  suggestions: ScoreSuggestion[];
  /** Placeholders ("[add %]") still in the resume: counted as missing, never as content. */
  placeholders: PlaceholderAt[];
}

const MIN_WORDS = 8;
const MAX_WORDS = 30;

function ratio(hit: number, all: number, empty = 0): number {
  return all ? hit / all : empty;
}

/** Re-exported: the enhancer reads results by the same rule. */
export { isQuantified } from '../enhance/resume-wording';

/** 0–100 scorecard with named, weighted categories and line-level suggestions. */
export function scoreResume(input: ParsedResume | JsonResume): Scorecard {
  const resume = 'resume' in input ? input.resume : input;
  const suggestions: ScoreSuggestion[] = [];
  // Template text ("Describe your responsibilities here", "[Company Name]") is not the writer's:
  // it is reported as such, never scored as a bullet that lacks a number.
  const bullets = resumeBullets(resume).filter((b) => {
    if (!isTemplateText(b.text)) return true;
    suggestions.push({
      category: 'completeness',
      path: b.path,
      line: b.text,
      message: "This is the template's placeholder text: replace it with what you did, or delete it.",
    });
    return false;
  });
  // The enhancer's placeholders ("[add %]") are prompts, not the writer's words: every check below
  // reads a bullet without them, a bullet that is nothing else is no bullet, and each one left is
  // reported as a missing result.
  const placeholders = resumePlaceholders(resume);
  for (const p of placeholders.slice(0, 8)) {
    suggestions.push({
      category: 'impact',
      path: p.path,
      line: p.placeholder,
      message: `Replace the placeholder "${p.placeholder}" with your real result, or delete it: it would be sent as written.`,
    });
  }
  const withPlaceholder = new Set(placeholders.map((p) => p.path));
  for (const b of bullets) b.text = withoutPlaceholders(b.text);
  for (let i = bullets.length - 1; i >= 0; i--) if (!bullets[i]!.text) bullets.splice(i, 1);
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

  // Impact: bullets that state a number (a count, %, money, time).
  const quantified = bullets.filter((b) => isQuantified(b.text));
  for (const b of bullets.filter((x) => !isQuantified(x.text) && !withPlaceholder.has(x.path)).slice(0, 8)) {
    suggestions.push({
      category: 'impact',
      path: b.path,
      line: b.text,
      message: 'Add a measurable result: how much, how many, how fast (e.g. "by 30%", "for 2,000 users").',
    });
  }

  // Action verbs: the first word is a strong past-tense verb.
  const firstWord = (t: string) => (/^[\p{L}-]+/u.exec(t)?.[0] ?? '').toLowerCase();
  // The current role may speak in the present tense ("Lead", "Manages"): that is not a fault.
  const currentRole = (path: string) => {
    const i = /^work\[(\d+)\]/.exec(path);
    return !!i && !!resume.work[Number(i[1])]?.current;
  };
  const isAction = (b: { path: string; text: string }) => {
    const word = firstWord(b.text);
    if (ACTION_VERBS.has(word)) return true;
    return currentRole(b.path) && [word, word.replace(/es$/, ''), word.replace(/s$/, '')].some((w) => ACTION_VERBS.has(toPast(w)));
  };
  const actionFirst = bullets.filter(isAction);
  for (const b of bullets.filter((x) => !isAction(x)).slice(0, 8)) {
    const weak = WEAK_OPENINGS.some(([p]) => p.test(b.text));
    suggestions.push({
      category: 'action-verbs',
      path: b.path,
      line: b.text,
      message: weak
        ? 'Replace the weak opening ("responsible for", "worked on") with what you did: "Led", "Built", "Reduced".'
        : currentRole(b.path)
          ? 'Start with a strong action verb ("Lead", "Build", "Reduce").'
          : 'Start with a strong action verb in the past tense.',
    });
  }

  // Bullet length: 8 to 30 words reads in one breath.
  const wellSized = bullets.filter((b) => words(b.text) >= MIN_WORDS && words(b.text) <= MAX_WORDS);
  for (const b of bullets.filter((x) => words(x.text) < MIN_WORDS || words(x.text) > MAX_WORDS).slice(0, 6)) {
    suggestions.push({
      category: 'bullet-length',
      path: b.path,
      line: b.text,
      message:
        words(b.text) < MIN_WORDS
          ? 'Too short: say what you did, how, and the result.'
          : `Too long (${words(b.text)} words): keep one idea per bullet, under ${MAX_WORDS} words.`,
    });
  }

  // Completeness: contact fields and core sections; each role named and dated.
  const checks: [boolean, string, string][] = [
    [!!resume.basics.name, 'basics.name', 'Put your full name at the top.'],
    [!!resume.basics.email, 'basics.email', 'Add an email address.'],
    [!!resume.basics.phone, 'basics.phone', 'Add a phone number.'],
    [!!resume.basics.location.raw || !!resume.basics.location.city, 'basics.location', 'Add your city and region (recruiters filter by location).'],
    [!!resume.basics.url || resume.basics.profiles.length > 0, 'basics.profiles', 'Add a LinkedIn or portfolio link.'],
    [!!resume.basics.summary, 'basics.summary', 'Add a two-line summary of who you are and what you want next.'],
    [resume.work.length > 0, 'work', 'Add an Experience section (internships and projects count).'],
    [resume.education.length > 0, 'education', 'Add an Education section.'],
    [resume.skills.some((s) => s.keywords.length > 0), 'skills', 'Add a Skills section listing tools and technologies.'],
    [resume.work.every((w) => !!w.position && !!w.name), 'work', 'Give every role both a job title and an employer.'],
  ];
  for (const [ok, path, message] of checks) if (!ok) suggestions.push({ category: 'completeness', path, message });
  const templateLines = [
    ...new Set([
      resume.basics.name,
      resume.basics.summary ?? '',
      ...resume.work.flatMap((w) => [w.position, w.name]),
      ...resume.education.flatMap((e) => [e.institution, e.studyType, e.area]),
    ]),
  ].filter((t) => t && isTemplateText(t));
  for (const line of templateLines.slice(0, 5))
    suggestions.push({ category: 'completeness', line, message: "This is the template's placeholder text: replace it with your own details." });
  // Lines the parser could not place: reported, so nothing the writer wrote is lost unseen.
  const unplaced = 'resume' in input ? (input.meta.unplaced ?? []) : [];
  for (const line of unplaced.slice(0, 5))
    suggestions.push({
      category: 'completeness',
      line,
      message: 'This line was not read into any field (an ATS may drop it): put it under a standard heading, in "Title, Company, dates" or bullet form.',
    });

  // Date consistency: every role dated, one precision, newest first, no end before start.
  let dateProblems = 0;
  const dated = resume.work.filter((w) => w.startDate);
  resume.work.forEach((w, i) => {
    if (!w.startDate) {
      dateProblems++;
      suggestions.push({
        category: 'date-consistency',
        path: `work[${i}].startDate`,
        line: `${w.position} ${w.name}`.trim(),
        message: 'Add start and end dates (e.g. "Jan 2021 – Present").',
      });
    } else if (/^\d{4}/.test(w.endDate) && w.endDate < w.startDate) {
      dateProblems++;
      suggestions.push({
        category: 'date-consistency',
        path: `work[${i}].endDate`,
        line: `${w.position} ${w.name}`.trim(),
        message: 'The end date is before the start date.',
      });
    }
  });
  const precisions = new Set(dated.map((w) => (w.startDate.length > 4 ? 'month' : 'year')));
  if (precisions.size > 1) {
    dateProblems++;
    suggestions.push({ category: 'date-consistency', path: 'work', message: 'Use one date format throughout (month and year everywhere).' });
  }
  const starts = dated.map((w) => w.startDate);
  if (starts.some((s, i) => i > 0 && s > starts[i - 1]!)) {
    dateProblems++;
    suggestions.push({ category: 'date-consistency', path: 'work', message: 'List roles newest first.' });
  }
  const dateScore = resume.work.length ? Math.max(0, 1 - dateProblems / Math.max(2, resume.work.length)) : 0;

  // Readability: no first person, buzzwords or passive voice; summary not a wall of text.
  let readabilityProblems = 0;
  for (const b of bullets) {
    const problems: string[] = [];
    if (FIRST_PERSON.test(b.text)) problems.push('drop "I/my/we"');
    if (PASSIVE.test(b.text)) problems.push('use the active voice');
    const buzz = b.text.match(BUZZWORDS);
    if (buzz) problems.push(`cut the buzzword "${buzz[0]}"`);
    if (problems.length) {
      readabilityProblems++;
      if (readabilityProblems <= 8)
        suggestions.push({ category: 'readability', path: b.path, line: b.text, message: `Reads weaker than it could: ${problems.join(', ')}.` });
    }
  }
  const summaryWords = resume.basics.summary ? words(resume.basics.summary) : 0;
  if (summaryWords > 80) {
    readabilityProblems++;
    suggestions.push({ category: 'readability', path: 'basics.summary', message: `The summary runs ${summaryWords} words; keep it under 60.` });
  }
  const readability = Math.max(0, 1 - readabilityProblems / Math.max(3, bullets.length + 1));

  const scores: Record<ScoreCategoryId, [number, string]> = {
    impact: [ratio(quantified.length, bullets.length), `${quantified.length} of ${bullets.length} bullets state a number`],
    'action-verbs': [ratio(actionFirst.length, bullets.length), `${actionFirst.length} of ${bullets.length} bullets start with an action verb`],
    'bullet-length': [ratio(wellSized.length, bullets.length), `${wellSized.length} of ${bullets.length} bullets are ${MIN_WORDS}–${MAX_WORDS} words`],
    completeness: [checks.filter(([ok]) => ok).length / checks.length, `${checks.filter(([ok]) => ok).length} of ${checks.length} essentials present`],
    'date-consistency': [dateScore, `${dateProblems} date problem(s) over ${resume.work.length} role(s)`],
    readability: [bullets.length || summaryWords ? readability : 0, `${readabilityProblems} line(s) with first person, passive voice or buzzwords`],
  };
  const categories = (Object.keys(SCORE_WEIGHTS) as ScoreCategoryId[]).map((id) => {
    const [score, detail] = scores[id];
    const weight = SCORE_WEIGHTS[id];
    return { id, label: CATEGORY_LABELS[id], weight, score: Math.round(score * 1000) / 1000, points: Math.round(score * weight * 10) / 10, detail };
  });
  const total = Math.round(categories.reduce((n, c) => n + c.score * c.weight, 0));
  return { version: SCORECARD_VERSION, total, categories, suggestions, placeholders };
}
