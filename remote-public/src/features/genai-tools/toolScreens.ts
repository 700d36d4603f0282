import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Every GenAI tool's screen by its slug (shared-schemas GENAI_TOOL_GROUPS). Each loads on its own
 * when visited, so the services overview stays small.
 */
export const TOOL_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  'resume-parser': lazy(() => import('./screens/ResumeParserScreen')),
  'resume-enhancer': lazy(() => import('./screens/ResumeEnhancerScreen')),
  'resume-scorecard': lazy(() => import('./screens/ResumeScorecardScreen')),
  'ats-compliance': lazy(() => import('./screens/AtsComplianceScreen')),
  'job-parser': lazy(() => import('./screens/JobParserScreen')),
  'job-description-generator': lazy(() => import('./screens/JobDescriptionGeneratorScreen')),
  'job-normalization': lazy(() => import('./screens/JobNormalizationScreen')),
  'semantic-skills': lazy(() => import('./screens/SemanticSkillsScreen')),
  'job-resume-matching': lazy(() => import('./screens/JobResumeMatchingScreen')),
  'fit-summary': lazy(() => import('./screens/FitSummaryScreen')),
  'pdf-to-resume': lazy(() => import('./screens/PdfToResumeScreen')),
  'keyword-extractor': lazy(() => import('./screens/KeywordExtractorScreen')),
  'text-summarizer': lazy(() => import('./screens/TextSummarizerScreen')),
};
