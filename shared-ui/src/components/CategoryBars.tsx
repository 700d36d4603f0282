import './category-bars.css';

export interface CategoryBar {
  id: string;
  label: string;
  /** 0..1 */
  score: number;
  /** Optional weight, shown as "weight 25". */
  weight?: number;
  detail?: string;
}

/**
 * Horizontal bars, one per category, each a labelled `meter` with its percentage as text,
 * so a screen reader and a glance give the same reading.
 */
export function CategoryBars({ categories, title }: { categories: CategoryBar[]; title?: string }) {
  return (
    <div className="hg-bars">
      {title ? <h3 className="hg-bars-title">{title}</h3> : null}
      <ul>
        {categories.map((category) => {
          const percent = Math.round(Math.min(1, Math.max(0, category.score)) * 100);
          const labelId = `hg-bar-${category.id}`;
          return (
            <li key={category.id} className="hg-bar">
              <div className="hg-bar-head">
                <span id={labelId} className="hg-bar-label">
                  {category.label}
                </span>
                <span className="hg-bar-value">
                  {percent}%{category.weight !== undefined ? <span className="hg-bar-weight"> · weight {category.weight}</span> : null}
                </span>
              </div>
              <div
                className={`hg-bar-track hg-bar-track--${percent >= 75 ? 'high' : percent >= 50 ? 'mid' : 'low'}`}
                role="meter"
                aria-labelledby={labelId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%`}
              >
                <div className="hg-bar-fill" style={{ width: `${percent}%` }} />
              </div>
              {category.detail ? <p className="hg-bar-detail">{category.detail}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
