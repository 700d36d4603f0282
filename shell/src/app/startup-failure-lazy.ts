/**
 * Shows the startup failure block from a chunk of its own: a failed start is rare, so its code
 * stays out of every page's first load. If even that chunk cannot load, the page says so in
 * plain text.
 */
export function showStartupFailureLazily(error: unknown): Promise<void> {
  return import('./startup-failure').then(
    ({ showStartupFailure }) => showStartupFailure(error),
    () => void (document.body.textContent = `React Rendering Failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}
