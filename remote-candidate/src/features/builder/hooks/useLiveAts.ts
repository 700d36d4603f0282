/**
 * The live ATS check: a few seconds after editing stops, the resume is rendered to PDF with its
 * template (in the browser, resume-templates) and that file is checked by the HireGen API v1 ATS
 * check — layout, fonts and hidden text need the file itself, so this is what an applicant
 * tracking system would receive. Slower than the scorecard, so it waits longer.
 */
import { useEffect, useRef, useState } from 'react';
import type { JsonResume } from 'shared-schemas';
import { checkAtsFile, type AtsReport } from '../../../lib/genai-v1';
import { afterPause, liveCheckProblem } from './after-pause';

export const ATS_DEBOUNCE_MS = 5000;

/**
 * Renders the resume to the PDF an applicant tracking system would receive. The app passes the
 * export feature's renderer in (this feature does not import another one), loaded on first use.
 */
export type RenderPdf = (resume: JsonResume, template: string) => Promise<{ blob: Blob; fileName: string }>;

export interface LiveAts {
  report: AtsReport | null;
  checking: boolean;
  error: string | null;
}

export function useLiveAts(resume: JsonResume, template: string, renderPdf: RenderPdf, onReport?: (report: AtsReport) => void): LiveAts {
  const [state, setState] = useState<LiveAts>({ report: null, checking: false, error: null });
  const report = useRef(onReport);
  report.current = onReport;
  // The latest renderer without restarting the check when the app passes a new function.
  const render = useRef(renderPdf);
  render.current = renderPdf;

  useEffect(
    () =>
      afterPause(ATS_DEBOUNCE_MS, async (signal) => {
        if (!resume.basics?.name && !(resume.work ?? []).length) return;
        setState((s) => ({ ...s, checking: true }));
        try {
          const file = await render.current(resume, template);
          if (signal.aborted) return;
          const result = await checkAtsFile(file.blob, file.fileName, { signal });
          setState({ report: result, checking: false, error: null });
          report.current?.(result);
        } catch (error) {
          const problem = liveCheckProblem(error, signal, 'The ATS check failed.');
          if (problem !== null) setState((s) => ({ ...s, checking: false, error: problem }));
        }
      }),
    [resume, template],
  );

  return state;
}
