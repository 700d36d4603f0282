import { Link, useLocation } from 'react-router-dom';
import { loginPathFor, ROLES, type Role } from 'shared-auth';
import { PageHeader } from 'shared-ui';

const ROLE_BLURBS: Record<Role, string> = {
  Candidate: 'Build and score your resume, match jobs and practise AI interviews.',
  Interviewer: 'Run structured interviews and record feedback.',
  HR: 'Upload and rank resumes in resumeinflux, and manage hiring.',
  Admin: 'Manage users, roles and the platform.',
};

/** A role is chosen here before login. HR signs in on resumeinflux. */
export default function SelectAccountPage() {
  const { state } = useLocation();
  return (
    <section>
      <PageHeader title="Choose your account type" lead="Sign in with the role you use HireGen for." />
      <ul className="hg-grid shell-role-grid" aria-label="Account types">
        {ROLES.map((role) => (
          <li key={role} className="hg-card">
            <h2>{role}</h2>
            <p>{ROLE_BLURBS[role]}</p>
            <Link className="hg-button" to={loginPathFor(role)} state={state}>
              Continue as {role}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
