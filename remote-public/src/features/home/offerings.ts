import { GENAI_TOOL_GROUPS } from 'shared-schemas';

export interface OfferingLink {
  label: string;
  to: string;
}

export interface Offering {
  id: string;
  title: string;
  text: string;
  links: OfferingLink[];
}

const toolNames = (groupId: string) => (GENAI_TOOL_GROUPS.find((group) => group.id === groupId)?.tools ?? []).map((tool) => tool.name).join(', ');

/** The GenAI tool groups, each linking to its section of /genai-services. */
export const TOOL_OFFERINGS: Offering[] = [
  {
    id: 'resume-tools',
    title: 'Resume tools',
    text: `${toolNames('resume-tools')}.`,
    links: [{ label: 'Explore resume tools', to: '/genai-services#resume-tools' }],
  },
  { id: 'job-tools', title: 'Job tools', text: `${toolNames('job-tools')}.`, links: [{ label: 'Explore job tools', to: '/genai-services#job-tools' }] },
  {
    id: 'skills-matching',
    title: 'Skills & matching',
    text: `${toolNames('skills-matching')}.`,
    links: [{ label: 'Explore skills & matching', to: '/genai-services#skills-matching' }],
  },
  { id: 'utilities', title: 'Utilities', text: `${toolNames('utilities')}.`, links: [{ label: 'Explore utilities', to: '/genai-services#utilities' }] },
];

/** The products beyond the tools (builder, hiring, interviews). */
export const PRODUCT_OFFERINGS: Offering[] = [
  {
    id: 'resume-builder',
    title: 'GenAI Resume Builder',
    text: 'Write a resume that reads well to people and to applicant tracking systems, and check it against the job you want.',
    links: [
      { label: 'Build your resume', to: '/genai-resume-builder' },
      { label: 'Check ATS readiness', to: '/genai-candidate-ats' },
    ],
  },
  {
    id: 'for-hr',
    title: 'GenAI for HR',
    text: 'Write job descriptions, screen resumes and shortlist candidates with explanations you can share with hiring managers.',
    links: [{ label: 'See GenAI for HR', to: '/for-hr' }],
  },
  {
    id: 'ai-interviews',
    title: 'AI Interviews',
    text: 'Practise with questions tailored to a role, or run structured first-round interviews with consistent feedback.',
    links: [{ label: 'Try AI interviews', to: '/mock-interview' }],
  },
  {
    id: 'api',
    title: 'The HireGen API',
    text: 'Resume parsing, job parsing and job–resume matching as JSON endpoints for your own applicant tracking system.',
    links: [{ label: 'Read about the API', to: '/mock-interview#api' }],
  },
  {
    id: 'resumeinflux',
    title: 'resumeinflux for HR',
    text: 'The HR workspace: upload resumes in bulk, parse them into profiles and keep every opening’s pipeline in one place.',
    links: [{ label: 'Open resumeinflux', to: '/resumeinflux/home' }],
  },
  {
    id: 'search',
    title: 'Job & candidate search',
    text: 'Build precise job or candidate searches for LinkedIn or Google in a few words — no boolean strings to write.',
    links: [
      { label: 'Search jobs', to: '/job-linkedin-search' },
      { label: 'Search candidates', to: '/candidate-linkedin-search' },
    ],
  },
];
