import { Link } from 'react-router-dom';
import { RoleMismatchError } from '../establish-role';
import { describeAuthError } from '../auth-errors';

/** A failed sign-in, in words, with the right login when the account belongs to another role. */
export function SignInAlert({ error }: { error: unknown }) {
  return (
    <div className="auth-alert" role="alert">
      <p>{describeAuthError(error)}</p>
      {error instanceof RoleMismatchError ? (
        <p>
          <Link to={error.loginPath}>Go to the {error.registeredRole} login</Link>
        </p>
      ) : null}
    </div>
  );
}
