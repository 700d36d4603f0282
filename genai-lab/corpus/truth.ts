/**
 * Structured truth for one corpus resume: every field the parser is scored on comes from here,
 * and the renderers only print it, so the truth is exact by construction.
 */
import { COUNTRIES, type Country, type DateStyle } from './countries';
import { PROFESSIONS, type Profession, type Seniority } from './professions';
import type { Rng } from './random';

export interface TruthDate {
  year: number;
  month?: number;
  season?: string;
}

export interface TruthRole {
  title: string;
  company: string;
  location: string;
  start: TruthDate;
  /** Absent when the role is current. */
  end?: TruthDate;
  current: boolean;
  bullets: string[];
}

export interface TruthEducation {
  degree: string;
  studyType: string;
  area: string;
  institution: string;
  end: TruthDate;
  gpa?: { written: string; value: string };
}

export interface CorpusTruth {
  id: string;
  profession: string;
  seniority: Seniority;
  country: string;
  layout: string;
  generator: 'chromium-html' | 'docx' | 'libreoffice-pdf' | 'template-pdf' | 'template-docx';
  split: 'tune' | 'held-out';
  hazards: string[];
  name: string;
  email: string;
  phone: string;
  location: string;
  summary: string;
  roles: TruthRole[];
  education: TruthEducation[];
  skills: string[];
  /** Text drawn so a reader cannot see it (white, 1 pt, off-page or clipped): must not be read as content. */
  hiddenText?: string;
  /** The profession whose job this resume stuffs keywords for (hidden text or a keyword dump). */
  stuffedFor?: string;
  /** A personal link printed with the contact details (parser hazard "subdomain-url"). */
  url?: string;
  /** Skills named only in the summary's list (parser hazard "summary-skills"), not in the skills section. */
  summaryOnlySkills?: string[];
  style: {
    dateStyle: DateStyle;
    presentWord: string;
    rangeSeparator: string;
    headings: { summary: string; experience: string; education: string; skills: string };
  };
  /** Years of experience to the corpus's "now" (2025-06). */
  years: number;
}

export const CORPUS_NOW = { year: 2025, month: 6 };

const HEADINGS = {
  summary: ['Summary', 'Profile', 'Professional Summary', 'About Me', 'Career Objective', 'Personal Statement'],
  experience: [
    'Experience',
    'Work Experience',
    'Professional Experience',
    'Employment History',
    'Career History',
    'Where I Have Worked',
    'Professional Journey',
    'Work History',
    'Relevant Experience',
    'Positions Held',
  ],
  education: ['Education', 'Academic Background', 'Qualifications', 'Education and Training', 'Academic Qualifications', 'Studies'],
  skills: ['Skills', 'Core Competencies', 'Key Skills', 'Toolbox', 'Areas of Expertise', 'Technical Skills', 'Strengths'],
};

const SEASONS: [string, number][] = [
  ['Spring', 3],
  ['Summer', 6],
  ['Fall', 9],
  ['Autumn', 9],
];

function fill(template: string, rng: Rng, skills: string[]): string {
  return template
    .replace(/\{n\}/g, () => String(rng.pick([3, 4, 5, 6, 8, 12, 15, 20, 25, 40, 60, 120, 250])))
    .replace(/\{m\}/g, () => String(rng.pick([2, 3, 5, 7, 10, 14, 18, 30])))
    .replace(/\{p\}/g, () => String(rng.int(8, 45)))
    .replace(/\{q\}/g, () => String(rng.int(80, 98)))
    .replace(/\{skill\}/g, () => rng.pick(skills));
}

const LONG_TAILS = [
  ', working closely with operations, finance and customer teams to agree priorities and report progress every week',
  ' while keeping the existing service running and documenting every change for the people who took it over',
  ', presenting the results to senior leadership and turning the feedback into the plan for the following year',
];

function monthsBetween(a: TruthDate, b: TruthDate): number {
  return (b.year - a.year) * 12 + ((b.month ?? 6) - (a.month ?? 6));
}

