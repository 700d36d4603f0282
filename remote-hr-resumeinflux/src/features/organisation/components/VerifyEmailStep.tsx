import { useEffect, useRef, useState } from 'react';
import { notify } from 'shared-ui';
import { recheckVerification, sendVerificationEmail } from '../api/email-verification';

/** Onboarding step 1: verify the email address (with resend, and how it works on a local run). */
/** Set once this tab has sent the account a verification email (sign-up itself sends none). */
const sentKey = (uid: string) => `hiregen_verification_sent:${uid}`;

export function VerifyEmailStep({ uid, email, onVerified }: { uid: string; email: string | null; onVerified: () => void }) {
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const asked = useRef(false);

  // The first time this account reaches the step in this tab, send the email without asking.
  useEffect(() => {
    if (asked.current || sessionStorage.getItem(sentKey(uid))) return;
    asked.current = true;
    sessionStorage.setItem(sentKey(uid), '1');
    sendVerificationEmail().catch(() => setMessage('The verification email could not be sent. Choose “Resend the email”.'));
  }, [uid]);

  const send = async () => {
    setBusy('send');
    setMessage(null);
    try {
      await sendVerificationEmail();
      notify.success('Verification email sent.');
      setMessage(`We sent a new link to ${email ?? 'your address'}.`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The email could not be sent. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('check');
    setMessage(null);
    try {
      if (await recheckVerification()) onVerified();
      else setMessage('Your address is not verified yet. Open the link in the email, then try again.');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'Your account could not be checked. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="hg-card org-step" aria-labelledby="verify-title">
      <p className="org-step-count">Step 1 of 2</p>
      <h2 id="verify-title">Verify your email</h2>
      <p>
        Your organisation's jobs and applicants are shown only to verified addresses. Open the link we sent to <strong>{email ?? 'your email address'}</strong>,
        then come back and continue.
      </p>
      <p className="hg-hint org-local-hint">
        Running HireGen locally? No mail leaves a local run: the Firebase Auth emulator prints the verification link in the terminal running{' '}
        <code>npm start</code>. Open that link in this browser, then choose “I have verified my email”.
      </p>
      <div className="hg-actions">
        <button type="button" className="hg-button" onClick={() => void check()} disabled={busy !== null}>
          {busy === 'check' ? 'Checking…' : 'I have verified my email'}
        </button>
        <button type="button" className="hg-button hg-button--secondary" onClick={() => void send()} disabled={busy !== null}>
          {busy === 'send' ? 'Sending…' : 'Resend the email'}
        </button>
      </div>
      <p role="status" className="org-message">
        {message}
      </p>
    </section>
  );
}
