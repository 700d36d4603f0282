import { Link } from 'react-router-dom';
import { RoleMismatchError } from '../establish-role';
import { describeAuthError, needsAuthMessages } from '../auth-errors';
import { useAuthMessages } from '../hooks/useAuthMessages';

/** A failed sign-in, in words, with the right login when the account belongs to another role. */
export function SignInAlert({ error }: { error: unknown }) {
  const needed = needsAuthMessages(error);
  const messages = useAuthMessages(needed);
  // A provider's code waits for its words (fetched once, on the first failure), so the alert
  // never announces a generic sentence and then changes.
  if (needed && !messages) return null;
  return (
    <div className="auth-alert" role="alert">
      <p>{describeAuthError(error, messages ?? {})}</p>
      {error instanceof RoleMismatchError ? (
        <p>
          <Link to={error.loginPath}>Go to the {error.registeredRole} login</Link>
        </p>
      ) : null}
    </div>
  );
}
