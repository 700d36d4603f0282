/** The GenAI tools, in the four groups the "Services" menu and /genai-services show. */
export interface GenAiTool {
  slug: string;
  name: string;
  /** What it does, in one sentence, for the menu and the services page. */
  summary: string;
}

export interface GenAiToolGroup {
  id: string;
  name: string;
  tools: GenAiTool[];
}

export const GENAI_TOOL_GROUPS: GenAiToolGroup[] = [
  {
    id: 'resume-tools',
    name: 'Resume Tools',
    tools: [
      {
        slug: 'resume-parser',
        name: 'Resume Parser',
        summary: 'Turns a PDF or Word resume into structured data: contact details, roles, education and skills.',
      },
      { slug: 'resume-enhancer', name: 'Resume Enhancer', summary: 'Rewrites weak bullets into action-first, result-focused lines without inventing facts.' },
      {
        slug: 'resume-scorecard',
        name: 'Resume Scorecard',
        summary: 'Scores a resume from 0 to 100 by impact, action verbs, completeness and readability, with line-level advice.',
      },
      { slug: 'ats-compliance', name: 'ATS Compliance', summary: 'Shows what an applicant tracking system will trip on, and the text exactly as it reads it.' },
    ],
  },
  {
    id: 'job-tools',
    name: 'Job Tools',
    tools: [
      { slug: 'job-parser', name: 'Job Parser', summary: 'Extracts title, seniority, location, salary, and required versus preferred skills from a job post.' },
      {
        slug: 'job-description-generator',
        name: 'Job Description Generator',
        summary: 'Drafts an inclusive, structured job description from a title and a few inputs.',
      },
      { slug: 'job-normalization', name: 'Job Normalization', summary: 'Maps titles, skills, locations and seniority to canonical values.' },
    ],
  },
  {
    id: 'skills-matching',
    name: 'Skills & Matching',
    tools: [
      { slug: 'semantic-skills', name: 'Semantic Skills', summary: 'Finds skills in any text, with evidence, and infers related skills.' },
      {
        slug: 'job-resume-matching',
        name: 'Job-Resume Matching',
        summary: 'Scores how well a resume fits a job, skill by skill, and ranks many resumes at once.',
      },
      { slug: 'fit-summary', name: 'Fit Summary', summary: 'Explains a match in plain words: top strengths, gaps and what to change.' },
    ],
  },
  {
    id: 'utilities',
    name: 'Utilities',
    tools: [
      { slug: 'pdf-to-resume', name: 'PDF to Resume', summary: 'Uploads a PDF or Word file and gives back an editable structured resume.' },
      { slug: 'keyword-extractor', name: 'Keyword Extractor', summary: 'Pulls the key phrases out of a text, scored by importance.' },
      { slug: 'text-summarizer', name: 'Text Summarizer', summary: 'Condenses long text into its most important sentences, at the length you choose.' },
    ],
  },
];
