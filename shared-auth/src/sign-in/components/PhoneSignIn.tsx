import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Role } from 'shared-schemas';
import type { SessionUser } from '../../session/session-user';
import { startPhoneSignIn, type PhoneChallenge } from '../sign-in-methods';
import { normalisePhoneNumber } from '../validate-credentials';
import { AuthField } from './AuthField';
import { SignInAlert } from './SignInAlert';

/** Phone number → SMS code → signed in. The reCAPTCHA is invisible (and skipped on the emulator). */
export function PhoneSignIn({ role, onSignedIn }: { role: Role; onSignedIn: (user: SessionUser) => void }) {
  const id = useId();
  const recaptcha = useRef<HTMLDivElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<PhoneChallenge | null>(null);

  // The code field appears once the SMS is sent: take the person straight to it.
  useEffect(() => {
    if (challenge) codeInput.current?.focus();
  }, [challenge]);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const number = normalisePhoneNumber(phone);
    setFieldError(number ? undefined : 'Enter the number with its country code, for example +44 7700 900123.');
    if (!number || !recaptcha.current) return;
    setBusy(true);
    try {
      setChallenge(await startPhoneSignIn(role, number, recaptcha.current));
      setCode('');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const confirmCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    setFailure(null);
    const digits = code.replace(/\s/g, '');
    setFieldError(/^\d{6}$/.test(digits) ? undefined : 'Enter the 6-digit code from the text message.');
    if (!/^\d{6}$/.test(digits)) return;
    setBusy(true);
    try {
      onSignedIn(await challenge.confirm(digits));
    } catch (error) {
      setFailure(error);
      setBusy(false);
      codeInput.current?.select();
    }
  };

  return (
    <div className="auth-phone">
      <div className="auth-divider">phone</div>
      {failure ? <SignInAlert error={failure} /> : null}
      {challenge ? (
        <form className="auth-form" noValidate onSubmit={confirmCode} aria-busy={busy}>
          <p className="hg-hint" role="status">
            We sent a code to {normalisePhoneNumber(phone)}.
          </p>
          <AuthField
            id={`${id}-code`}
            label="SMS code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError}
            inputRef={codeInput}
          />
          <button type="submit" className="hg-button" disabled={busy}>
            {busy ? 'Checking...' : 'Confirm code'}
          </button>
          <p className="auth-switch">
            <button type="button" className="auth-linklike" disabled={busy} onClick={() => setChallenge(null)}>
              Use another number or send a new code
            </button>
          </p>
        </form>
      ) : (
        <form className="auth-form" noValidate onSubmit={sendCode} aria-busy={busy}>
          <AuthField
            id={`${id}-phone`}
            label="Phone number"
            type="tel"
            autoComplete="tel"
            maxLength={24}
            hint="With the country code, for example +44 7700 900123."
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={fieldError}
          />
          <button type="submit" className="hg-button" disabled={busy}>
            {busy ? 'Sending code...' : 'Send code'}
          </button>
        </form>
      )}
      <div ref={recaptcha} className="auth-recaptcha" />
    </div>
  );
}
