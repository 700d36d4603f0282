// The engine's tasks as typed functions: `engine.tasks.rank({ job, resumes }, timeoutMs)` instead
// of a task name string at every call site. Each task's input and answer come from
// EngineTaskTypes (engine-tasks.ts); the table below is checked by the compiler to name every
// task once, with the right way to run it (a document read within its limits, or text).
import type { DocumentReadLimits, EngineTaskInput, EngineTaskName, EngineTaskOutput } from './engine-tasks';

/** What runs a task in the engine's processes (GenaiEngine; tests stand in for it). */
export interface EngineRunner {
  runDocument<K extends EngineTaskName>(task: K, input: EngineTaskInput<K> & { limits: DocumentReadLimits }): Promise<EngineTaskOutput<K>>;
  runText<K extends EngineTaskName>(task: K, input: EngineTaskInput<K>, timeoutMs?: number): Promise<EngineTaskOutput<K>>;
}

/** Tasks that read a resume document: their input carries the read limits, which also set their deadline. */
type DocumentTaskName = { [K in EngineTaskName]: EngineTaskInput<K> extends { limits: DocumentReadLimits } ? K : never }[EngineTaskName];
type TextTaskName = Exclude<EngineTaskName, DocumentTaskName>;

export type EngineCalls = { [K in DocumentTaskName]: (input: EngineTaskInput<K>) => Promise<EngineTaskOutput<K>> } & {
  /** `timeoutMs` defaults to the per-document limit. */
  [K in TextTaskName]: (input: EngineTaskInput<K>, timeoutMs?: number) => Promise<EngineTaskOutput<K>>;
};

/** The typed calls over `runner`; each looks the runner's methods up when called, so a test may replace them. */
export function engineCalls(runner: EngineRunner): EngineCalls {
  return {
    parseResume: (input) => runner.runDocument('parseResume', input),
    scoreResume: (input) => runner.runDocument('scoreResume', input),
    checkAts: (input) => runner.runDocument('checkAts', input),
    enhanceResume: (input) => runner.runDocument('enhanceResume', input),
    resumeInput: (input) => runner.runDocument('resumeInput', input),
    parseJob: (input, timeoutMs) => runner.runText('parseJob', input, timeoutMs),
    generateJob: (input, timeoutMs) => runner.runText('generateJob', input, timeoutMs),
    normalize: (input, timeoutMs) => runner.runText('normalize', input, timeoutMs),
    extractSkills: (input, timeoutMs) => runner.runText('extractSkills', input, timeoutMs),
    extractKeywords: (input, timeoutMs) => runner.runText('extractKeywords', input, timeoutMs),
    summarize: (input, timeoutMs) => runner.runText('summarize', input, timeoutMs),
    match: (input, timeoutMs) => runner.runText('match', input, timeoutMs),
    rank: (input, timeoutMs) => runner.runText('rank', input, timeoutMs),
    suggestCriteria: (input, timeoutMs) => runner.runText('suggestCriteria', input, timeoutMs),
    reviewCriteria: (input, timeoutMs) => runner.runText('reviewCriteria', input, timeoutMs),
    draftCoverLetter: (input, timeoutMs) => runner.runText('draftCoverLetter', input, timeoutMs),
    renderResumePdf: (input, timeoutMs) => runner.runText('renderResumePdf', input, timeoutMs),
    drawResume: (input, timeoutMs) => runner.runText('drawResume', input, timeoutMs),
    interviewPlan: (input, timeoutMs) => runner.runText('interviewPlan', input, timeoutMs),
    interviewFeedback: (input, timeoutMs) => runner.runText('interviewFeedback', input, timeoutMs),
    interviewTranscript: (input, timeoutMs) => runner.runText('interviewTranscript', input, timeoutMs),
  };
}
