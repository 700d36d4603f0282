import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from 'shared-ui';
import { ApiError } from 'shared-auth';
import type { UploadOptions } from '../api/genai-api';

export type ToolRequestState<T> =
  | { status: 'idle' }
  | { status: 'busy'; progress?: number }
  | { status: 'done'; result: T }
  | { status: 'error'; message: string };

/**
 * One tool request at a time: busy with upload progress, then the result or the error the user
 * should see (also raised as a toast). A newer run or leaving the page cancels the older one.
 */
export function useToolRequest<T>() {
  const [state, setState] = useState<ToolRequestState<T>>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(async (work: (options: UploadOptions) => Promise<T>): Promise<T | undefined> => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'busy' });
    try {
      const result = await work({
        signal: controller.signal,
        onProgress: (progress) => {
          if (current.current === controller) setState({ status: 'busy', progress });
        },
      });
      if (current.current === controller) setState({ status: 'done', result });
      return result;
    } catch (error) {
      if (controller.signal.aborted && current.current !== controller) return undefined;
      const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
      if (!(error instanceof ApiError)) console.error('GenAI tool failed:', error);
      if (current.current === controller) {
        setState({ status: 'error', message });
        notify.error(message);
      }
      return undefined;
    }
  }, []);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, run, reset, busy: state.status === 'busy' };
}
