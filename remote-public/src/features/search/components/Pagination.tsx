export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.min(Math.ceil(total / pageSize), Math.floor(1000 / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="hgs-pagination" aria-label="Result pages">
      <button type="button" className="hg-button hg-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <button type="button" className="hg-button hg-button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
