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

/**
 * The store's own definitive "already exists" (gRPC ALREADY_EXISTS, code 6) on a create: an
 * answer about the data, not an outage, so it stays a 409 for the caller to handle or pass on.
 */
export class StoreConflictError extends HttpError {
  constructor(message = 'This already exists.') {
    super(409, message);
    this.name = 'StoreConflictError';
  }
}

const isAlreadyExists = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 6 || /ALREADY_EXISTS|already exists/i.test(String((error as Error | null)?.message));

/** Runs a store call with a deadline; "already exists" becomes StoreConflictError, any other failure StoreUnavailableError. */
export async function withStoreDeadline<T>(work: Promise<T>, timeoutMs: number, message?: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(message)), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isAlreadyExists(error)) throw new StoreConflictError();
    throw new StoreUnavailableError(message);
  } finally {
    clearTimeout(timer);
  }
}
