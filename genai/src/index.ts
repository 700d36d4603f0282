// The engine's public surface. Import from here, not from deep paths, outside this workspace.

// Resume intelligence (issue 5): parse, score, ATS check, enhance.
export type * from './resume/json-resume';
export { parseResumeText, parseResumeLines, PARSER_VERSION } from './resume/parse-resume';
export { parseResumeDocument, readResumeDocument, type ParseDocumentOptions, type ReadDocument } from './document/parse-resume-document';
export { DocumentError, isDocumentError, type DocumentErrorCode } from './document/document-error';
export { DEFAULT_DOCUMENT_LIMITS, type DocumentLimits } from './document/document-limits';
export type { PdfReader, RawPdfResult, RawPdfPage } from './pdf/pdf-types';
export { scoreResume, SCORECARD_VERSION, SCORE_WEIGHTS, type Scorecard, type ScoreCategory, type ScoreSuggestion } from './score/score-resume';
export { checkAts, ATS_CHECK_VERSION, type AtsReport, type AtsFinding, type AtsSeverity } from './ats/check-ats';
export { enhanceBullet, ENHANCER_VERSION, type BulletEnhancement } from './enhance/enhance-bullet';
export { enhanceResume, type ResumeEnhancement } from './enhance/enhance-resume';
export { inventedFacts } from './enhance/fact-guard';
export { enhanceResumeWith, createLlmRewriter, rewriterFromEnv, offlineRewriter, type BulletRewriter } from './llm/llm-enhancer';
export { llmConfigFromEnv, type LlmConfig } from './llm/llm-config';
