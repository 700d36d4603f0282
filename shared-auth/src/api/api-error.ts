/** Why a call failed: an error answer, no answer at all, or an answer the page cannot use. */
export type ApiFailure = 'http' | 'network' | 'timeout' | 'cancelled' | 'answer';

/** Every failure of an api call, with a message fit to show a user. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came (offline, timed out, cancelled). */
    readonly status: number,
    readonly failure: ApiFailure = status === 0 ? 'network' : 'http',
    /** For logs: what was wrong with an unusable answer ("answer.total is not a number"). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