export interface TruthOptions {
  id: string;
  profession: Profession;
  country: Country;
  layout: string;
  generator: CorpusTruth['generator'];
  split: CorpusTruth['split'];
  rng: Rng;
}

export function makeTruth({ id, profession, country, layout, generator, split, rng }: TruthOptions): CorpusTruth {
  const seniority = rng.pick<Seniority>(['junior', 'mid', 'mid', 'senior', 'senior']);
  const first = rng.pick(country.first);
  const last = rng.pick(country.last);
  const name = `${first} ${last}`;
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[łŁ]/g, 'l')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  const email = `${ascii(first)}${rng.pick(['.', '_', ''])}${ascii(last)}${rng.chance(0.3) ? rng.int(1, 99) : ''}@${rng.pick(['gmail.com', 'outlook.com', 'proton.me', 'yahoo.com', 'mail.example'])}`;
  const [city, region] = rng.pick(country.cities);
  const location = country.regionInLocation ? `${city}, ${region}` : `${city}, ${country.name}`;
  const dateStyle = rng.pick(country.dateStyles);
  const presentWord = rng.pick(country.presentWords);
  const skills = rng.sample(profession.skills, rng.int(6, Math.min(10, profession.skills.length)));

  const roleCount = seniority === 'junior' ? rng.int(1, 2) : seniority === 'mid' ? rng.int(2, 3) : rng.int(3, 4);
  const titles = [...profession.titles[seniority]];
  const ladder: Seniority[] =
    seniority === 'senior' ? ['senior', 'mid', 'mid', 'junior'] : seniority === 'mid' ? ['mid', 'junior', 'junior'] : ['junior', 'junior'];
  const roles: TruthRole[] = [];
  let end: TruthDate | undefined = rng.chance(0.75) ? undefined : { year: CORPUS_NOW.year - rng.int(0, 1), month: rng.int(1, 12) };
  if (end && end.year === CORPUS_NOW.year) end.month = rng.int(1, CORPUS_NOW.month - 1);
  const employers = rng.shuffle(profession.employers);
  for (let i = 0; i < roleCount; i++) {
    const level = ladder[i] ?? 'junior';
    const title = i === 0 ? rng.pick(titles) : rng.pick(profession.titles[level]);
    // A promotion: the role before the first is at the same company.
    const sameCompany = i === 1 && rng.chance(0.2);
    const company = sameCompany ? roles[0]!.company : employers[i % employers.length]!;
    const [roleCity, roleRegion] = rng.chance(0.7) ? [city, region] : rng.pick(country.cities);
    const roleLocation = country.regionInLocation ? `${roleCity}, ${roleRegion}` : `${roleCity}, ${country.name}`;
    const endPoint = end ?? CORPUS_NOW;
    const length = rng.int(10, 48);
    let startMonthIndex = endPoint.year * 12 + (endPoint.month ?? 6) - 1 - length;
    const start: TruthDate = { year: Math.floor(startMonthIndex / 12), month: (startMonthIndex % 12) + 1 };
    const bullets = rng.sample(profession.bullets, rng.int(2, 4)).map((t) => fill(t, rng, skills));
    if (rng.chance(0.35)) bullets[0] = `${bullets[0]}${rng.pick(LONG_TAILS)}`;
    roles.push({ title, company, location: roleLocation, start, ...(end ? { end } : {}), current: !end, bullets });
    // The next (older) role ends a month or a few before this one starts.
    startMonthIndex -= rng.int(1, 4);
    end = { year: Math.floor(startMonthIndex / 12), month: (startMonthIndex % 12) + 1 };
    if (!end.month) end.month = 12;
  }
  // Year-only styles keep only years in the truth.
  if (dateStyle === 'YYYY')
    for (const r of roles) {
      delete r.start.month;
      if (r.end) delete r.end.month;
    }
  // An internship in a season for some US/Canada juniors.
  if (seniority === 'junior' && (country.id === 'us' || country.id === 'ca') && roles.length > 1 && rng.chance(0.6)) {
    const [season, month] = rng.pick(SEASONS);
    const last = roles[roles.length - 1]!;
    last.start = { year: last.start.year, month, season };
    last.end = { year: last.start.year, month: Math.min(12, month + 2), season };
    last.title = `${last.title.replace(/^Junior /, '')} Intern`.replace(/Intern Intern$/, 'Intern');
  }

  const oldestStart = roles[roles.length - 1]!.start;
  const years = Math.max(0, Math.round(monthsBetween(oldestStart, CORPUS_NOW) / 12));
  const degreeForm = rng.pick(country.degrees);
  const area = rng.pick(profession.degreeFields);
  const gradYear = oldestStart.year - rng.int(0, 1);
  const gpa = country.gpa && rng.chance(0.6) ? country.gpa(rng) : undefined;
  const education: TruthEducation[] = [
    {
      degree: degreeForm.written(area),
      studyType: degreeForm.studyType,
      area,
      institution: rng.pick(country.schools),
      end: { year: gradYear, ...(rng.chance(0.5) ? { month: rng.pick([5, 6, 7, 12]) } : {}) },
      ...(gpa && gpa.value ? { gpa } : {}),
    },
  ];
  if (seniority === 'senior' && rng.chance(0.4)) {
    const master = country.degrees.find((d) => d.level === 'master');
    if (master)
      education.unshift({
        degree: master.written(area),
        studyType: master.studyType,
        area,
        institution: rng.pick(country.schools),
        end: { year: gradYear + rng.int(3, 6) },
      });
  }

  const summary = `${roles[0]!.title} with ${years > 0 ? `${years} years` : 'a year'} of experience in ${skills.slice(0, 2).join(' and ').toLowerCase()}. ${rng.pick(['Known for calm, reliable delivery under pressure.', 'Enjoys building teams and processes that last.', 'Looking for a role with more responsibility.', 'Works well across teams and time zones.'])}`;

  return {
    id,
    profession: profession.id,
    seniority,
    country: country.id,
    layout,
    generator,
    split,
    hazards: [],
    name,
    email,
    phone: country.phone(rng),
    location,
    summary,
    roles,
    education,
    skills,
    style: {
      dateStyle,
      presentWord,
      rangeSeparator: rng.pick([' – ', ' - ', ' — ', ' to ', '–']),
      headings: {
        summary: rng.pick(HEADINGS.summary),
        experience: rng.pick(HEADINGS.experience),
        education: rng.pick(HEADINGS.education),
        skills: rng.pick(HEADINGS.skills),
      },
    },
    years,
  };
}

