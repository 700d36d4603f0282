/**
 * What the bulk upload accepts, checked in the browser before anything is sent, with the
 * same caps as the api (POST /api/v1/rank: 200 files, 10 MB each, 100 MB together), so a
 * person learns at once which file is the problem instead of after a long upload.
 */
export const MAX_RESUMES = 200;
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 100 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.docx'] as const;
export const RESUME_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why one file cannot be a resume here, or undefined when it can. */
export function resumeFileProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `“${file.name}” is not a PDF or Word (.docx) file.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MAX_RESUME_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; each resume can be at most ${formatBytes(MAX_RESUME_BYTES)}.`;
  }
  return undefined;
}

/** The same file picked twice (by name, size and date) is added once. */
function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export interface AddedResumes {
  /** The new list: what was there, then what was accepted, in the order given. */
  files: File[];
  /** One sentence per file (or group of files) left out, to show the person. */
  problems: string[];
}

/** Adds picked or dropped files to the list, keeping only those the api will take. */
export function addResumeFiles(current: File[], incoming: Iterable<File>): AddedResumes {
  const files = [...current];
  const problems: string[] = [];
  let total = files.reduce((sum, file) => sum + file.size, 0);
  let overCount = 0;
  let overTotal = 0;
  for (const file of incoming) {
    if (files.some((existing) => sameFile(existing, file))) {
      problems.push(`“${file.name}” is already in the list.`);
      continue;
    }
    const problem = resumeFileProblem(file);
    if (problem) {
      problems.push(problem);
    } else if (files.length >= MAX_RESUMES) {
      overCount += 1;
    } else if (total + file.size > MAX_TOTAL_BYTES) {
      overTotal += 1;
    } else {
      files.push(file);
      total += file.size;
    }
  }
  if (overCount) {
    problems.push(`You can rank at most ${MAX_RESUMES} resumes at a time; ${overCount} ${overCount === 1 ? 'file was' : 'files were'} not added.`);
  }
  if (overTotal) {
    problems.push(`All resumes together can be at most ${formatBytes(MAX_TOTAL_BYTES)}; ${overTotal} ${overTotal === 1 ? 'file was' : 'files were'} not added.`);
  }
  return { files, problems };
}
