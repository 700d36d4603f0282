import { useState } from 'react';
import { parseRole, useSession } from 'shared-auth';
import { registry } from './registry-store';

/**
 * Tells an Admin that remotes.json had entries the shell skipped (every visitor's console says
 * so too): whoever can fix the registry sees it without opening developer tools.
 */
export function RegistryProblemsNotice() {
  const { user } = useSession();
  const [dismissed, setDismissed] = useState(false);
  const { problems } = registry();
  if (dismissed || problems.length === 0 || parseRole(user?.role) !== 'Admin') return null;
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
