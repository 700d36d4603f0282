// Where the real-resume corpus reads its resumes and writes its cache (outside git).
import path from 'node:path';
import { sharedDataDir } from 'genai/test-fixtures';

/** The rendered corpus: HIREGEN_REAL_CORPUS_DIR, else genai-lab/.cache/real-corpus (gitignored). */
export function realCorpusDir(): string {
  return path.resolve(process.env.HIREGEN_REAL_CORPUS_DIR ?? path.resolve(__dirname, '../../.cache/real-corpus'));
}

/** Real people's JSON Resumes (read at run time, never copied into the repository). */
export function realResumesDir(): string {
  return path.join(sharedDataDir(), 'resumes-real-dev');
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
