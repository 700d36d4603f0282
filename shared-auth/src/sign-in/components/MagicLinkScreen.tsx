import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { loginPathFor, parseRole, type Role } from 'shared-schemas';
import { notify } from 'shared-ui';
import { authErrorCode, describeAuthErrorLater } from '../auth-errors';
import { useFinishSignIn } from '../hooks/useFinishSignIn';
import { completeEmailLinkSignIn, isEmailSignInLink, rememberedSignInEmail, sendEmailSignInLink } from '../sign-in-methods';
import { emailProblem, MAX_EMAIL_LENGTH } from '../validate-credentials';
import { AuthField } from './AuthField';
import { SignInAlert } from './SignInAlert';
import '../sign-in.css';

type Stage =
  | { kind: 'checking' }
  | { kind: 'ask-email' }
  | { kind: 'signing-in' }
  | { kind: 'failed'; error: unknown; linkUnusable: boolean }
  | { kind: 'not-a-link' };

const UNUSABLE_LINK_CODES = new Set(['auth/invalid-action-code', 'auth/expired-action-code', 'auth/argument-error']);

/**
 * /auth/magic-link: finishes an emailed sign-in link. The email is the one remembered on this
 * device, else asked for (a link opened elsewhere). A used, expired or broken link says so and
 * offers to send a new one.
 */
export default function MagicLinkScreen() {
  const id = useId();
  const [params] = useSearchParams();
  const role: Role | undefined = parseRole(params.get('role'));
  const finish = useFinishSignIn();
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });
  const [email, setEmail] = useState(() => rememberedSignInEmail() ?? '');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [resendState, setResendState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const started = useRef(false);
  const href = useRef(window.location.href);

  const complete = async (address: string, forRole: Role) => {
    setStage({ kind: 'signing-in' });
    try {
      finish(await completeEmailLinkSignIn(forRole, address, href.current));
    } catch (error) {
      setStage({ kind: 'failed', error, linkUnusable: UNUSABLE_LINK_CODES.has(authErrorCode(error) ?? '') });
    }
  };

  // Checks the link this page was opened with, with the role of that first render.
  const checkLink = useEffectEvent(() => {
    isEmailSignInLink(href.current).then(
      (isLink) => {
        if (!isLink || !role) return setStage({ kind: 'not-a-link' });
        const remembered = rememberedSignInEmail();
        if (remembered) void complete(remembered, role);
        else setStage({ kind: 'ask-email' });
      },
      (error: unknown) => setStage({ kind: 'failed', error, linkUnusable: false }),
    );
  });
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    checkLink();
  }, []);

  const onConfirmEmail = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setEmailError(problem);
    if (!problem && role) void complete(email, role);
  };

  const onResend = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem || !role) return;
    setResendState('sending');
    try {
      await sendEmailSignInLink(role, email);
      setResendState('sent');
      notify.success('A new sign-in link is on its way.');
    } catch (error) {
      setResendState('idle');
      notify.error(await describeAuthErrorLater(error));
    }
  };

  const loginLink = role ? loginPathFor(role) : '/select-account';

  return (
    <section className="hg-card auth-card" aria-labelledby={`${id}-title`} aria-busy={stage.kind === 'checking' || stage.kind === 'signing-in'}>
      <h2 id={`${id}-title`}>Sign in with an email link</h2>
      {stage.kind === 'checking' || stage.kind === 'signing-in' ? (
        <p role="status">{stage.kind === 'checking' ? 'Checking your sign-in link...' : 'Signing you in...'}</p>
      ) : null}

      {stage.kind === 'ask-email' ? (
        <form className="auth-form" noValidate onSubmit={onConfirmEmail}>
          <p>This link was opened on a different device or browser. Confirm the email address it was sent to.</p>
          <AuthField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
          />
          <button type="submit" className="hg-button">
            Sign in
          </button>
        </form>
      ) : null}

      {stage.kind === 'not-a-link' ? (
        <div className="auth-alert" role="alert">
          <p>
            This page finishes a sign-in from an emailed link, but this address is not a complete sign-in link. <Link to={loginLink}>Go to the login</Link> to
            request one.
          </p>
        </div>
      ) : null}

      {stage.kind === 'failed' ? (
        <>
          <SignInAlert error={stage.error} />
          {stage.linkUnusable && role ? (
            resendState === 'sent' ? (
              <div className="auth-notice" role="status">
                <p>
                  We sent a new sign-in link to <strong>{email.trim()}</strong>. Open it on this device.
                </p>
              </div>
            ) : (
              <form className="auth-form" noValidate onSubmit={onResend}>
                <AuthField
                  id={`${id}-resend-email`}
                  label="Email"
                  type="email"
                  autoComplete="email"
                  maxLength={MAX_EMAIL_LENGTH}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  error={emailError}
                />
                <button type="submit" className="hg-button" disabled={resendState === 'sending'}>
                  {resendState === 'sending' ? 'Sending link...' : 'Send me a new link'}
                </button>
              </form>
            )
          ) : null}
          <p className="auth-switch">
            <Link to={loginLink}>Back to the login</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
