import type { Role } from 'shared-auth';

const ROLE_BENEFITS: Record<Role, string[]> = {
  Candidate: ['Build and score your resume', 'Match jobs and see why you fit', 'Practise AI interviews'],
  Interviewer: ['Run structured interviews', 'Record feedback with AI help', 'Review candidate profiles'],
  HR: ['Upload and rank resumes', 'Post jobs and manage applications', 'Schedule interviews'],
  Admin: ['Manage users and roles', 'Read contact messages', 'Oversee the platform'],
};

/** Beside the sign-in form: what this account type is for. */
export function SignInAside({ role }: { role: Role }) {
  return (
    <aside className="auth-aside" aria-label={`About ${role} accounts`}>
      <h2>
        With {/^(HR|[AEIOU])/i.test(role) ? 'an' : 'a'} {role} account you can
      </h2>
      <ul>
        {ROLE_BENEFITS[role].map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="hg-hint">Your account has one role. To use HireGen in another role, use another account.</p>
    </aside>
  );
}
