/**
 * Job description generator: a title and a few inputs in, a structured description out, with
 * editable sections, an inclusive-language check and the whole text. What the role does and needs
 * comes from, in order: a hand-written family template where one is better than the data (software,
 * data and product roles, sales), else the title's nearest O*NET occupation (its description as
 * duties, its tools and technology as requirements), else a family template, else an honest
 * generic draft whose bracketed prompts ask the author for the duties. Nothing is invented about
 * the company beyond what is given.
 */
import type { TitleFamily } from '../taxonomy/curated-titles';
import { lookupSkill } from '../taxonomy/dictionary';
import { normalizeTitle, type NormalizedTitle } from '../taxonomy/titles';
import { withInputCasing } from './title-casing';
import { checkInclusiveLanguage, type LanguageFinding } from './inclusive-language';
import { normalizeEmploymentType, normalizeLocation, type EmploymentType } from './normalize';
import { occupationsByAlternateHead } from './alternate-heads';
import {
  commonTools,
  credentialsFromDescription,
  dutiesFromDescription,
  occupationProfile,
  roleClause,
  toolPhrase,
  type OccupationProfile,
} from './occupation-profile';
import { draftSeniority, YEARS_BY_LEVEL } from './draft-seniority';
import { domainDuty, mentionsDomain, orderByTitleWords, titleDomain } from './title-domain';
import { currencyOfCountry } from '../taxonomy/gazetteer';

export interface JobDraftInput {
  title: string;
  company?: string;
  location?: string;
  workplace?: 'remote' | 'hybrid' | 'onsite';
  employmentType?: string;
  skills?: string[];
  preferredSkills?: string[];
  yearsExperience?: number;
  salary?: string;
  about?: string;
  benefits?: string[];
}

export interface JobDraftSection {
  id: 'summary' | 'about' | 'responsibilities' | 'requirements' | 'preferred' | 'benefits' | 'eeo';
  heading: string;
  /** Paragraph sections have one item; list sections one item per bullet. Editable. */
  items: string[];
  kind: 'paragraph' | 'list';
}

export interface JobDraft {
  title: string;
  seniority: string;
  employmentType: EmploymentType;
  location?: string;
  sections: JobDraftSection[];
  text: string;
  inclusiveLanguage: LanguageFinding[];
  /** What the content was written from (optional, added later: older callers ignore it). */
  basis?: 'family' | 'occupation' | 'generic';
  /** The O*NET occupation the posting was written from, when basis is 'occupation'. */
  occupation?: { code: string; title: string };
  /** Bracketed prompts ("[Describe the main duty …]") left for the author: never to publish as they are. */
  placeholders?: { section: JobDraftSection['id']; text: string }[];
  /** The skills the requirements name ("Skills in …"), for skill chips: the same list the text was written from. */
  requiredSkills?: string[];
  /** The skills the "Nice to have" section names, one line each. */
  preferredSkills?: string[];
  /** ISO currency of the location's country ("INR" for Pune); absent when no country is known. */
  salaryCurrency?: string;
  /** Where each part came from, in words HR can check ("O*NET occupation 29-1141.00 Registered Nurses"). */
  sources?: DraftSources;
}

export interface DraftSources {
  title: string;
  seniority: string;
  company: string;
  duties: string;
  skills: string;
  salary: string;
}

interface FamilyTemplate {
  duties: string[];
  requirements: string[];
  skills: string[];
  /** The first duty, written for the title's domain words ("payments", "ICU", "maths"). */
  domainDuty?: (domain: string) => string;
}

