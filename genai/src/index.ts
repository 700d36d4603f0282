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
export { PLACEHOLDER, placeholdersIn, resumePlaceholders, withoutPlaceholders, type PlaceholderAt } from './enhance/placeholders';
export { enhanceResumeWith, createLlmRewriter, rewriterFromEnv, offlineRewriter, type BulletRewriter } from './llm/llm-enhancer';
export { llmConfigFromEnv, type LlmConfig } from './llm/llm-config';

// Jobs, skills and matching (issue 6): taxonomy, skills, job tools, matching, text utilities.
export { skillDictionary, lookupSkill, type SkillEntry, type SkillDictionary } from './taxonomy/dictionary';
export { normalizeTitle, titleSimilarity, type NormalizedTitle } from './taxonomy/titles';
export {
  extractSkills,
  findSkillHits,
  inferSkills,
  type SkillExtraction,
  type ExtractedSkill,
  type InferredSkill,
  type SkillEvidence,
} from './skills/extract-skills';
export { extractSkillPhrases, type SkillPhrase } from './skills/skill-phrases';
export { parseJob, type ParsedJob, type JobSkill, type MentionedSkill, type SkillGroup, type JobSection, type Salary } from './jobs/parse-job';
export { generateJobDescription, type DraftSources, type JobDraft, type JobDraftInput, type JobDraftSection } from './jobs/generate-job';
export { checkInclusiveLanguage, type LanguageFinding } from './jobs/inclusive-language';
export {
  normalize,
  normalizeLocation,
  normalizeEmploymentType,
  normalizeSeniority,
  type NormalizeKind,
  type NormalizeResult,
  type NormalizedLocation,
  type EmploymentType,
} from './jobs/normalize';
export {
  matchResume,
  matchProfile,
  prepareJob,
  MATCHER_VERSION,
  type MatchResult,
  type MatchPart,
  type MatchPartName,
  type MatchedSkill,
  type MissingSkill,
  type PreparedJob,
} from './match/match-job';
export { buildResumeProfile, type ResumeInput, type ResumeProfile } from './match/resume-profile';
export { rankResumes, type RankedResume } from './match/rank';
export { rankReasonText, type RankReason, type RankReasonFeature } from './match/rank-reason';
export { buildBm25, bm25Scores } from './match/bm25';
export { extractKeywords, type Keyphrase, type KeywordOptions } from './text/keywords';
export { countWords, wordList } from './text/word-count';
export { summarizeText, type TextSummary, type SummaryOptions } from './text/summarize';

// AI interviews (issue 12): question plans, answer feedback, session reports.
export type * from './interview/interview-types';
export { QUESTION_KINDS } from './interview/interview-types';
export { planInterview, DEFAULT_QUESTION_COUNT, MAX_QUESTION_COUNT, type PlanOptions } from './interview/plan-questions';
export { answerFeedback, inferKind, MAX_ANSWER_CHARS, MAX_QUESTION_CHARS, type FeedbackInput } from './interview/answer-feedback';
export { sessionReport, type AnsweredQuestion } from './interview/session-report';
export { jobContext, MAX_JOB_TEXT, type JobContext } from './interview/job-context';
export { PRACTICE_FIELDS, practiceField, type PracticeField } from './interview/practice-fields';
export { COMPETENCIES, competencyLabel } from './interview/competencies';

// Criteria review (issue 24): criteria suggested from a posting, and met / not met / unclear per applicant with the deciding sentence.
export type * from './criteria/criterion-types';
export { CRITERION_KINDS, MAX_CRITERIA, MAX_CRITERION_CHARS } from './criteria/criterion-types';
export { suggestCriteria } from './criteria/suggest-criteria';
export { interpretCriterion } from './criteria/interpret-criterion';
export { reviewCriterion, reviewCriteria } from './criteria/review-criterion';

// ── cover letters ──
export {
  draftCoverLetter,
  letterResumeText,
  resumeSpelling,
  LETTER_ENGINE_VERSION,
  type CoverLetterDraft,
  type LetterJob,
  type LetterResume,
} from './letters/cover-letter';
