/**
 * Which files an upload accepts — types, size, emptiness — and the sentences that say why one is
 * refused, for every file control of every app. Pure (no Firebase, no React): public pages load it
 * with their first screen. The api checks again; its limit is shared-schemas' GENAI_LIMITS.
 */
import { formatMegabytes, GENAI_LIMITS, RESUME_FILE_EXTENSIONS } from 'shared-schemas';

const KB = 1024;
const MB = 1024 * KB;
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface FileRule {
  /** Lower-case name endings, with the dot. */
  extensions: readonly string[];
  /** MIME types the file picker offers beside the extensions. */
  mimeTypes: readonly string[];
  maxBytes: number;
  /** What the accepted files are, after "is not": "a PDF or Word (.docx)". */
  described: string;
  /** Said after a refused type, when there is something to do instead. */
  typeAdvice?: string;
  /** Said after a file that is too large. */
  sizeAdvice?: string;
}

/** Resumes the api reads (GenAI tools, HR's bulk upload). */
export const RESUME_FILES: FileRule = {
  extensions: RESUME_FILE_EXTENSIONS,
  mimeTypes: [PDF, DOCX],
  maxBytes: GENAI_LIMITS.maxFileBytes,
  described: 'a PDF or Word (.docx)',
  typeAdvice: 'Upload your resume as .pdf or .docx.',
  sizeAdvice: 'Remove large images or export a smaller PDF.',
};

/** A resume imported into the builder: the api's types, or a JSON Resume read in the browser. */
export const RESUME_IMPORT_FILES: FileRule = {
  ...RESUME_FILES,
  extensions: [...RESUME_FILE_EXTENSIONS, '.json'],
  mimeTypes: [PDF, 'application/json', DOCX],
  described: 'a PDF, Word (.docx) or JSON Resume (.json)',
  typeAdvice: undefined,
};

/** A job posting loaded from a text file into the job form. */
export const JOB_POSTING_FILES: FileRule = {
  extensions: ['.txt', '.md', '.text'],
  mimeTypes: ['text/plain'],
  maxBytes: 200 * KB,
  described: 'a text',
  typeAdvice: 'Copy the posting’s text and paste it instead.',
};

/** The file input's `accept` attribute for a rule. */
export function acceptAttribute(rule: FileRule): string {
  return [...rule.extensions, ...rule.mimeTypes].join(',');
}

export type FileProblem = { kind: 'type' } | { kind: 'empty' } | { kind: 'size'; size: number; maxBytes: number };

/** Why the rule refuses this file, or null when it takes it. */
export function fileProblem(file: Pick<File, 'name' | 'size'>, rule: FileRule): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!rule.extensions.some((extension) => name.endsWith(extension))) return { kind: 'type' };
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > rule.maxBytes) return { kind: 'size', size: file.size, maxBytes: rule.maxBytes };
  return null;
}

/** A file's size as people read it: "512 B", "87 KB", "12.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** A limit as it is written to people: "10 MB", "200 KB". */
export function formatLimit(bytes: number): string {
  return bytes >= MB ? formatMegabytes(bytes) : `${Math.round(bytes / KB)} KB`;
}

const withAdvice = (sentence: string, advice: string | undefined) => (advice ? `${sentence} ${advice}` : sentence);

/**
 * The refusal as a sentence. `fileName` given: it stands alone ("“cv.png” is not …"); null: it sits
 * in a row that already shows the file's name ("Not …").
 */
export function fileProblemText(problem: FileProblem, fileName: string | null, rule: FileRule): string {
  const subject = fileName === null ? 'The file' : `“${fileName}”`;
  if (problem.kind === 'type') {
    return fileName === null ? `Not ${rule.described} file.` : withAdvice(`${subject} is not ${rule.described} file.`, rule.typeAdvice);
  }
  if (problem.kind === 'empty') return `${subject} is empty.`;
  const sentence = `${subject} is ${formatFileSize(problem.size)}; the limit is ${formatLimit(problem.maxBytes)}.`;
  return fileName === null ? sentence : withAdvice(sentence, rule.sizeAdvice);
}

/** The refusal's sentence for a file, or undefined when the rule takes it. */
export function refusal(file: Pick<File, 'name' | 'size'>, rule: FileRule, named = true): string | undefined {
  const problem = fileProblem(file, rule);
  return problem ? fileProblemText(problem, named ? file.name : null, rule) : undefined;
}
