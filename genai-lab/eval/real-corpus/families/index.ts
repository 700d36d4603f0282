// Every design the real-resume corpus prints through: JSON Resume themes, the builder's templates,
// LaTeX classes and Word documents (native and as LibreOffice prints them).
import type { Design } from '../design';
import { builderDesigns } from './builder';
import { jsonResumeThemeDesigns } from './jsonresume-themes';
import { latexDesigns } from './latex';
import { wordDesigns } from './word';

/** pdflatex takes ~4 s a document and LibreOffice 5–14 s here: each such design prints a third of the resumes. */
const SLOW_EVERY_NTH = 3;

export function allDesigns(): Design[] {
  return [
    ...jsonResumeThemeDesigns,
    ...builderDesigns,
    ...latexDesigns.map((design) => ({ ...design, everyNth: { pdf: SLOW_EVERY_NTH } })),
    ...wordDesigns.map((design) => ({ ...design, everyNth: { pdf: SLOW_EVERY_NTH } })),
  ];
}
