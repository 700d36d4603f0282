// What the quality lab (genai-lab) measures and trains, past the engine's public entry point: the
// layout model's training and weights, the ranker's and the skill model's features, the interview
// relevance model, the PDF and OCR readers it drives directly, and the text helpers its evals share.
// Named one by one, so the lab's reach into the engine is this list (genai/package.json `./lab`),
// not any module of src/. Apps and the api never import it (eslint.config.mjs, boundaries).

export { answerFeedback, RELEVANCE_WEIGHING, relevanceFactor } from './interview/answer-feedback';
export { answerRelevance, competencyVocabulary, RELEVANCE_FEATURES, useCueWeights } from './interview/answer-relevance';
export type { RelevanceFeatures } from './interview/answer-relevance';
export { contentWords, stem } from './interview/interview-text';
export { questionSkillIds } from './interview/job-terms';
export { headWord, SKILL_FEATURES, SKILL_THRESHOLD, skillConfidence, useSkillHeads } from './jobs/job-skills';
export { dot, FEATURE_NAMES, poolFeatures } from './match/rank-features';
export type { FeatureVector } from './match/rank-features';
export { bestFirst, ndcgAtK } from './match/ranking-metrics';
export type { OcrOptions } from './ocr/ocr-pdf';
export { ocrToolPaths, OcrUnavailableError } from './ocr/ocr-tools';
export { pdfPagesToLines } from './pdf/pdf-lines';
export { closePdfWorker, readPdfInWorker } from './pdf/pdf-worker-reader';
export { alignLabels } from './resume/layout-model/align-truth';
export type { LayoutTruth } from './resume/layout-model/align-truth';
export { LINE_LABELS } from './resume/layout-model/labels';
export type { LineLabel } from './resume/layout-model/labels';
export {
  committedLayoutModel,
  labelAccuracy,
  labelResumeLines,
  labelWithModel,
  LAYOUT_FEATURES_VERSION,
  trainLayoutModel,
} from './resume/layout-model/layout-model';
export { fromWeightsFile, toWeightsFile } from './resume/layout-model/weights-file';
export { joinBrokenDateRanges } from './resume/parse-resume';
export type { ResumeLine } from './resume/resume-line';
export { MAX_LINES } from './resume/text-lines';
export { aliasKey, lookupSkill } from './taxonomy/dictionary';
export { STOPWORDS } from './text/stopwords';
export { words } from './text/tokenize';
