import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from 'shared-schemas';
import { notify } from 'shared-ui';
import { authErrorCode } from '../auth-errors';
import { useFinishSignIn, useReturnPath } from '../hooks/useFinishSignIn';
import { sendEmailSignInLink, signInWithPassword } from '../sign-in-methods';
import { emailProblem, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, passwordProblem, roleWithArticle } from '../validate-credentials';
import { AuthField } from './AuthField';
import { PhoneSignIn } from './PhoneSignIn';
import { ProviderButtons } from './ProviderButtons';
import { SignInAlert } from './SignInAlert';
import '../sign-in.css';

export interface SignInPanelProps {
  role: Role;
  /** The sign-up page for this role; none for Admin (Admin is only granted). */
  signUpPath?: string;
}

type Busy = 'password' | 'link' | null;

/** Sign in as `role`: email + password, a provider, an emailed link, or a phone code. */
export default function SignInPanel({ role, signUpPath }: SignInPanelProps) {
  const id = useId();
  const finish = useFinishSignIn();
  const returnPath = useReturnPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailProblem(email), password: passwordProblem(password) };
    setErrors(found);
    setFailure(null);
    if (found.email) return emailInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    setBusy('password');
    try {
      finish(await signInWithPassword(role, email, password));
    } catch (error) {
      setFailure(error);
      setBusy(null);
      if (authErrorCode(error) === 'auth/wrong-password') passwordInput.current?.select();
    }
  };

  const onEmailLink = async () => {
    const problem = emailProblem(email);
    setErrors({ email: problem });
    setFailure(null);
    if (problem) return emailInput.current?.focus();
    setBusy('link');
    try {
      await sendEmailSignInLink(role, email);
      setLinkSentTo(email.trim());
      notify.success('Sign-in link sent. Check your email.');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="hg-card auth-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sign in as {role}</h2>
      {failure ? <SignInAlert error={failure} /> : null}
      {linkSentTo ? (
        <div className="auth-notice" role="status">
          <p>
            We sent a sign-in link to <strong>{linkSentTo}</strong>. Open it on this device to sign in.
          </p>
        </div>
      ) : null}
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy !== null}>
        <AuthField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          inputRef={emailInput}
        />
        <AuthField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          inputRef={passwordInput}
        />
        <button type="submit" className="hg-button" disabled={busy !== null}>
          {busy === 'password' ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      <div className="auth-divider">or</div>
      <div className="auth-alternatives">
        <ProviderButtons role={role} returnPath={returnPath} disabled={busy !== null} />
        <button type="button" className="hg-button hg-button--ghost" disabled={busy !== null} onClick={onEmailLink}>
          {busy === 'link' ? 'Sending link...' : 'Email me a sign-in link'}
        </button>
        <button
          type="button"
          className="hg-button hg-button--ghost"
          aria-expanded={phoneOpen}
          aria-controls={`${id}-phone`}
          onClick={() => setPhoneOpen(!phoneOpen)}
        >
          Sign in with phone
        </button>
      </div>
      {phoneOpen ? (
        <div id={`${id}-phone`}>
          <PhoneSignIn role={role} onSignedIn={finish} />
        </div>
      ) : null}
      {signUpPath ? (
        <p className="auth-switch">
          New to HireGen?{' '}
          <Link to={signUpPath} state={returnPath ? { from: returnPath } : undefined}>
            Create {roleWithArticle(role)} account
          </Link>
        </p>
      ) : (
        <p className="auth-switch hg-hint">Admin access is granted by an existing administrator; there is no Admin sign-up.</p>
      )}
    </section>
  );
}
