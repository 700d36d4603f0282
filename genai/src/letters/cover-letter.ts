/**
 * Cover letters, offline and deterministic: a draft grounded in one resume and one job. Every
 * skill, employer, title and figure the letter names is copied from the resume as written (skills
 * the job asks for that the resume never names are listed in `notClaimed`, never in the letter),
 * and the connecting sentences are fixed English, so the letter has no invented facts and no
 * made-up words. The candidate edits the draft; this only gives them a truthful start.
 */
import { matchResume } from '../match/match-job';

/** The JSON Resume fields the letter reads (the builder's shape; every field optional). */
export interface LetterResume {
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string };
  };
  work?: { name?: string; position?: string; startDate?: string; endDate?: string; summary?: string; highlights?: string[] }[];
  education?: { institution?: string; area?: string; studyType?: string }[];
  skills?: { name?: string; keywords?: string[] }[];
  projects?: { name?: string; description?: string; highlights?: string[] }[];
  certificates?: { name?: string }[];
}

export interface LetterJob {
  title: string;
  company: string;
  /** The posting's text (its description; the title is added when missing). */
  text: string;
}

export interface CoverLetterDraft {
  title: string;
  recipient: string;
  greeting: string;
  paragraphs: string[];
  closing: string;
  /** The sender, from the resume: shown above the letter and signed under it. */
  sender: { name: string; contact: string[] };
  /** What the letter claims, each copied from the resume (for the screen and the tests). */
  claims: { skills: string[]; employers: string[]; achievements: string[] };
  /** Skills the job asks for that the resume does not show: left out of the letter. */
  notClaimed: string[];
}

export const LETTER_ENGINE_VERSION = 'hiregen-letter-1';