const TEMPLATES: Partial<Record<TitleFamily, FamilyTemplate>> = {
  software: {
    domainDuty: (d) => `Design, build and maintain the ${d} software our customers rely on`,
    duties: [
      'Design, build and maintain reliable software used by our customers',
      'Write clean, tested code and review the code of others',
      'Work with product and design to turn requirements into working features',
      'Diagnose and fix production issues, and improve how the system is monitored',
    ],
    requirements: ['Experience building and shipping production software', 'Good understanding of data structures, testing and version control'],
    skills: ['Git', 'Software testing'],
  },
  frontend: {
    domainDuty: (d) => `Build accessible, responsive ${d} interfaces`,
    duties: [
      'Build accessible, responsive user interfaces',
      'Turn designs into reusable components',
      'Improve page performance and front-end quality',
      'Work with back-end engineers on the APIs the interface needs',
    ],
    requirements: ['Experience building production web interfaces', 'Understanding of web accessibility and responsive design'],
    skills: ['JavaScript', 'HTML', 'CSS'],
  },
  backend: {
    domainDuty: (d) => `Design and build the APIs and services behind our ${d} products`,
    duties: [
      'Design and build APIs and services',
      'Model data and keep databases healthy',
      'Make services secure, observable and scalable',
      'Take part in code reviews and on-call',
    ],
    requirements: ['Experience building and running back-end services', 'Knowledge of relational databases and API design'],
    skills: ['SQL', 'REST APIs'],
  },
  fullstack: {
    domainDuty: (d) => `Build ${d} features end to end, from the database to the user interface`,
    duties: [
      'Build features end to end, from the database to the user interface',
      'Design APIs and the interfaces that use them',
      'Keep the application fast, secure and well tested',
      'Work with product and design from idea to release',
    ],
    requirements: ['Experience with both front-end and back-end development', 'Knowledge of relational or document databases'],
    skills: ['JavaScript', 'HTML', 'CSS', 'SQL'],
  },
  ml: {
    domainDuty: (d) => `Build, train and evaluate machine learning models for ${d}`,
    duties: [
      'Build, train and evaluate machine learning models',
      'Put models into production and monitor them',
      'Build the data pipelines models depend on',
      'Work with product teams to frame problems that machine learning can solve',
    ],
    requirements: ['Experience taking models from prototype to production', 'Sound knowledge of statistics and model evaluation'],
    skills: ['Python', 'Machine learning'],
  },
  'data-science': {
    domainDuty: (d) => `Analyse ${d} data to answer business questions`,
    duties: ['Analyse data to answer business questions', 'Build models and experiments', 'Communicate findings clearly to non-specialists'],
    requirements: ['Experience with statistical analysis and experimentation'],
    skills: ['Python', 'SQL', 'Data analysis'],
  },
  'product-management': {
    domainDuty: (d) => `Own the ${d} product roadmap and set priorities`,
    duties: [
      'Own the product roadmap and set priorities',
      'Understand customer needs through research and data',
      'Write clear requirements and work with engineering and design to deliver them',
      'Measure outcomes and adjust the plan',
    ],
    requirements: ['Experience managing a product through its lifecycle', 'Strong communication and stakeholder management'],
    skills: ['Product management', 'User research', 'Data analysis'],
  },
  nursing: {
    domainDuty: (d) => `Assess ${d} patients and plan, deliver and evaluate their care`,
    duties: [
      'Assess patients and plan, deliver and evaluate their care',
      'Give medications and treatments safely',
      'Keep accurate patient records',
      'Work with doctors and the wider care team, and support patients and families',
    ],
    requirements: ['Current nursing registration', 'Knowledge of infection control and patient safety'],
    skills: ['Patient care', 'BLS/ACLS', 'Electronic health records'],
  },
  teaching: {
    domainDuty: (d) => `Plan and deliver engaging ${d} lessons`,
    duties: [
      'Plan and deliver engaging lessons',
      'Assess progress and give helpful feedback',
      'Create a safe, inclusive classroom',
      'Work with parents and colleagues',
    ],
    requirements: ['Relevant teaching qualification', 'Knowledge of safeguarding'],
    skills: ['Teaching'],
  },
  sales: {
    domainDuty: (d) => `Find and qualify new ${d} business`,
    duties: [
      'Find and qualify new business',
      'Manage a pipeline and forecast accurately',
      'Build lasting customer relationships',
      'Work with marketing and product on customer feedback',
    ],
    requirements: ['Track record of meeting sales targets'],
    skills: ['Sales', 'Negotiation', 'Communication'],
  },
  finance: {
    domainDuty: (d) => `Prepare accurate ${d} records and reports`,
    duties: ['Prepare accurate financial records and reports', 'Reconcile accounts and support month-end close', 'Support budgeting and forecasting'],
    requirements: ['Relevant accounting qualification or experience'],
    skills: ['Accounting', 'Microsoft Excel'],
  },
};

/** Neither a family nor an O*NET occupation knows the title: say so, and ask the author for the substance. */
const GENERIC: FamilyTemplate = {
  duties: [
    '[Describe the main duty of this role: what the person will spend most of their time doing]',
    '[Describe a second duty, and who the person will work with]',
    'Work with colleagues across teams and look for ways to improve how the work is done',
  ],
  requirements: ['[List the qualifications, licences or tools the role needs]'],
  skills: ['Communication', 'Teamwork'],
};

