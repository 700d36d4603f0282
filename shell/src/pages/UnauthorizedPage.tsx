import { Link } from 'react-router-dom';
import { dashboardPathFor, parseRole, useSession } from 'shared-auth';

/** Shown to a signed-in user whose role does not match the page, at /unauthorized. */
export function UnauthorizedPage() {
  const { user } = useSession();
  const role = parseRole(user?.role);
  return (
    <section className="hg-status-page">
      <h1>You don't have access to this page</h1>
      <p>{role ? `You are signed in as ${role}. This page belongs to another role's area.` : 'This page belongs to another role’s area.'}</p>
      <div className="hg-actions" style={{ justifyContent: 'center' }}>
        {role ? (
          <Link className="hg-button" to={dashboardPathFor(role)}>
            Go to my dashboard
          </Link>
        ) : null}
        <Link className="hg-button hg-button--secondary" to="/select-account">
          Sign in with another role
        </Link>
      </div>
    </section>
  );
}
