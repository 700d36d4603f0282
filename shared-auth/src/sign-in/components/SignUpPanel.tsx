import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from 'shared-schemas';
import { useFinishSignIn, useReturnPath } from '../hooks/useFinishSignIn';
import { signUpWithPassword } from '../sign-in-methods';
import {
  confirmationProblem,
  emailProblem,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  nameProblem,
  passwordProblem,
  roleWithArticle,
} from '../validate-credentials';
import { authErrorCode } from '../auth-errors';
import { AuthField } from './AuthField';
import { ProviderButtons } from './ProviderButtons';
import { SignInAlert } from './SignInAlert';
import '../sign-in.css';

export interface SignUpPanelProps {
  /** Candidate, Interviewer or HR: Admin is only granted, never signed up for. */
  role: Role;
  signInPath: string;
}

type Field = 'name' | 'email' | 'password' | 'confirmation';

/** Create an account for `role`: name, email, password (+ confirmation), or Google. */
export default function SignUpPanel({ role, signInPath }: SignUpPanelProps) {
  const id = useId();
  const finish = useFinishSignIn();
  const returnPath = useReturnPath();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmation: useRef<HTMLInputElement>(null),
  };

  const change = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {
      name: nameProblem(values.name),
      email: emailProblem(values.email),
      password: passwordProblem(values.password),
      confirmation: confirmationProblem(values.password, values.confirmation),
    };
    setErrors(found);
    const first = (['name', 'email', 'password', 'confirmation'] as const).find((field) => found[field]);
    if (first) return inputs[first].current?.focus();
    setBusy(true);
    try {
      finish(await signUpWithPassword(role, values.name, values.email, values.password));
    } catch (error) {
      // The provider's answer about a field is shown on that field too.
      const code = authErrorCode(error);
      if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') inputs.password.current?.focus();
      if (code === 'auth/email-already-in-use' || code === 'auth/invalid-email') inputs.email.current?.focus();
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <section className="hg-card auth-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Create {roleWithArticle(role)} account</h2>
      {failure ? <SignInAlert error={failure} /> : null}
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <AuthField
          id={`${id}-name`}
          label="Full name"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          value={values.name}
          onChange={change('name')}
          error={errors.name}
          inputRef={inputs.name}
        />
        <AuthField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          inputRef={inputs.email}
        />
        <AuthField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          hint="At least 6 characters."
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          inputRef={inputs.password}
        />
        <AuthField
          id={`${id}-confirmation`}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={values.confirmation}
          onChange={change('confirmation')}
          error={errors.confirmation}
          inputRef={inputs.confirmation}
        />
        <button type="submit" className="hg-button" disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </button>
      </form>
      <div className="auth-divider">or</div>
      <div className="auth-alternatives">
        <ProviderButtons role={role} returnPath={returnPath} disabled={busy} />
      </div>
      <p className="auth-switch">
        Already have an account?{' '}
        <Link to={signInPath} state={returnPath ? { from: returnPath } : undefined}>
          Sign in
        </Link>
      </p>
    </section>
  );
}