/** Families whose hand-written template says more than the O*NET occupation the title maps to. */
const TEMPLATE_FIRST = new Set<TitleFamily>(['software', 'frontend', 'backend', 'fullstack', 'ml', 'data-science', 'product-management', 'sales']);
/** Below this match score a family template (when there is one) is trusted over the O*NET guess. */
const OCCUPATION_OVER_FAMILY_SCORE = 0.9;

/** What seniority adds to the duties and the requirements. */
const SENIORITY_DUTIES: Record<string, string[]> = {
  intern: ['Learn the work alongside experienced colleagues, who will guide and support you'],
  entry: ['Learn the work alongside experienced colleagues, who will guide and support you'],
  junior: ['Build your skills with the support of experienced colleagues'],
  senior: ['Handle the more complex work independently and help less experienced colleagues grow'],
  lead: ["Lead the team's day-to-day work: plan it, share it out and keep its quality high", 'Coach and develop the people on the team'],
  principal: ['Set the standards for how the work is done and advise on the hardest cases', 'Mentor colleagues across teams'],
  manager: ['Manage and develop a team: hiring, goals, feedback and growth', "Plan the team's work and report on its results"],
  director: ['Set the direction and budget for the area and the teams in it', 'Develop the managers and leaders who report to you'],
  executive: ['Set strategy for the area and answer for its results', 'Build and lead the leadership team'],
};
const SENIORITY_REQUIREMENTS: Record<string, string> = {
  senior: 'Able to work independently on complex work and to guide others',
  lead: 'Experience leading the work of a team',
  principal: 'Recognised depth of expertise in the field',
  manager: 'Experience managing and developing people',
  director: 'Experience leading managers and running a department or function',
  executive: 'Senior leadership experience with responsibility for results',
};

interface Content {
  basis: 'family' | 'occupation' | 'generic';
  duties: string[];
  requirements: string[];
  skills: string[];
  clause?: string;
  occupation?: OccupationProfile;
  family?: TitleFamily;
  tools?: string[];
}

/**
 * An engineer title O*NET places by no word of its subject ("Payments Engineer": the normaliser
 * no longer takes Logistics Engineers on the word "engineer" alone) is a software role here.
 */
const ENGINEERING_HEAD = /\b(engineer|developer|programmer)s?$/i;

function sharesSubject(title: string, occupationTitle: string): boolean {
  const words = (title.toLowerCase().match(/[a-z]+/g) ?? [])
    .slice(0, -1)
    .filter((w) => w.length > 2)
    .map((w) => w.slice(0, 5));
  const occ = (occupationTitle.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => w.slice(0, 5));
  return words.length === 0 || words.some((w) => occ.includes(w));
}

function contentFor(nt: NormalizedTitle, rawTitle: string): Content {
  const template = nt.family ? TEMPLATES[nt.family] : undefined;
  if (template && nt.family && TEMPLATE_FIRST.has(nt.family)) return { basis: 'family', family: nt.family, ...template };
  // A title the normaliser cannot place may still be an O*NET alternate title ("Sommelier").
  const codes = nt.occupation ? [nt.occupation.code] : template ? [] : occupationsByAlternateHead(rawTitle);
  const profile = codes.map(occupationProfile).find((p) => p?.description);
  // A family template is also kept over an occupation whose description gives fewer duties than
  // it ("ICU Staff Nurse": Critical Care Nurses is described in one sentence).
  const usable =
    profile &&
    profile.description &&
    (!template ||
      ((nt.occupation?.score ?? 0) >= OCCUPATION_OVER_FAMILY_SCORE &&
        dutiesFromDescription(profile.description).length >= Math.min(3, template.duties.length)));
  if (!template && ENGINEERING_HEAD.test(rawTitle) && (!profile || !sharesSubject(rawTitle, profile.title)))
    return { basis: 'family', family: 'software', ...TEMPLATES.software! };
  if (profile && usable) {
    const duties = orderByTitleWords(dutiesFromDescription(profile.description), rawTitle);
    const tools = commonTools(profile.tools);
    // A short description gets the equipment as a duty too; otherwise it is said once, in the requirements.
    if (tools.length && duties.length < 3) duties.push(`Work with equipment such as ${toolPhrase(tools)}`);
    const requirements = [
      ...(tools.length ? [`Hands-on experience with ${toolPhrase(tools)}`] : []),
      ...credentialsFromDescription(profile.description),
      'Training and practical experience in the work described above; any licence or certification the role requires locally',
    ];
    const clause = roleClause(profile.description);
    return { basis: 'occupation', duties, requirements, skills: profile.technology, tools, ...(clause ? { clause } : {}), occupation: profile };
  }
  if (template && nt.family) return { basis: 'family', family: nt.family, ...template };
  return { basis: 'generic', ...GENERIC };
}