const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatDate(d: TruthDate, style: DateStyle): string {
  if (d.season) return `${d.season} ${d.year}`;
  if (!d.month || style === 'YYYY') return String(d.year);
  const mm = String(d.month).padStart(2, '0');
  switch (style) {
    case 'Mon YYYY':
      return `${MONTH_SHORT[d.month - 1]} ${d.year}`;
    case 'Mon. YYYY':
      return `${MONTH_SHORT[d.month - 1]}${d.month === 5 ? '' : '.'} ${d.year}`;
    case 'Month YYYY':
      return `${MONTH_LONG[d.month - 1]} ${d.year}`;
    case 'MM/YYYY':
      return `${mm}/${d.year}`;
    case 'MM.YYYY':
      return `${mm}.${d.year}`;
    case 'YYYY-MM':
      return `${d.year}-${mm}`;
  }
}

/** The skills the skills section prints (all but those named only in the summary). */
export function printedSkills(truth: CorpusTruth): string[] {
  return truth.skills.filter((s) => !truth.summaryOnlySkills?.includes(s));
}

export function formatRange(role: TruthRole, truth: CorpusTruth): string {
  const { dateStyle, presentWord, rangeSeparator } = truth.style;
  return `${formatDate(role.start, dateStyle)}${rangeSeparator}${role.current ? presentWord : formatDate(role.end!, dateStyle)}`;
}

export { COUNTRIES, PROFESSIONS };
