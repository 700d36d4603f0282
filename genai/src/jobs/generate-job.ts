/**
 * Job description generator: a title and a few inputs in, a structured description out, with
 * editable sections, an inclusive-language check and the whole text. Content comes from the
 * title family (what such a role does and needs) plus the caller's skills; nothing is invented
 * about the company beyond what is given.
 */
import type { TitleFamily } from '../taxonomy/curated-titles';
import { lookupSkill } from '../taxonomy/dictionary';
import { normalizeTitle } from '../taxonomy/titles';
import { checkInclusiveLanguage, type LanguageFinding } from './inclusive-language';
import { normalizeEmploymentType, normalizeLocation, type EmploymentType } from './normalize';

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
}

interface FamilyTemplate { duties: string[]; requirements: string[]; skills: string[] }

const TEMPLATES: Partial<Record<TitleFamily, FamilyTemplate>> & { default: FamilyTemplate } = {
  software: { duties: ['Design, build and maintain reliable software used by our customers', 'Write clean, tested code and review the code of others', 'Work with product and design to turn requirements into working features', 'Diagnose and fix production issues, and improve how the system is monitored'], requirements: ['Experience building and shipping production software', 'Good understanding of data structures, testing and version control'], skills: ['Git', 'Software testing'] },
  frontend: { duties: ['Build accessible, responsive user interfaces', 'Turn designs into reusable components', 'Improve page performance and front-end quality', 'Work with back-end engineers on the APIs the interface needs'], requirements: ['Experience building production web interfaces', 'Understanding of web accessibility and responsive design'], skills: ['JavaScript', 'HTML', 'CSS'] },
  backend: { duties: ['Design and build APIs and services', 'Model data and keep databases healthy', 'Make services secure, observable and scalable', 'Take part in code reviews and on-call'], requirements: ['Experience building and running back-end services', 'Knowledge of relational databases and API design'], skills: ['SQL', 'REST APIs'] },
  fullstack: { duties: ['Build features end to end, from the database to the user interface', 'Design APIs and the interfaces that use them', 'Keep the application fast, secure and well tested', 'Work with product and design from idea to release'], requirements: ['Experience with both front-end and back-end development', 'Knowledge of relational or document databases'], skills: ['JavaScript', 'HTML', 'CSS', 'SQL'] },
  ml: { duties: ['Build, train and evaluate machine learning models', 'Put models into production and monitor them', 'Build the data pipelines models depend on', 'Work with product teams to frame problems that ML can solve'], requirements: ['Experience taking models from prototype to production', 'Sound knowledge of statistics and model evaluation'], skills: ['Python', 'Machine learning'] },
  'data-science': { duties: ['Analyse data to answer business questions', 'Build models and experiments', 'Communicate findings clearly to non-specialists'], requirements: ['Experience with statistical analysis and experimentation'], skills: ['Python', 'SQL', 'Data analysis'] },
  'product-management': { duties: ['Own the product roadmap and set priorities', 'Understand customer needs through research and data', 'Write clear requirements and work with engineering and design to deliver them', 'Measure outcomes and adjust the plan'], requirements: ['Experience managing a product through its lifecycle', 'Strong communication and stakeholder management'], skills: ['Product management', 'User research', 'Data analysis'] },
  nursing: { duties: ['Assess patients and plan, deliver and evaluate their care', 'Give medications and treatments safely', 'Keep accurate patient records', 'Work with doctors and the wider care team, and support patients and families'], requirements: ['Current nursing registration', 'Knowledge of infection control and patient safety'], skills: ['Patient care', 'BLS/ACLS', 'Electronic health records'] },
  teaching: { duties: ['Plan and deliver engaging lessons', 'Assess progress and give helpful feedback', 'Create a safe, inclusive classroom', 'Work with parents and colleagues'], requirements: ['Relevant teaching qualification', 'Knowledge of safeguarding'], skills: ['Teaching'] },
  sales: { duties: ['Find and qualify new business', 'Manage a pipeline and forecast accurately', 'Build lasting customer relationships', 'Work with marketing and product on customer feedback'], requirements: ['Track record of meeting sales targets'], skills: ['Sales', 'Negotiation', 'Communication'] },
  finance: { duties: ['Prepare accurate financial records and reports', 'Reconcile accounts and support month-end close', 'Support budgeting and forecasting'], requirements: ['Relevant accounting qualification or experience'], skills: ['Accounting', 'Microsoft Excel'] },
  default: { duties: ['Deliver the core work of the role to a high standard', 'Work with colleagues across teams', 'Look for ways to improve how the work is done'], requirements: ['Relevant experience for the role'], skills: ['Communication', 'Teamwork'] },
};

