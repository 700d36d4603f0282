/** Why a call failed: an error answer, no answer at all, or an answer the page cannot use. */
export type ApiFailure = 'http' | 'network' | 'timeout' | 'cancelled' | 'answer';

export interface ApiErrorDetails {
  /** Defaults to 'network' for status 0, else 'http'. */
  failure?: ApiFailure;
  /** For logs: what was wrong with an unusable answer ("answer.total is not a number"). */
  detail?: string;
  /** True when the message is the server's own `{ message }` (not the client's wording). */
  fromServer?: boolean;
}

/** Every failure of an api call, with a message fit to show a user. */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  readonly detail: string | undefined;
  readonly fromServer: boolean;

  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came (offline, timed out, cancelled). */
    readonly status: number,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.failure = details.failure ?? (status === 0 ? 'network' : 'http');
    this.detail = details.detail;
    this.fromServer = details.fromServer ?? false;
  }
}
