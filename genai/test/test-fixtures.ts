// The engine's test helpers that other workspaces reuse (`genai/test-fixtures`): made-up
// documents (DOCX, PDF, scans, decompression bombs), the shared labelled data's folder and its
// matching set, and the non-word lexicon. The api's tests and benches and the quality lab
// (genai-lab) import them from here, never from this folder's files.
export { makeDocx, makeDocxResume, makeZipBomb, zipOfOneEntry } from './document-fixtures';
export { makeEncryptedPdf, makeManyPagePdf, makeResumePdf, makeScannedPdf, makeTwoColumnPdf, type DrawnLine } from './pdf-fixtures';
export { deflateRepeated, makeLyingDocx, makePdfFlateBomb } from './bomb-fixtures';
export { scanPdf } from './scan-pdf';
export { sharedDataDir } from './shared-data';
export { loadMatchingSet, loadTailoringSet, RELEVANCE, TAILORING_RELEVANCE, type MatchingSet } from './matching-data';
export { judgeWord, nonWords, wordsOf, type WordVerdict } from './lexicon';
