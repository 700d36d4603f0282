/**
 * Parser hazards found when resumes built with the templates were read back, as generator
 * features: each changes the truth (so the truth stays exact) and tells the renderers how to
 * print it. Applied to the hazard batch of the corpus (generate.ts), never to the first 266.
 *
 * - unlisted-title: a role titled in words no title list holds ("Bookkeeper", "Talent Sourcer").
 * - section-word-title: a title holding a section word ("Training Coordinator"), printed on a bold
 *   line of its own (DOCX roles are often a bold paragraph).
 * - long-title-line: "Title, Employer Full Legal Name" on one long line, the dates below it.
 * - firm-city: the employer line "Employer, City" with the city alone.
 * - wrapped-degree: a degree field long enough that the line wraps.
 * - summary-skills: the summary ends with a comma list of skills, two of them listed nowhere else.
 * - contact-lines: name, location, email and phone each on a line of their own (a Contact block).
 * - subdomain-url: a personal link on a subdomain or a country domain (jane.github.io).
 */
import { COUNTRIES } from './countries';
import { PROFESSION_BY_ID } from './professions';
import type { Rng } from './random';
import type { CorpusTruth } from './truth';

export const PARSER_HAZARDS = [
  'unlisted-title',
  'section-word-title',
  'long-title-line',
  'firm-city',
  'wrapped-degree',
  'summary-skills',
  'contact-lines',
  'subdomain-url',
] as const;
export type ParserHazard = (typeof PARSER_HAZARDS)[number];

/** Titles of each profession that no title word list holds (checked by the tests of the corpus). */
export const UNLISTED_TITLES: Record<string, string[]> = {
  'software-engineer': ['Webmaster', 'Software Craftsperson'],
  'registered-nurse': ['Phlebotomist', 'Triage RN'],
  'sales-representative': ['Telesales Rep', 'Account Closer'],
  teacher: ['SENCO', 'Reading Interventionist'],
  'financial-analyst': ['Quant', 'Treasury Dealer'],
  'graphic-designer': ['Illustrator', 'Art Worker'],
  'hr-talent': ['Talent Sourcer', 'People Ops'],
  'mechanical-engineer': ['Draughtsperson', 'CAD Draughtsman'],
  accountant: ['Bookkeeper', 'Ledger Keeper'],
  'marketing-manager': ['Copywriter', 'Growth Hacker'],
  'data-analyst': ['Statistician', 'Data Wrangler'],
  'project-manager': ['Expeditor', 'Project Controls'],
  pharmacist: ['Dispenser', 'Medicines Reconciler'],
  'civil-engineer': ['Geotechnician', 'Setting-Out Draughtsperson'],
};

/** Titles holding a section word ("training", "education", "projects", "skills", "tools"). */
export const SECTION_WORD_TITLES: Record<string, string[]> = {
  'software-engineer': ['Developer Tools Engineer', 'Projects Lead'],
  'registered-nurse': ['Clinical Education Nurse', 'Training Nurse'],
  'sales-representative': ['Sales Training Coordinator', 'Key Projects Manager'],
  teacher: ['Education Officer', 'Skills Tutor'],
  'financial-analyst': ['Finance Projects Analyst', 'Training Analyst'],
  'graphic-designer': ['Projects Designer', 'Design Education Lead'],
  'hr-talent': ['Training Coordinator', 'Learning and Education Partner'],
  'mechanical-engineer': ['Tools Engineer', 'Projects Engineer'],
  accountant: ['Projects Accountant', 'Training Accountant'],
  'marketing-manager': ['Projects Marketing Manager', 'Education Marketing Lead'],
  'data-analyst': ['Education Data Analyst', 'Skills Data Analyst'],
  'project-manager': ['Projects Director', 'Projects Coordinator'],
  pharmacist: ['Education Pharmacist', 'Training Pharmacist'],
  'civil-engineer': ['Projects Engineer', 'Training Engineer'],
};

const LEGAL_SUFFIXES = [
  'International Holdings Limited',
  'Regional Health and Care Partnership',
  'Group of Companies Worldwide',
  'Foundation Trust and Partners',
];
const LONG_FIELD_TAILS = [
  'with Industrial Placement and International Study',
  'and Professional Practice with Management Studies',
  'with a Year in Industry and Advanced Research Methods',
];
const URL_FORMS = [
  (h: string) => `${h}.github.io`,
  (h: string) => `portfolio.${h}.co.uk`,
  (h: string) => `https://${h}.example.dev`,
  (h: string) => `www.${h}.com.au/work`,
];

export function applyParserHazards(truth: CorpusTruth, hazards: ParserHazard[], rng: Rng): void {
  const profession = PROFESSION_BY_ID.get(truth.profession)!;
  const country = COUNTRIES.find((c) => c.id === truth.country)!;
  for (const hazard of hazards) {
    truth.hazards.push(hazard);
    switch (hazard) {
      case 'unlisted-title': {
        const role = truth.roles[rng.int(0, truth.roles.length - 1)]!;
        role.title = rng.pick(UNLISTED_TITLES[truth.profession] ?? ['Webmaster']);
        break;
      }
      case 'section-word-title':
        truth.roles[0]!.title = rng.pick(SECTION_WORD_TITLES[truth.profession] ?? ['Training Coordinator']);
        break;
      case 'long-title-line': {
        const role = truth.roles[0]!;
        // A one-word employer at another of the resume's roles would make the long name ambiguous.
        role.company = `${role.company} ${rng.pick(LEGAL_SUFFIXES)}`;
        break;
      }
      case 'firm-city':
        break;
      case 'wrapped-degree': {
        const edu = truth.education[truth.education.length - 1]!;
        const form = country.degrees.find((d) => d.studyType === edu.studyType);
        if (!form) break;
        edu.area = `${edu.area} ${rng.pick(LONG_FIELD_TAILS)}`;
        edu.degree = form.written(edu.area);
        break;
      }
      case 'summary-skills': {
        const extra = profession.skills.filter((s) => !truth.skills.includes(s)).slice(0, 2);
        const listed = [...truth.skills.slice(0, 3), ...extra];
        truth.summary = `${truth.summary} ${listed.join(', ')}.`;
        truth.summaryOnlySkills = extra;
        truth.skills = [...truth.skills, ...extra];
        break;
      }
      case 'contact-lines':
        break;
      case 'subdomain-url': {
        const handle = truth.email.split('@')[0]!.replace(/[^a-z]/g, '');
        truth.url = rng.pick(URL_FORMS)(handle);
        break;
      }
    }
  }
}

/** The location's city alone ("Manchester" of "Manchester, United Kingdom"). */
export function cityOf(location: string): string {
  return location.split(/\s*,\s*/)[0]!;
}
