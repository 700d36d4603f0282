import { afterPause, liveCheckProblem } from './after-pause';

describe('afterPause (the live checks debounce)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once the pause has lasted the delay, not before', () => {
    const run = jest.fn();
    afterPause(700, run);
    jest.advanceTimersByTime(699);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0][0].aborted).toBe(false);
  });

  it('a newer edit (the cleanup) before the delay cancels the run', () => {
    const run = jest.fn();
    const cancel = afterPause(700, run);
    jest.advanceTimersByTime(500);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });

  it('a newer edit after the run started aborts the work in flight', () => {
    let signal: AbortSignal | undefined;
    const cancel = afterPause(700, (s) => {
      signal = s;
    });
    jest.advanceTimersByTime(700);
    expect(signal?.aborted).toBe(false);
    cancel();
    expect(signal?.aborted).toBe(true);
  });
});

describe('liveCheckProblem', () => {
  it('shows the error message, or the fallback for a non-Error', () => {
    const live = new AbortController().signal;
    expect(liveCheckProblem(new Error('The server is busy.'), live, 'Scoring failed.')).toBe('The server is busy.');
    expect(liveCheckProblem('boom', live, 'Scoring failed.')).toBe('Scoring failed.');
  });

  it('shows nothing for work a newer edit aborted', () => {
    const controller = new AbortController();
    controller.abort();
    expect(liveCheckProblem(new Error('aborted'), controller.signal, 'Scoring failed.')).toBeNull();
  });
});
