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
import { credentialsFromDescription, dutiesFromDescription, occupationProfile, roleClause, toolPhrase, type OccupationProfile } from './occupation-profile';

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
}

interface FamilyTemplate { duties: string[]; requirements: string[]; skills: string[] }

const TEMPLATES: Partial<Record<TitleFamily, FamilyTemplate>> = {
  software: { duties: ['Design, build and maintain reliable software used by our customers', 'Write clean, tested code and review the code of others', 'Work with product and design to turn requirements into working features', 'Diagnose and fix production issues, and improve how the system is monitored'], requirements: ['Experience building and shipping production software', 'Good understanding of data structures, testing and version control'], skills: ['Git', 'Software testing'] },
  frontend: { duties: ['Build accessible, responsive user interfaces', 'Turn designs into reusable components', 'Improve page performance and front-end quality', 'Work with back-end engineers on the APIs the interface needs'], requirements: ['Experience building production web interfaces', 'Understanding of web accessibility and responsive design'], skills: ['JavaScript', 'HTML', 'CSS'] },
  backend: { duties: ['Design and build APIs and services', 'Model data and keep databases healthy', 'Make services secure, observable and scalable', 'Take part in code reviews and on-call'], requirements: ['Experience building and running back-end services', 'Knowledge of relational databases and API design'], skills: ['SQL', 'REST APIs'] },
  fullstack: { duties: ['Build features end to end, from the database to the user interface', 'Design APIs and the interfaces that use them', 'Keep the application fast, secure and well tested', 'Work with product and design from idea to release'], requirements: ['Experience with both front-end and back-end development', 'Knowledge of relational or document databases'], skills: ['JavaScript', 'HTML', 'CSS', 'SQL'] },
  ml: { duties: ['Build, train and evaluate machine learning models', 'Put models into production and monitor them', 'Build the data pipelines models depend on', 'Work with product teams to frame problems that machine learning can solve'], requirements: ['Experience taking models from prototype to production', 'Sound knowledge of statistics and model evaluation'], skills: ['Python', 'Machine learning'] },
  'data-science': { duties: ['Analyse data to answer business questions', 'Build models and experiments', 'Communicate findings clearly to non-specialists'], requirements: ['Experience with statistical analysis and experimentation'], skills: ['Python', 'SQL', 'Data analysis'] },
  'product-management': { duties: ['Own the product roadmap and set priorities', 'Understand customer needs through research and data', 'Write clear requirements and work with engineering and design to deliver them', 'Measure outcomes and adjust the plan'], requirements: ['Experience managing a product through its lifecycle', 'Strong communication and stakeholder management'], skills: ['Product management', 'User research', 'Data analysis'] },
  nursing: { duties: ['Assess patients and plan, deliver and evaluate their care', 'Give medications and treatments safely', 'Keep accurate patient records', 'Work with doctors and the wider care team, and support patients and families'], requirements: ['Current nursing registration', 'Knowledge of infection control and patient safety'], skills: ['Patient care', 'BLS/ACLS', 'Electronic health records'] },
  teaching: { duties: ['Plan and deliver engaging lessons', 'Assess progress and give helpful feedback', 'Create a safe, inclusive classroom', 'Work with parents and colleagues'], requirements: ['Relevant teaching qualification', 'Knowledge of safeguarding'], skills: ['Teaching'] },
  sales: { duties: ['Find and qualify new business', 'Manage a pipeline and forecast accurately', 'Build lasting customer relationships', 'Work with marketing and product on customer feedback'], requirements: ['Track record of meeting sales targets'], skills: ['Sales', 'Negotiation', 'Communication'] },
  finance: { duties: ['Prepare accurate financial records and reports', 'Reconcile accounts and support month-end close', 'Support budgeting and forecasting'], requirements: ['Relevant accounting qualification or experience'], skills: ['Accounting', 'Microsoft Excel'] },
};

