import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInPanel, SignUpPanel, useSession, useSignOut } from 'shared-auth';
import { dashboardPathFor, loginPathFor, parseRole } from 'shared-schemas';
import { lazyComponent, Loading, notify } from 'shared-ui';
import { ApiError } from 'shared-auth';
import { readAccountClaims } from '../api/account-claims';
import { acceptInvite, previewInvite } from '../api/invite-api';
import { useAccountClaims } from '../hooks/useAccountClaims';
import type { InvitePreview } from '../types/organisation';
import './organisation.css';

// Only a signed-in invitee whose email is unconfirmed sees it: the signed-out page never fetches it.
const VerifyEmailStep = lazyComponent(() => import('./VerifyEmailStep').then((m) => m.VerifyEmailStep), { fallback: <Loading />, what: 'The email check' });

// The api answers the expiry as an ISO string: formatted here as HR screens show times, without
// the stored-time reader (this signed-out page holds the public first-load budget).
const EXPIRY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const expiryText = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '—' : EXPIRY.format(new Date(iso)));

type PreviewState = { status: 'loading' } | { status: 'ready'; invite: InvitePreview } | { status: 'error'; message: string; signInFirst: boolean };

/** Where a new member lands: HR in the pipeline, an interviewer on their dashboard. */
export function landingPathFor(role: string): string {
  return parseRole(role) === 'HR' ? '/resumeinflux/hr' : dashboardPathFor(parseRole(role) ?? 'Interviewer');
}

/**
 * /resumeinflux/invite/:token — reachable signed out: it names the organisation and role, has
 * the person sign in or sign up (for the invite's role), verify their email, then accept.
 */
export function InviteAcceptScreen({ token }: { token: string }) {
  const { user, setUser } = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<PreviewState>({ status: 'loading' });
  const [mode, setMode] = useState<'sign-up' | 'sign-in'>('sign-up');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { state: claimsState, reload } = useAccountClaims();

  // The sign-in panels return to router state `from`: keep the person on this invite.
  useEffect(() => {
    if (!user && (location.state as { from?: string } | null)?.from !== location.pathname) {
      navigate(location.pathname, { replace: true, state: { from: location.pathname } });
    }
  }, [user, location.pathname, location.state, navigate]);

  useEffect(() => {
    let current = true;
    setPreview({ status: 'loading' });
    previewInvite(token)
      .then((invite) => {
        if (!current) return;
        if (invite.status === 'expired')
          setPreview({ status: 'error', signInFirst: false, message: `This invitation to ${invite.orgName} has expired. Ask for a new one.` });
        else if (invite.status === 'accepted')
          setPreview({
            status: 'error',
            signInFirst: false,
            message: `This invitation to ${invite.orgName} was already used. Sign in to reach the organisation.`,
          });
        else setPreview({ status: 'ready', invite });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const signInFirst = error instanceof ApiError && error.status === 401;
        setPreview({ status: 'error', signInFirst, message: error instanceof Error ? error.message : 'This invitation could not be read.' });
      });
    return () => {
      current = false;
    };
    // The preview is read again once someone signs in (some servers show it only then).
  }, [token, user?.uid]);

  useEffect(() => {
    if (user) void reload(false);
  }, [user, reload]);

  const accept = async (invite: InvitePreview) => {
    setBusy(true);
    setProblem(null);
    try {
      await acceptInvite(token);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The invitation could not be accepted. Please try again.');
      setBusy(false);
      return;
    }
    try {
      // The new claims come only with a fresh token.
      const claims = await readAccountClaims(true);
      const role = claims?.role ?? invite.role;
      if (user) setUser({ ...user, role });
      notify.success(`Welcome to ${invite.orgName}.`);
      navigate(landingPathFor(role), { replace: true });
    } catch {
      // Joining replaced a role this account already had, so the api ended its sign-in (an
      // old token must not keep old rights): sign in again, now with the new role.
      await signOut();
      notify.success(`You joined ${invite.orgName}. Sign in again as ${invite.role === 'HR' ? 'HR' : 'an interviewer'} to continue.`);
      navigate(loginPathFor(invite.role), { replace: true });
    }
  };

  const invite = preview.status === 'ready' ? preview.invite : null;
  const role = invite?.role ?? 'HR';

  return (
    <div className="org-invite">
      {preview.status === 'loading' ? <Loading /> : null}
      {invite ? (
        <section className="hg-card" aria-labelledby="invite-title">
          <h2 id="invite-title">
            Join {invite.orgName} as {invite.role === 'HR' ? 'an HR member' : 'an interviewer'}
          </h2>
          <p>
            This invitation is for <strong>{invite.email}</strong> and works until {expiryText(invite.expiresAt)}.
          </p>
        </section>
      ) : null}
      {preview.status === 'error' && !(preview.signInFirst && !user) ? (
        <section className="hg-card" role="alert">
          <h2>This invitation cannot be used</h2>
          <p>{preview.message}</p>
        </section>
      ) : null}

      {!user ? (
        <section aria-labelledby="invite-account">
          <h2 id="invite-account">{preview.status === 'error' ? 'Sign in to open this invitation' : 'First, your account'}</h2>
          <p className="hg-hint">Use the address the invitation was sent to.</p>
          <div className="org-tabs" role="group" aria-label="Account">
            <button type="button" className="hg-button hg-button--secondary" aria-pressed={mode === 'sign-up'} onClick={() => setMode('sign-up')}>
              Create an account
            </button>
            <button type="button" className="hg-button hg-button--secondary" aria-pressed={mode === 'sign-in'} onClick={() => setMode('sign-in')}>
              Sign in with an existing account
            </button>
          </div>
          <div className="auth-layout">
            {mode === 'sign-up' ? <SignUpPanel role={role} signInPath={location.pathname} /> : <SignInPanel role={role} signUpPath={location.pathname} />}
          </div>
        </section>
      ) : claimsState.status === 'ready' && claimsState.claims && !claimsState.claims.emailVerified ? (
        <VerifyEmailStep uid={claimsState.claims.uid} email={claimsState.claims.email} onVerified={() => void reload(true)} />
      ) : invite ? (
        <section className="hg-card" aria-labelledby="invite-accept">
          <h2 id="invite-accept">Accept the invitation</h2>
          {claimsState.status === 'ready' && claimsState.claims?.email && claimsState.claims.email.toLowerCase() !== invite.email.toLowerCase() ? (
            <p className="hg-error-text">
              You are signed in as {claimsState.claims.email}, but this invitation is for {invite.email}. Sign in with that address to accept it.
            </p>
          ) : null}
          <button type="button" className="hg-button" disabled={busy} onClick={() => void accept(invite)}>
            {busy ? 'Joining…' : `Accept and join ${invite.orgName}`}
          </button>
          {problem ? (
            <p role="alert" className="hg-error-text">
              {problem}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
