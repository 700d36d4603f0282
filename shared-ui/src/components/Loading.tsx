/** What a lazily loaded page shows meanwhile (the product's "Loading..." text). */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="hg-loading" role="status" aria-live="polite">
      <span className="hg-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
