import { useState } from 'react';

/** The skipped remotes.json entries, one sentence each, until the Admin dismisses them. */
export default function RegistryProblemsList({ problems }: { problems: string[] }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <section className="hg-card hg-registry-problems" role="status" aria-labelledby="registry-problems-title">
      <h2 id="registry-problems-title">remotes.json: {problems.length === 1 ? 'one entry was' : `${problems.length} entries were`} skipped</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <button type="button" className="hg-button hg-button--secondary" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </section>
  );
}
