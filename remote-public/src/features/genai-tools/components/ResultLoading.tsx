/** What a tool shows for the moment its result view's code is still arriving (it loads with the first answer). */
export function ResultLoading() {
  return (
    <p className="hg-loading" role="status">
      <span className="hg-spinner" aria-hidden="true" /> Showing the result…
    </p>
  );
}
