// Every design the real-resume corpus prints through (the LaTeX and Word families join here).
import type { Design } from '../design';
import { builderDesigns } from './builder';
import { jsonResumeThemeDesigns } from './jsonresume-themes';

export function allDesigns(): Design[] {
  return [...jsonResumeThemeDesigns, ...builderDesigns];
}
