import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginPathFor, parseRole } from 'shared-schemas';
import { Loading, notify } from 'shared-ui';
import type { OAuthProviderId } from '../../firebase/app-config';
import { describeAuthErrorLater } from '../auth-errors';
import { useFinishSignIn } from '../hooks/useFinishSignIn';
import { completeProviderRedirect, startProviderRedirect } from '../sign-in-methods';
import { REDIRECT_ROLE_KEY, REDIRECTING_FLAG_KEY, sessionValue } from '../sign-in-storage';
import '../sign-in.css';

export const REDIRECTING_TEXT = 'Redirecting to Google Login... Please wait a moment.';
export const MISSING_ROLE_MESSAGE = 'Missing role. Redirecting...';
export const REDIRECT_FAILED_MESSAGE = 'Failed to redirect to Google login.';

const PROVIDER_NAMES: Record<OAuthProviderId, string> = { google: 'Google', microsoft: 'Microsoft', github: 'GitHub' };

function providerFrom(value: string | null): OAuthProviderId {
  return value === 'microsoft' || value === 'github' ? value : 'google';
}

/**
 * SPEC "Login redirect screen". Going out: read `role`, keep it in sessionStorage `hiregen_role`,
 * set the redirecting flag and leave for the provider with account selection forced. Coming
 * back (the flag is set): finish the sign-in for the stored role.
 */
export default function RedirectingScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  // React's development double effects must not start two redirects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    if (sessionValue.get(REDIRECTING_FLAG_KEY) === 'true') {
      const storedRole = sessionValue.get(REDIRECT_ROLE_KEY) ?? params.get('role') ?? '';
      sessionValue.remove(REDIRECTING_FLAG_KEY);
      const role = parseRole(storedRole);
      if (!role) {
        notify.error(MISSING_ROLE_MESSAGE);
        navigate('/select-account', { replace: true });
        return;
      }
      completeProviderRedirect(role).then(
        (user) => {
          sessionValue.remove(REDIRECT_ROLE_KEY);
          if (user) return finish(user);
          notify.error('Sign-in was not completed. Please try again.');
          navigate(loginPathFor(role), { replace: true });
        },
        (error: unknown) => {
          void describeAuthErrorLater(error).then(notify.error);
          navigate(loginPathFor(role), { replace: true });
        },
      );
      return;
    }

    const roleParam = params.get('role')?.trim();
    if (!roleParam) {
      notify.error(MISSING_ROLE_MESSAGE);
      navigate('/select-account', { replace: true });
      return;
    }
    sessionValue.set(REDIRECT_ROLE_KEY, roleParam);
    sessionValue.set(REDIRECTING_FLAG_KEY, 'true');
    startProviderRedirect(providerFrom(params.get('provider'))).catch((error: unknown) => {
      console.error('HireGen could not start the provider sign-in:', error);
      sessionValue.remove(REDIRECTING_FLAG_KEY);
      notify.error(REDIRECT_FAILED_MESSAGE);
      navigate(`/login/${roleParam.toLowerCase()}`, { replace: true });
    });
  }, [params, navigate, finish]);

  const provider = providerFrom(params.get('provider'));
  return (
    <div className="auth-redirecting">
      <Loading label={provider === 'google' ? REDIRECTING_TEXT : `Redirecting to ${PROVIDER_NAMES[provider]} Login... Please wait a moment.`} />
    </div>
  );
}
