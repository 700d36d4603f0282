/** An error whose message is safe to show the caller as `{ "message": ... }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries (e.g. Retry-After on a 503). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The store (Firestore) did not answer in time or refused: the caller gets 503, never a silent loss. */
export class StoreUnavailableError extends HttpError {
  constructor(message = 'The service is temporarily unavailable. Please try again later.') {
    super(503, message);
    this.name = 'StoreUnavailableError';
  }
}

/** Runs a store call with a deadline; any failure becomes StoreUnavailableError. */
export async function withStoreDeadline<T>(work: Promise<T>, timeoutMs: number, message?: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(message)), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new StoreUnavailableError(message);
  } finally {
    clearTimeout(timer);
  }
}
