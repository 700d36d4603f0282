import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Role } from 'shared-schemas';
import { loadWebAppConfig, type OAuthProviderId } from '../../firebase/app-config';
import { REDIRECTING_FLAG_KEY, RETURN_TO_KEY, sessionValue } from '../sign-in-storage';

const LABELS: Record<OAuthProviderId, string> = {
  google: 'Continue with Google',
  microsoft: 'Continue with Microsoft',
  github: 'Continue with GitHub',
};

/**
 * Google always; Microsoft and GitHub when /app-config.json enables them. Each goes through
 * /redirecting (SPEC "Login redirect screen"), which leaves for the provider and comes back.
 */
export function ProviderButtons({ role, returnPath, disabled }: { role: Role; returnPath?: string; disabled?: boolean }) {
  const navigate = useNavigate();
  const [extra, setExtra] = useState<OAuthProviderId[]>([]);

  useEffect(() => {
    let live = true;
    // Only the small JSON config, not Firebase: the page stays light until someone acts.
    loadWebAppConfig().then(
      (config) => live && setExtra(config.providers.filter((id) => id !== 'google')),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const go = (provider: OAuthProviderId) => {
    // A flag left by an abandoned earlier attempt would make /redirecting wait for a result.
    sessionValue.remove(REDIRECTING_FLAG_KEY);
    if (returnPath) sessionValue.set(RETURN_TO_KEY, returnPath);
    else sessionValue.remove(RETURN_TO_KEY);
    const query = new URLSearchParams({ role });
    if (provider !== 'google') query.set('provider', provider);
    navigate(`/redirecting?${query.toString()}`);
  };

  return (
    <>
      {(['google', ...extra] as OAuthProviderId[]).map((provider) => (
        <button key={provider} type="button" className="hg-button hg-button--secondary" disabled={disabled} onClick={() => go(provider)}>
          {LABELS[provider]}
        </button>
      ))}
    </>
  );
}
