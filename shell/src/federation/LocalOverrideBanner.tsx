import { clearStoredOverride } from './override-request';
import { activeOverride } from './override-store';

/**
 * On every page while a local override is applied (override-access.ts): which remote comes from
 * where, and a way back. Reset forgets the override in this browser and loads the page again,
 * which then takes the remote from remotes.json.
 */
export function LocalOverrideBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const override = activeOverride();
  if (!override) return null;
  const reset = () => {
    clearStoredOverride();
    reload();
  };
  return (
    <div className="hg-override-banner" role="region" aria-label="Local override" data-testid="local-override-banner">
      <p>
        Remote {override.container} is loaded from <code>{override.url}</code> (local override) —{' '}
        <button type="button" className="hg-override-banner__reset" onClick={reset}>
          Reset
        </button>
      </p>
    </div>
  );
}