const clean = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/[*_`]+/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The resume's own spelling of `term` (case-insensitive, whole word), or null when it never says it. */
export function resumeSpelling(term: string, resumeText: string): string | null {
  if (!term.trim()) return null;
  const match = new RegExp(`(?<![A-Za-z0-9])${escape(term.trim())}(?![A-Za-z0-9+#])`, 'i').exec(resumeText);
  return match ? match[0] : null;
}

/** Every word of the resume a reader could take for a fact: the letter's source text. */
export function letterResumeText(resume: LetterResume): string {
  const b = resume.basics ?? {};
  const lines = [b.name, b.label, b.summary];
  for (const w of list(resume.work)) lines.push(w.position, w.name, w.summary, ...list(w.highlights));
  for (const e of list(resume.education)) lines.push(e.studyType, e.area, e.institution);
  for (const s of list(resume.skills)) lines.push(s.name, ...list(s.keywords));
  for (const p of list(resume.projects)) lines.push(p.name, p.description, ...list(p.highlights));
  for (const c of list(resume.certificates)) lines.push(c.name);
  return lines.map(clean).filter(Boolean).join('\n');
}

/** "A", "A and B", "A, B and C". */
function series(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const FIGURE = /\d/;
const PAST_IRREGULAR = new Set([
  'Led',
  'Built',
  'Ran',
  'Grew',
  'Won',
  'Made',
  'Wrote',
  'Cut',
  'Set',
  'Drove',
  'Took',
  'Taught',
  'Brought',
  'Sold',
  'Held',
  'Kept',
  'Began',
  'Spent',
  'Oversaw',
  'Rebuilt',
  'Shipped',
  'Taught',
  'Sped',
  'Saw',
  'Met',
  'Found',
  'Gave',
  'Won',
]);

/** A bullet as the second half of "At X, I …": its opening verb lower-cased when it is one. */
function asClause(bullet: string): { text: string; verb: boolean } {
  const text = clean(bullet).replace(/[.;:]+$/, '');
  const first = /^[A-Z][a-z]+/.exec(text)?.[0];
  // A past-tense opening ("Designed", "Led") reads on after "I"; anything else is quoted whole.
  if (first && (/^[A-Z][a-z]{3,}ed$/.test(first) || PAST_IRREGULAR.has(first))) {
    return { text: first.toLowerCase() + text.slice(first.length), verb: true };
  }
  return { text, verb: false };
}

function currentRole(resume: LetterResume) {
  return list(resume.work).find((w) => clean(w.name) || clean(w.position));
}

/**
 * A draft letter for `job` from `resume`. Deterministic: the same inputs give the same letter.
 * `names` are the skills the job asks for, matched against the resume by the engine's matcher;
 * only those the resume spells out are named.
 */
export function draftCoverLetter(resume: LetterResume, job: LetterJob): CoverLetterDraft {
  const source = letterResumeText(resume);
  const jobTitle = clean(job.title) || 'the open role';
  const company = clean(job.company);
  const jobText = job.text.includes(job.title) ? job.text : `${job.title}\n\n${job.text}`;
  const match = matchResume(jobText, { text: source });

  // The job's skills, required first, each once; claimed only in the resume's own words.
  const asked = [
    ...match.matched.filter((m) => m.importance === 'required').map((m) => m.skill),
    ...match.missing.filter((m) => m.importance === 'required').map((m) => m.skill),
    ...match.matched.filter((m) => m.importance === 'preferred').map((m) => m.skill),
    ...match.missing.filter((m) => m.importance === 'preferred').map((m) => m.skill),
  ];
  const seen = new Set<string>();
  const skills: string[] = [];
  const notClaimed: string[] = [];
  for (const skill of asked) {
    const key = skill.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const spelled = resumeSpelling(skill, source);
    if (spelled) skills.push(spelled);
    else notClaimed.push(skill);
  }
  const named = skills.slice(0, 5);

  // Achievements: bullets that name a claimed skill, then those with a figure, in resume order.
  const bullets: { employer: string; position: string; text: string; score: number; order: number }[] = [];
  list(resume.work).forEach((w, wi) =>
    list(w.highlights).forEach((h, hi) => {
      const text = clean(h);
      if (!text || text.length > 260) return;
      const skillHits = named.filter((s) => resumeSpelling(s, text)).length;
      bullets.push({ employer: clean(w.name), position: clean(w.position), text, score: skillHits * 2 + (FIGURE.test(text) ? 1 : 0), order: wi * 100 + hi });
    }),
  );
  const chosen = bullets
    .filter((b) => b.score > 0 || bullets.length <= 2)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 3)
    .sort((a, b) => a.order - b.order);

  const basics = resume.basics ?? {};
  const name = clean(basics.name);
  const role = currentRole(resume);
  const label = clean(basics.label) || clean(role?.position);
  const paragraphs: string[] = [];

  const at = company ? ` at ${company}` : '';
  let opening = `I am writing to apply for the ${jobTitle} role${at}.`;
  if (label && named.length) opening += ` As a ${label}, I bring hands-on work with ${series(named.slice(0, 3))}, which the role asks for.`;
  else if (label) opening += ` I would like to share how my work as a ${label} relates to this role.`;
  else if (named.length) opening += ` My resume shows work with ${series(named.slice(0, 3))}, which the role asks for.`;
  paragraphs.push(opening);

  const employers: string[] = [];
  if (chosen.length) {
    const sentences: string[] = [];
    let lastEmployer = '';
    for (const b of chosen) {
      const clause = asClause(b.text);
      if (b.employer && !employers.includes(b.employer)) employers.push(b.employer);
      const where = b.employer && b.employer !== lastEmployer ? (b.position ? `As ${b.position} at ${b.employer}` : `At ${b.employer}`) : 'There';
      sentences.push(clause.verb ? `${where}, I ${clause.text}.` : `${where}, one result stands out: ${clause.text}.`);
      lastEmployer = b.employer;
    }
    paragraphs.push(sentences.join(' '));
  } else if (role && clean(role.name)) {
    employers.push(clean(role.name));
    paragraphs.push(
      clean(role.position) ? `Most recently I worked as ${clean(role.position)} at ${clean(role.name)}.` : `Most recently I worked at ${clean(role.name)}.`,
    );
  }

  const rest = skills.slice(3, 8);
  const degree = list(resume.education).find((e) => clean(e.institution) && (clean(e.studyType) || clean(e.area)));
  const third: string[] = [];
  if (rest.length) third.push(`My resume also lists ${series(rest)}, which the posting names among the skills it asks for.`);
  if (degree) {
    const what = [clean(degree.studyType), clean(degree.area)].filter(Boolean).join(' in ');
    third.push(`I hold a ${what} from ${clean(degree.institution)}.`);
  }
  if (third.length) paragraphs.push(third.join(' '));

  paragraphs.push(
    `Thank you for considering my application. I would welcome the chance to talk about how I could contribute${company ? ` to ${company}` : ''}.`,
  );

  const contact = [clean(basics.email), clean(basics.phone), [basics.location?.city, basics.location?.region].map(clean).filter(Boolean).join(', ')].filter(
    Boolean,
  );
  return {
    title: company ? `${jobTitle} at ${company}` : jobTitle,
    recipient: ['Hiring Manager', company].filter(Boolean).join('\n'),
    greeting: 'Dear Hiring Manager,',
    paragraphs,
    closing: 'Sincerely,',
    sender: { name, contact },
    claims: { skills: named.concat(rest).filter((s, i, a) => a.indexOf(s) === i), employers, achievements: chosen.map((b) => b.text) },
    notClaimed: notClaimed.slice(0, 10),
  };
}
