import { lazyComponent, type LazyComponent, Loading } from 'shared-ui';

/**
 * Every GenAI tool's screen by its slug (shared-schemas GENAI_TOOL_GROUPS). Each loads on its own
 * when visited, so the services overview stays small.
 */
const screen = { fallback: <Loading />, what: 'This tool' };

export const TOOL_SCREENS: Record<string, LazyComponent<object>> = {
  'resume-parser': lazyComponent(() => import('./screens/ResumeParserScreen').then((m) => m.default), screen),
  'resume-enhancer': lazyComponent(() => import('./screens/ResumeEnhancerScreen').then((m) => m.default), screen),
  'resume-scorecard': lazyComponent(() => import('./screens/ResumeScorecardScreen').then((m) => m.default), screen),
  'ats-compliance': lazyComponent(() => import('./screens/AtsComplianceScreen').then((m) => m.default), screen),
  'job-parser': lazyComponent(() => import('./screens/JobParserScreen').then((m) => m.default), screen),
  'job-description-generator': lazyComponent(() => import('./screens/JobDescriptionGeneratorScreen').then((m) => m.default), screen),
  'job-normalization': lazyComponent(() => import('./screens/JobNormalizationScreen').then((m) => m.default), screen),
  'semantic-skills': lazyComponent(() => import('./screens/SemanticSkillsScreen').then((m) => m.default), screen),
  'job-resume-matching': lazyComponent(() => import('./screens/JobResumeMatchingScreen').then((m) => m.default), screen),
  'fit-summary': lazyComponent(() => import('./screens/FitSummaryScreen').then((m) => m.default), screen),
  'pdf-to-resume': lazyComponent(() => import('./screens/PdfToResumeScreen').then((m) => m.default), screen),
  'keyword-extractor': lazyComponent(() => import('./screens/KeywordExtractorScreen').then((m) => m.default), screen),
  'text-summarizer': lazyComponent(() => import('./screens/TextSummarizerScreen').then((m) => m.default), screen),
};
