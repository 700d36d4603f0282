import { parseRole } from 'shared-schemas';
import { useSession } from '../session/useSession';

/** Who is signed in, as every area's "Account" page shows it. */
export function AccountSummary() {
  const { user } = useSession();
  if (!user) return <p>You are not signed in.</p>;
  const rows: [string, string][] = [
    ['Name', user.name || '—'],
    ['Email', user.email || '—'],
    ['Role', parseRole(user.role) ?? user.role],
  ];
  return (
    <section className="hg-card" aria-labelledby="account-heading">
      <h2 id="account-heading">Your account</h2>
      <dl className="hg-definition-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="hg-hint">Your role is set by HireGen's servers when you sign up; only an administrator can change it.</p>
    </section>
  );
}
