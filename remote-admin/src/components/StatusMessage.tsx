/** Loading and error lines for a section that reads from the api. */
export function StatusMessage({ loading, error, onRetry }: { loading: boolean; error: string | null; onRetry?(): void }) {
  if (error) {
    return (
      <p role="alert" className="hg-error-text">
        {error}{' '}
        {onRetry ? (
          <button type="button" className="adm-link-button" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </p>
    );
  }
  return loading ? (
    <p className="hg-hint" role="status">
      Loading…
    </p>
  ) : null;
}
