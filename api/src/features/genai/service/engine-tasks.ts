// The engine work the v1 endpoints ask for, as named tasks on plain data. Runs inside an engine
// child process (engine-worker.cjs, forked by engine-pool.ts), never on the api's event loop:
// some inputs make the engine spend seconds of CPU (measured: 200,000 newlines take
// extractSkills 47 s), and only another process can be stopped when that happens.
import {
  checkAts,
  enhanceResumeWith,
  extractKeywords,
  extractSkills,
  generateJobDescription,
  matchResume,
  normalize,
  parseJob,
  parseResumeText,
  interpretCriterion,
  rankResumes,
  readResumeDocument,
  reviewCriteria,
  suggestCriteria,
  rewriterFromEnv,
  scoreResume,
  summarizeText,
  draftCoverLetter,
  type AtsReport,
  type CoverLetterDraft,
  type LetterJob,
  type LetterResume,
  type Criterion,
  type CriterionKind,
  type CriterionReview,
  type JobDraft,
  type JobDraftInput,
  type Keyphrase,
  type MatchResult,
  type NormalizeKind,
  type NormalizeResult,
  type ParsedJob,
  type ParsedResume,
  type PdfReader,
  type RankedResume,
  type ReadDocument,
  type ResumeEnhancement,
  type ResumeInput,
  type Scorecard,
  type SkillExtraction,
  type TextSummary,
} from 'genai';
import { drawResumePages, getTemplate, nodeFontLoader, renderResumePdf, type PageDrawing } from 'resume-templates/node';
import { interviewTasks, type InterviewTaskTypes } from './interview-tasks';

/** An uploaded document as the worker receives it. */
export interface UploadedDocument {
  bytes: Uint8Array;
  fileName: string;
}

/** A resume given as text or as a file. */
export type ResumeSource = { text: string } | { file: UploadedDocument };

export interface DocumentReadLimits {
  maxBytes: number;
  timeoutMs: number;
  /** What a PDF's Flate streams may inflate to (the engine's default, 128 MB, when unset). */
  maxDecodedBytes?: number;
  /** Time for reading a scan's pages by OCR, once it starts (the engine's default, 60 s, when unset). */
  ocrTimeoutMs?: number;
}

/** What the worker hears from a task while it runs. */
export interface EngineTaskHooks {
  /** OCR of a scan started with this budget: the pool extends the task's deadline by it. */
  onOcrStart?: (budgetMs: number) => void;
}

export interface EngineTaskTypes extends InterviewTaskTypes {
  parseResume: { input: { source: ResumeSource; limits: DocumentReadLimits }; output: ParsedResume };
  scoreResume: { input: { source: ResumeSource; limits: DocumentReadLimits }; output: { resume: ParsedResume; scorecard: Scorecard } };
  checkAts: { input: { file: UploadedDocument; limits: DocumentReadLimits }; output: { resume: ParsedResume; report: AtsReport } };
  enhanceResume: { input: { source: ResumeSource; limits: DocumentReadLimits }; output: { resume: ParsedResume; enhancement: ResumeEnhancement } };
  resumeInput: { input: { file: UploadedDocument; limits: DocumentReadLimits }; output: ResumeInput };
  parseJob: { input: { text: string }; output: ParsedJob };
  generateJob: { input: JobDraftInput; output: JobDraft };
  normalize: { input: { kind: NormalizeKind; value: string }; output: NormalizeResult };
  extractSkills: { input: { text: string }; output: SkillExtraction };
  extractKeywords: { input: { text: string; max?: number }; output: { keywords: Keyphrase[] } };
  summarize: { input: { text: string; sentences?: number }; output: TextSummary };
  match: { input: { job: string; resume: ResumeInput }; output: MatchResult };
  rank: { input: { job: string; resumes: { id: string; input: ResumeInput }[] }; output: { ranked: RankedResume<string>[] } };
  suggestCriteria: { input: { job: string }; output: { criteria: Criterion[] } };
  /** A cover letter drafted from one resume for one job (issue 27). */
  draftCoverLetter: { input: { resume: LetterResume; job: LetterJob }; output: CoverLetterDraft };
  /** A shared resume's PDF for its public page, in the template the candidate chose. */
  renderResumePdf: { input: { resume: unknown; template: string }; output: { bytes: Uint8Array; fileName: string } };
  /** The same resume's pages as drawing operations (the builder's preview), for the public page to draw without the renderer. */
  drawResume: { input: { resume: unknown; template: string }; output: { pages: PageDrawing[]; fonts: { regular: string; bold: string } } };
  /** Each criterion's kind as its sentence reads, and every resume reviewed against all of them. */
  reviewCriteria: {
    input: { criteria: { id: string; text: string }[]; resumes: { id: string; text: string }[]; now?: { year: number; month: number } };
    output: { kinds: CriterionKind[]; reviews: { id: string; results: CriterionReview[] }[] };
  };
}