/** Neither a family nor an O*NET occupation knows the title: say so, and ask the author for the substance. */
const GENERIC: FamilyTemplate = {
  duties: ['[Describe the main duty of this role: what the person will spend most of their time doing]', '[Describe a second duty, and who the person will work with]', 'Work with colleagues across teams and look for ways to improve how the work is done'],
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
  lead: ['Lead the team\'s day-to-day work: plan it, share it out and keep its quality high', 'Coach and develop the people on the team'],
  principal: ['Set the standards for how the work is done and advise on the hardest cases', 'Mentor colleagues across teams'],
  manager: ['Manage and develop a team: hiring, goals, feedback and growth', 'Plan the team\'s work and report on its results'],
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

interface Content { basis: 'family' | 'occupation' | 'generic'; duties: string[]; requirements: string[]; skills: string[]; clause?: string; occupation?: OccupationProfile }

function contentFor(nt: NormalizedTitle, rawTitle: string): Content {
  const template = nt.family ? TEMPLATES[nt.family] : undefined;
  if (template && nt.family && TEMPLATE_FIRST.has(nt.family)) return { basis: 'family', ...template };
  // A title the normaliser cannot place may still be an O*NET alternate title ("Sommelier").
  const codes = nt.occupation ? [nt.occupation.code] : template ? [] : occupationsByAlternateHead(rawTitle);
  const profile = codes.map(occupationProfile).find((p) => p?.description);
  const usable = profile && profile.description && (!template || (nt.occupation?.score ?? 0) >= OCCUPATION_OVER_FAMILY_SCORE);
  if (profile && usable) {
    const duties = dutiesFromDescription(profile.description);
    // A short description gets the equipment as a duty too; otherwise it is said once, in the requirements.
    if (profile.tools.length && duties.length < 3) duties.push(`Work with equipment such as ${toolPhrase(profile.tools)}`);
    const requirements = [
      ...(profile.tools.length ? [`Hands-on experience with ${toolPhrase(profile.tools)}`] : []),
      ...credentialsFromDescription(profile.description),
      'Training and practical experience in the work described above, with any licence or certification it requires locally',
    ];
    const clause = roleClause(profile.description);
    return { basis: 'occupation', duties, requirements, skills: profile.technology, ...(clause ? { clause } : {}), occupation: profile };
  }
  if (template) return { basis: 'family', ...template };
  return { basis: 'generic', ...GENERIC };
}

const EEO = 'We are an equal opportunity employer. We welcome applicants of every background and consider all qualified applicants without regard to race, colour, religion, sex, sexual orientation, gender identity, national origin, age, disability or veteran status. Tell us if you need an adjustment during the hiring process.';

function canonicalSkill(name: string): string {
  return lookupSkill(name)?.name ?? name.trim();
}

export function generateJobDescription(input: JobDraftInput): JobDraft {
  const rawTitle = (input.title ?? '').trim().slice(0, 120);
  if (!rawTitle) throw new Error('a job title is required');
  const nt = normalizeTitle(rawTitle);
  const content = contentFor(nt, rawTitle);
  const title = withInputCasing(nt.canonical, rawTitle);
  const employmentType = normalizeEmploymentType(input.employmentType ?? 'full-time');
  const location = input.location ? normalizeLocation(input.location).canonical : undefined;
  const skills = [...new Set([...(input.skills ?? []).map(canonicalSkill), ...content.skills.map(canonicalSkill)])].slice(0, 12);
  const preferred = [...new Set((input.preferredSkills ?? []).map(canonicalSkill))].filter((s) => !skills.includes(s)).slice(0, 8);
  const years = input.yearsExperience ?? ({ intern: 0, entry: 0, junior: 1, mid: 3, senior: 5, lead: 7, principal: 8, manager: 5, director: 10, executive: 12 } as Record<string, number>)[nt.seniority] ?? 3;
  const company = input.company?.trim() || 'We';
  const where = [location, input.workplace && input.workplace !== 'onsite' ? input.workplace : undefined].filter(Boolean).join(', ');
  const summary = `${company === 'We' ? 'We are' : `${company} is`} hiring ${/^[AEIOU]/i.test(title) ? 'an' : 'a'} ${title}${where ? ` (${where})` : ''}. ${content.clause ? `In this role you will ${content.clause}. ` : ''}${content.basis === 'generic' ? '[Add two or three sentences on why the role exists and what success looks like in its first year.] ' : ''}${input.about?.trim() ? '' : 'You will join a team that values clear thinking, good work and helping each other grow.'}`.trim();
  const requirements = [
    ...(years > 0 ? [`${years}+ years of relevant experience, or equivalent skills gained another way`] : ['No prior professional experience required; we will train you']),
    ...content.requirements,
    ...(SENIORITY_REQUIREMENTS[nt.seniority] ? [SENIORITY_REQUIREMENTS[nt.seniority]!] : []),
    ...(skills.length ? [`Skills in ${skills.join(', ')}`] : []),
  ];
  const sections: JobDraftSection[] = [
    { id: 'summary', heading: 'About the role', items: [summary], kind: 'paragraph' },
    ...(input.about?.trim() ? [{ id: 'about' as const, heading: `About ${input.company?.trim() || 'us'}`, items: [input.about.trim().slice(0, 2000)], kind: 'paragraph' as const }] : []),
    { id: 'responsibilities', heading: 'What you will do', items: [...content.duties, ...(SENIORITY_DUTIES[nt.seniority] ?? [])], kind: 'list' },
    { id: 'requirements', heading: 'What you bring', items: requirements, kind: 'list' },
    ...(preferred.length ? [{ id: 'preferred' as const, heading: 'Nice to have', items: preferred.map((s) => `Experience with ${s}`), kind: 'list' as const }] : []),
    { id: 'benefits', heading: 'What we offer', items: [...(input.salary ? [`Salary: ${input.salary.trim().slice(0, 80)}`] : []), ...(input.benefits?.length ? input.benefits.map((b) => b.trim()).filter(Boolean).slice(0, 12) : ['Paid time off and holidays', 'Learning and development budget'])], kind: 'list' },
    { id: 'eeo', heading: 'Equal opportunity', items: [EEO], kind: 'paragraph' },
  ];
  const text = [`${title}`, `${employmentType !== 'unspecified' ? employmentType : ''}${location ? ` · ${location}` : ''}`.replace(/^ · /, '').trim(), '', ...sections.flatMap((s) => [s.heading, ...(s.kind === 'list' ? s.items.map((i) => `• ${i}`) : s.items), ''])].join('\n').replace(/\n{3,}/g, '\n\n').trim();
  const placeholders = sections.filter((s) => s.id !== 'about').flatMap((section) => section.items.flatMap((item) => (item.match(/\[[^\]]+\]/g) ?? []).map((text) => ({ section: section.id, text }))));
  return { title, seniority: nt.seniority, employmentType, ...(location ? { location } : {}), sections, text, inclusiveLanguage: checkInclusiveLanguage(text), placeholders, basis: content.basis, ...(content.basis === 'occupation' && content.occupation ? { occupation: { code: content.occupation.code, title: content.occupation.title } } : {}) };
}