const EEO = 'We are an equal opportunity employer. We welcome applicants of every background and consider all qualified applicants without regard to race, colour, religion, sex, sexual orientation, gender identity, national origin, age, disability or veteran status. Tell us if you need an adjustment during the hiring process.';

function canonicalSkill(name: string): string {
  return lookupSkill(name)?.name ?? name.trim();
}

export function generateJobDescription(input: JobDraftInput): JobDraft {
  const rawTitle = (input.title ?? '').trim().slice(0, 120);
  if (!rawTitle) throw new Error('a job title is required');
  const nt = normalizeTitle(rawTitle);
  const template = (nt.family && TEMPLATES[nt.family]) || TEMPLATES.default;
  const title = nt.canonical;
  const employmentType = normalizeEmploymentType(input.employmentType ?? 'full-time');
  const location = input.location ? normalizeLocation(input.location).canonical : undefined;
  const skills = [...new Set([...(input.skills ?? []).map(canonicalSkill), ...template.skills])].slice(0, 12);
  const preferred = [...new Set((input.preferredSkills ?? []).map(canonicalSkill))].filter((s) => !skills.includes(s)).slice(0, 8);
  const years = input.yearsExperience ?? ({ intern: 0, entry: 0, junior: 1, mid: 3, senior: 5, lead: 7, principal: 8, manager: 5, director: 10, executive: 12 } as Record<string, number>)[nt.seniority] ?? 3;
  const company = input.company?.trim() || 'We';
  const where = [location, input.workplace && input.workplace !== 'onsite' ? input.workplace : undefined].filter(Boolean).join(', ');
  const summary = `${company === 'We' ? 'We are' : `${company} is`} hiring a ${title}${where ? ` (${where})` : ''}. ${input.about?.trim() ? '' : 'You will join a team that values clear thinking, good work and helping each other grow.'}`.trim();
  const requirements = [
    ...(years > 0 ? [`${years}+ years of relevant experience, or equivalent skills gained another way`] : ['No prior professional experience required; we will train you']),
    ...template.requirements,
    ...(skills.length ? [`Skills in ${skills.join(', ')}`] : []),
  ];
  const sections: JobDraftSection[] = [
    { id: 'summary', heading: 'About the role', items: [summary], kind: 'paragraph' },
    ...(input.about?.trim() ? [{ id: 'about' as const, heading: `About ${input.company?.trim() || 'us'}`, items: [input.about.trim().slice(0, 2000)], kind: 'paragraph' as const }] : []),
    { id: 'responsibilities', heading: 'What you will do', items: template.duties, kind: 'list' },
    { id: 'requirements', heading: 'What you bring', items: requirements, kind: 'list' },
    ...(preferred.length ? [{ id: 'preferred' as const, heading: 'Nice to have', items: preferred.map((s) => `Experience with ${s}`), kind: 'list' as const }] : []),
    { id: 'benefits', heading: 'What we offer', items: [...(input.salary ? [`Salary: ${input.salary.trim().slice(0, 80)}`] : []), ...(input.benefits?.length ? input.benefits.map((b) => b.trim()).filter(Boolean).slice(0, 12) : ['Paid time off and holidays', 'Learning and development budget'])], kind: 'list' },
    { id: 'eeo', heading: 'Equal opportunity', items: [EEO], kind: 'paragraph' },
  ];
  const text = [`${title}`, `${employmentType !== 'unspecified' ? employmentType : ''}${location ? ` · ${location}` : ''}`.replace(/^ · /, '').trim(), '', ...sections.flatMap((s) => [s.heading, ...(s.kind === 'list' ? s.items.map((i) => `• ${i}`) : s.items), ''])].join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return { title, seniority: nt.seniority, employmentType, ...(location ? { location } : {}), sections, text, inclusiveLanguage: checkInclusiveLanguage(text) };
}
