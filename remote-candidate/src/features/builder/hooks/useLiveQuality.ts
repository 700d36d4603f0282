/**
 * The live scorecard: the resume's text is scored by the HireGen API v1 (the engine runs in the
 * api's engine processes, never on this page's main thread) a moment after typing stops. A newer
 * edit cancels the request in flight, so only the latest answer is ever shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { JsonResume } from 'shared-schemas';
import { resumeText } from '../../../lib/resume-text';
import { scoreResumeText, type Scorecard } from '../../../lib/genai-v1';
import { afterPause, liveCheckProblem } from './after-pause';

export const SCORE_DEBOUNCE_MS = 700;

export interface LiveQuality {
  scorecard: Scorecard | null;
  /** The resume the scorecard is about (suggestions are located in it). */
  scoredResume: JsonResume | null;
  checking: boolean;
  error: string | null;
}

export function useLiveQuality(resume: JsonResume, { enabled = true, delayMs = SCORE_DEBOUNCE_MS } = {}): LiveQuality {
  const [state, setState] = useState<LiveQuality>({ scorecard: null, scoredResume: null, checking: false, error: null });
  const lastText = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    return afterPause(delayMs, (signal) => {
      const text = resumeText(resume);
      if (text === lastText.current) return;
      if (text.trim().length < 20) {
        setState({ scorecard: null, scoredResume: resume, checking: false, error: null });
        return;
      }
      setState((s) => ({ ...s, checking: true }));
      scoreResumeText(text, { signal }).then(
        (scorecard) => {
          lastText.current = text;
          setState({ scorecard, scoredResume: resume, checking: false, error: null });
        },
        (error: unknown) => {
          const problem = liveCheckProblem(error, signal, 'Scoring failed.');
          if (problem !== null) setState((s) => ({ ...s, checking: false, error: problem }));
        },
      );
    });
  }, [resume, enabled, delayMs]);

  return state;
}