/** The duties, the first one written for the title's subject when the title has one. */
function dutiesFor(content: Content, rawTitle: string): { duties: string[]; domain?: string } {
  const said = [content.occupation?.title ?? '', content.family ?? ''];
  const domain = content.basis === 'generic' ? undefined : titleDomain(rawTitle, said);
  if (!domain || mentionsDomain(content.duties, domain)) return { duties: content.duties, ...(domain ? { domain } : {}) };
  const template = content.family ? TEMPLATES[content.family] : undefined;
  if (content.basis === 'family' && template?.domainDuty) return { duties: [template.domainDuty(domain), ...content.duties.slice(1)], domain };
  return { duties: [...content.duties, domainDuty(domain)], domain };
}

const EEO =
  'We are an equal opportunity employer. We welcome applicants of every background and consider all qualified applicants without regard to race, colour, religion, sex, sexual orientation, gender identity, national origin, age, disability or veteran status. Tell us if you need an adjustment during the hiring process.';

function canonicalSkill(name: string): string {
  return lookupSkill(name)?.name ?? name.trim();
}

/** Below this many typed skills the draft suggests some from the template or the occupation. */
const ENOUGH_TYPED_SKILLS = 3;

/**
 * The "Skills in …" list and the skill chips: HR's typed skills; only when HR typed fewer than
 * three, suggestions from the family template or the occupation's technology. A nurse posting
 * with its four skills typed had "Allscripts healthcare automation software" appended from
 * O*NET, and every applicant was told to show it.
 */
function requiredSkillList(typed: string[], content: Content): string[] {
  const own = typed.map(canonicalSkill).filter(Boolean);
  const suggested = own.length >= ENOUGH_TYPED_SKILLS ? [] : content.skills.map(canonicalSkill);
  return [...new Set([...own, ...suggested])].filter(Boolean).slice(0, 12);
}

const FAMILY_NAMES: Partial<Record<TitleFamily, string>> = {
  'data-science': 'data science',
  'product-management': 'product management',
  fullstack: 'full-stack',
  ml: 'machine learning',
};

function dutiesSource(content: Content, domain: string | undefined): string {
  const about = domain ? `, with a first duty written for "${domain}" from the title` : '';
  if (content.basis === 'occupation' && content.occupation)
    return `O*NET occupation ${content.occupation.code} ${content.occupation.title} (its description, ordered by overlap with the title's words)${about}`;
  if (content.basis === 'family' && content.family) return `HireGen template for ${FAMILY_NAMES[content.family] ?? content.family} roles${about}`;
  return 'No occupation matched the title: prompts for you to replace';
}