export type EngineTaskName = keyof EngineTaskTypes;
export type EngineTaskInput<K extends EngineTaskName> = EngineTaskTypes[K]['input'];
export type EngineTaskOutput<K extends EngineTaskName> = EngineTaskTypes[K]['output'];

type TaskTable = { [K in EngineTaskName]: (input: EngineTaskInput<K>) => EngineTaskOutput<K> | Promise<EngineTaskOutput<K>> };

/**
 * The tasks, reading PDFs with `pdfReader` (pdfjs in the same worker, so one stop ends all of it).
 * A scanned PDF is read by OCR (tesseract and pdftoppm as child processes of the worker).
 */
export function createEngineTasks(pdfReader: PdfReader, hooks: EngineTaskHooks = {}): TaskTable {
  const readDocument = (file: UploadedDocument, limits: DocumentReadLimits): Promise<ReadDocument> =>
    readResumeDocument(file.bytes, file.fileName, {
      limits: {
        maxBytes: limits.maxBytes,
        timeoutMs: limits.timeoutMs,
        ...(limits.maxDecodedBytes ? { maxDecodedBytes: limits.maxDecodedBytes } : {}),
        ...(limits.ocrTimeoutMs ? { ocrTimeoutMs: limits.ocrTimeoutMs } : {}),
      },
      pdfReader,
      ...(hooks.onOcrStart ? { onOcrStart: hooks.onOcrStart } : {}),
    });
  const readResume = async (source: ResumeSource, limits: DocumentReadLimits): Promise<ParsedResume> =>
    'text' in source ? parseResumeText(source.text) : (await readDocument(source.file, limits)).parsed;

  return {
    ...interviewTasks,
    parseResume: ({ source, limits }) => readResume(source, limits),
    scoreResume: async ({ source, limits }) => {
      const resume = await readResume(source, limits);
      return { resume, scorecard: scoreResume(resume) };
    },
    checkAts: async ({ file, limits }) => {
      const document = await readDocument(file, limits);
      return { resume: document.parsed, report: checkAts(document) };
    },
    enhanceResume: async ({ source, limits }) => {
      const resume = await readResume(source, limits);
      // The LLM rewriter when HIREGEN_LLM_* is set, else offline; the engine falls back to offline on any LLM failure.
      return { resume, enhancement: await enhanceResumeWith(resume, rewriterFromEnv()) };
    },
    resumeInput: async ({ file, limits }) => {
      const { parsed } = await readDocument(file, limits);
      return { text: parsed.text, resume: parsed.resume };
    },
    parseJob: ({ text }) => parseJob(text),
    generateJob: (input) => generateJobDescription(input),
    normalize: ({ kind, value }) => normalize(kind, value),
    extractSkills: ({ text }) => extractSkills(text),
    extractKeywords: ({ text, max }) => ({ keywords: extractKeywords(text, max === undefined ? {} : { top: max }) }),
    summarize: ({ text, sentences }) => summarizeText(text, sentences === undefined ? {} : { sentences }),
    match: ({ job, resume }) => matchResume(job, resume),
    // The learned order: on held-out jobs it beats the match-score order and BM25 (genai README).
    rank: ({ job, resumes }) => ({ ranked: rankResumes(job, resumes, { order: 'learned' }) }),
    suggestCriteria: ({ job }) => ({ criteria: suggestCriteria(parseJob(job)) }),
    draftCoverLetter: ({ resume, job }) => draftCoverLetter(resume, job),
    renderResumePdf: async ({ resume, template }) => {
      const out = await renderResumePdf(resume, { template, fonts: nodeFontLoader });
      return { bytes: out.bytes, fileName: out.fileName };
    },
    drawResume: async ({ resume, template }) => {
      const drawing = await drawResumePages(resume, { template, fonts: nodeFontLoader });
      return { pages: drawing.pages, fonts: { ...getTemplate(template).style.fonts } };
    },
    reviewCriteria: ({ criteria, resumes, now }) => ({
      kinds: criteria.map((c) => interpretCriterion(c.text).kind),
      reviews: resumes.map((r) => ({ id: r.id, results: reviewCriteria(criteria, r.text, now ? { now } : {}) })),
    }),
  };
}