export function generateJobDescription(input: JobDraftInput): JobDraft {
  const rawTitle = (input.title ?? '').trim().replace(/\s+/g, ' ').slice(0, 120);
  if (!rawTitle) throw new Error('a job title is required');
  const nt = normalizeTitle(rawTitle);
  const content = contentFor(nt, rawTitle);
  // The title as typed; only a title in capitals gets the normaliser's words with the author's acronyms.
  const title = /\p{Ll}/u.test(rawTitle) ? rawTitle : withInputCasing(nt.canonical, rawTitle);
  const level = draftSeniority(rawTitle, content.family ?? nt.family);
  const employmentType = normalizeEmploymentType(input.employmentType ?? 'full-time');
  const place = input.location?.trim() ? normalizeLocation(input.location) : undefined;
  const location = place?.canonical;
  const currency = place?.country ? currencyOfCountry(place.country) : undefined;
  const { duties, domain } = dutiesFor(content, rawTitle);
  const skills = requiredSkillList(input.skills ?? [], content);
  const preferred = [...new Set((input.preferredSkills ?? []).map(canonicalSkill))].filter((s) => s && !skills.includes(s)).slice(0, 8);
  const years = input.yearsExperience ?? YEARS_BY_LEVEL[level.seniority];
  const companyName = input.company?.trim().slice(0, 200) || undefined;
  const where = [location, input.workplace && input.workplace !== 'onsite' ? input.workplace : undefined].filter(Boolean).join(', ');
  const summary =
    `${companyName ? `${companyName} is` : 'We are'} hiring ${/^[AEIOU]/i.test(title) ? 'an' : 'a'} ${title}${where ? ` (${where})` : ''}. ${content.clause ? `In this role you will ${content.clause}. ` : ''}${content.basis === 'generic' ? '[Add two or three sentences on why the role exists and what success looks like in its first year.] ' : ''}${input.about?.trim() ? '' : `You will join ${companyName ? `a team at ${companyName}` : 'a team'} that values clear thinking, good work and helping each other grow.`}`.trim();
  const requirements = [
    ...(years > 0
      ? [`${years}+ years of relevant experience, or equivalent skills gained another way`]
      : ['No prior professional experience required; we will train you']),
    ...content.requirements,
    ...(SENIORITY_REQUIREMENTS[level.seniority] ? [SENIORITY_REQUIREMENTS[level.seniority]!] : []),
    ...(skills.length ? [`Skills in ${skills.join(', ')}`] : []),
  ];
  const sections: JobDraftSection[] = [
    { id: 'summary', heading: 'About the role', items: [summary], kind: 'paragraph' },
    ...(input.about?.trim()
      ? [{ id: 'about' as const, heading: `About ${companyName ?? 'us'}`, items: [input.about.trim().slice(0, 2000)], kind: 'paragraph' as const }]
      : []),
    { id: 'responsibilities', heading: 'What you will do', items: [...duties, ...(SENIORITY_DUTIES[level.seniority] ?? [])], kind: 'list' },
    { id: 'requirements', heading: 'What you bring', items: requirements, kind: 'list' },
    ...(preferred.length
      ? [{ id: 'preferred' as const, heading: 'Nice to have', items: preferred.map((s) => `Experience with ${s}`), kind: 'list' as const }]
      : []),
    {
      id: 'benefits',
      heading: 'What we offer',
      items: [
        ...(input.salary ? [`Salary: ${input.salary.trim().slice(0, 80)}`] : []),
        ...(input.benefits?.length
          ? input.benefits
              .map((b) => b.trim())
              .filter(Boolean)
              .slice(0, 12)
          : ['Paid time off and holidays', 'Learning and development budget']),
      ],
      kind: 'list',
    },
    { id: 'eeo', heading: 'Equal opportunity', items: [EEO], kind: 'paragraph' },
  ];
  const text = [
    `${title}`,
    `${employmentType !== 'unspecified' ? employmentType : ''}${location ? ` · ${location}` : ''}`.replace(/^ · /, '').trim(),
    '',
    ...sections.flatMap((s) => [s.heading, ...(s.kind === 'list' ? s.items.map((i) => `• ${i}`) : s.items), '']),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const placeholders = sections
    .filter((s) => s.id !== 'about')
    .flatMap((section) => section.items.flatMap((item) => (item.match(/\[[^\]]+\]/g) ?? []).map((text) => ({ section: section.id, text }))));
  const sources: DraftSources = {
    title: 'As you typed it',
    seniority: level.from ? `The title's words "${level.from}"` : 'No level word in the title: mid-level',
    company: companyName ? 'As you gave it' : 'Not given: the draft says "we"',
    duties: dutiesSource(content, domain),
    skills:
      [
        input.skills?.length ? 'your required skills' : '',
        input.preferredSkills?.length ? 'your nice-to-have skills' : '',
        content.skills.length ? (content.occupation ? `technology O*NET lists for ${content.occupation.title}` : "the template's skills") : '',
      ]
        .filter(Boolean)
        .join('; ') || 'None given',
    salary: input.salary?.trim()
      ? `As you gave it${currency ? `; the location's currency is ${currency}` : ''}`
      : currency
        ? `Not given: quote it in ${currency}, the currency of ${place?.country}`
        : place
          ? 'Not given, and the location names no country: no currency assumed'
          : 'Not given, and no location: no currency assumed',
  };
  return {
    title,
    seniority: level.seniority,
    employmentType,
    ...(location ? { location } : {}),
    sections,
    text,
    inclusiveLanguage: checkInclusiveLanguage(text),
    placeholders,
    basis: content.basis,
    ...(content.basis === 'occupation' && content.occupation ? { occupation: { code: content.occupation.code, title: content.occupation.title } } : {}),
    requiredSkills: skills,
    preferredSkills: preferred,
    ...(currency ? { salaryCurrency: currency } : {}),
    sources,
  };
}
